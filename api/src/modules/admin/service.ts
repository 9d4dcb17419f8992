// Administration: users (the last active admin is kept, sessions end with a deactivation or a new password),
// roles and their module permissions (the admin role keeps every flag), signed-in sessions, 'Login as User'.
// Functions take (db, actor, clock); the session a request runs in is passed where it matters (one's own session
// survives a password change; an impersonation is tied to the admin's session).
import type { FastifyBaseLogger } from 'fastify';
import { auditAs } from '../../audit.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  type AuthContext,
  type AuthUser,
} from '../../auth/sessions.js';
import { succeeded, takeAttempt, throttleText, unlockAccount } from '../../auth/throttle.js';
import type { Db } from '../../db/index.js';
import { conflict, forbidden, HttpError, invalid, notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/schemas.js';
import type { Actor, Clock } from '../../lib/actor.js';
import { addError, type FieldErrors } from '../../lib/field-errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { iso } from '../../lib/timestamps.js';
import * as repo from './repository.js';
import {
  ADMIN_ROLE_MESSAGE,
  checkEmail,
  checkMobile,
  checkNames,
  checkPassword,
  cleanName,
  cleanRoleName,
  FLAGS,
  IMPERSONATION_MESSAGES,
  MESSAGES,
  type Permission,
  type PermissionFlags,
} from './schema.js';

// ---------------------------------------------------------------------------------------------------------------
// Users
// ---------------------------------------------------------------------------------------------------------------

const roleOf = (role: number | null) => (role === null ? null : Number(role));

/** The audit view of a user: no id, no password, no hash. */
function publicUser(u: repo.UserRecord) {
  return {
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    mobile: u.mobile,
    role: roleOf(u.role),
    role_name: u.role_name,
    status: u.status,
  };
}

/** Refuses (409) a change that would leave no active admin. */
async function keepAnAdmin(
  q: Parameters<typeof repo.lockActiveAdminIds>[0],
  targetId: number,
  message: string,
): Promise<void> {
  const admins = await repo.lockActiveAdminIds(q);
  if (admins.filter((id) => id !== targetId).length === 0) throw conflict(message);
}

export async function listUsers(db: Db, clock: Clock, query: ListQuery) {
  const result = await repo.listUsers(db, query, clock.now());
  return {
    ...result,
    data: result.data.map(({ id: _id, ...u }) => ({
      ...u,
      role: roleOf(u.role),
      created_at: iso(u.created_at),
      locked_until: u.locked_until ? iso(u.locked_until) : null,
    })),
  };
}

export type NewUserInput = {
  first_name: string;
  last_name?: string;
  email: string;
  password: string;
  password_confirmation: string;
  mobile: string;
  role: number | null;
};

/** Adds an active user; answers the user's ids. 422 with every field's messages. */
export async function createUser(
  db: Db,
  actor: Actor,
  clock: Clock,
  input: NewUserInput,
): Promise<{ id: number; encrypted_id: string }> {
  const first = cleanName(input.first_name);
  const last = cleanName(input.last_name);
  const email = input.email.trim().toLowerCase();
  const mobile = input.mobile.trim();
  const errors: FieldErrors = {};
  checkNames(errors, first, last);
  checkEmail(errors, email);
  checkMobile(errors, mobile);
  checkPassword(errors, input.password, input.password_confirmation);
  try {
    return await db.tx(async (q) => {
      const role = await repo.roleName(q, input.role);
      if (role === undefined) addError(errors, 'role', 'The selected role is invalid.');
      if (email && !errors.email && (await repo.emailTaken(q, email)))
        addError(errors, 'email', MESSAGES.emailTaken);
      if (Object.keys(errors).length) throw invalid(errors);
      const now = clock.now();
      const user = await repo.insertUser(
        q,
        {
          first_name: first,
          last_name: last,
          email,
          mobile,
          role: input.role,
          password_hash: await hashPassword(input.password),
        },
        now,
      );
      await auditAs(q, actor, clock.now(), {
        action: 'user.create',
        entityType: 'user',
        entityId: user.id,
        summary: `User ${email} added`,
        after: {
          first_name: first,
          last_name: last,
          email,
          mobile,
          role: input.role,
          role_name: role ?? '',
          status: 'active',
        },
      });
      return user;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ email: [MESSAGES.emailTaken] });
    throw e;
  }
}

/** The user with that e-mail (any case), as the Edit User form reads it; 404 when there is none. */
export async function userByEmail(db: Db, email: string) {
  const found = await repo.findUserByEmail(db, email.trim());
  if (!found) throw notFound();
  const { id: _id, ...user } = found;
  return { ...user, role: roleOf(user.role) };
}

/** The user pickers: users whose e-mail or name contains the text (3 characters or more); active ones only, except for an admin. */
export function searchUsers(db: Db, text: string, withInactive: boolean) {
  const typed = text.trim();
  if (typed.length < 3) throw invalid({ email: ['The email must be at least 3 characters.'] });
  return repo.searchUsers(db, typed, withInactive);
}

/** Active users, of one type (a role name, any case) or all. */
export function activeUsers(db: Db, userType: string | undefined) {
  return repo.activeUsers(db, (userType ?? '').trim().toLowerCase());
}

export type UserChange = {
  encrypted_id: string;
  first_name: string;
  last_name?: string;
  mobile: string;
  role: number | null;
  status: 'active' | 'inactive';
  password?: string;
  password_confirmation?: string;
};

/**
 * Saves a user. Deactivating ends every session of the user; a new password ends every session but the one the
 * change is made in (`currentSessionId`). One's own account is not deactivated; the last active admin stays one.
 */
export async function updateUser(
  db: Db,
  actor: Actor,
  clock: Clock,
  input: UserChange,
  currentSessionId: number | null,
): Promise<void> {
  const first = cleanName(input.first_name);
  const last = cleanName(input.last_name);
  const mobile = input.mobile.trim();
  const newPassword = input.password ?? '';
  const errors: FieldErrors = {};
  checkNames(errors, first, last);
  checkMobile(errors, mobile);
  if (newPassword || input.password_confirmation)
    checkPassword(errors, newPassword, input.password_confirmation);
  await db.tx(async (q) => {
    const role = await repo.roleName(q, input.role);
    if (role === undefined) addError(errors, 'role', 'The selected role is invalid.');
    if (Object.keys(errors).length) throw invalid(errors);
    const target = await repo.lockUser(q, input.encrypted_id);
    if (!target) throw notFound();
    const targetId = Number(target.id);
    const isSelf = targetId === actor.userId;
    if (isSelf && input.status === 'inactive') throw conflict(MESSAGES.selfDeactivate);
    const wasActiveAdmin = target.user_type === 'admin' && target.status === 'active';
    const staysActiveAdmin = (role ?? '').toLowerCase() === 'admin' && input.status === 'active';
    if (wasActiveAdmin && !staysActiveAdmin)
      await keepAnAdmin(q, targetId, MESSAGES.lastAdminChange);
    const now = clock.now();
    const hash = newPassword ? await hashPassword(newPassword) : null;
    await repo.updateUser(
      q,
      targetId,
      {
        first_name: first,
        last_name: last,
        mobile,
        role: input.role,
        status: input.status,
        password_hash: hash,
      },
      now,
    );
    let sessionsEnded = 0;
    if (input.status === 'inactive') sessionsEnded = await revokeUserSessions(q, targetId, now);
    else if (hash)
      sessionsEnded = await revokeUserSessions(
        q,
        targetId,
        now,
        isSelf ? (currentSessionId ?? undefined) : undefined,
      );
    const after = publicUser({
      ...target,
      first_name: first,
      last_name: last,
      mobile,
      role: input.role,
      role_name: role ?? '',
      status: input.status,
    });
    await auditAs(q, actor, clock.now(), {
      action: 'user.update',
      entityType: 'user',
      entityId: targetId,
      summary: `User ${target.email} updated${hash ? ', new password set' : ''}${sessionsEnded ? `, ${sessionsEnded} session(s) ended` : ''}`,
      before: publicUser(target),
      after: { ...after, credentials_reset: Boolean(hash) },
    });
  });
}

/** Deletes a user (not oneself, not the last active admin), ending the user's sessions first. */
export async function deleteUser(
  db: Db,
  actor: Actor,
  clock: Clock,
  encryptedId: string,
): Promise<void> {
  await db.tx(async (q) => {
    const target = await repo.lockUser(q, encryptedId);
    if (!target) throw notFound();
    const targetId = Number(target.id);
    if (targetId === actor.userId) throw conflict(MESSAGES.selfDelete);
    if (target.user_type === 'admin' && target.status === 'active')
      await keepAnAdmin(q, targetId, MESSAGES.lastAdminDelete);
    const now = clock.now();
    const ended = await revokeUserSessions(q, targetId, now);
    await auditAs(q, actor, now, {
      action: 'user.delete',
      entityType: 'user',
      entityId: targetId,
      summary: `User ${target.email} deleted${ended ? `, ${ended} session(s) ended` : ''}`,
      before: publicUser(target),
    });
    await repo.deleteUser(q, targetId);
  });
}

/** Ends the user's sign-in lock after failed attempts (and forgets them); audited. */
export async function unlockUser(
  db: Db,
  actor: Actor,
  clock: Clock,
  encryptedId: string,
): Promise<void> {
  await db.tx(async (q) => {
    const target = await repo.userRef(q, encryptedId);
    if (!target) throw notFound();
    const wasLocked = await unlockAccount(q, target.email.toLowerCase(), clock.now());
    await auditAs(q, actor, clock.now(), {
      action: 'user.unlock',
      entityType: 'user',
      entityId: target.id,
      summary: `Sign-in of ${target.email} unlocked${wasLocked ? '' : ' (it was not locked)'}`,
    });
  });
}

/**
 * The signed-in user changes their password: the current one is checked under the sign-in counters (account and
 * address), every other session of the user ends. Not while working as someone else (403).
 */
export async function changeOwnPassword(
  db: Db,
  actor: Actor,
  clock: Clock,
  ctx: AuthContext,
  input: { current_password: string; password: string; password_confirmation: string },
  log: FastifyBaseLogger,
): Promise<void> {
  // An admin working as someone never learns or sets that person's password.
  if (ctx.impersonator) throw forbidden();
  const errors: FieldErrors = {};
  if (!input.current_password)
    addError(errors, 'current_password', 'The current password field is required.');
  checkPassword(errors, input.password, input.password_confirmation);
  if (Object.keys(errors).length) throw invalid(errors);
  // The current password is guessed no faster than at sign-in: the same counters (account and address).
  const now = clock.now();
  const account = ctx.user.email.toLowerCase();
  const { refused } = await takeAttempt(
    db,
    [
      { kind: 'account', key: account },
      { kind: 'address', key: actor.ip },
    ],
    now,
  );
  if (refused) throw new HttpError(429, throttleText(refused, now));
  const hashNow = await repo.passwordHash(db, ctx.user.id);
  if (!hashNow || !(await verifyPassword(hashNow, input.current_password))) {
    log.warn(
      { event: 'current-password-wrong', user: ctx.user.encrypted_id, ip: actor.ip },
      'current password wrong',
    );
    throw invalid({ current_password: [MESSAGES.currentPasswordWrong] });
  }
  await succeeded(db, account, actor.ip);
  if (input.password === input.current_password)
    throw invalid({ password: [MESSAGES.samePassword] });
  const hash = await hashPassword(input.password);
  await db.tx(async (q) => {
    const now = clock.now();
    await repo.setPasswordHash(q, ctx.user.id, hash, now);
    const ended = await revokeUserSessions(q, ctx.user.id, now, ctx.sessionId);
    await auditAs(q, actor, clock.now(), {
      action: 'user.change_password',
      entityType: 'user',
      entityId: ctx.user.id,
      summary: `${ctx.user.email} changed their password${ended ? `, ${ended} other session(s) ended` : ''}`,
    });
  });
  log.info({ event: 'password-changed', user: ctx.user.encrypted_id }, 'password changed');
}

// ---------------------------------------------------------------------------------------------------------------
// Roles and permissions
// ---------------------------------------------------------------------------------------------------------------

/** Every role; with a filter (a role id or name), only that role. */
export function listRoles(db: Db, filter: string | undefined) {
  return repo.listRoles(db, (filter ?? '').trim());
}

/** Adds a role (a name no other role has, in any case). */
export async function createRole(db: Db, actor: Actor, clock: Clock, rawName: string) {
  const name = cleanRoleName(rawName);
  if (!name) throw invalid({ name: ['The name field is required.'] });
  const taken = invalid({ name: ['The name has already been taken.'] });
  try {
    return await db.tx(async (q) => {
      if (await repo.roleNameTaken(q, name)) throw taken;
      const created = await repo.insertRole(q, name);
      await auditAs(q, actor, clock.now(), {
        action: 'role.create',
        entityType: 'role',
        entityId: created.role_id,
        summary: `Role ${name} created`,
        after: created,
      });
      return created;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw taken;
    throw e;
  }
}

export function listModules(db: Db) {
  return repo.listModules(db);
}

/** One row per module for the role (0 where nothing is saved; the admin role reads all-granted); 404 for an unknown role. */
export async function rolePermissions(db: Db, roleId: number): Promise<Permission[]> {
  const name = await repo.roleName(db, roleId);
  if (name === undefined || name === null) throw notFound();
  return repo.permissionsOf(db, roleId, name.toLowerCase() === 'admin');
}

/** Saves permission rows (normally every module of one role), audited per role; the admin role cannot lose a flag (409). */
export async function savePermissions(
  db: Db,
  actor: Actor,
  clock: Clock,
  input: Omit<Permission, 'module_name'>[],
): Promise<void> {
  const roleIds = [...new Set(input.map((r) => r.role_id))];
  const moduleIds = [...new Set(input.map((r) => r.module_id))];
  const roleName = await repo.roleNames(db, roleIds);
  const moduleSet = await repo.existingModuleIds(db, moduleIds);
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  input.forEach((row, i) => {
    if (!roleName.has(row.role_id))
      addError(errors, `${i}.role_id`, 'The selected role id is invalid.');
    if (!moduleSet.has(row.module_id))
      addError(errors, `${i}.module_id`, 'The selected module id is invalid.');
    const key = `${row.role_id}:${row.module_id}`;
    if (seen.has(key))
      addError(errors, `${i}.module_id`, 'The module id field has a duplicate value.');
    seen.add(key);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  for (const row of input) {
    if (
      (roleName.get(row.role_id) ?? '').toLowerCase() === 'admin' &&
      FLAGS.some((f) => row[f] !== 1)
    )
      throw conflict(ADMIN_ROLE_MESSAGE);
  }
  const flags = (rows: (PermissionFlags & { module_name: string })[]) =>
    Object.fromEntries(
      rows.map((r) => [
        r.module_name,
        { m_add: r.m_add, m_edit: r.m_edit, m_delete: r.m_delete, m_view: r.m_view },
      ]),
    );
  await db.tx(async (q) => {
    for (const roleId of roleIds) {
      const isAdminRole = (roleName.get(roleId) ?? '').toLowerCase() === 'admin';
      const before = await repo.permissionsOf(q, roleId, false);
      for (const row of input.filter((r) => r.role_id === roleId))
        await repo.savePermission(q, row);
      const after = await repo.permissionsOf(q, roleId, false);
      await auditAs(q, actor, clock.now(), {
        action: 'role.permissions',
        entityType: 'role',
        entityId: roleId,
        summary: `Permissions of role ${roleName.get(roleId)} saved${isAdminRole ? ' (admin role: all granted)' : ''}`,
        before: flags(before),
        after: flags(after),
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Signed-in sessions
// ---------------------------------------------------------------------------------------------------------------

/** Sessions not revoked, not expired and not idle beyond the timeout, of active users; `is_current` marks the caller's. */
export async function liveSessions(
  db: Db,
  clock: Clock,
  query: ListQuery,
  idleMinutes: number,
  currentSessionId: number | null,
) {
  const now = clock.now();
  const idleSince = new Date(now.getTime() - idleMinutes * 60_000);
  const result = await repo.listLiveSessions(db, query, now, idleSince);
  return {
    ...result,
    data: result.data.map(({ sid, ...row }) => ({
      ...row,
      signed_in_at: iso(row.signed_in_at),
      last_seen_at: iso(row.last_seen_at),
      expires_at: iso(row.expires_at),
      is_current: Number(sid) === currentSessionId,
    })),
  };
}

/** Revokes one session (and any impersonation started from it); answers how many (1). */
export async function revokeOneSession(
  db: Db,
  actor: Actor,
  clock: Clock,
  sessionPublicId: string,
): Promise<number> {
  return db.tx(async (q) => {
    const s = await repo.lockLiveSession(q, sessionPublicId);
    if (!s) throw notFound();
    await revokeSession(q, s.id, clock.now());
    await auditAs(q, actor, clock.now(), {
      action: 'session.revoke',
      entityType: 'user',
      entityId: s.user_id,
      summary: `A session of ${s.email} was revoked`,
      before: { session: sessionPublicId },
    });
    return 1;
  });
}

/** Revokes every session of the user (the session the request runs in excepted); answers how many. */
export async function revokeUserSessionsOf(
  db: Db,
  actor: Actor,
  clock: Clock,
  userPublicId: string,
  currentSessionId: number | null,
): Promise<number> {
  return db.tx(async (q) => {
    const user = await repo.userRef(q, userPublicId);
    if (!user) throw notFound();
    const n = await revokeUserSessions(
      q,
      user.id,
      clock.now(),
      user.id === actor.userId ? (currentSessionId ?? undefined) : undefined,
    );
    await auditAs(q, actor, clock.now(), {
      action: 'session.revoke_all',
      entityType: 'user',
      entityId: user.id,
      summary: `All sessions of ${user.email} were revoked (${n})`,
    });
    return n;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Login as user
// ---------------------------------------------------------------------------------------------------------------

type Impersonator = { encrypted_id: string; first_name: string; last_name: string; email: string };

function sessionUser(u: AuthUser, impersonator: Impersonator | null) {
  const { id: _id, ...rest } = u;
  return { ...rest, role: roleOf(rest.role), impersonator };
}

export type SessionOrigin = { userAgent: string; minutes: number };

/** An admin starts working as an active non-admin user: a new session for them, limited in time, tied to the admin's. */
export async function startImpersonation(
  db: Db,
  actor: Actor,
  clock: Clock,
  ctx: AuthContext,
  userPublicId: string,
  origin: SessionOrigin,
) {
  const now = clock.now();
  return db.tx(async (q) => {
    const target = await repo.authUser(q, 'encrypted_id', userPublicId);
    if (!target) throw notFound();
    if (target.id === ctx.user.id) throw conflict(IMPERSONATION_MESSAGES.self);
    if (target.user_type === 'admin') throw conflict(IMPERSONATION_MESSAGES.admin);
    if (target.status !== 'active') throw conflict(IMPERSONATION_MESSAGES.inactive);
    const token = await createSession(q, {
      userId: target.id,
      ip: actor.ip,
      userAgent: origin.userAgent,
      now,
      lifetimeMinutes: origin.minutes,
      impersonatorId: ctx.user.id,
      parentSessionId: ctx.sessionId,
    });
    await auditAs(q, actor, clock.now(), {
      action: 'impersonation.start',
      entityType: 'user',
      entityId: target.id,
      summary: `${ctx.user.email} started working as ${target.email}`,
      after: { admin: ctx.user.email, user: target.email, minutes: origin.minutes },
    });
    const admin = {
      encrypted_id: ctx.user.encrypted_id,
      first_name: ctx.user.first_name,
      last_name: ctx.user.last_name,
      email: ctx.user.email,
    };
    return { target, token, user: sessionUser(target, admin) };
  });
}

/**
 * Ends working as another user: the impersonation session (and the admin session it came from) is revoked and a
 * fresh session issued for the admin; null when the admin is no longer an active admin (nothing to return to).
 */
export async function endImpersonation(
  db: Db,
  actor: Actor,
  clock: Clock,
  ctx: AuthContext,
  origin: SessionOrigin,
) {
  const impersonator = ctx.impersonator;
  if (!impersonator) throw new HttpError(409, IMPERSONATION_MESSAGES.notImpersonating);
  const now = clock.now();
  return db.tx(async (q) => {
    await revokeSession(q, ctx.sessionId, now);
    if (ctx.parentSessionId !== null) await revokeSession(q, ctx.parentSessionId, now);
    const admin = await repo.authUser(q, 'id', impersonator.id);
    await auditAs(q, actor, clock.now(), {
      action: 'impersonation.end',
      entityType: 'user',
      entityId: ctx.user.id,
      summary: `${impersonator.email} stopped working as ${ctx.user.email}`,
      before: { admin: impersonator.email, user: ctx.user.email },
    });
    // The admin may have been deactivated or lost the role meanwhile: then there is nothing to return to.
    if (!admin || admin.status !== 'active' || admin.user_type !== 'admin') return null;
    const token = await createSession(q, {
      userId: admin.id,
      ip: actor.ip,
      userAgent: origin.userAgent,
      now,
      lifetimeMinutes: origin.minutes,
    });
    return { token, user: sessionUser(admin, null) };
  });
}
