import type { Queryable } from '../db/index.js';
import * as repo from './repository.js';
import { USER_COLUMNS, type AuthUser } from './repository.js';
import { hashToken, newToken } from './tokens.js';

export type AuthContext = {
  sessionId: number;
  /** The session's public id (active sessions list; signed file links name it). */
  sessionPublicId: string;
  user: AuthUser;
  isAdmin: boolean;
  /** The role has Candidates view: it may see candidates' contact details, identity numbers and CTC figures. */
  seesPersonalData: boolean;
  /** The admin working as this user, when the session is an impersonation. */
  impersonator: { id: number; encrypted_id: string; first_name: string; last_name: string; email: string } | null;
  parentSessionId: number | null;
};

/** The columns of AuthUser over users u left join roles r, and its row (the repositories of users select with them). */
export { USER_COLUMNS, type AuthUser };

export async function createSession(
  q: Queryable,
  opts: {
    userId: number;
    ip: string;
    userAgent: string;
    now: Date;
    lifetimeMinutes: number;
    impersonatorId?: number;
    parentSessionId?: number;
  },
): Promise<string> {
  const token = newToken();
  await repo.insertSession(q, {
    tokenHash: hashToken(token),
    userId: opts.userId,
    impersonatorId: opts.impersonatorId ?? null,
    parentSessionId: opts.parentSessionId ?? null,
    now: opts.now,
    expiresAt: new Date(opts.now.getTime() + opts.lifetimeMinutes * 60_000),
    ip: opts.ip.slice(0, 100),
    userAgent: opts.userAgent.slice(0, 300),
  });
  return token;
}

/**
 * The session of a bearer token, or null when it is unknown, revoked, past its absolute lifetime,
 * idle for too long, or its user is inactive. Touches last_seen_at (at most once a minute) unless `background`: a
 * request the browser makes on its own (a notification poll) is not the user's activity and keeps no session alive.
 */
export async function resolveSession(
  q: Queryable,
  token: string,
  now: Date,
  idleMinutes: number,
  background = false,
): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  const row = await repo.liveSessionByTokenHash(q, hashToken(token), now, idleSince);
  if (!row) return null;
  if (!background && now.getTime() - new Date(row.last_seen_at).getTime() > 60_000) {
    await repo.touchSession(q, row.session_id, now);
  }
  const user: AuthUser = {
    id: Number(row.id),
    encrypted_id: row.encrypted_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    mobile: row.mobile,
    role: row.role === null ? null : Number(row.role),
    role_name: row.role_name,
    status: row.status,
    user_type: row.user_type,
  };
  return {
    sessionId: Number(row.session_id),
    sessionPublicId: row.session_public_id,
    user,
    isAdmin: user.user_type === 'admin',
    seesPersonalData: user.user_type === 'admin' || row.candidates_view === true,
    impersonator: row.imp_id
      ? {
          id: Number(row.imp_id),
          encrypted_id: row.imp_encrypted_id ?? '',
          first_name: row.imp_first_name ?? '',
          last_name: row.imp_last_name ?? '',
          email: row.imp_email ?? '',
        }
      : null,
    parentSessionId: row.parent_session_id === null ? null : Number(row.parent_session_id),
  };
}

export async function revokeSession(q: Queryable, sessionId: number, now: Date): Promise<void> {
  await repo.revokeSessionRows(q, sessionId, now);
}

/** Ends every session of a user (and every impersonation of them), except one if given. */
export async function revokeUserSessions(q: Queryable, userId: number, now: Date, exceptSessionId?: number): Promise<number> {
  return repo.revokeUserSessionRows(q, userId, now, exceptSessionId ?? null);
}
