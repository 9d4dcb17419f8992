/**
 * @jest-environment ./test/jsdom-fetch-environment.cjs
 */
import { activity, USER_ACTION_WINDOW_MS } from './activity';
import { apiGet, apiSend, firstFieldMessages, readApiError } from './http';
import { session } from './session';
import { json, recruiter, sentRequest, startEachSignedOut, stubFetch } from './test-utils';

async function errorOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (e) {
    return readApiError(e);
  }
  throw new Error('the call was expected to fail');
}

describe('http client', () => {
  const navigate = startEachSignedOut();

  it('sends the bearer token and the query to /api/<path>', async () => {
    session.set('tok-1', recruiter);
    const fetchMock = stubFetch(() => json({ status: true, data: [] }));
    await apiGet('/candidates', { sortby: 'created_at', page: 0, q: '', missing: undefined });
    const request = sentRequest(fetchMock);
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/candidates');
    expect(url.searchParams.get('sortby')).toBe('created_at');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.has('q')).toBe(false);
    expect(request.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = stubFetch(() => json({ status: true }));
    await apiGet('api/health');
    expect(new URL(sentRequest(fetchMock).url).pathname).toBe('/api/health');
    expect(sentRequest(fetchMock).headers.has('Authorization')).toBe(false);
  });

  it("marks the session ended on a 401 'Unauthenticated.' and stays on the page", async () => {
    session.set('tok-1', recruiter);
    stubFetch(() => json({ message: 'Unauthenticated.' }, 401));
    await expect(apiGet('dashboard')).rejects.toThrow();
    expect(session.get()).toEqual({ token: 'tok-1', user: recruiter, ended: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('marks requests not caused by the user as background; only the user’s renew the idle clock', async () => {
    session.set('tok-1', recruiter);
    const fetchMock = stubFetch(() => json({ status: true }));
    const clock = jest.spyOn(Date, 'now');
    try {
      const start = Date.now();
      clock.mockReturnValue(start);
      activity.restart(start);
      clock.mockReturnValue(start + 1000);
      await apiGet('candidates');
      expect(sentRequest(fetchMock, 0).headers.has('X-Background')).toBe(false);
      expect(activity.renewedAt()).toBe(start + 1000);

      // A poll long after the last click or key press.
      clock.mockReturnValue(start + USER_ACTION_WINDOW_MS + 60_000);
      await apiGet('notifications');
      expect(sentRequest(fetchMock, 1).headers.get('X-Background')).toBe('1');
      expect(activity.renewedAt()).toBe(start + 1000);

      // The user presses a key: the next request is theirs again.
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      await apiSend('POST', 'notes', { note: 'x' });
      expect(sentRequest(fetchMock, 2).headers.has('X-Background')).toBe(false);
      expect(activity.renewedAt()).toBe(start + USER_ACTION_WINDOW_MS + 60_000);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps the session on a 401 with another message, and on a 403', async () => {
    session.set('tok-1', recruiter);
    stubFetch(() => json({ status: false, message: 'Invalid credentials' }, 401));
    await expect(apiGet('x')).rejects.toThrow();
    stubFetch(() => json({ status: false, message: 'This action is unauthorized.' }, 403));
    await expect(apiGet('x')).rejects.toThrow();
    expect(session.get()).toEqual({ token: 'tok-1', user: recruiter, ended: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not end a newer session when an old request comes back 401', async () => {
    session.set('old', recruiter);
    stubFetch(async () => {
      session.set('new', recruiter); // signed in again while the request was in flight
      return json({ message: 'Unauthenticated.' }, 401);
    });
    await expect(apiGet('x')).rejects.toThrow();
    expect(session.get()).toEqual({ token: 'new', user: recruiter, ended: false });
  });

  it('counts a renewal from when the request left, not from its late answer', async () => {
    session.set('tok-1', recruiter);
    const clock = jest.spyOn(Date, 'now');
    try {
      const start = Date.now();
      clock.mockReturnValue(start);
      activity.restart(start);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      clock.mockReturnValue(start + 500);
      stubFetch(() => {
        clock.mockReturnValue(start + 40_000); // a slow answer
        return json({ status: true });
      });
      await apiGet('dashboard');
      expect(activity.renewedAt()).toBe(start + 500);
    } finally {
      clock.mockRestore();
    }
  });

  it('sends JSON or FormData bodies and never retries a write', async () => {
    session.set('tok-1', recruiter);
    const bodies: string[] = [];
    const fetchMock = stubFetch(async (request) => {
      bodies.push(await request.text());
      return json({ status: true, message: 'Added Successfully' }, 201);
    });
    const answer = await apiSend<{ message: string }>('POST', 'skills', { name: 'Go' });
    expect(answer.message).toBe('Added Successfully');
    expect(sentRequest(fetchMock).method).toBe('POST');
    expect(JSON.parse(bodies[0])).toEqual({ name: 'Go' });

    const form = new FormData();
    form.append('candidate_id', 'c1');
    await apiSend('POST', 'candidates_resume', form);
    expect(sentRequest(fetchMock, 1).headers.get('Content-Type')).toMatch(/^multipart\/form-data/);

    const failing = stubFetch(() => json({ status: false }, 503));
    await expect(apiSend('PUT', 'jobs', { a: 1 })).rejects.toThrow();
    expect(failing).toHaveBeenCalledTimes(1);
  });

  describe('readApiError', () => {
    it('reads a 422 envelope and each field’s first message', async () => {
      stubFetch(() =>
        json(
          {
            status: false,
            message: 'The given data was invalid.',
            errors: {
              email: ['The email has already been taken.', 'x'],
              mobile: ['Mobile number must be 10 digits'],
            },
          },
          422,
        ),
      );
      const error = await errorOf(apiSend('POST', 'users', {}));
      expect(error).toEqual({
        status: 422,
        message: 'The given data was invalid.',
        errors: {
          email: ['The email has already been taken.', 'x'],
          mobile: ['Mobile number must be 10 digits'],
        },
      });
      expect(firstFieldMessages(error.errors)).toEqual([
        'The email has already been taken.',
        'Mobile number must be 10 digits',
      ]);
    });

    it('defaults a 403 to the unauthorized message and hides 5xx messages', async () => {
      stubFetch(() => new Response('', { status: 403 }));
      expect(await errorOf(apiSend('DELETE', 'skills/1'))).toMatchObject({
        status: 403,
        message: 'This action is unauthorized.',
      });
      stubFetch(() => json({ message: 'stack trace' }, 500));
      expect((await errorOf(apiSend('POST', 'x'))).message).toBe(
        'Something went wrong please try again.',
      );
    });

    it('turns a network failure into the generic message', async () => {
      stubFetch(() => {
        throw new TypeError('Failed to fetch');
      });
      expect(await errorOf(apiSend('POST', 'x'))).toEqual({
        status: 0,
        message: 'Something went wrong please try again.',
        errors: null,
      });
    });
  });
});
