import { useMemo, useSyncExternalStore } from 'react';
import { isHTTPError } from 'ky';
import { activity } from './activity';
import { clearDraftsOf } from './drafts';
import { api, readApiError, GENERIC_ERROR_MESSAGE } from './http';
import { goToSignIn } from './navigation';
import { session, type SessionUser } from './session';

interface LoginAnswer {
  status?: boolean;
  token?: string;
  user?: SessionUser;
  message?: string;
}

/** POST /api/login without storing anything. Throws an Error carrying the server's message. */
export async function requestSignIn(
  email: string,
  password: string,
): Promise<{ token: string; user: SessionUser }> {
  let answer: LoginAnswer;
  try {
    answer = await api
      .post('login', { json: { email: email.trim(), password } })
      .json<LoginAnswer>();
  } catch (e) {
    const { message } = await readApiError(e);
    throw new Error(isHTTPError(e) ? message : GENERIC_ERROR_MESSAGE);
  }
  if (!answer.status || !answer.token || !answer.user) {
    throw new Error(answer.message || GENERIC_ERROR_MESSAGE);
  }
  return { token: answer.token, user: answer.user };
}

/** POST /api/login; stores the session. Throws an Error carrying the server's message. */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  const { token, user } = await requestSignIn(email, password);
  session.set(token, user);
  activity.restart();
  return user;
}

/**
 * Asks the server to end the session; whatever the answer, the session is cleared, the user's
 * form drafts are dropped and the user goes to '/'.
 */
export async function signOut(): Promise<void> {
  const userId = session.get().user?.encrypted_id;
  try {
    if (session.get().token) await api.post('logout', { timeout: 10_000 });
  } catch {
    // 401, network failure, timeout: the local session ends all the same.
  } finally {
    if (userId) clearDraftsOf(userId);
    session.clear();
    goToSignIn();
  }
}

export function useSession() {
  const snap = useSyncExternalStore(session.subscribe, session.get, session.get);
  return useMemo(
    () => ({
      token: snap.token,
      user: snap.user,
      isAdmin: snap.user?.user_type === 'admin',
      ended: snap.ended,
      signIn,
      signOut,
    }),
    [snap],
  );
}

export type UseSessionResult = ReturnType<typeof useSession>;
