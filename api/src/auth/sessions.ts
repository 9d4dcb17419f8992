import type { Queryable } from '../db/index.js';
import { hashToken, newToken } from './tokens.js';

export type AuthUser = {
  id: number;
  encrypted_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  role: number | null;
  role_name: string;
  status: 'active' | 'inactive';
  user_type: string;
};

export type AuthContext = {
  sessionId: number;
  user: AuthUser;
  isAdmin: boolean;
  /** The role has Candidates view: it may see candidates' contact details, identity numbers and CTC figures. */
  seesPersonalData: boolean;
  /** The admin working as this user, when the session is an impersonation. */
  impersonator: { id: number; encrypted_id: string; first_name: string; last_name: string; email: string } | null;
  parentSessionId: number | null;
};

export const USER_COLUMNS = `u.id, u.encrypted_id::text as encrypted_id, u.first_name, u.last_name, u.email, u.mobile,
  u.role_id as role, coalesce(r.role_name, '') as role_name, u.status, lower(coalesce(r.role_name, '')) as user_type`;

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
  await q.query(
    `insert into sessions (token_hash, user_id, impersonator_id, parent_session_id, created_at, last_seen_at, expires_at, ip, user_agent)
     values ($1, $2, $3, $4, $5, $5, $6, $7, $8)`,
    [
      hashToken(token),
      opts.userId,
      opts.impersonatorId ?? null,
      opts.parentSessionId ?? null,
      opts.now,
      new Date(opts.now.getTime() + opts.lifetimeMinutes * 60_000),
      opts.ip.slice(0, 100),
      opts.userAgent.slice(0, 300),
    ],
  );
  return token;
}

/**
 * The session of a bearer token, or null when it is unknown, revoked, past its absolute lifetime,
 * idle for too long, or its user is inactive. Touches last_seen_at (at most once a minute).
 */
export async function resolveSession(q: Queryable, token: string, now: Date, idleMinutes: number): Promise<AuthContext | null> {
  if (!token || token.length > 200) return null;
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  const { rows } = await q.query<
    AuthUser & {
      session_id: number;
      last_seen_at: Date;
      parent_session_id: number | null;
      imp_id: number | null;
      imp_encrypted_id: string | null;
      imp_first_name: string | null;
      imp_last_name: string | null;
      imp_email: string | null;
      candidates_view: boolean;
    }
  >(
    `select s.id as session_id, s.last_seen_at, s.parent_session_id, ${USER_COLUMNS},
            exists (select 1 from role_permissions p join modules m on m.module_id = p.module_id
                     where p.role_id = u.role_id and m.module_name = 'Candidates' and p.m_view = 1) as candidates_view,
            i.id as imp_id, i.encrypted_id::text as imp_encrypted_id, i.first_name as imp_first_name,
            i.last_name as imp_last_name, i.email as imp_email
       from sessions s
       join users u on u.id = s.user_id
       left join roles r on r.role_id = u.role_id
       left join users i on i.id = s.impersonator_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3
        and u.status = 'active'`,
    [hashToken(token), now, idleSince],
  );
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - new Date(row.last_seen_at).getTime() > 60_000) {
    await q.query('update sessions set last_seen_at = $2 where id = $1', [row.session_id, now]);
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
  await q.query('update sessions set revoked_at = $2 where (id = $1 or parent_session_id = $1) and revoked_at is null', [sessionId, now]);
}

/** Ends every session of a user (and every impersonation of them), except one if given. */
export async function revokeUserSessions(q: Queryable, userId: number, now: Date, exceptSessionId?: number): Promise<number> {
  const r = await q.query(
    `update sessions set revoked_at = $2
      where (user_id = $1 or impersonator_id = $1) and revoked_at is null and id <> coalesce($3, -1)`,
    [userId, now, exceptSessionId ?? null],
  );
  return r.rowCount;
}
