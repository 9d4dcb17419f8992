// Property-based bad input on every registered route (fast-check), as the admin (who passes authorization), over a
// database with the demo data: wrong types, missing and extra fields, 100 KB strings, unicode, SQL and script
// payloads, out-of-range paging, unknown sort columns, malformed JSON and multipart, bad paths.
// Asserts: no 5xx, no stack trace or database error text in any body, security headers on every answer, and no
// row change in any table after a rejected (4xx) write.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import fc from 'fast-check';
import { createSession } from '../src/auth/sessions.js';
import { seedDemo } from '../src/cli/seed-demo.js';
import { buildTestApp, ROUTE_HEADER, type RouteInfo, type TestApp } from './helpers.js';
import { changedTables, installRowDeltaTriggers, rowDeltas, tableCounts } from './support/db.js';
import { multipartBody, requestArb, type FuzzRequest } from './support/fuzz.js';
import { hasBody, headerProblems, isMultipart, leakProblems, routeKey, short } from './support/routes.js';

const TOTAL = Number(process.env.SECURITY_FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.SECURITY_FUZZ_SEED ?? crypto.randomInt(2 ** 31));
/** Tables a rejected request may change by design: failed sign-ins are counted (throttling). */
const MAY_CHANGE_ON_REJECTION: Record<string, string[]> = { 'POST /api/login': ['login_attempts', 'auth_throttle'], 'POST /api/change_password': ['auth_throttle'] };

let t: TestApp;
let token: string;
let pool: string[] = [];
let countsAtStart: Record<string, number> = {};

before(async () => {
  t = await buildTestApp();
  try {
    await seedDemo(t.db, { timeZone: t.config.timeZone });
  } catch (e) {
    console.log(`# fuzz: demo seed unavailable (${(e as Error).message}); fuzzing an almost empty database`);
  }
  // Real ids (every table with a public id), so requests get past "not found"; never the admin's own.
  const { rows: tables } = await t.db.query<{ t: string }>(
    `select table_name as t from information_schema.columns
      where table_schema = current_schema() and column_name = 'encrypted_id' and table_name <> 'sessions' order by 1`,
  );
  for (const { t: table } of tables) {
    const { rows } = await t.db.query<{ e: string }>(`select encrypted_id::text as e from "${table}" order by random() limit 3`);
    pool.push(...rows.map((r) => r.e));
  }
  pool = pool.filter((id) => id !== t.admin.encrypted_id);
  countsAtStart = await tableCounts(t.db);
  await installRowDeltaTriggers(t.db);
  token = await newAdminToken();
});
after(() => t.close());

function newAdminToken() {
  return createSession(t.db, { userId: t.admin.id, ip: '127.0.0.1', userAgent: 'fuzz', now: t.clock.now(), lifetimeMinutes: 12 * 60 });
}

function storedFiles(): number {
  const dir = t.config.storageDir;
  if (!fs.existsSync(dir)) return 0;
  let n = 0;
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else n++;
    }
  };
  walk(dir);
  return n;
}

type Finding = { route: string; status: number; input: string; detail: string };

describe('fuzzing every route with bad input', () => {
  it('never answers 5xx, never leaks internals, never writes on a rejection', async () => {
    const routes = t.apiRoutes;
    const perRoute = Math.ceil(TOTAL / routes.length);
    const serverErrors: Finding[] = [];
    const leaks: Finding[] = [];
    const headerIssues: Finding[] = [];
    const strayWrites: Finding[] = [];
    const misrouted = new Set<string>();
    const statuses = new Map<number, number>();
    let requests = 0;
    let rejectedWrites = 0;
    let tokenRefreshes = 0;
    const started = Date.now();

    // Net row changes as of the end of the last request, or null when unknown (after a success, a GET, a new session).
    let known: Map<string, number> | null = null;
    const send = async (route: RouteInfo, r: FuzzRequest) => {
      const isWrite = hasBody(route) || route.method === 'DELETE';
      let before = isWrite ? (known ?? (await rowDeltas(t.db))) : null;
      known = null;
      const filesBefore = isWrite && isMultipart(route) ? storedFiles() : 0;
      const inject = () =>
        t.app.inject({ method: r.method as 'GET', url: r.url, headers: { ...r.headers, authorization: `Bearer ${token}` }, payload: r.payload });
      let res = await inject();
      requests++;
      if (res.statusCode === 401 && route.access?.kind !== 'public') {
        // The admin's session ended (logout, a revoke of all sessions, ...): a new one, and the same request again.
        tokenRefreshes++;
        token = await newAdminToken();
        if (isWrite) before = await rowDeltas(t.db);
        res = await inject();
        requests++;
      }
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const key = routeKey(route);
      if (res.headers[ROUTE_HEADER] !== undefined && res.headers[ROUTE_HEADER] !== key) misrouted.add(`${r.input} → ${res.headers[ROUTE_HEADER]}`);
      const finding = (detail: string) => ({ route: key, status: res.statusCode, input: r.input, detail });
      if (res.statusCode >= 500) serverErrors.push(finding(short(res.body, 200)));
      for (const l of leakProblems(res.body)) leaks.push(finding(`${l}: ${short(res.body, 300)}`));
      for (const h of headerProblems(res, r.url)) headerIssues.push(finding(h));
      if (before && res.statusCode >= 400) {
        rejectedWrites++;
        const allowed = MAY_CHANGE_ON_REJECTION[key] ?? [];
        const now = await rowDeltas(t.db);
        const changed = changedTables(before, now).filter((tbl) => !allowed.includes(tbl));
        if (changed.length) strayWrites.push(finding(`rows changed in ${changed.join(', ')}`));
        known = now;
        if (isMultipart(route)) {
          const after = storedFiles();
          if (after !== filesBefore) strayWrites.push(finding(`${after - filesBefore} stored file(s) left behind`));
        }
      }
    };

    const slow: [string, number][] = [];
    for (const [i, route] of routes.entries()) {
      const routeStarted = Date.now();
      known = null;
      const learned = await learnFields(route);
      await fc.assert(
        fc.asyncProperty(requestArb(route, learned, pool), async (r) => {
          await send(route, r);
        }),
        { numRuns: perRoute, seed: SEED + i, endOnFailure: true },
      );
      slow.push([routeKey(route), Date.now() - routeStarted]);
    }
    slow.sort((a, b) => b[1] - a[1]);
    console.log(`# fuzz: slowest routes ${slow.slice(0, 6).map(([k, ms]) => `${k} ${ms} ms`).join(', ')}`);

    // The triggers' bookkeeping agrees with real counts.
    const countsAtEnd = await tableCounts(t.db);
    const deltas = await rowDeltas(t.db);
    const disagree = Object.keys(countsAtEnd)
      .filter((k) => countsAtEnd[k] - (countsAtStart[k] ?? 0) !== (deltas.get(k) ?? 0))
      .map((k) => `${k}: count ${countsAtStart[k]} → ${countsAtEnd[k]}, triggers ${deltas.get(k)}`);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const byClass = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}×${n}`).join(' ');
    console.log(`# fuzz: ${requests} requests over ${routes.length} routes (${perRoute} runs each, seed ${SEED}) in ${seconds} s; statuses ${byClass}`);
    console.log(
      `# fuzz: ${serverErrors.length} responses >= 500, ${leaks.length} bodies with stack/SQL text, ${headerIssues.length} header problems, ` +
        `${strayWrites.length} rejected writes that changed rows or files (of ${rejectedWrites} checked), ${tokenRefreshes} admin sessions renewed`,
    );
    const report = (label: string, list: Finding[]) => {
      const seen = new Set<string>();
      for (const f of list) {
        const k = `${f.route} ${f.status} ${f.detail.slice(0, 60)} ${f.input.slice(0, 40)}`;
        if (seen.has(k)) continue;
        seen.add(k);
        console.log(`#   ${label}: ${f.route} → ${f.status} ${f.detail}\n#     input: ${f.input}`);
      }
    };
    report('5xx', serverErrors);
    report('leak', leaks);
    report('header', headerIssues);
    report('stray write', strayWrites);
    for (const m of [...misrouted].slice(0, 10)) console.log(`#   misrouted: ${m}`);

    expect(requests).toBeGreaterThanOrEqual(TOTAL);
    expect(disagree).toEqual([]);
    expect(serverErrors.map((f) => `${f.route} ${f.status} ${f.input}`)).toEqual([]);
    expect(leaks.map((f) => `${f.route} ${f.detail}`)).toEqual([]);
    expect(headerIssues.map((f) => `${f.route} ${f.detail}`)).toEqual([]);
    expect(strayWrites.map((f) => `${f.route} ${f.detail} ${f.input}`)).toEqual([]);
  });
});

describe('multipart field names', () => {
  it('answers fields named after Object.prototype members (constructor[0], toString[], hasOwnProperty[1], __proto__[0]) without a 5xx', async () => {
    const routes = t.apiRoutes.filter(isMultipart);
    expect(routes.length).toBeGreaterThan(0);
    const admin = await newAdminToken(); // the fuzzing above may have ended the shared session
    const answers: string[] = [];
    for (const route of routes) {
      for (const name of ['constructor[0]', 'toString[]', 'hasOwnProperty[1]', '__proto__[0]']) {
        const m = multipartBody([[name, 'x'], [name.replace(/\[\d*\]$/, '[]'), 'y']], []);
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: route.url.replace(/:[^/]+/g, crypto.randomUUID()),
          headers: { authorization: `Bearer ${admin}`, 'content-type': m.contentType },
          payload: m.payload,
        });
        if (res.statusCode >= 500) answers.push(`${routeKey(route)} ${name}: ${res.statusCode}`);
      }
    }
    console.log(`# fuzz: ${routes.length} multipart routes × 4 prototype-named fields`);
    expect(answers).toEqual([]);
  });
});

/** Field names the route reveals in its own 422 answer to an empty request (multipart forms have no body schema). */
async function learnFields(route: RouteInfo): Promise<string[]> {
  if (!hasBody(route)) return [];
  const multipart = isMultipart(route);
  const boundary = 'secprobe';
  const res = await t.app.inject({
    method: route.method as 'POST',
    url: route.url.replace(/:[^/]+/g, crypto.randomUUID()),
    headers: { authorization: `Bearer ${token}`, 'content-type': multipart ? `multipart/form-data; boundary=${boundary}` : 'application/json' },
    payload: multipart ? `--${boundary}--\r\n` : '{}',
  });
  if (res.statusCode !== 422) return [];
  const errors = (res.json() as { errors?: Record<string, unknown> }).errors ?? {};
  return Object.keys(errors).map((k) => k.split('.')[0]).filter((k, i, a) => k && a.indexOf(k) === i);
}
