/**
 * @jest-environment ./test/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activity } from './activity';
import { session } from './session';
import { IdleWarning, ReauthDialog, SessionDialogs } from './session-dialogs';
import { admin, json, recruiter, renderUi, stubFetch } from './test-utils';

const MINUTE = 60_000;

describe('idle warning', () => {
  const t0 = new Date('2026-11-26T10:00:00Z').getTime();

  beforeEach(() => {
    jest.useFakeTimers({ now: t0 });
    session.set('tok-1', recruiter);
    activity.restart(t0);
  });
  afterEach(() => {
    jest.useRealTimers();
    session.clear();
  });

  it('warns a minute before the page ends the session, and Stay signed in renews it', async () => {
    const fetchMock = stubFetch(() => json({ status: true, data: [recruiter] }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderUi(<IdleWarning idleMinutes={30} />);
    // The server touches a session at most once a minute: the page ends it at 29 minutes.
    act(() => jest.advanceTimersByTime(28 * MINUTE - 1000));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Your session ends in 60 seconds',
    );
    act(() => jest.advanceTimersByTime(25_000));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Your session ends in 35 seconds');

    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const request = fetchMock.mock.calls.at(-1)?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/me');
    expect(request.headers.has('X-Background')).toBe(false);
    expect(activity.renewedAt()).toBeGreaterThanOrEqual(t0 + 28 * MINUTE + 25_000);
    expect(session.get().ended).toBe(false);
  });

  it('ends the session when nobody answers, without leaving the page', async () => {
    const fetchMock = stubFetch(() => json({ status: true, message: 'Logged out successfully.' }));
    renderUi(<IdleWarning idleMinutes={30} />);
    act(() => jest.advanceTimersByTime(28 * MINUTE));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MINUTE));
    await waitFor(() => expect(session.get().ended).toBe(true));
    const request = fetchMock.mock.calls.at(-1)?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/logout');
    expect(request.headers.get('X-Background')).toBe('1');
    expect(session.get().token).toBe('tok-1');
  });

  it('follows activity in another tab or a request of the user', async () => {
    stubFetch(() => json({ status: true }));
    renderUi(<IdleWarning idleMinutes={30} />);
    act(() => jest.advanceTimersByTime(20 * MINUTE));
    act(() => activity.noteRenewed(Date.now()));
    act(() => jest.advanceTimersByTime(27 * MINUTE));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MINUTE));
    expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  });
});

describe('signing in again after the session ended', () => {
  beforeEach(() => {
    session.set('tok-1', recruiter);
    session.end();
  });
  afterEach(() => session.clear());

  it('the same user carries on where they were', async () => {
    stubFetch((request) =>
      new URL(request.url).pathname === '/api/login'
        ? json({ status: true, token: 'tok-2', user: recruiter })
        : json({}),
    );
    const user = userEvent.setup();
    renderUi(
      <>
        <p>The form the user was typing in</p>
        <SessionDialogs />
      </>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent('what you typed is kept');
    expect(screen.getByRole('textbox', { name: 'Work Email' })).toHaveValue('asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Your session has ended' })).toBeNull(),
    );
    expect(session.get()).toEqual({ token: 'tok-2', user: recruiter, ended: false });
    expect(screen.getByText('The form the user was typing in')).toBeInTheDocument();
  });

  it('another user gets a fresh page; nothing of this one is shown to them', async () => {
    stubFetch(() => json({ status: true, token: 'tok-admin', user: admin }));
    const onOtherUser = jest.fn();
    const user = userEvent.setup();
    renderUi(<ReauthDialog user={recruiter} onOtherUser={onOtherUser} />);
    const email = await screen.findByRole('textbox', { name: 'Work Email' });
    await user.clear(email);
    await user.type(email, 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onOtherUser).toHaveBeenCalled());
    // This page still shows the old session (it reloads next); the new one is stored.
    expect(session.get()).toEqual({ token: 'tok-1', user: recruiter, ended: true });
    expect(localStorage.getItem('token')).toBe('tok-admin');
  });

  it('a wrong password says so and keeps the dialog', async () => {
    stubFetch(() => json({ status: false, message: 'Invalid credentials' }, 401));
    const user = userEvent.setup();
    renderUi(<ReauthDialog user={recruiter} />);
    await user.type(await screen.findByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(session.get().ended).toBe(true);
  });
});
