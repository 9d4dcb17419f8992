// Signed-in sessions (/admin/activeusers): who is signed in, from where, since when; revoke one or all of a user's.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import { revokeSession, revokeUserSessions } from '../auth/sessions.js';
import { access, auth } from '../http/access.js';
import { notFound } from '../http/errors.js';
import { runList } from '../http/lists.js';
import { errorResponses, IdParams, ListOf, listQuery, Nullable, Uuid } from '../http/schemas.js';
import { iso, Timestamp } from './admin-common.js';

const SessionRow = Type.Object({
  encrypted_id: Type.String(),
  user_id: Type.String(),
  username: Type.String(),
  email: Type.String(),
  role_name: Type.String(),
  signed_in_at: Timestamp,
  last_seen_at: Timestamp,
  expires_at: Timestamp,
  ip: Type.String(),
  user_agent: Type.String(),
  is_current: Type.Boolean(),
  /** The admin working as this user, when the session is an impersonation. */
  impersonator: Nullable(Type.String()),
});

const Revoked = Type.Object({ status: Type.Boolean(), message: Type.String(), data: Type.Object({ revoked: Type.Integer() }) });

type Row = {
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

const USERNAME = "trim(u.first_name || ' ' || u.last_name)";

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/active_users',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        description: 'Sessions not revoked, not expired and not idle beyond the timeout, of active users.',
        querystring: listQuery(['username', 'email', 'role_name', 'signed_in_at', 'last_seen_at', 'ip']),
        response: { 200: ListOf(SessionRow), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const now = app.clock.now();
      const idleSince = new Date(now.getTime() - app.config.sessionIdleMinutes * 60_000);
      const result = await runList<Row>(
        app.db,
        {
          select: `s.id as sid, s.encrypted_id::text as encrypted_id, u.encrypted_id::text as user_id, ${USERNAME} as username, u.email,
                   coalesce(r.role_name, '') as role_name, s.created_at as signed_in_at, s.last_seen_at, s.expires_at, s.ip, s.user_agent,
                   case when i.id is null then null else trim(i.first_name || ' ' || i.last_name) end as impersonator`,
          from: 'sessions s join users u on u.id = s.user_id left join roles r on r.role_id = u.role_id left join users i on i.id = s.impersonator_id',
          where: ['s.revoked_at is null', 's.expires_at > $1', 's.last_seen_at > $2', "u.status = 'active'"],
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
        request.query,
      );
      return {
        ...result,
        data: result.data.map(({ sid, ...row }) => ({
          ...row,
          signed_in_at: iso(row.signed_in_at),
          last_seen_at: iso(row.last_seen_at),
          expires_at: iso(row.expires_at),
          is_current: Number(sid) === ctx.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/active_users/:id',
    {
      config: { access: access.admin },
      schema: { tags: ['Administration'], description: 'Revokes one session (and any impersonation started from it).', params: IdParams, response: { 200: Revoked, ...errorResponses } },
    },
    async (request) => {
      const revoked = await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; user_id: number; email: string }>(
          `select s.id, s.user_id, u.email from sessions s join users u on u.id = s.user_id
            where s.encrypted_id = $1 and s.revoked_at is null for update of s`,
          [request.params.id],
        );
        const s = rows[0];
        if (!s) throw notFound();
        await revokeSession(q, Number(s.id), app.clock.now());
        await audit(q, request, {
          action: 'session.revoke',
          entityType: 'user',
          entityId: Number(s.user_id),
          summary: `A session of ${s.email} was revoked`,
          before: { session: request.params.id },
        });
        return 1;
      });
      return { status: true, message: 'Session revoked.', data: { revoked } };
    },
  );

  app.delete(
    '/active_users/by_user/:user_id',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Administration'],
        description: "Revokes every session of the user (one's own current session excepted).",
        params: Type.Object({ user_id: Uuid }, { additionalProperties: false }),
        response: { 200: Revoked, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const revoked = await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; email: string }>('select id, email from users where encrypted_id = $1', [request.params.user_id]);
        const user = rows[0];
        if (!user) throw notFound();
        const id = Number(user.id);
        const n = await revokeUserSessions(q, id, app.clock.now(), id === ctx.user.id ? ctx.sessionId : undefined);
        await audit(q, request, {
          action: 'session.revoke_all',
          entityType: 'user',
          entityId: id,
          summary: `All sessions of ${user.email} were revoked (${n})`,
        });
        return n;
      });
      return { status: true, message: 'Sessions revoked.', data: { revoked } };
    },
  );
};

export default routes;
