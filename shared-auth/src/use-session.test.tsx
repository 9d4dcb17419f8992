/**
 * @jest-environment ./test/jsdom-fetch-environment.cjs
 */
import { act, renderHook } from '@testing-library/react';
import { session } from './session';
import { admin, json, recruiter, sentRequest, startEachSignedOut, stubFetch } from './test-utils';
import { signIn, signOut, useSession } from './use-session';

describe('useSession, signIn, signOut', () => {
  const navigate = startEachSignedOut();

  it('signs in, stores the session and re-renders subscribers', async () => {
    const fetchMock = stubFetch(() => json({ status: true, token: 'tok-9', user: admin }));
    const { result } = renderHook(() => useSession());
    expect(result.current.token).toBeNull();
    await act(() => result.current.signIn(' asha@example.com ', 'secret'));
    expect(sentRequest(fetchMock).url).toMatch(/\/api\/login$/);
    expect(result.current.token).toBe('tok-9');
    expect(result.current.user).toEqual(admin);
    expect(result.current.isAdmin).toBe(true);
  });

  it("throws the server's message when sign-in fails", async () => {
    stubFetch(() =>
      json({ status: false, message: 'These credentials do not match our records.' }, 401),
    );
    await expect(signIn('a@b.co', 'bad')).rejects.toThrow(
      'These credentials do not match our records.',
    );
    stubFetch(() =>
      json({ status: false, message: 'Too many attempts. Try again in 60 seconds.' }, 429),
    );
    await expect(signIn('a@b.co', 'bad')).rejects.toThrow(
      'Too many attempts. Try again in 60 seconds.',
    );
    expect(session.get().token).toBeNull();
  });

  it('isAdmin is false for other roles', () => {
    session.set('t', recruiter);
    const { result } = renderHook(() => useSession());
    expect(result.current.isAdmin).toBe(false);
  });

  it.each([
    ['success', () => json({ status: true, message: 'Logged out' })],
    ['401', () => json({ message: 'Unauthenticated.' }, 401)],
    [
      'network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('signOut clears the session and goes to / on %s', async (_name, answer) => {
    session.set('tok-1', recruiter);
    const fetchMock = stubFetch(answer);
    await signOut();
    expect(sentRequest(fetchMock).url).toMatch(/\/api\/logout$/);
    expect(sentRequest(fetchMock).method).toBe('POST');
    expect(session.get()).toEqual({ token: null, user: null, ended: false });
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
