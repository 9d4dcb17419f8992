// Load test: 50 signed-in connections (one session each) for 60 s of mixed reads and writes against the API on a
// PostgreSQL server, with autocannon. The server is started here (a child process) on the database given, which
// should hold data: `DATABASE_URL=… npm run seed:demo` (or `npm run seed:bulk -- --candidates 2000`) first.
// Prints requests, errors, timeouts, non-2xx answers and p50/p95/p99 latencies, overall and per request kind;
// exits non-zero on any error, timeout or non-2xx answer.
//
//   npm run load -- --database-url postgres://user@127.0.0.1:5432/recruitment
//   options: --connections 50  --duration 60 (s)  --timeout 10 (s)  --dist (api/dist/server.js instead of tsx)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '../src/auth/passwords.js';
import { openDatabase } from '../src/db/index.js';
import { freePort, opt, spawnServer, waitUp } from './lib/api-server.js';
import { candidateFields } from './lib/candidate-fields.js';
import { TO_OFFER } from './lib/statuses.js';

const CONNECTIONS = Number(opt('connections', '50'));
const DURATION = Number(opt('duration', '60'));
const TIMEOUT = Number(opt('timeout', '10'));
const databaseUrl = opt('database-url', process.env.DATABASE_URL);

const pick = <T>(a: T[]): T => a[crypto.randomInt(a.length)];

async function main() {
  if (!databaseUrl) {
    console.error('usage: npm run load -- --database-url postgres://… (a PostgreSQL server holding data: run seed:demo first)');
    process.exit(2);
  }
  const db = await openDatabase({ databaseUrl });
  const email = `load-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = `Load-${crypto.randomBytes(12).toString('hex')}`;
  const { rows: role } = await db.query<{ role_id: number }>(`select role_id from roles where lower(role_name) = 'admin'`);
  if (!role[0]) throw new Error('no admin role: is the database migrated?');
  const { rows: user } = await db.query<{ id: number; encrypted_id: string }>(
    `insert into users (first_name, last_name, email, mobile, role_id, password_hash, status)
     values ('Load', 'Tester', $1, '9876543210', $2, $3, 'active') returning id, encrypted_id::text as encrypted_id`,
    [email, role[0].role_id, await hashPassword(password)],
  );
  const ids = async (sql: string) => (await db.query<{ e: string }>(sql)).rows.map((r) => r.e);
  const candidates = await ids('select encrypted_id::text as e from candidates order by random() limit 2000');
  const jobs = await ids('select encrypted_id::text as e from job_orders order by random() limit 500');
  const { rows: linkRows } = await db.query<{ c: string; j: string }>(
    `select c.encrypted_id::text as c, j.encrypted_id::text as j from candidate_jobs l join candidates c on c.id = l.candidate_id
       join job_orders j on j.id = l.job_id order by random() limit 2000`,
  );
  if (!candidates.length || !jobs.length || !linkRows.length) throw new Error('the database holds no candidates, job orders or links: run seed:demo first');

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(os.tmpdir(), `load-server-${port}.log`);
  const out = fs.openSync(logFile, 'w');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-data-'));
  const child = spawnServer(port, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, out);
  const stop = () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));
  let exitCode = 1;
  try {
    await waitUp(child, base, logFile);
    const tokens: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const r = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
      if (r.status !== 200) throw new Error(`sign-in ${i + 1}: ${r.status}`);
      tokens.push(((await r.json()) as { token: string }).token);
    }

    // The mix, in the order each connection cycles through it: 7 reads, 3 writes.
    type Ctx = { token?: string; t0?: number };
    let next = 0;
    const auth = (ctx: Ctx) => (ctx.token ??= tokens[next++ % tokens.length]);
    const json = (ctx: Ctx) => ({ authorization: `Bearer ${auth(ctx)}`, 'content-type': 'application/json' });
    const get = (title: string, url: () => string) => ({
      title,
      method: 'GET' as const,
      setupRequest: (req: Record<string, unknown>, ctx: Ctx) => ({ ...req, path: url(), headers: { authorization: `Bearer ${auth(ctx)}` } }),
    });
    // Per kind: latencies and statuses (each connection has one request in flight: its context times it).
    const perKind = new Map<string, { lat: number[]; non2xx: Map<number, number> }>();
    const timed = <R extends { title: string; setupRequest: (req: Record<string, unknown>, ctx: Ctx) => Record<string, unknown> }>(r: R) => ({
      ...r,
      setupRequest: (req: Record<string, unknown>, ctx: Ctx) => {
        ctx.t0 = performance.now();
        return r.setupRequest(req, ctx);
      },
      onResponse: (status: number, _body: string, ctx: Ctx) => {
        const k = perKind.get(r.title) ?? { lat: [], non2xx: new Map<number, number>() };
        perKind.set(r.title, k);
        k.lat.push(Math.round(performance.now() - (ctx.t0 ?? performance.now())));
        if (status < 200 || status >= 300) k.non2xx.set(status, (k.non2xx.get(status) ?? 0) + 1);
      },
    });
    const requests = [
      get('candidates list', () => `/api/candidates?limit=20&page=${crypto.randomInt(20)}`),
      get('candidate profile', () => `/api/candidates/${pick(candidates)}`),
      get('candidate notes', () => `/api/candidates_notes?candidate_id=${pick(candidates)}`),
      get('job orders list', () => `/api/jobs?limit=20&page=${crypto.randomInt(5)}`),
      get('job order', () => `/api/jobs/${pick(jobs)}`),
      get('clients list', () => '/api/clients?limit=20'),
      get('dashboard summary', () => '/api/dashboard'),
      {
        title: 'add a candidate note',
        method: 'POST' as const,
        setupRequest: (req: Record<string, unknown>, ctx: Ctx) => ({
          ...req,
          path: '/api/candidates_notes',
          headers: json(ctx),
          body: JSON.stringify({ candidate_id: pick(candidates), notes: `<p>Load test note ${crypto.randomBytes(4).toString('hex')}</p>` }),
        }),
      },
      {
        title: 'move a link status',
        method: 'POST' as const,
        setupRequest: (req: Record<string, unknown>, ctx: Ctx) => {
          const l = pick(linkRows);
          const [main, sub] = pick(TO_OFFER);
          return { ...req, path: '/api/candidate_job_status', headers: json(ctx), body: JSON.stringify({ candidate_id: l.c, job_id: l.j, mainstatus_id: main, mainsubstatus_id: sub }) };
        },
      },
      {
        title: 'add a candidate',
        method: 'POST' as const,
        setupRequest: (req: Record<string, unknown>, ctx: Ctx) => {
          const n = crypto.randomBytes(5).toString('hex');
          const boundary = `----load${n}`;
          const fields = candidateFields('Load Candidate', `load.${n}@example.com`, {
            exp_years: '3',
            exp_months: '0',
            current_ctc: '800000',
            expected_ctc: '1000000',
            experience: JSON.stringify([{ job_title: 'Engineer', company_name: 'Initech', start_date: '2020-01-01', end_date: '', still_working: '1' }]),
          });
          const body = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') + `--${boundary}--\r\n`;
          return { ...req, path: '/api/candidates', headers: { authorization: `Bearer ${auth(ctx)}`, 'content-type': `multipart/form-data; boundary=${boundary}` }, body };
        },
      },
    ].map(timed);

    console.log(`# load: ${CONNECTIONS} signed-in connections (one session each) for ${DURATION} s against ${base} (PostgreSQL); ${candidates.length} candidates, ${jobs.length} job orders, ${linkRows.length} links sampled; server log ${logFile}`);
    const instance = autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, timeout: TIMEOUT, requests: requests as never, initialContext: {} });
    const result = await instance;
    const pct = (a: number[], p: number) => (a.length ? a.sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor((p / 100) * a.length))] : 0);
    const total = result.requests.total;
    console.log(
      `# load: ${total} requests in ${result.duration} s (${Math.round(result.requests.average)}/s), errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}; ` +
        `latency p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
    );
    for (const [kind, k] of perKind) {
      const n = k.lat.length;
      console.log(
        `#   ${kind.padEnd(22)} ${String(n).padStart(6)} requests  p50 ${pct(k.lat, 50)} / p95 ${pct(k.lat, 95)} / p99 ${pct(k.lat, 99)} ms` +
          (k.non2xx.size ? `  non-2xx ${[...k.non2xx].map(([s, c]) => `${s}×${c}`).join(', ')}` : ''),
      );
    }
    exitCode = result.errors > 0 || result.timeouts > 0 || result.non2xx > 0 || total === 0 ? 1 : 0;
  } finally {
    await stop();
    // The load user and its sessions; the rows it wrote (notes, candidates, status moves) stay, like any user's.
    await db.query('update users set status = $2 where id = $1', [user[0].id, 'inactive']).catch(() => undefined);
    await db.query('delete from sessions where user_id = $1', [user[0].id]).catch(() => undefined);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
