import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
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
import { registerPersonalDataPolicy } from './http/personal-data.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerInputGuards } from './http/validate.js';
import { registerRoutes } from './routes/index.js';
import { createParserPool, type ParserPool } from './parser/index.js';
import { registerMetrics } from './ops/metrics.js';
import { registerLocalBackup } from './ops/routes.js';
import type { Clock } from './lib/actor.js';
import { createWorker, type Worker } from './modules/background-jobs/service.js';
import { RESUME_INDEX_JOB, resumeIndexJob } from './modules/resume-index/service.js';
import { BULK_JOB, bulkJobKind } from './modules/search/service.js';

export type { Clock };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    storage: Storage;
    clock: Clock;
    fileKey: Buffer;
    /** Resume parsing and text extraction, in a worker pool (never on the request thread). */
    parser: ParserPool;
    /** Durable background work (modules/background-jobs): wake() after a commit that enqueued a job. */
    work: Worker;
  }
}

export type AppOptions = {
  db: Db;
  config: Config;
  storage: Storage;
  clock?: Clock;
  parser?: ParserPool;
  logger?: FastifyServerOptions['logger'];
  /** Called for every route as it is registered (tests collect the routes and their access rules). */
  onRoute?: (route: RouteOptions) => void;
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

/**
 * The logged request without its query string: signed file links carry their signature there, and searches carry
 * what users typed (names, phone numbers, identity card numbers). Everything else as Fastify logs it.
 */
function withSafeRequestLog(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  const req = (request: FastifyRequest) => ({
    method: request.method,
    url: String(request.url ?? '').split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
  return { ...base, serializers: { ...(base.serializers ?? {}), req } } as FastifyServerOptions['logger'];
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  let setSecurityHeaders: (url: string, reply: FastifyReply) => void = () => {};
  const app = Fastify({
    // Requests are logged (Fastify's default), without their query string: see withSafeRequestLog.
    logger: withSafeRequestLog(opts.logger),
    // Behind a load balancer (TRUST_PROXY=1) the client address is the one the balancer appended to
    // X-Forwarded-For, read through proxies on private addresses only: trusting every hop (`true`) would take the
    // left-most entry, which any client writes itself (forged addresses in the log, per-address throttling undone).
    trustProxy: opts.config.trustProxy ? 'loopback, linklocal, uniquelocal' : false,
    bodyLimit: 1_048_576,
    // Every log line of a request carries its id (reqId), and the answer carries it too (X-Request-Id): unique
    // across processes and restarts, so a user's report of an error finds its lines.
    genReqId: () => crypto.randomUUID(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: true, useDefaults: true } },
    // Malformed URLs (bad percent-encoding, a path parameter over 100 characters) are answered before any hook:
    // the same envelope and security headers as every other answer, and the URL is not echoed back.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.url, reply);
      const status = error.statusCode === 414 ? 414 : error.statusCode && error.statusCode < 500 ? 400 : 500;
      const message = status === 500 ? 'Server Error' : status === 414 ? 'The request could not be processed.' : 'The request could not be read.';
      if (status === 500) request.log.error({ err: { type: error.name, code: error.code } }, 'request failed');
      void (reply as unknown as FastifyReply).code(status).send({ status: false, message });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  app.decorate('storage', opts.storage);
  app.decorate('clock', opts.clock ?? { now: () => new Date() });
  app.decorate('fileKey', await fileLinkKey(opts.db));
  const parser = opts.parser ?? createParserPool();
  app.decorate('parser', parser);
  if (!opts.parser) app.addHook('onClose', () => parser.close());
  // The parser is looked up at each run: tests put a stand-in in its place.
  const deps = { db: opts.db, storage: opts.storage, parser: { extractText: (b: Buffer, n: string) => app.parser.extractText(b, n) }, log: app.log };
  const work = createWorker(
    { db: opts.db, clock: app.clock, log: app.log },
    {
      [RESUME_INDEX_JOB]: resumeIndexJob(deps),
      [BULK_JOB]: bulkJobKind({ db: opts.db, clock: app.clock, log: app.log }),
    },
  );
  app.decorate('work', work);
  // The sweep at start: work left by a process that stopped (or was killed) runs now.
  app.addHook('onReady', () => work.start());
  // A run in progress ends before the database and the parser close; what is not started waits for the next start.
  app.addHook('preClose', () => work.stop());

  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  registerErrorHandler(app);
  setSecurityHeaders = registerSecurityHeaders(app);
  registerAccessControl(app);
  registerPersonalDataPolicy(app);
  registerInputGuards(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app);
  registerLocalBackup(app);

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
