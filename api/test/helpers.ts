import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { expect } from 'expect';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
  RouteOptions,
} from 'fastify';
import { buildApp, type Clock } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { hashToken } from '../src/auth/tokens.js';
import { signedFileUrl } from '../src/files/service.js';
import { configUnder, type Config } from '../src/config.js';
import { migrate, openDatabase, type Db } from '../src/db/index.js';
import { LocalStorage } from '../src/files/storage.js';
import type { Access } from '../src/http/access.js';
import { createDatabase, dropDatabase, PG_TEMPLATE, pgliteTemplate } from './template.js';

/** A clock the tests move by hand (idle and absolute timeouts, dashboard windows). */
export class TestClock implements Clock {
  constructor(private t = Date.now()) {}
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    this.t += ms;
  }
  set(d: Date) {
    this.t = d.getTime();
  }
}

export type RouteInfo = {
  method: string;
  /** Fastify's path, e.g. /api/candidates/:id */
  url: string;
  access: Access | undefined;
  schema: FastifySchema | undefined;
};

/** Header the test app adds to every answer of a registered route: "METHOD /api/path/:param". */
export const ROUTE_HEADER = 'x-test-route';

export type TestUser = { id: number; encrypted_id: string; email: string; password: string; token: string };

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: Config;
  admin: TestUser;
  /** A signed file link of the admin's session (as the API issues them to the admin). */
  fileUrl(encryptedId: string): string;
  /** Creates a user with a role (created if missing) and signs them in. */
  user(opts?: { role?: string; email?: string; status?: 'active' | 'inactive'; grants?: Record<string, Partial<Record<'m_add' | 'm_edit' | 'm_delete' | 'm_view', 0 | 1>>> }): Promise<TestUser>;
  login(email: string, password: string): Promise<string>;
  /** app.inject with a bearer token. */
  as(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** A JSON body sent with POST or PUT as a user: the admin unless another token (or null, no one) is given. */
  post(url: string, payload: object, token?: string | null): Promise<LightMyRequestResponse>;
  put(url: string, payload: object, token?: string | null): Promise<LightMyRequestResponse>;
  /** Every route registered, in registration order (one entry per method). */
  routes: RouteInfo[];
  /** The /api routes that are subject to the access rules (docs and HEAD excluded). */
  apiRoutes: RouteInfo[];
  close(): Promise<void>;
};

/** The answer of a refused body (API.md): 422 with the message of every invalid request and `errors` by field. */
export function expectInvalid(res: LightMyRequestResponse, errors: Record<string, string[]>): void {
  expect({ statusCode: res.statusCode, body: res.json() }).toEqual({
    statusCode: 422,
    body: { status: false, message: 'The given data was invalid.', errors },
  });
}

/** The answer of a created record (API.md's `Created`): 201 with the message and the new id, which it returns. */
export function expectCreated(res: LightMyRequestResponse, message: string): string {
  expect({ statusCode: res.statusCode, body: res.json() }).toMatchObject({
    statusCode: 201,
    body: { status: true, message, data: { encrypted_id: expect.any(String) } },
  });
  return res.json().data.encrypted_id as string;
}

/** The answer of a refused request (API.md's error body): the status and `{ status: false, message }`. */
export function expectRefused(res: LightMyRequestResponse, statusCode: number, message: string): void {
  expect({ statusCode: res.statusCode, body: res.json() }).toEqual({
    statusCode,
    body: { status: false, message },
  });
}

/** The request is refused to the user of the token (403) and to a caller without one (401). */
export async function expectDenied(t: TestApp, token: string, opts: InjectOptions): Promise<void> {
  expect([(await t.as(token, opts)).statusCode, (await t.as(null, opts)).statusCode]).toEqual([403, 401]);
}

/** One app for a test file: built before its tests (then given to `ready`), closed after them. */
export function appSuite(ready: (t: TestApp) => void | Promise<void>): void {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
    await ready(t);
  });
  after(() => t.close());
}

let counter = 0;
let databases = 0;

/**
 * The API on a real database of its own: an in-memory PGlite, or — when DATABASE_URL is set — a database
 * on that PostgreSQL server, dropped at close (a schema when the run made no template). Each starts as a copy of the
 * run's migrated template (test/template.ts) when scripts/test.mjs made one, else it is migrated here. A route
 * collector registered before any route lists every route (t.routes) and tags each answer with the route that gave
 * it (ROUTE_HEADER); the security suites add a logger and extra routes registered before ready.
 */
export async function buildTestApp(
  opts: {
    config?: Partial<Config>;
    logger?: FastifyServerOptions['logger'];
    /** Registers extra routes before the app is ready (e.g. a route that throws). */
    extend?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApp> {
  process.env.GEO_CITY_COUNTRIES ??= 'IN';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
  const config: Config = { ...configUnder(dir), ...opts.config };
  const url = process.env.DATABASE_URL;
  const pgTemplate = process.env[PG_TEMPLATE];
  const pgliteCopy = pgliteTemplate();
  const name = `t_${process.pid}_${++databases}_${crypto.randomBytes(3).toString('hex')}`;
  let db: Db;
  let dropSchema: (() => Promise<void>) | null = null;
  if (url && pgTemplate) {
    // a database of its own, copied from the run's migrated template
    db = await createDatabase(url, name, pgTemplate);
    dropSchema = () => dropDatabase(url, name);
  } else if (url) {
    const admin = await openDatabase({ databaseUrl: url });
    await admin.query(`create schema ${name}`);
    db = await openDatabase({ databaseUrl: url, schema: name });
    dropSchema = async () => {
      await admin.query(`drop schema ${name} cascade`);
      await admin.close();
    };
    await migrate(db);
  } else if (pgliteCopy) {
    db = await openDatabase({ memory: true, loadDataDir: await pgliteCopy });
  } else {
    db = await openDatabase({ memory: true });
    await migrate(db);
  }
  const clock = new TestClock();
  const routes: RouteInfo[] = [];
  const onRoute = (r: RouteOptions) => {
    for (const m of Array.isArray(r.method) ? r.method : [r.method]) {
      routes.push({ method: String(m).toUpperCase(), url: r.url, access: r.config?.access, schema: r.schema });
    }
    // Tags every answer of the route with the route that answered (the security suites check their request reached it).
    const tag = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      reply.header(ROUTE_HEADER, `${request.method} ${request.routeOptions.url}`);
      return payload;
    };
    const own = r.onSend ? (Array.isArray(r.onSend) ? r.onSend : [r.onSend]) : [];
    r.onSend = [...own, tag] as RouteOptions['onSend'];
  };
  const app = await buildApp({ db, config, storage: new LocalStorage(config.storageDir), clock, logger: opts.logger, onRoute });
  if (opts.extend) await opts.extend(app);
  await app.ready();

  const as: TestApp['as'] = (token, o) =>
    app.inject({ ...o, headers: { ...(o.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  const login = async (email: string, password: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  };

  const user: TestApp['user'] = async (o = {}) => {
    const role = o.role ?? 'recruiter';
    const n = ++counter;
    const email = o.email ?? `user${n}@test.example`;
    const password = `Test-password-${n}-${crypto.randomBytes(4).toString('hex')}`;
    let { rows } = await db.query<{ role_id: number }>('select role_id from roles where lower(role_name) = lower($1)', [role]);
    if (!rows[0]) rows = (await db.query<{ role_id: number }>('insert into roles (role_name) values ($1) returning role_id', [role])).rows;
    const roleId = rows[0].role_id;
    for (const [module, flags] of Object.entries(o.grants ?? {})) {
      await db.query(
        `insert into role_permissions (role_id, module_id, m_add, m_edit, m_delete, m_view)
         select $1, module_id, $3, $4, $5, $6 from modules where module_name = $2
         on conflict (role_id, module_id) do update set m_add = excluded.m_add, m_edit = excluded.m_edit, m_delete = excluded.m_delete, m_view = excluded.m_view`,
        [roleId, module, flags.m_add ?? 0, flags.m_edit ?? 0, flags.m_delete ?? 0, flags.m_view ?? 0],
      );
    }
    const ins = await db.query<{ id: number; encrypted_id: string }>(
      `insert into users (first_name, last_name, email, mobile, role_id, password_hash, status)
       values ($1, 'Tester', $2, '9876543210', $3, $4, 'active') returning id, encrypted_id::text as encrypted_id`,
      [`User${n}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]), email, roleId, await hashPassword(password)],
    );
    const token = await login(email, password);
    if (o.status === 'inactive') await db.query(`update users set status = 'inactive' where id = $1`, [ins.rows[0].id]);
    return { id: Number(ins.rows[0].id), encrypted_id: ins.rows[0].encrypted_id, email, password, token };
  };

  const admin = await user({ role: 'admin', email: 'admin@test.example' });
  const adminSession = (await db.query<{ id: string }>('select encrypted_id::text as id from sessions where token_hash = $1', [hashToken(admin.token)])).rows[0].id;
  const apiRoutes = routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD');

  return {
    app,
    db,
    clock,
    config,
    admin,
    fileUrl: (encryptedId: string) => signedFileUrl(app, adminSession, encryptedId),
    user,
    login,
    as,
    post: (url, payload, token = admin.token) => as(token, { method: 'POST', url, payload }),
    put: (url, payload, token = admin.token) => as(token, { method: 'PUT', url, payload }),
    routes,
    apiRoutes,
    close: async () => {
      await app.close();
      await db.close();
      if (dropSchema) await dropSchema();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
