import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hashPassword, PASSWORD_RULE, verifyPassword } from '../auth/passwords.js';
import { createSession, revokeSession, USER_COLUMNS, type AuthUser } from '../auth/sessions.js';
import {
  deviceCookieHeader,
  deviceCookieUser,
  deviceCookieValue,
  recordAttempt,
  succeeded,
  takeAttempt,
  throttleText,
  type ThrottleKey,
} from '../auth/throttle.js';
import { access, auth } from '../http/access.js';
import { HttpError } from '../http/errors.js';
import { errorResponses, ErrorBody, Message } from '../http/schemas.js';

export const SessionUser = Type.Object({
  encrypted_id: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  role: Type.Union([Type.Integer(), Type.Null()]),
  role_name: Type.String(),
  status: Type.String(),
  user_type: Type.String(),
  impersonator: Type.Optional(
    Type.Union([
      Type.Object({ encrypted_id: Type.String(), first_name: Type.String(), last_name: Type.String(), email: Type.String() }),
      Type.Null(),
    ]),
  ),
});

const Permission = Type.Object({
  module_id: Type.Integer(),
  module_name: Type.String(),
  role_id: Type.Union([Type.Integer(), Type.Null()]),
  m_add: Type.Integer(),
  m_edit: Type.Integer(),
  m_delete: Type.Integer(),
  m_view: Type.Integer(),
});

/**
 * How a sign-in with an e-mail no account has is logged: the first character of the local part and the domain
 * (`a***@example.com`), or only its length when it is not shaped like an e-mail address (likely a password).
 */
export function maskedEmail(typed: string): string {
  const m = /^([^@\s]{1,64})@([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,63})$/i.exec(typed);
  if (!m) return `[not an e-mail address, ${[...typed].length} characters]`;
  return `${[...m[1]][0]}***@${m[2]}`;
}

// A real hash of nothing anyone knows: an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { access: access.public },
      schema: {
        tags: ['Session'],
        security: [],
        body: Type.Object(
          { email: Type.String({ minLength: 1, maxLength: 254 }), password: Type.String({ minLength: 1, maxLength: 1024 }) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ status: Type.Boolean(), token: Type.String(), user: SessionUser }), 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const now = app.clock.now();
      const { rows } = await app.db.query<AuthUser & { password_hash: string }>(
        `select u.id, u.password_hash, u.status, ${USER_COLUMNS} from users u left join roles r on r.role_id = u.role_id where lower(u.email) = $1`,
        [email],
      );
      const user = rows[0];
      // What was typed is logged only when it is an account's e-mail: it may be a password typed in the wrong box.
      const logged = { email: user ? email : maskedEmail(email), ip: request.ip };
      // A browser this user signed in from before passes an account lock (not an address lock): strangers cannot
      // lock the owner out.
      const trusted = user !== undefined && deviceCookieUser(app.fileKey, request.headers.cookie, now) === user.encrypted_id;
      const keys: ThrottleKey[] = [{ kind: 'address', key: request.ip }];
      if (!trusted) keys.push({ kind: 'account', key: email });
      const { refused } = await takeAttempt(app.db, keys, now);
      if (refused) {
        request.log.warn({ event: 'sign-in-throttled', ...logged, trusted_device: trusted }, 'sign-in throttled');
        throw new HttpError(429, throttleText(refused, now));
      }
      dummyHash ??= hashPassword('no-such-user-' + Math.random());
      const ok = user ? await verifyPassword(user.password_hash, request.body.password) : await verifyPassword(await dummyHash, request.body.password);
      if (!user || !ok) {
        await recordAttempt(app.db, email, request.ip, false, now);
        request.log.warn({ event: 'sign-in-failed', ...logged }, 'sign-in failed');
        throw new HttpError(401, 'These credentials do not match our records.');
      }
      if (user.status !== 'active') {
        await recordAttempt(app.db, email, request.ip, false, now);
        request.log.warn({ event: 'sign-in-inactive', ...logged }, 'sign-in refused: inactive user');
        throw new HttpError(401, 'Your account is inactive. Please contact your administrator.');
      }
      await recordAttempt(app.db, email, request.ip, true, now);
      await succeeded(app.db, email, request.ip);
      const token = await createSession(app.db, {
        userId: Number(user.id),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        now,
        lifetimeMinutes: app.config.sessionAbsoluteHours * 60,
      });
      request.log.info({ event: 'sign-in', ...logged }, 'signed in');
      reply.header('Set-Cookie', deviceCookieHeader(deviceCookieValue(app.fileKey, user.encrypted_id, now), request.protocol === 'https'));
      const { id: _id, password_hash: _h, ...publicUser } = user;
      return { status: true, token, user: { ...publicUser, role: publicUser.role === null ? null : Number(publicUser.role), impersonator: null } };
    },
  );

  app.post(
    '/logout',
    {
      config: { access: access.signedIn },
      schema: { tags: ['Session'], response: { 200: Message, ...errorResponses } },
    },
    async (request) => {
      const ctx = auth(request);
      await revokeSession(app.db, ctx.sessionId, app.clock.now());
      request.log.info({ event: 'sign-out', user: ctx.user.encrypted_id }, 'signed out');
      return { status: true, message: 'Logged out successfully.' };
    },
  );

  app.get(
    '/me',
    {
      config: { access: access.signedIn },
      schema: { tags: ['Session'], response: { 200: Type.Object({ status: Type.Boolean(), data: Type.Array(SessionUser) }), ...errorResponses } },
    },
    async (request) => {
      const ctx = auth(request);
      const { id: _id, ...user } = ctx.user;
      const imp = ctx.impersonator;
      return {
        status: true,
        data: [{ ...user, impersonator: imp ? { encrypted_id: imp.encrypted_id, first_name: imp.first_name, last_name: imp.last_name, email: imp.email } : null }],
      };
    },
  );

  app.get(
    '/my_permissions',
    {
      config: { access: access.signedIn },
      schema: { tags: ['Session'], response: { 200: Type.Object({ status: Type.Boolean(), data: Type.Array(Permission) }), ...errorResponses } },
    },
    async (request) => {
      const ctx = auth(request);
      const all = ctx.isAdmin ? 1 : 0;
      const { rows } = await app.db.query(
        `select m.module_id, m.module_name, $1::int as role_id,
                greatest(coalesce(p.m_add, 0), $2)::int as m_add, greatest(coalesce(p.m_edit, 0), $2)::int as m_edit,
                greatest(coalesce(p.m_delete, 0), $2)::int as m_delete, greatest(coalesce(p.m_view, 0), $2)::int as m_view
           from modules m left join role_permissions p on p.module_id = m.module_id and p.role_id = $1
          order by m.module_id`,
        [ctx.user.role, all],
      );
      return { status: true, data: rows as never };
    },
  );

  app.get(
    '/config',
    {
      config: { access: access.public },
      schema: {
        tags: ['Session'],
        security: [],
        description: 'What the sign-in page and the shell need before sign-in.',
        response: {
          200: Type.Object({
            office365_url: Type.Union([Type.String(), Type.Null()]),
            remote_override_origins: Type.Array(Type.String()),
            company_name: Type.String(),
            time_zone: Type.String({ description: "The product's time zone (APP_TIMEZONE): the zone of 'today' for interviews and the dashboard." }),
            session_idle_minutes: Type.Number({ description: 'A session ends after this many minutes without activity (SESSION_IDLE_MINUTES).' }),
            password_rule: Type.String({ description: 'The rule every new password must meet, as shown under a password field.' }),
          }),
        },
      },
    },
    async () => ({
      office365_url: app.config.office365Url,
      remote_override_origins: app.config.remoteOverrideOrigins,
      company_name: app.config.companyName,
      time_zone: app.config.timeZone,
      session_idle_minutes: app.config.sessionIdleMinutes,
      password_rule: PASSWORD_RULE,
    }),
  );
};

export default routes;
