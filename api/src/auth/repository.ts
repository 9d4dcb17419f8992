// Every SQL statement of signing in and access checks: sessions (one per sign-in or 'Login as User'), auth_throttle
// (failed attempts per account and per client address), login_attempts (the sign-in log), and the reading of
// role_permissions that decides what a role may do. Parameterised; tokens are stored
// as their hash only.
import type { Queryable } from '../db/index.js';

/** The columns of AuthUser over users u left join roles r. */
export const USER_COLUMNS = `u.id, u.encrypted_id::text as encrypted_id, u.first_name, u.last_name, u.email, u.mobile,
  u.role_id as role, coalesce(r.role_name, '') as role_name, u.status, lower(coalesce(r.role_name, '')) as user_type`;

/** A signed-in user: the row USER_COLUMNS reads. */
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

export type SessionUserRow = AuthUser & {
  session_id: number;
  session_public_id: string;
  last_seen_at: Date;
  parent_session_id: number | null;
  imp_id: number | null;
  imp_encrypted_id: string | null;
  imp_first_name: string | null;
  imp_last_name: string | null;
  imp_email: string | null;
  candidates_view: boolean;
};

export async function insertSession(
  q: Queryable,
  s: {
    tokenHash: Buffer;
    userId: number;
    impersonatorId: number | null;
    parentSessionId: number | null;
    now: Date;
    expiresAt: Date;
    ip: string;
    userAgent: string;
  },
): Promise<void> {
  await q.query(
    `insert into sessions (token_hash, user_id, impersonator_id, parent_session_id, created_at, last_seen_at, expires_at, ip, user_agent)
     values ($1, $2, $3, $4, $5, $5, $6, $7, $8)`,
    [s.tokenHash, s.userId, s.impersonatorId, s.parentSessionId, s.now, s.expiresAt, s.ip, s.userAgent],
  );
}

/**
 * The live session of a token hash with its active user, the user's role, whether the role may view candidates and
 * the impersonating admin: null when unknown, revoked, expired, idle since `idleSince`, or its user is inactive.
 */
export async function liveSessionByTokenHash(
  q: Queryable,
  tokenHash: Buffer,
  now: Date,
  idleSince: Date,
): Promise<SessionUserRow | null> {
  const { rows } = await q.query<SessionUserRow>(
    `select s.id as session_id, s.encrypted_id::text as session_public_id, s.last_seen_at, s.parent_session_id, ${USER_COLUMNS},
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
    [tokenHash, now, idleSince],
  );
  return rows[0] ?? null;
}

/** True when the session of this public id is live (not revoked, expired or idle) and its user active. */
export async function isLiveSession(q: Queryable, publicId: string, now: Date, idleSince: Date): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from sessions s join users u on u.id = s.user_id
      where s.encrypted_id = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3 and u.status = 'active'`,
    [publicId, now, idleSince],
  );
  return rows.length > 0;
}

export async function touchSession(q: Queryable, sessionId: number, now: Date): Promise<void> {
  await q.query('update sessions set last_seen_at = $2 where id = $1', [sessionId, now]);
}

/** Revokes a session and the impersonations started from it. */
export async function revokeSessionRows(q: Queryable, sessionId: number, now: Date): Promise<void> {
  await q.query('update sessions set revoked_at = $2 where (id = $1 or parent_session_id = $1) and revoked_at is null', [sessionId, now]);
}

/** Revokes every live session of a user and every impersonation of them, one aside; answers how many. */
export async function revokeUserSessionRows(q: Queryable, userId: number, now: Date, exceptSessionId: number | null): Promise<number> {
  const r = await q.query(
    `update sessions set revoked_at = $2
      where (user_id = $1 or impersonator_id = $1) and revoked_at is null and id <> coalesce($3, -1)`,
    [userId, now, exceptSessionId],
  );
  return r.rowCount;
}

/** The permission columns of role_permissions, per action. */
const PERMISSION_COLUMN = { view: 'm_view', add: 'm_add', edit: 'm_edit', delete: 'm_delete' } as const;

/** True when the role grants any of the actions on any of the modules (by name). */
export async function roleGrants(
  q: Queryable,
  roleId: number,
  modules: readonly string[],
  actions: readonly (keyof typeof PERMISSION_COLUMN)[],
): Promise<boolean> {
  // the column names come from the fixed PERMISSION_COLUMN table, never from input
  const flags = actions.map((a) => `p.${PERMISSION_COLUMN[a]} = 1`).join(' or ');
  const { rows } = await q.query<{ ok: number }>(
    `select 1 as ok from role_permissions p join modules m on m.module_id = p.module_id
      where p.role_id = $1 and m.module_name = any($2::text[]) and (${flags}) limit 1`,
    [roleId, modules],
  );
  return rows.length > 0;
}

export type ThrottleRow = { failures: number; last_failed_at: Date | null; locked_until: Date | null };

/** The throttle row of a key, created when missing, locked until the transaction ends. */
export async function lockThrottleRow(q: Queryable, kind: string, key: string): Promise<ThrottleRow> {
  await q.query('insert into auth_throttle (kind, key) values ($1, $2) on conflict do nothing', [kind, key]);
  const { rows } = await q.query<ThrottleRow>(
    'select failures, last_failed_at, locked_until from auth_throttle where kind = $1 and key = $2 for update',
    [kind, key],
  );
  return rows[0];
}

export async function setThrottleFailures(
  q: Queryable,
  kind: string,
  key: string,
  failures: number,
  now: Date,
  lockedUntil: Date | null,
): Promise<void> {
  await q.query('update auth_throttle set failures = $3, last_failed_at = $4, locked_until = $5 where kind = $1 and key = $2', [
    kind,
    key,
    failures,
    now,
    lockedUntil,
  ]);
}

/** Forgets an account's failures (a successful sign-in). */
export async function clearAccountThrottle(q: Queryable, account: string): Promise<void> {
  await q.query(`delete from auth_throttle where kind = 'account' and key = $1`, [account]);
}

/** Forgets an account's failures (an administrator's unlock); true when it was locked at `now`. */
export async function deleteAccountThrottle(q: Queryable, account: string, now: Date): Promise<boolean> {
  const { rows } = await q.query<{ locked: boolean }>(
    `delete from auth_throttle where kind = 'account' and key = $1 returning coalesce(locked_until > $2, false) as locked`,
    [account, now],
  );
  return rows.some((r) => r.locked);
}

/** Gives an address one failure back, lifting its lock when it falls below `freeFailures`. */
export async function giveBackAddressFailure(q: Queryable, address: string, freeFailures: number): Promise<void> {
  await q.query(
    `update auth_throttle set failures = greatest(failures - 1, 0),
            locked_until = case when failures - 1 < $2 then null else locked_until end
      where kind = 'address' and key = $1`,
    [address, freeFailures],
  );
}

export async function insertLoginAttempt(q: Queryable, email: string, ip: string, success: boolean, now: Date): Promise<void> {
  await q.query('insert into login_attempts (email, ip, success, attempted_at) values ($1, $2, $3, $4)', [email, ip, success, now]);
}
