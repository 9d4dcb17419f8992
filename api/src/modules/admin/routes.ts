// Administration routes (API.md Administration): users, user pickers and one's own password; roles and the
// module permission matrix; signed-in sessions (/admin/activeusers); 'Login as User' (/userLogin).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created } from '../../http/answers.js';
import { access, auth } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import { forbidden } from '../../http/errors.js';
import {
  Created,
  DataOf,
  ErrorBody,
  errorResponses,
  IdParams,
  ListOf,
  listQuery,
  Message,
} from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import {
  ChangePassword,
  ImpersonateBody,
  ModuleRow,
  NewRole,
  NewUser,
  PermissionRow,
  PermissionsBody,
  PermissionsQuery,
  Revoked,
  Role,
  RoleCreated,
  RoleQuery,
  SESSION_SORTS,
  SessionAnswer,
  SessionRow,
  TAGS,
  USER_SORTS,
  UserByEmailQuery,
  UserIdParams,
  UserPick,
  UserRow,
  UsersListQuery,
  UsersListRow,
  UserSearchBody,
  UserUpdate,
} from './schema.js';
import * as admin from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // -------------------------------------------------------------------------------------------------------------
  // Roles and permissions
  // -------------------------------------------------------------------------------------------------------------

  app.get(
    '/roles',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description:
          'Every role. With role_id (a role id or a role name, e.g. role_id=admin), only that role.',
        querystring: RoleQuery,
        response: { 200: DataOf(Type.Array(Role)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await admin.listRoles(app.db, request.query.role_id),
    }),
  );

  app.post(
    '/roles',
    {
      config: { access: access.admin },
      schema: { tags: TAGS, body: NewRole, response: { 201: RoleCreated, ...errorResponses } },
    },
    async (request, reply) => {
      const role = await admin.createRole(app.db, actorOf(request), app.clock, request.body.name);
      return reply.code(201).send({ status: true, message: 'Added Successfully', data: role });
    },
  );

  app.get(
    '/roles_modules',
    {
      config: { access: access.signedIn },
      schema: { tags: TAGS, response: { 200: DataOf(Type.Array(ModuleRow)), ...errorResponses } },
    },
    async () => ({ status: true, data: await admin.listModules(app.db) }),
  );

  app.get(
    '/roles_permissions',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description:
          'One row per module for the role; flags are 0 where nothing is saved. The admin role reads all-granted.',
        querystring: PermissionsQuery,
        response: { 200: DataOf(Type.Array(PermissionRow)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await admin.rolePermissions(app.db, request.query.role_id),
    }),
  );

  app.post(
    '/roles_permissions',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description:
          'Saves the rows sent (normally every module of one role). The admin role cannot lose a flag (409).',
        body: PermissionsBody,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await admin.savePermissions(app.db, actorOf(request), app.clock, request.body);
      return { status: true, message: 'Updated Successfully' };
    },
  );

  // -------------------------------------------------------------------------------------------------------------
  // Users
  // -------------------------------------------------------------------------------------------------------------

  app.get(
    '/get_all_users',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        querystring: listQuery(USER_SORTS),
        response: { 200: ListOf(UserRow), ...errorResponses },
      },
    },
    async (request) => admin.listUsers(app.db, app.clock, request.query),
  );

  app.post(
    '/users',
    {
      config: { access: access.admin },
      schema: { tags: TAGS, body: NewUser, response: { 201: Created, ...errorResponses } },
    },
    async (request, reply) => {
      const { encrypted_id: id } = await admin.createUser(
        app.db,
        actorOf(request),
        app.clock,
        request.body,
      );
      return created(reply, 'User Added Successfully', id);
    },
  );

  app.get(
    '/user_by_email',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        querystring: UserByEmailQuery,
        response: {
          200: DataOf(Type.Object({ user: Type.Array(Type.Omit(UserRow, ['created_at'])) })),
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      status: true,
      data: { user: [await admin.userByEmail(app.db, request.query.email)] },
    }),
  );

  app.post(
    '/search_users',
    {
      // The recruiter / manager / coordinator pickers of the job order form, and Edit User's email autocomplete.
      config: { access: access.module(['Job Orders'], 'view') },
      schema: {
        tags: TAGS,
        description:
          'Users whose email or name contains the text (3 characters or more). Only active users, except for an admin.',
        body: UserSearchBody,
        response: { 200: DataOf(Type.Object({ user: Type.Array(UserPick) })), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: { user: await admin.searchUsers(app.db, request.body.email, auth(request).isAdmin) },
    }),
  );

  app.post(
    '/update_user',
    {
      config: { access: access.admin },
      schema: { tags: TAGS, body: UserUpdate, response: { 200: Message, ...errorResponses } },
    },
    async (request) => {
      await admin.updateUser(
        app.db,
        actorOf(request),
        app.clock,
        request.body,
        auth(request).sessionId,
      );
      return { status: true, message: 'User Updated Successfully' };
    },
  );

  deleteRoute(app, '/users/:id', { access: access.admin, tags: TAGS }, (request, id) =>
    admin.deleteUser(app.db, actorOf(request), app.clock, id),
  );

  app.post(
    '/users/:id/unlock',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description:
          "Ends the user's sign-in lock after failed attempts (and forgets those failures); audited.",
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await admin.unlockUser(app.db, actorOf(request), app.clock, request.params.id);
      return { status: true, message: 'User Unlocked Successfully' };
    },
  );

  app.get(
    '/users_list',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description:
          'Active users, optionally of one type (the role name in lower case: recruiter, manager, coordinator, admin, ...).',
        querystring: UsersListQuery,
        response: { 200: DataOf(Type.Array(UsersListRow)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await admin.activeUsers(app.db, request.query.user_type),
    }),
  );

  app.post(
    '/change_password',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['Session'],
        description: "Changes the signed-in user's password; every other session of the user ends.",
        body: ChangePassword,
        response: { 200: Message, 429: ErrorBody, ...errorResponses },
      },
    },
    async (request) => {
      await admin.changeOwnPassword(
        app.db,
        actorOf(request),
        app.clock,
        auth(request),
        request.body,
        request.log,
      );
      return { status: true, message: 'Password changed successfully.' };
    },
  );

  // -------------------------------------------------------------------------------------------------------------
  // Signed-in sessions
  // -------------------------------------------------------------------------------------------------------------

  app.get(
    '/active_users',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description:
          'Sessions not revoked, not expired and not idle beyond the timeout, of active users.',
        querystring: listQuery(SESSION_SORTS),
        response: { 200: ListOf(SessionRow), ...errorResponses },
      },
    },
    async (request) =>
      admin.liveSessions(
        app.db,
        app.clock,
        request.query,
        app.config.sessionIdleMinutes,
        auth(request).sessionId,
      ),
  );

  app.delete(
    '/active_users/:id',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description: 'Revokes one session (and any impersonation started from it).',
        params: IdParams,
        response: { 200: Revoked, ...errorResponses },
      },
    },
    async (request) => {
      const revoked = await admin.revokeOneSession(
        app.db,
        actorOf(request),
        app.clock,
        request.params.id,
      );
      return { status: true, message: 'Session revoked.', data: { revoked } };
    },
  );

  app.delete(
    '/active_users/by_user/:user_id',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description: "Revokes every session of the user (one's own current session excepted).",
        params: UserIdParams,
        response: { 200: Revoked, ...errorResponses },
      },
    },
    async (request) => {
      const revoked = await admin.revokeUserSessionsOf(
        app.db,
        actorOf(request),
        app.clock,
        request.params.user_id,
        auth(request).sessionId,
      );
      return { status: true, message: 'Sessions revoked.', data: { revoked } };
    },
  );
};

/** 'Login as User' (registered after the skills routes: the OpenAPI document keeps its order of paths). */
export const impersonationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/impersonate',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description: `Starts working as the user: a new session for them, limited in time, tied to the admin's session.`,
        body: ImpersonateBody,
        response: { 200: SessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const userAgent = String(request.headers['user-agent'] ?? '');
      const minutes = app.config.impersonationMinutes;
      const { target, token, user } = await admin.startImpersonation(
        app.db,
        actorOf(request),
        app.clock,
        ctx,
        request.body.user_id,
        { userAgent, minutes },
      );
      request.log.info(
        { event: 'impersonation-start', admin: ctx.user.encrypted_id, user: target.encrypted_id },
        'impersonation started',
      );
      return { status: true, message: `You are now working as ${target.email}.`, token, user };
    },
  );

  app.post(
    '/impersonate/end',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description:
          'Ends working as another user: the impersonation session (and the admin session it came from) is revoked and ' +
          'a fresh session is issued for the admin.',
        response: { 200: SessionAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const userAgent = String(request.headers['user-agent'] ?? '');
      const answer = await admin.endImpersonation(app.db, actorOf(request), app.clock, ctx, {
        userAgent,
        minutes: app.config.sessionAbsoluteHours * 60,
      });
      if (!answer) throw forbidden();
      request.log.info(
        {
          event: 'impersonation-end',
          admin: ctx.impersonator?.encrypted_id,
          user: ctx.user.encrypted_id,
        },
        'impersonation ended',
      );
      return { status: true, message: 'Welcome back.', ...answer };
    },
  );
};

export default routes;
