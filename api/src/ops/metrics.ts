import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { resolveSession } from '../auth/sessions.js';
import { bearerToken } from '../http/access.js';
import { lastBackup } from './schedule.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const isLoopback = (request: FastifyRequest) => LOOPBACK.has(request.ip);

/** Loopback callers, or an administrator's bearer token from anywhere; others are refused (401 / 403). */
export async function adminOrLoopback(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  if (isLoopback(request)) return true;
  const token = bearerToken(request);
  const ctx = token ? await resolveSession(app.db, token, app.clock.now(), app.config.sessionIdleMinutes) : null;
  if (ctx?.isAdmin) return true;
  await reply
    .code(ctx ? 403 : 401)
    .send({ status: false, message: ctx ? 'Only administrators may read the metrics.' : 'Unauthenticated.' });
  return false;
}

/**
 * Prometheus metrics of this process: requests and their latency per route pattern (never the raw URL, which
 * carries ids and searches), the resume parser's queue, the database pool, the last backup, and Node's own.
 * The hook is added before any route, so every route is measured.
 */
export function registerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status.', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request received to the answer sent, by route pattern.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'resume_parser_queue_length',
    help: 'Resume files waiting for a parser thread.',
    registers: [registry],
    collect() {
      this.set(app.parser.stats?.().queued ?? 0);
    },
  });
  new Gauge({
    name: 'resume_parser_active',
    help: 'Resume files being parsed now.',
    registers: [registry],
    collect() {
      this.set(app.parser.stats?.().active ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections: open (total), idle, queries waiting for one, and the most the pool opens (max). The embedded database has one.',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const p = app.db.pool?.() ?? { total: 1, idle: 0, waiting: 0, max: 1 };
      for (const [state, n] of Object.entries(p)) this.labels(state).set(n);
    },
  });
  new Gauge({
    name: 'backup_last_success_timestamp_seconds',
    help: 'When the last successful backup finished (0: none yet).',
    registers: [registry],
    async collect() {
      const last = await lastBackup(app.db).catch(() => null);
      this.set(last?.last_success_at ? Date.parse(last.last_success_at) / 1000 : 0);
    },
  });
  new Gauge({
    name: 'backup_last_ok',
    help: '1 when the last backup succeeded, 0 when it failed, -1 when none ran yet.',
    registers: [registry],
    async collect() {
      const last = await lastBackup(app.db).catch(() => null);
      this.set(!last ? -1 : last.status === 'ok' ? 1 : 0);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    if (!(await adminOrLoopback(app, request, reply))) return reply;
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
