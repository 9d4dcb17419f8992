// Login as user (/userLogin): an admin works as an active non-admin user for a limited time, then returns.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import { createSession, revokeSession, USER_COLUMNS, type AuthUser } from '../auth/sessions.js';
import type { Queryable } from '../db/index.js';
import { access, auth } from '../http/access.js';
import { conflict, forbidden, HttpError, notFound } from '../http/errors.js';
import { errorResponses, Uuid } from '../http/schemas.js';
import { SessionUser } from '../modules/session/schema.js';

export const IMPERSONATION_MESSAGES = {
  admin: 'An admin cannot work as another admin.',
  self: 'You cannot work as yourself.',
  inactive: 'This user is inactive.',
  notImpersonating: 'This session is not working as another user.',
} as const;

const SessionAnswer = Type.Object({ status: Type.Boolean(), message: Type.String(), token: Type.String(), user: SessionUser });

function sessionUser(u: AuthUser, impersonator: { encrypted_id: string; first_name: string; last_name: string; email: string } | null) {
  const { id: _id, ...rest } = u;
  return { ...rest, role: rest.role === null ? null : Number(rest.role), impersonator };
}

async function loadUser(q: Queryable, where: string, value: unknown): Promise<AuthUser | undefined> {
  const { rows } = await q.query<AuthUser>(`select ${USER_COLUMNS} from users u left join roles r on r.role_id = u.role_id where ${where}`, [value]);
  const u = rows[0];
  return u ? { ...u, id: Number(u.id), role: u.role === null ? null : Number(u.role) } : undefined;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/impersonate',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        description: `Starts working as the user: a new session for them, limited in time, tied to the admin's session.`,
        body: Type.Object({ user_id: Uuid }, { additionalProperties: false }),
        response: { 200: SessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const now = app.clock.now();
      return app.db.tx(async (q) => {
        const target = await loadUser(q, 'u.encrypted_id = $1', request.body.user_id);
        if (!target) throw notFound();
        if (target.id === ctx.user.id) throw conflict(IMPERSONATION_MESSAGES.self);
        if (target.user_type === 'admin') throw conflict(IMPERSONATION_MESSAGES.admin);
        if (target.status !== 'active') throw conflict(IMPERSONATION_MESSAGES.inactive);
        const token = await createSession(q, {
          userId: target.id,
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
          now,
          lifetimeMinutes: app.config.impersonationMinutes,
          impersonatorId: ctx.user.id,
          parentSessionId: ctx.sessionId,
        });
        await audit(q, request, {
          action: 'impersonation.start',
          entityType: 'user',
          entityId: target.id,
          summary: `${ctx.user.email} started working as ${target.email}`,
          after: { admin: ctx.user.email, user: target.email, minutes: app.config.impersonationMinutes },
        });
        request.log.info({ event: 'impersonation-start', admin: ctx.user.encrypted_id, user: target.encrypted_id }, 'impersonation started');
        const admin = { encrypted_id: ctx.user.encrypted_id, first_name: ctx.user.first_name, last_name: ctx.user.last_name, email: ctx.user.email };
        return { status: true, message: `You are now working as ${target.email}.`, token, user: sessionUser(target, admin) };
      });
    },
  );

  app.post(
    '/impersonate/end',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Administration'],
        description:
          'Ends working as another user: the impersonation session (and the admin session it came from) is revoked and ' +
          'a fresh session is issued for the admin.',
        response: { 200: SessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      if (!ctx.impersonator) throw new HttpError(409, IMPERSONATION_MESSAGES.notImpersonating);
      const impersonator = ctx.impersonator;
      const now = app.clock.now();
      const answer = await app.db.tx(async (q) => {
        await revokeSession(q, ctx.sessionId, now);
        if (ctx.parentSessionId !== null) await revokeSession(q, ctx.parentSessionId, now);
        const admin = await loadUser(q, 'u.id = $1', impersonator.id);
        await audit(q, request, {
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
          ip: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
          now,
          lifetimeMinutes: app.config.sessionAbsoluteHours * 60,
        });
        return { status: true, message: 'Welcome back.', token, user: sessionUser(admin, null) };
      });
      if (!answer) throw forbidden();
      request.log.info({ event: 'impersonation-end', admin: impersonator.encrypted_id, user: ctx.user.encrypted_id }, 'impersonation ended');
      return answer;
    },
  );
};

export default routes;
