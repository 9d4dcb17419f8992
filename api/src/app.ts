import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { Storage } from './files/storage.js';
import { fileLinkKey } from './files/service.js';
import { registerAccessControl } from './http/access.js';
import { registerErrorHandler } from './http/errors.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerRoutes } from './routes/index.js';
import { createParserPool, type ParserPool } from './parser/index.js';

export type Clock = { now(): Date };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    storage: Storage;
    clock: Clock;
    fileKey: Buffer;
    /** Resume parsing and text extraction, in a worker pool (never on the request thread). */
    parser: ParserPool;
  }
}

export type AppOptions = {
  db: Db;
  config: Config;
  storage: Storage;
  clock?: Clock;
  parser?: ParserPool;
  logger?: FastifyServerOptions['logger'];
};

/** Keys never written to the log, wherever they appear in a logged object. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.password_confirmation',
  '*.token',
  '*.identity_card_number',
];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: opts.config.trustProxy,
    bodyLimit: 1_048_576,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true, useDefaults: true } },
    // Query strings never carry secrets; keep the logged URL without its query for signed file links.
    disableRequestLogging: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  app.decorate('storage', opts.storage);
  app.decorate('clock', opts.clock ?? { now: () => new Date() });
  app.decorate('fileKey', await fileLinkKey(opts.db));
  const parser = opts.parser ?? createParserPool();
  app.decorate('parser', parser);
  if (!opts.parser) app.addHook('onClose', () => parser.close());

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  registerAccessControl(app);

  await app.register(multipart, { limits: { fileSize: opts.config.uploadMaxBytes, files: 5, fields: 300 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Recruitment suite API', version: '1.0.0', description: 'The HTTP contract of spec/API.md.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ status: false, message: 'Not found.' });
  });

  await app.register(registerRoutes, { prefix: '/api' });
  return app;
}
