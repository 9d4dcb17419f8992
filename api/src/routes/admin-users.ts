// User (login) administration, user pickers and one's own password (spec 000 §2.7, §5; API.md Administration).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.js';
import { revokeUserSessions } from '../auth/sessions.js';
import { succeeded, takeAttempt, throttleText, unlockAccount } from '../auth/throttle.js';
import type { Queryable } from '../db/index.js';
import { access, auth } from '../http/access.js';
import { conflict, forbidden, HttpError, invalid, notFound } from '../http/errors.js';
import { runList } from '../http/lists.js';
import { Created, DataOf, ErrorBody, errorResponses, IdParams, ListOf, listQuery, Message, Nullable, Uuid } from '../http/schemas.js';
import { addError, containsPattern, isUniqueViolation, iso, Timestamp, type FieldErrors } from './admin-common.js';

export const MESSAGES = {
  emailTaken: 'The email has already been taken.',
  mobile: 'Mobile number must be 10 digits',
  mismatch: 'Password mismatch',
  firstNameLetters: 'The first name may only contain letters and spaces.',
  lastNameLetters: 'The last name may only contain letters and spaces.',
  selfDelete: 'You cannot delete your own account.',
  selfDeactivate: 'You cannot deactivate your own account.',
  lastAdminDelete: 'The last active admin cannot be deleted.',
  lastAdminChange: 'The last active admin cannot be deactivated or given another role.',
  currentPasswordWrong: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current password.',
} as const;

const LETTERS = /^[\p{L}\p{M} ]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const UserRow = Type.Object({
  encrypted_id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  role: Nullable(Type.Integer()),
  role_name: Type.String(),
  status: Type.String(),
  user_type: Type.String(),
  created_at: Timestamp,
  locked_until: Type.Optional(Nullable(Type.String({ format: 'date-time', description: 'Sign-in locked until then after failed attempts (null: not locked); POST /api/users/{id}/unlock ends it.' }))),
});

const RoleInput = Nullable(Type.Integer({ minimum: 1, maximum: 32767 }));
const Text = (max: number) => Type.String({ maxLength: max });

const NewUser = Type.Object(
  {
    first_name: Text(100),
    last_name: Type.Optional(Text(100)),
    email: Text(254),
    password: Text(1024),
    password_confirmation: Text(1024),
    mobile: Text(20),
    role: RoleInput,
  },
  { additionalProperties: false },
);

const UserUpdate = Type.Object(
  {
    encrypted_id: Uuid,
    first_name: Text(100),
    last_name: Type.Optional(Text(100)),
    mobile: Text(20),
    role: RoleInput,
    status: Type.Union([Type.Literal('active'), Type.Literal('inactive')]),
    password: Type.Optional(Text(1024)),
    password_confirmation: Type.Optional(Text(1024)),
  },
  { additionalProperties: false },
);

type UserRecord = {
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

const USER_SELECT = `u.id, u.encrypted_id::text as encrypted_id, u.first_name, u.last_name, u.email, u.mobile,
  u.role_id::int as role, coalesce(r.role_name, '') as role_name, u.status, lower(coalesce(r.role_name, '')) as user_type`;

/** The audit view of a user: no id, no password, no hash. */
function publicUser(u: UserRecord) {
  return {
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    mobile: u.mobile,
    role: u.role === null ? null : Number(u.role),
    role_name: u.role_name,
    status: u.status,
  };
}

function checkNames(errors: FieldErrors, first: string, last: string): void {
  if (!first) addError(errors, 'first_name', 'The first name field is required.');
  else if (!LETTERS.test(first)) addError(errors, 'first_name', MESSAGES.firstNameLetters);
  if (last && !LETTERS.test(last)) addError(errors, 'last_name', MESSAGES.lastNameLetters);
}

function checkMobile(errors: FieldErrors, mobile: string): void {
  if (!mobile) addError(errors, 'mobile', 'The mobile field is required.');
  else if (!/^\d{10}$/.test(mobile)) addError(errors, 'mobile', MESSAGES.mobile);
}

function checkPassword(errors: FieldErrors, password: string, confirmation: string | undefined, field = 'password'): void {
  if (!password) {
    addError(errors, field, `The ${field.replace(/_/g, ' ')} field is required.`);
    return;
  }
  const problem = passwordProblem(password);
  if (problem) addError(errors, field, problem);
  if ((confirmation ?? '') !== password) addError(errors, 'password_confirmation', MESSAGES.mismatch);
}

async function roleName(q: Queryable, role: number | null): Promise<string | null | undefined> {
  if (role === null) return null;
  const { rows } = await q.query<{ role_name: string }>('select role_name from roles where role_id = $1', [role]);
  return rows[0]?.role_name;
}

/** Active admins, locked for the rest of the transaction (two admins removing each other cannot both win). */
async function activeAdminIds(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `select u.id from users u join roles r on r.role_id = u.role_id
      where lower(r.role_name) = 'admin' and u.status = 'active' order by u.id for update of u`,
  );
  return rows.map((r) => Number(r.id));
}

const clean = (s: string | undefined) => (s ?? '').trim().replace(/\s+/g, ' ');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/get_all_users',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        querystring: listQuery(['first_name', 'email', 'role_name', 'status', 'mobile', 'created_at']),
        response: { 200: ListOf(UserRow), ...errorResponses },
      },
    },
    async (request) => {
      const result = await runList<UserRecord & { created_at: Date; locked_until: Date | null }>(
        app.db,
        {
          select: `${USER_SELECT}, u.created_at, case when t.locked_until > $1 then t.locked_until end as locked_until`,
          from: `users u left join roles r on r.role_id = u.role_id
                 left join auth_throttle t on t.kind = 'account' and t.key = lower(u.email)`,
          where: ['$1::timestamptz is not null'],
          params: [app.clock.now()],
          sortable: {
            first_name: 'lower(u.first_name)',
            email: 'lower(u.email)',
            role_name: "lower(coalesce(r.role_name, ''))",
            status: 'u.status',
            mobile: 'u.mobile',
            created_at: 'u.created_at',
          },
          defaultSort: [['u.created_at', 'desc']],
          search: ["(u.first_name || ' ' || u.last_name)", 'u.email', 'u.mobile', "coalesce(r.role_name, '')"],
          tiebreak: 'u.id',
        },
        request.query,
      );
      return {
        ...result,
        data: result.data.map(({ id: _id, ...u }) => ({
          ...u,
          role: u.role === null ? null : Number(u.role),
          created_at: iso(u.created_at),
          locked_until: u.locked_until ? iso(u.locked_until) : null,
        })),
      };
    },
  );

  app.post(
    '/users',
    {
      config: { access: access.admin },
      schema: { tags: ['Administration'], body: NewUser, response: { 201: Created, ...errorResponses } },
    },
    async (request, reply) => {
      const b = request.body;
      const first = clean(b.first_name);
      const last = clean(b.last_name);
      const email = b.email.trim().toLowerCase();
      const mobile = b.mobile.trim();
      const errors: FieldErrors = {};
      checkNames(errors, first, last);
      if (!email) addError(errors, 'email', 'The email field is required.');
      else if (!EMAIL.test(email)) addError(errors, 'email', 'The email must be a valid email address.');
      checkMobile(errors, mobile);
      checkPassword(errors, b.password, b.password_confirmation);
      const taken = () => invalid({ email: [MESSAGES.emailTaken] });
      try {
        const created = await app.db.tx(async (q) => {
          const role = await roleName(q, b.role);
          if (role === undefined) addError(errors, 'role', 'The selected role is invalid.');
          if (email && !errors.email) {
            const dup = await q.query('select 1 from users where lower(email) = $1', [email]);
            if (dup.rows.length) addError(errors, 'email', MESSAGES.emailTaken);
          }
          if (Object.keys(errors).length) throw invalid(errors);
          const now = app.clock.now();
          const { rows } = await q.query<{ id: number; encrypted_id: string }>(
            `insert into users (first_name, last_name, email, mobile, role_id, password_hash, status, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $6, 'active', $7, $7) returning id, encrypted_id::text as encrypted_id`,
            [first, last, email, mobile, b.role, await hashPassword(b.password), now],
          );
          await audit(q, request, {
            action: 'user.create',
            entityType: 'user',
            entityId: Number(rows[0].id),
            summary: `User ${email} added`,
            after: { first_name: first, last_name: last, email, mobile, role: b.role, role_name: role ?? '', status: 'active' },
          });
          return rows[0].encrypted_id;
        });
        return reply.code(201).send({ status: true, message: 'User Added Successfully', data: { encrypted_id: created } });
      } catch (e) {
        if (isUniqueViolation(e)) throw taken();
        throw e;
      }
    },
  );

  app.get(
    '/user_by_email',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        querystring: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }, { additionalProperties: false }),
        response: {
          200: DataOf(Type.Object({ user: Type.Array(Type.Omit(UserRow, ['created_at'])) })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<UserRecord>(
        `select ${USER_SELECT} from users u left join roles r on r.role_id = u.role_id where lower(u.email) = lower($1)`,
        [request.query.email.trim()],
      );
      if (!rows[0]) throw notFound();
      const { id: _id, ...user } = rows[0];
      return { status: true, data: { user: [{ ...user, role: user.role === null ? null : Number(user.role) }] } };
    },
  );

  app.post(
    '/search_users',
    {
      // The recruiter / manager / coordinator pickers of the job order form, and Edit User's email autocomplete.
      config: { access: access.module(['Job Orders'], 'view') },
      schema: {
        tags: ['Administration'],
        description: 'Users whose email or name contains the text (3 characters or more). Only active users, except for an admin.',
        body: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }, { additionalProperties: false }),
        response: {
          200: DataOf(
            Type.Object({
              user: Type.Array(
                Type.Object({ email: Type.String(), encrypted_id: Type.String(), username: Type.String(), user_type: Type.String(), status: Type.String() }),
              ),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const text = request.body.email.trim();
      if (text.length < 3) throw invalid({ email: ['The email must be at least 3 characters.'] });
      const { rows } = await app.db.query<{ email: string; encrypted_id: string; username: string; user_type: string; status: string }>(
        `select u.email, u.encrypted_id::text as encrypted_id, trim(u.first_name || ' ' || u.last_name) as username,
                lower(coalesce(r.role_name, '')) as user_type, u.status
           from users u left join roles r on r.role_id = u.role_id
          where (u.email ilike $1 or (u.first_name || ' ' || u.last_name) ilike $1) and ($2 or u.status = 'active')
          order by lower(u.email) limit 20`,
        [containsPattern(text), ctx.isAdmin],
      );
      return { status: true, data: { user: rows } };
    },
  );

  app.post(
    '/update_user',
    {
      config: { access: access.admin },
      schema: { tags: ['Administration'], body: UserUpdate, response: { 200: Message, ...errorResponses } },
    },
    async (request) => {
      const ctx = auth(request);
      const b = request.body;
      const first = clean(b.first_name);
      const last = clean(b.last_name);
      const mobile = b.mobile.trim();
      const newPassword = b.password ?? '';
      const errors: FieldErrors = {};
      checkNames(errors, first, last);
      checkMobile(errors, mobile);
      if (newPassword || b.password_confirmation) checkPassword(errors, newPassword, b.password_confirmation);
      await app.db.tx(async (q) => {
        const role = await roleName(q, b.role);
        if (role === undefined) addError(errors, 'role', 'The selected role is invalid.');
        if (Object.keys(errors).length) throw invalid(errors);
        const { rows } = await q.query<UserRecord>(
          `select ${USER_SELECT} from users u left join roles r on r.role_id = u.role_id where u.encrypted_id = $1 for update of u`,
          [b.encrypted_id],
        );
        const target = rows[0];
        if (!target) throw notFound();
        const targetId = Number(target.id);
        const isSelf = targetId === ctx.user.id;
        if (isSelf && b.status === 'inactive') throw conflict(MESSAGES.selfDeactivate);
        const wasActiveAdmin = target.user_type === 'admin' && target.status === 'active';
        const staysActiveAdmin = (role ?? '').toLowerCase() === 'admin' && b.status === 'active';
        if (wasActiveAdmin && !staysActiveAdmin) {
          const admins = await activeAdminIds(q);
          if (admins.filter((id) => id !== targetId).length === 0) throw conflict(MESSAGES.lastAdminChange);
        }
        const now = app.clock.now();
        const hash = newPassword ? await hashPassword(newPassword) : null;
        await q.query(
          `update users set first_name = $2, last_name = $3, mobile = $4, role_id = $5, status = $6,
                  password_hash = coalesce($7, password_hash), updated_at = $8
            where id = $1`,
          [targetId, first, last, mobile, b.role, b.status, hash, now],
        );
        let sessionsEnded = 0;
        if (b.status === 'inactive') sessionsEnded = await revokeUserSessions(q, targetId, now);
        else if (hash) sessionsEnded = await revokeUserSessions(q, targetId, now, isSelf ? ctx.sessionId : undefined);
        const after = publicUser({ ...target, first_name: first, last_name: last, mobile, role: b.role, role_name: role ?? '', status: b.status });
        await audit(q, request, {
          action: 'user.update',
          entityType: 'user',
          entityId: targetId,
          summary: `User ${target.email} updated${hash ? ', new password set' : ''}${sessionsEnded ? `, ${sessionsEnded} session(s) ended` : ''}`,
          before: publicUser(target),
          after: { ...after, credentials_reset: Boolean(hash) },
        });
      });
      return { status: true, message: 'User Updated Successfully' };
    },
  );

  app.delete(
    '/users/:id',
    {
      config: { access: access.admin },
      schema: { tags: ['Administration'], params: IdParams, response: { 200: Message, ...errorResponses } },
    },
    async (request) => {
      const ctx = auth(request);
      await app.db.tx(async (q) => {
        const { rows } = await q.query<UserRecord>(
          `select ${USER_SELECT} from users u left join roles r on r.role_id = u.role_id where u.encrypted_id = $1 for update of u`,
          [request.params.id],
        );
        const target = rows[0];
        if (!target) throw notFound();
        const targetId = Number(target.id);
        if (targetId === ctx.user.id) throw conflict(MESSAGES.selfDelete);
        if (target.user_type === 'admin' && target.status === 'active') {
          const admins = await activeAdminIds(q);
          if (admins.filter((id) => id !== targetId).length === 0) throw conflict(MESSAGES.lastAdminDelete);
        }
        const now = app.clock.now();
        const ended = await revokeUserSessions(q, targetId, now);
        await audit(q, request, {
          action: 'user.delete',
          entityType: 'user',
          entityId: targetId,
          summary: `User ${target.email} deleted${ended ? `, ${ended} session(s) ended` : ''}`,
          before: publicUser(target),
        });
        await q.query('delete from users where id = $1', [targetId]);
      });
      return { status: true, message: 'Deleted Successfully' };
    },
  );

  app.post(
    '/users/:id/unlock',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        description: "Ends the user's sign-in lock after failed attempts (and forgets those failures); audited.",
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; email: string }>('select id, email from users where encrypted_id = $1', [request.params.id]);
        const target = rows[0];
        if (!target) throw notFound();
        const wasLocked = await unlockAccount(q, target.email.toLowerCase(), app.clock.now());
        await audit(q, request, {
          action: 'user.unlock',
          entityType: 'user',
          entityId: Number(target.id),
          summary: `Sign-in of ${target.email} unlocked${wasLocked ? '' : ' (it was not locked)'}`,
        });
      });
      return { status: true, message: 'User Unlocked Successfully' };
    },
  );

  app.get(
    '/users_list',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Administration'],
        description: 'Active users, optionally of one type (the role name in lower case: recruiter, manager, coordinator, admin, ...).',
        querystring: Type.Object({ user_type: Type.Optional(Type.String({ maxLength: 50 })) }, { additionalProperties: false }),
        response: {
          200: DataOf(Type.Array(Type.Object({ user_id: Type.String(), username: Type.String(), email: Type.String(), user_type: Type.String() }))),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const type = (request.query.user_type ?? '').trim().toLowerCase();
      const { rows } = await app.db.query<{ user_id: string; username: string; email: string; user_type: string }>(
        `select u.encrypted_id::text as user_id, trim(u.first_name || ' ' || u.last_name) as username, u.email,
                lower(coalesce(r.role_name, '')) as user_type
           from users u left join roles r on r.role_id = u.role_id
          where u.status = 'active' and ($1 = '' or lower(coalesce(r.role_name, '')) = $1)
          order by lower(u.first_name), lower(u.last_name), u.id`,
        [type],
      );
      return { status: true, data: rows };
    },
  );

  app.post(
    '/change_password',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Session'],
        description: "Changes the signed-in user's password; every other session of the user ends.",
        body: Type.Object(
          { current_password: Text(1024), password: Text(1024), password_confirmation: Text(1024) },
          { additionalProperties: false },
        ),
        response: { 200: Message, 429: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      // An admin working as someone never learns or sets that person's password.
      if (ctx.impersonator) throw forbidden();
      const b = request.body;
      const errors: FieldErrors = {};
      if (!b.current_password) addError(errors, 'current_password', 'The current password field is required.');
      checkPassword(errors, b.password, b.password_confirmation);
      if (Object.keys(errors).length) throw invalid(errors);
      // The current password is guessed no faster than at sign-in: the same counters (account and address).
      const now = app.clock.now();
      const account = ctx.user.email.toLowerCase();
      const { refused } = await takeAttempt(app.db, [{ kind: 'account', key: account }, { kind: 'address', key: request.ip }], now);
      if (refused) throw new HttpError(429, throttleText(refused, now));
      const { rows } = await app.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [ctx.user.id]);
      if (!rows[0] || !(await verifyPassword(rows[0].password_hash, b.current_password))) {
        request.log.warn({ event: 'current-password-wrong', user: ctx.user.encrypted_id, ip: request.ip }, 'current password wrong');
        throw invalid({ current_password: [MESSAGES.currentPasswordWrong] });
      }
      await succeeded(app.db, account, request.ip);
      if (b.password === b.current_password) throw invalid({ password: [MESSAGES.samePassword] });
      const hash = await hashPassword(b.password);
      await app.db.tx(async (q) => {
        const now = app.clock.now();
        await q.query('update users set password_hash = $2, updated_at = $3 where id = $1', [ctx.user.id, hash, now]);
        const ended = await revokeUserSessions(q, ctx.user.id, now, ctx.sessionId);
        await audit(q, request, {
          action: 'user.change_password',
          entityType: 'user',
          entityId: ctx.user.id,
          summary: `${ctx.user.email} changed their password${ended ? `, ${ended} other session(s) ended` : ''}`,
        });
      });
      request.log.info({ event: 'password-changed', user: ctx.user.encrypted_id }, 'password changed');
      return { status: true, message: 'Password changed successfully.' };
    },
  );
};

export default routes;
