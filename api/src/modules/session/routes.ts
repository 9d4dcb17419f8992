// Session routes: POST /login, POST /logout, GET /me, GET /my_permissions, GET /config.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access, auth } from '../../http/access.js';
import { errorResponses, ErrorBody, Message } from '../../http/schemas.js';
import { LoginAnswer, LoginBody, MeAnswer, PermissionsAnswer, PublicConfig } from './schema.js';
import { myPermissions, publicConfig, sessionUser, signIn, signOut } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: { access: access.public },
      schema: {
        tags: ['Session'],
        security: [],
        body: LoginBody,
        response: { 200: LoginAnswer, 401: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { token, user, cookie } = await signIn(
        {
          db: app.db,
          clock: app.clock,
          config: app.config,
          fileKey: app.fileKey,
          log: request.log,
        },
        {
          email: request.body.email,
          password: request.body.password,
          ip: request.ip,
          cookie: request.headers.cookie,
          userAgent: String(request.headers['user-agent'] ?? ''),
          https: request.protocol === 'https',
        },
      );
      reply.header('Set-Cookie', cookie);
      return { status: true, token, user };
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
      await signOut(app.db, app.clock, ctx);
      request.log.info({ event: 'sign-out', user: ctx.user.encrypted_id }, 'signed out');
      return { status: true, message: 'Logged out successfully.' };
    },
  );

  app.get(
    '/me',
    {
      config: { access: access.signedIn },
      schema: { tags: ['Session'], response: { 200: MeAnswer, ...errorResponses } },
    },
    async (request) => ({ status: true, data: [sessionUser(auth(request))] }),
  );

  app.get(
    '/my_permissions',
    {
      config: { access: access.signedIn },
      schema: { tags: ['Session'], response: { 200: PermissionsAnswer, ...errorResponses } },
    },
    async (request) => ({ status: true, data: await myPermissions(app.db, auth(request)) }),
  );

  app.get(
    '/config',
    {
      config: { access: access.public },
      schema: {
        tags: ['Session'],
        security: [],
        description: 'What the sign-in page and the shell need before sign-in.',
        response: { 200: PublicConfig },
      },
    },
    async () => publicConfig(app.config),
  );
};

export default routes;
