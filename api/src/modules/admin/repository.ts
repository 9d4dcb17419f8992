// Every statement of the administration on users, roles, modules, role_permissions and the sessions list
// (sessions are created and revoked by src/auth/sessions.ts, sign-in counters by src/auth/throttle.ts).
import { USER_COLUMNS, type AuthUser } from '../../auth/sessions.js';
import type { Queryable } from '../../db/index.js';
import { runList } from '../../http/lists.js';
import type { ListQuery } from '../../http/schemas.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { userNameSql } from '../../lib/user-name.js';
import type { Permission } from './schema.js';

// ---------------------------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------------------------

/** A user as the administration reads it: the signed-in user's shape (src/auth/sessions.ts). */
export type UserRecord = AuthUser;

const USER_SELECT = `u.id, u.encrypted_id::text as encrypted_id, u.first_name, u.last_name, u.email, u.mobile,
  u.role_id::int as role, coalesce(r.role_name, '') as role_name, u.status, lower(coalesce(r.role_name, '')) as user_type`;

const USERNAME = userNameSql('u');

/** Users, paged, with the end of a sign-in lock still running at `now`. */
export function listUsers(q: Queryable, query: ListQuery, now: Date) {
  return runList<UserRecord & { created_at: Date; locked_until: Date | null }>(
    q,
    {
      select: `${USER_SELECT}, u.created_at, case when t.locked_until > $1 then t.locked_until end as locked_until`,
      from: `users u left join roles r on r.role_id = u.role_id
             left join auth_throttle t on t.kind = 'account' and t.key = lower(u.email)`,
      where: ['$1::timestamptz is not null'],
      params: [now],
      sortable: {
        first_name: 'lower(u.first_name)',
        email: 'lower(u.email)',
        role_name: "lower(coalesce(r.role_name, ''))",
        status: 'u.status',
        mobile: 'u.mobile',
        created_at: 'u.created_at',
      },
      defaultSort: [['u.created_at', 'desc']],
      search: [
        "(u.first_name || ' ' || u.last_name)",
        'u.email',
        'u.mobile',
        "coalesce(r.role_name, '')",
      ],
      tiebreak: 'u.id',
    },
    query,
  );
}

/** The user with that e-mail (any case), or undefined. */
export async function findUserByEmail(
  q: Queryable,
  email: string,
): Promise<UserRecord | undefined> {
  const { rows } = await q.query<UserRecord>(
    `select ${USER_SELECT} from users u left join roles r on r.role_id = u.role_id where lower(u.email) = lower($1)`,
    [email],
  );
  return rows[0];
}

/** The user with that public id, locked for the rest of the transaction, or undefined. */
export async function lockUser(q: Queryable, encryptedId: string): Promise<UserRecord | undefined> {
  const { rows } = await q.query<UserRecord>(
    `select ${USER_SELECT} from users u left join roles r on r.role_id = u.role_id where u.encrypted_id = $1 for update of u`,
    [encryptedId],
  );
  return rows[0];
}

/** Id and e-mail of the user with that public id, or undefined. */
export async function userRef(
  q: Queryable,
  encryptedId: string,
): Promise<{ id: number; email: string } | undefined> {
  const { rows } = await q.query<{ id: number; email: string }>(
    'select id, email from users where encrypted_id = $1',
    [encryptedId],
  );
  return rows[0] ? { id: Number(rows[0].id), email: rows[0].email } : undefined;
}

/** The signed-in user of a session as sign-in reads it, by a condition on `u` (one parameter), or undefined. */
export async function authUser(
  q: Queryable,
  by: 'id' | 'encrypted_id',
  value: number | string,
): Promise<AuthUser | undefined> {
  const where = by === 'id' ? 'u.id = $1' : 'u.encrypted_id = $1';
  const { rows } = await q.query<AuthUser>(
    `select ${USER_COLUMNS} from users u left join roles r on r.role_id = u.role_id where ${where}`,
    [value],
  );
  const u = rows[0];
  return u ? { ...u, id: Number(u.id), role: u.role === null ? null : Number(u.role) } : undefined;
}

export async function emailTaken(q: Queryable, email: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from users where lower(email) = $1', [email]);
  return rows.length > 0;
}

export async function insertUser(
  q: Queryable,
  u: {
    first_name: string;
    last_name: string;
    email: string;
    mobile: string;
    role: number | null;
    password_hash: string;
    status?: 'active' | 'inactive';
  },
  now: Date,
): Promise<{ id: number; encrypted_id: string }> {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into users (first_name, last_name, email, mobile, role_id, password_hash, status, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id, encrypted_id::text as encrypted_id`,
    [
      u.first_name,
      u.last_name,
      u.email,
      u.mobile,
      u.role,
      u.password_hash,
      u.status ?? 'active',
      now,
    ],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

export async function countUsers(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from users');
  return Number(rows[0].n);
}

/** The first start's administrator (role admin, timestamps the database's own). */
export async function insertFirstAdmin(q: Queryable, email: string, passwordHash: string): Promise<void> {
  await q.query(
    `insert into users (first_name, last_name, email, mobile, role_id, password_hash)
     values ('Admin', '', $1, '', (select role_id from roles where role_name = 'admin'), $2)`,
    [email, passwordHash],
  );
}

/** Deletes the users whose e-mail address is at a domain (the bulk seeder's own users). */
export async function deleteUsersAtDomain(q: Queryable, domain: string): Promise<void> {
  await q.query('delete from users where email like $1', [`%@${domain}`]);
}

/** Saves a user's fields; a null hash keeps the password. */
export async function updateUser(
  q: Queryable,
  id: number,
  u: {
    first_name: string;
    last_name: string;
    mobile: string;
    role: number | null;
    status: 'active' | 'inactive';
    password_hash: string | null;
  },
  now: Date,
): Promise<void> {
  await q.query(
    `update users set first_name = $2, last_name = $3, mobile = $4, role_id = $5, status = $6,
            password_hash = coalesce($7, password_hash), updated_at = $8
      where id = $1`,
    [id, u.first_name, u.last_name, u.mobile, u.role, u.status, u.password_hash, now],
  );
}

export async function passwordHash(q: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ password_hash: string }>(
    'select password_hash from users where id = $1',
    [userId],
  );
  return rows[0]?.password_hash;
}

export async function setPasswordHash(
  q: Queryable,
  userId: number,
  hash: string,
  now: Date,
): Promise<void> {
  await q.query('update users set password_hash = $2, updated_at = $3 where id = $1', [
    userId,
    hash,
    now,
  ]);
}

export async function deleteUser(q: Queryable, id: number): Promise<void> {
  await q.query('delete from users where id = $1', [id]);
}

/** Active admins, locked for the rest of the transaction (two admins removing each other cannot both win). */
export async function lockActiveAdminIds(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `select u.id from users u join roles r on r.role_id = u.role_id
      where lower(r.role_name) = 'admin' and u.status = 'active' order by u.id for update of u`,
  );
  return rows.map((r) => Number(r.id));
}

/** Users whose e-mail or name contains the text, by e-mail, at most 20; inactive ones too when `withInactive`. */
export async function searchUsers(q: Queryable, text: string, withInactive: boolean) {
  const { rows } = await q.query<{
    email: string;
    encrypted_id: string;
    username: string;
    user_type: string;
    status: string;
  }>(
    `select u.email, u.encrypted_id::text as encrypted_id, ${USERNAME} as username,
            lower(coalesce(r.role_name, '')) as user_type, u.status
       from users u left join roles r on r.role_id = u.role_id
      where (u.email ilike $1 or (u.first_name || ' ' || u.last_name) ilike $1) and ($2 or u.status = 'active')
      order by lower(u.email) limit 20`,
    [containsPattern(text), withInactive],
  );
  return rows;
}

/** Active users, of one type (a role name in lower case) or of all when `type` is ''. */
export async function activeUsers(q: Queryable, type: string) {
  const { rows } = await q.query<{
    user_id: string;
    username: string;
    email: string;
    user_type: string;
  }>(
    `select u.encrypted_id::text as user_id, ${USERNAME} as username, u.email,
            lower(coalesce(r.role_name, '')) as user_type
       from users u left join roles r on r.role_id = u.role_id
      where u.status = 'active' and ($1 = '' or lower(coalesce(r.role_name, '')) = $1)
      order by lower(u.first_name), lower(u.last_name), u.id`,
    [type],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Roles, modules and permissions
// ---------------------------------------------------------------------------------------------------------------

/** Every role, or the one whose id or name (any case) is `filter` when it is not ''. */
export async function listRoles(q: Queryable, filter: string) {
  const { rows } = await q.query<{ role_id: number; role_name: string }>(
    `select role_id::int as role_id, role_name from roles
      where $1 = '' or role_id::text = $1 or lower(role_name) = lower($1)
      order by role_id`,
    [filter],
  );
  return rows.map((r) => ({ role_id: Number(r.role_id), role_name: r.role_name }));
}

/** The role's name; null for no role, undefined for an unknown one. */
export async function roleName(
  q: Queryable,
  role: number | null,
): Promise<string | null | undefined> {
  if (role === null) return null;
  const { rows } = await q.query<{ role_name: string }>(
    'select role_name from roles where role_id = $1',
    [role],
  );
  return rows[0]?.role_name;
}

/** Names of the roles among `ids` that exist. */
export async function roleNames(q: Queryable, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await q.query<{ role_id: number; role_name: string }>(
    'select role_id::int as role_id, role_name from roles where role_id = any($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.role_id), r.role_name]));
}

export async function roleNameTaken(q: Queryable, name: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from roles where lower(role_name) = lower($1)', [name]);
  return rows.length > 0;
}

export async function insertRole(
  q: Queryable,
  name: string,
): Promise<{ role_id: number; role_name: string }> {
  const { rows } = await q.query<{ role_id: number; role_name: string }>(
    'insert into roles (role_name) values ($1) returning role_id::int as role_id, role_name',
    [name],
  );
  return { role_id: Number(rows[0].role_id), role_name: rows[0].role_name };
}

export async function listModules(q: Queryable) {
  const { rows } = await q.query<{ module_id: number; module_name: string }>(
    'select module_id::int as module_id, module_name from modules order by module_id',
  );
  return rows.map((r) => ({ module_id: Number(r.module_id), module_name: r.module_name }));
}

/** The ids among `ids` of modules that exist. */
export async function existingModuleIds(q: Queryable, ids: number[]): Promise<Set<number>> {
  const { rows } = await q.query<{ module_id: number }>(
    'select module_id::int as module_id from modules where module_id = any($1::int[])',
    [ids],
  );
  return new Set(rows.map((m) => Number(m.module_id)));
}

/** One row per module for the role; `allGranted` reads every flag as 1, unsaved modules read 0. */
export async function permissionsOf(
  q: Queryable,
  roleId: number,
  allGranted: boolean,
): Promise<Permission[]> {
  const { rows } = await q.query<Permission>(
    `select $1::int as role_id, m.module_id::int as module_id, m.module_name,
            greatest(coalesce(p.m_add, 0), $2)::int as m_add, greatest(coalesce(p.m_edit, 0), $2)::int as m_edit,
            greatest(coalesce(p.m_delete, 0), $2)::int as m_delete, greatest(coalesce(p.m_view, 0), $2)::int as m_view
       from modules m left join role_permissions p on p.module_id = m.module_id and p.role_id = $1
      order by m.module_id`,
    [roleId, allGranted ? 1 : 0],
  );
  return rows.map((r) => ({ ...r, role_id: Number(r.role_id), module_id: Number(r.module_id) }));
}

export async function savePermission(
  q: Queryable,
  p: Omit<Permission, 'module_name'>,
): Promise<void> {
  await q.query(
    `insert into role_permissions (role_id, module_id, m_add, m_edit, m_delete, m_view) values ($1, $2, $3, $4, $5, $6)
     on conflict (role_id, module_id) do update
       set m_add = excluded.m_add, m_edit = excluded.m_edit, m_delete = excluded.m_delete, m_view = excluded.m_view`,
    [p.role_id, p.module_id, p.m_add, p.m_edit, p.m_delete, p.m_view],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Signed-in sessions
// ---------------------------------------------------------------------------------------------------------------

export type SessionListRow = {
  sid: number;
  encrypted_id: string;
  user_id: string;
  username: string;
  email: string;
  role_name: string;
  signed_in_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  ip: string;
  user_agent: string;
  impersonator: string | null;
};

/** Sessions not revoked, not past `now`, seen after `idleSince`, of active users; paged. */
export function listLiveSessions(q: Queryable, query: ListQuery, now: Date, idleSince: Date) {
  return runList<SessionListRow>(
    q,
    {
      select: `s.id as sid, s.encrypted_id::text as encrypted_id, u.encrypted_id::text as user_id, ${USERNAME} as username, u.email,
               coalesce(r.role_name, '') as role_name, s.created_at as signed_in_at, s.last_seen_at, s.expires_at, s.ip, s.user_agent,
               case when i.id is null then null else ${userNameSql('i')} end as impersonator`,
      from: 'sessions s join users u on u.id = s.user_id left join roles r on r.role_id = u.role_id left join users i on i.id = s.impersonator_id',
      where: [
        's.revoked_at is null',
        's.expires_at > $1',
        's.last_seen_at > $2',
        "u.status = 'active'",
      ],
      params: [now, idleSince],
      sortable: {
        username: `lower(${USERNAME})`,
        email: 'lower(u.email)',
        role_name: "lower(coalesce(r.role_name, ''))",
        signed_in_at: 's.created_at',
        last_seen_at: 's.last_seen_at',
        ip: 's.ip',
      },
      defaultSort: [['s.last_seen_at', 'desc']],
      search: [USERNAME, 'u.email', "coalesce(r.role_name, '')", 's.ip'],
      tiebreak: 's.id',
    },
    query,
  );
}

/** A session not revoked yet, locked, with its user's id and e-mail; undefined when there is none. */
export async function lockLiveSession(q: Queryable, encryptedId: string) {
  const { rows } = await q.query<{ id: number; user_id: number; email: string }>(
    `select s.id, s.user_id, u.email from sessions s join users u on u.id = s.user_id
      where s.encrypted_id = $1 and s.revoked_at is null for update of s`,
    [encryptedId],
  );
  const s = rows[0];
  return s ? { id: Number(s.id), user_id: Number(s.user_id), email: s.email } : undefined;
}
