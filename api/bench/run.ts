/**
 * API benchmark: `npm run bench:api -- [options]`
 *
 *   --candidates N       size of the generated data (default 100000; the other tables in proportion, see seed-bulk)
 *   --data-dir DIR       reuse (or create once) a seeded embedded database there instead of a temporary one
 *   --duration S         seconds per endpoint (default 10; --quick = 3)   --connections C (default 10)
 *   --quick              3 s per endpoint
 *   --warmup S           unmeasured seconds of the same load before each endpoint (default 1: every pooled
 *                        connection has planned the endpoint's statements and V8 has compiled its code)
 *   --query-log          also count the SQL statements of one request of each endpoint (proves no query per row)
 *   --only REGEX         endpoints whose name matches
 *   --explain            print EXPLAIN (ANALYZE, BUFFERS) of each endpoint's SQL (one request, each statement again)
 *   --no-pglite          PostgreSQL only           --json FILE    also write the results as JSON
 *   --compare-database-url URL   a second PostgreSQL server or database, already seeded larger (e.g. 1M candidates:
 *                        `DATABASE_URL=… npm run seed:bulk -- --candidates 1000000`; never seeded from here), measured
 *                        after the first with the same endpoints: the table adds its figures beside the first
 *                        PostgreSQL's, the ratio of the two p50s and p95s, and for every list and search line whether
 *                        its p95 stays within 2× of the first's (issue 19: "at 1M within 2× of 100k")
 *
 * PGlite always; a PostgreSQL server too when BENCH_DATABASE_URL or DATABASE_URL is set (seeded there when it
 * holds no bulk data yet). Each database is served by api/bench/server.ts in its own process; autocannon runs here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as typeof import('autocannon').default;

const apiDir = path.resolve(__dirname, '..');
const tsx = path.join(apiDir, 'node_modules', '.bin', 'tsx');
const tsxBin = fs.existsSync(tsx) ? tsx : path.resolve(apiDir, '..', 'node_modules', '.bin', 'tsx');

type Opts = {
  candidates: number;
  dataDir?: string;
  duration: number;
  warmup: number;
  connections: number;
  queryLog: boolean;
  only?: RegExp;
  pglite: boolean;
  json?: string;
  explain: boolean;
  compareUrl?: string;
};

function parse(argv: string[]): Opts {
  const o: Opts = { candidates: 100_000, duration: 10, warmup: 1, connections: 10, queryLog: false, pglite: true, explain: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${a} needs a value`);
      return x;
    };
    if (a === '--candidates') o.candidates = Number(v());
    else if (a === '--data-dir') o.dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), v());
    else if (a === '--duration') o.duration = Number(v()); // 0 with --explain: plans only
    else if (a === '--connections') o.connections = Number(v());
    else if (a === '--quick') o.duration = 3;
    else if (a === '--warmup') o.warmup = Number(v());
    else if (a === '--query-log') o.queryLog = true;
    else if (a === '--only') o.only = new RegExp(v(), 'i');
    else if (a === '--no-pglite') o.pglite = false;
    else if (a === '--explain') o.explain = true;
    else if (a === '--compare-database-url') o.compareUrl = v();
    else if (a === '--json') o.json = path.resolve(process.env.INIT_CWD ?? process.cwd(), v());
    else throw new Error(`Unknown option ${a}`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------------------------------
// Endpoints and budgets
// ---------------------------------------------------------------------------------------------------------------

type Fx = {
  job: string | null;
  jobLinks: number;
  client: string | null;
  candidates50: string[];
  interviewJob: string | null;
  interviewClient: string | null;
  interviewCandidates50: string[];
  busyCandidate: string | null;
  candidate: string | null;
  quietCity: number | null;
  counts: Record<string, number>;
};
type Budget = { p95?: number; rps?: number; label: string };
type Endpoint = { name: string; method: 'GET' | 'POST'; route: string; url: string; body?: unknown; budget?: Budget };

/** The list and search lines: their time must not grow with the tables (within 2× from 100k to 1M candidates). */
const GROWTH_ROUTES = new Set(['/api/candidates', '/api/jobs', '/api/clients']);
const GROWTH_LIMIT = 2;

const LIST: Budget = { p95: 50, label: 'p95 < 50 ms' };
const LIST_RPS: Budget = { p95: 50, rps: 1000, label: 'p95 < 50 ms; ≥ 1000 req/s (PostgreSQL)' };
const SEARCH: Budget = { p95: 100, label: 'p95 < 100 ms' };
const PROFILE: Budget = { p95: 50, label: 'p95 < 50 ms' };
const DASH: Budget = { p95: 100, label: 'p95 < 100 ms' };

const CANDIDATE_SORTS = [
  'name', 'created_at', 'company_name', 'designation', 'city_name', 'primary_mobile', 'primary_email', 'exp_years',
  'notice_period', 'current_ctc', 'expected_ctc', 'stocks',
];
const JOB_SORTS = ['job_title', 'client_name', 'city_name', 'created_at', 'status', 'job_code'];
const CLIENT_SORTS = ['client_short_name', 'client_legal_name', 'created_at'];

function endpoints(fx: Fx): Endpoint[] {
  const e: Endpoint[] = [];
  const get = (name: string, route: string, url: string, budget?: Budget) => e.push({ name, method: 'GET', route, url, budget });
  get('candidates list (default order)', '/api/candidates', '/api/candidates?page=0&limit=20', LIST_RPS);
  get('candidates list page 200', '/api/candidates', '/api/candidates?page=200&limit=20', LIST);
  for (const s of CANDIDATE_SORTS) get(`candidates sort ${s}`, '/api/candidates', `/api/candidates?sortby=${s}&direction=asc&limit=20`, LIST);
  get('candidates sort name desc', '/api/candidates', '/api/candidates?sortby=name&direction=desc&limit=20', LIST);
  get('candidates q=shar (prefix)', '/api/candidates', '/api/candidates?q=shar&limit=20', LIST);
  for (const s of ['name', 'created_at', 'expected_ctc']) get(`candidates q=shar sort ${s}`, '/api/candidates', `/api/candidates?q=shar&sortby=${s}&limit=20`, LIST);
  get('resume search "kubernetes" (broad)', '/api/candidates', '/api/candidates?q=kubernetes&limit=20', SEARCH);
  get('resume search "airflow lakehouse"', '/api/candidates', `/api/candidates?q=${encodeURIComponent('airflow lakehouse')}&limit=20`, SEARCH);
  get('resume search "jetpack prometheus" (rare)', '/api/candidates', `/api/candidates?q=${encodeURIComponent('jetpack prometheus')}&limit=20`, SEARCH);
  get('resume search + sort name', '/api/candidates', '/api/candidates?q=kubernetes&sortby=name&limit=20', SEARCH);
  // issue 19: three filter combinations, two that few or no candidates meet (a salary band, a location), and two
  // boolean queries (a common word, a rare one)
  const cand = (qs: string) => `/api/candidates?${qs}&limit=20`;
  get('filters skills Java + exp 3–8 + notice ≤ 30', '/api/candidates', cand('skills[]=Java&exp_min=3&exp_max=8&notice_max=30'), LIST);
  get('filters expected CTC ≤ 15 L + Naukri + not free pool', '/api/candidates', cand('ectc_max=1500000&source=Naukri&free_pool=0'), LIST);
  get('filters skills Python AND SQL + status Processed', '/api/candidates', cand('skills[]=Python&skills[]=SQL&skills_match=all&status=S'), LIST);
  if (fx.quietCity !== null)
    get('filters a city no candidate lives in + notice ≤ 15 (none)', '/api/candidates', cand(`city=${fx.quietCity}&notice_max=15`), LIST);
  get('filters expected CTC ≥ 1.4 Cr + experience ≥ 20 (rare)', '/api/candidates', cand('ectc_min=14000000&exp_min=20'), LIST);
  get('boolean q developer AND (java OR python) (common)', '/api/candidates', cand(`q=${encodeURIComponent('developer AND (java OR python)')}`), SEARCH);
  get('boolean q "jetpack prometheus" OR lakehous* (rare)', '/api/candidates', cand(`q=${encodeURIComponent('"jetpack prometheus" OR lakehous*')}`), SEARCH);
  for (const [label, id] of [['busy', fx.busyCandidate], ['median', fx.candidate]] as const) {
    if (!id) continue;
    get(`profile ${label}: /candidates/:id`, '/api/candidates/:id', `/api/candidates/${id}`, PROFILE);
    get(`profile ${label}: skills`, '/api/get_candidate_skills/:id', `/api/get_candidate_skills/${id}`, PROFILE);
    get(`profile ${label}: experience`, '/api/candidates_experience/:candidate_id', `/api/candidates_experience/${id}`, PROFILE);
    get(`profile ${label}: education`, '/api/candidates_education/:candidate_id', `/api/candidates_education/${id}`, PROFILE);
    get(`profile ${label}: notes`, '/api/candidates_notes', `/api/candidates_notes?candidate_id=${id}`, PROFILE);
    get(`profile ${label}: attachments`, '/api/candidates_attachments', `/api/candidates_attachments?candidate_id=${id}`, PROFILE);
    get(`profile ${label}: job orders`, '/api/candidates_job_orders', `/api/candidates_job_orders?candidate_id=${id}`, PROFILE);
    get(`profile ${label}: activity`, '/api/candidates_activity/:id', `/api/candidates_activity/${id}`, PROFILE);
  }
  get('job orders list (default)', '/api/jobs', '/api/jobs?limit=20', LIST_RPS);
  for (const s of JOB_SORTS) get(`job orders sort ${s}`, '/api/jobs', `/api/jobs?sortby=${s}&direction=asc&limit=20`, LIST);
  get('job orders status=active', '/api/jobs', '/api/jobs?status=active&limit=20', LIST);
  get('job orders q=developer', '/api/jobs', '/api/jobs?q=developer&limit=20', LIST);
  if (fx.job) {
    // named without the job's size, so the line has the same name on a larger database (--compare-database-url)
    get('pipeline counts (busiest job)', '/api/job_pipeline_counts/:id', `/api/job_pipeline_counts/${fx.job}`, LIST);
    get('pipeline group prospective', '/api/job_pipeline/:id/:group', `/api/job_pipeline/${fx.job}/prospective?limit=20`, LIST);
    get('pipeline group processed', '/api/job_pipeline/:id/:group', `/api/job_pipeline/${fx.job}/processed?limit=20`, LIST);
    get('Database Match', '/api/job_database_match/:id', `/api/job_database_match/${fx.job}`, SEARCH);
  }
  get('dashboard summary', '/api/dashboard', '/api/dashboard', DASH);
  get('dashboard charts', '/api/dashboard_charts', '/api/dashboard_charts', DASH);
  get('dashboard upcoming interviews', '/api/dashboard_future_job_interviews', '/api/dashboard_future_job_interviews?limit=7', DASH);
  get('dashboard recent interviews', '/api/dashboard_recent_job_interviews', '/api/dashboard_recent_job_interviews?limit=7', DASH);
  get('dashboard job orders', '/api/dashboard_job_orders', '/api/dashboard_job_orders?limit=7', DASH);
  get('dashboard placed/offered', '/api/dashboard_placed_offered_list', '/api/dashboard_placed_offered_list?limit=7', DASH);
  get('clients list (default)', '/api/clients', '/api/clients?limit=20', LIST_RPS);
  for (const s of CLIENT_SORTS) get(`clients sort ${s}`, '/api/clients', `/api/clients?sortby=${s}&direction=asc&limit=20`, LIST);
  get('clients q=tech', '/api/clients', '/api/clients?q=tech&limit=20', LIST);
  // a generated report of 50 candidates of one job (the resume report's job, the job with most upcoming interviews)
  const report = (what: string, client: string | null, job: string | null, candidates: string[]) => {
    if (!client || !job || !candidates.length) return;
    e.push({
      name: `${what} report (${candidates.length} candidates)`,
      method: 'POST',
      route: `/api/${what}_report`,
      url: `/api/${what}_report`,
      body: { client_id: client, job_id: job, candidate_id: candidates },
      budget: SEARCH,
    });
  };
  report('resume', fx.client, fx.job, fx.candidates50);
  report('interview', fx.interviewClient, fx.interviewJob, fx.interviewCandidates50);
  return e;
}

// ---------------------------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const p = spawn(cmd, args, { shell: process.platform === 'win32', cwd: apiDir, env, stdio: 'inherit' });
    p.on('exit', (code) => resolve(code ?? 1));
  });
}

type Target = { kind: 'PGlite' | 'PostgreSQL'; label: string; env: NodeJS.ProcessEnv; compare?: boolean };

async function ensureSeeded(t: Target, o: Opts): Promise<void> {
  console.log(`\n[${t.label}] seeding ${o.candidates.toLocaleString('en-US')} candidates (skipped when already seeded) …`);
  const code = await run(tsxBin, ['src/cli/seed-bulk.ts', '--candidates', String(o.candidates)], t.env);
  if (code === 2) console.log(`[${t.label}] reusing the data already there`);
  else if (code !== 0) throw new Error(`seed-bulk failed (${code})`);
}

async function startServer(t: Target, port: number, control: number, keepSql: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    cwd: apiDir,
    env: { ...t.env, PORT: String(port), BENCH_CONTROL_PORT: String(control), BENCH_KEEP_SQL: keepSql ? '1' : '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('bench-server ready')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------------------------

type Result = { p50: number; p95: number; p99: number; rps: number; errors: number; non2xx: number; queries?: number; status?: number } | { na: true };

function pct(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

async function measure(base: string, token: string, e: Endpoint, o: Opts): Promise<Result> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (e.body) headers['content-type'] = 'application/json';
  const load = (duration: number, lat: number[]) =>
    new Promise<import('autocannon').Result>((resolve, reject) => {
      const inst = autocannon(
        {
          url: base + e.url,
          method: e.method,
          headers,
          body: e.body ? JSON.stringify(e.body) : undefined,
          connections: o.connections,
          duration,
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      );
      inst.on('response', (_c: unknown, _s: number, _b: number, t: number) => lat.push(t));
    });
  if (o.warmup > 0) await load(o.warmup, []);
  const lat: number[] = [];
  const r = await load(o.duration, lat);
  lat.sort((a, b) => a - b);
  return {
    p50: pct(lat, 50),
    p95: pct(lat, 95),
    p99: pct(lat, 99),
    rps: r.requests.total / (r.duration || o.duration),
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function benchTarget(t: Target, o: Opts): Promise<{ fx: Fx; results: Map<string, Result>; list: Endpoint[] }> {
  const port = await freePort();
  const control = await freePort();
  console.log(`[${t.label}] starting the API on port ${port} …`);
  const child = await startServer(t, port, control, o.queryLog || o.explain);
  const results = new Map<string, Result>();
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-admin@bench.example', password: 'Bench-Admin-Pass-1!' }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const token = ((await login.json()) as { token: string }).token;
    const fx = (await (await fetch(`http://127.0.0.1:${control}/fixtures`)).json()) as Fx;
    console.log(`[${t.label}] data: ${JSON.stringify(fx.counts)}`);
    const list = endpoints(fx).filter((e) => !o.only || o.only.test(e.name));
    const routes = (await (
      await fetch(`http://127.0.0.1:${control}/routes?list=${encodeURIComponent(JSON.stringify(list.map((e) => [e.method, e.route])))}`)
    ).json()) as boolean[];
    for (const [i, e] of list.entries()) {
      if (!routes[i]) {
        results.set(e.name, { na: true });
        console.log(`  ${e.name.padEnd(44)} not available (route not registered)`);
        continue;
      }
      // one request alone: its status and (with --query-log) its SQL statements
      await fetch(`http://127.0.0.1:${control}/count`);
      if (o.explain) {
        await (await fetch(base + e.url, { method: e.method, headers: { authorization: `Bearer ${token}`, ...(e.body ? { 'content-type': 'application/json' } : {}) }, body: e.body ? JSON.stringify(e.body) : undefined })).arrayBuffer();
        await fetch(`http://127.0.0.1:${control}/count?keep=1`);
        const plans = (await (await fetch(`http://127.0.0.1:${control}/explain`)).json()) as { sql: string; plan: string[] }[];
        console.log(`\n=== ${e.name}`);
        for (const p of plans) {
          const flags = p.plan.filter((l) => /Seq Scan|Sort|Execution Time/.test(l)).map((l) => l.trim());
          console.log(`  SQL: ${p.sql}`);
          for (const l of p.plan) console.log(`    ${l}`);
          void flags;
        }
        if (!o.duration) continue;
        await fetch(`http://127.0.0.1:${control}/count`);
      }
      const one = await fetch(base + e.url, {
        method: e.method,
        headers: { authorization: `Bearer ${token}`, ...(e.body ? { 'content-type': 'application/json' } : {}) },
        body: e.body ? JSON.stringify(e.body) : undefined,
      });
      await one.arrayBuffer();
      const c = (await (await fetch(`http://127.0.0.1:${control}/count`)).json()) as { count: number; statements: string[] };
      const res = await measure(base, token, e, o);
      // let the requests autocannon abandoned at the end finish before the next endpoint's statement count
      await new Promise((r) => setTimeout(r, 400));
      if (!('na' in res)) {
        res.status = one.status;
        if (o.queryLog) res.queries = c.count;
      }
      results.set(e.name, res);
      if (!('na' in res)) {
        console.log(
          `  ${e.name.padEnd(44)} ${one.status} p50 ${res.p50} p95 ${res.p95} p99 ${res.p99} ms  ${Math.round(res.rps)} req/s` +
            `${res.errors + res.non2xx ? `  errors ${res.errors} non-2xx ${res.non2xx}` : ''}${o.queryLog ? `  ${c.count} SQL` : ''}`,
        );
        if (o.queryLog && c.count > 6) for (const s of c.statements) console.log(`      · ${s}`);
      }
    }
    return { fx, results, list };
  } finally {
    await stopServer(child);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------------------------

function verdict(e: Endpoint, r: Result | undefined, kind: string, connections: number): string {
  if (!r || 'na' in r || !e.budget) return '';
  const bad: string[] = [];
  if (r.errors + r.non2xx > 0) bad.push('errors');
  // no request finished within the window: no p95 to compare, the budget is missed
  if (e.budget.p95 !== undefined && !(r.p95 < e.budget.p95)) bad.push(Number.isNaN(r.p95) ? 'no answer in the window' : 'p95');
  // the requests-per-second budget is made for 10 connections: one connection at a time measures latency only
  if (e.budget.rps !== undefined && kind === 'PostgreSQL' && connections >= 10 && r.rps < e.budget.rps) bad.push('req/s');
  return bad.length ? `MISS (${bad.join(', ')})` : 'ok';
}

function cell(r: Result | undefined, queryLog: boolean): string {
  if (!r) return '—';
  if ('na' in r) return 'not available';
  const err = r.errors + r.non2xx;
  return `${r.p50} / ${r.p95} / ${r.p99} ms, ${Math.round(r.rps)}/s${err ? `, ${err} err` : ''}${queryLog && r.queries !== undefined ? `, ${r.queries} SQL` : ''}`;
}

/** How a line's time on the compared (larger) database relates to the first PostgreSQL's. */
function growth(e: Endpoint, base: Result | undefined, big: Result | undefined): { ratio: string; check: string } {
  if (!base || !big || 'na' in base || 'na' in big) return { ratio: '—', check: '' };
  const x = (a: number, b: number) => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(1)}×` : '—');
  const ratio = `${x(big.p50, base.p50)}, ${x(big.p95, base.p95)}`;
  if (!GROWTH_ROUTES.has(e.route)) return { ratio, check: '' };
  return { ratio, check: big.p95 <= GROWTH_LIMIT * base.p95 ? 'ok' : 'MISS' };
}

async function main() {
  const o = parse(process.argv.slice(2));
  const targets: Target[] = [];
  const base = { ...process.env };
  delete base.DATABASE_URL;
  let tmp: string | null = null;
  let pgTmp: string | null = null;
  let pgCmpTmp: string | null = null;
  if (o.pglite) {
    const dir = o.dataDir ?? (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-')));
    targets.push({ kind: 'PGlite', label: 'PGlite', env: { ...base, DATA_DIR: dir } });
  }
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (url) {
    const dir = (pgTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-pg-')));
    targets.push({ kind: 'PostgreSQL', label: 'PostgreSQL', env: { ...base, DATA_DIR: dir, DATABASE_URL: url } });
  }
  if (o.compareUrl) {
    if (!url) throw new Error('--compare-database-url compares with the PostgreSQL server of BENCH_DATABASE_URL: set it too');
    const dir = (pgCmpTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-pg-')));
    targets.push({ kind: 'PostgreSQL', label: 'PostgreSQL (compared)', compare: true, env: { ...base, DATA_DIR: dir, DATABASE_URL: o.compareUrl } });
  }
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}`;
  console.log(`Machine: ${machine}`);
  console.log(`autocannon: ${o.connections} connections × ${o.duration} s per endpoint, after ${o.warmup} s unmeasured`);
  const all: { t: Target; fx: Fx; results: Map<string, Result>; list: Endpoint[] }[] = [];
  try {
    for (const t of targets) {
      // the compared database is seeded beforehand (a million candidates take hours): never here
      if (!t.compare) await ensureSeeded(t, o);
      all.push({ t, ...(await benchTarget(t, o)) });
    }
  } finally {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    if (pgTmp) fs.rmSync(pgTmp, { recursive: true, force: true });
    if (pgCmpTmp) fs.rmSync(pgCmpTmp, { recursive: true, force: true });
  }
  // side-by-side table
  const names = [...new Set(all.flatMap((a) => a.list.map((e) => e.name)))];
  const byName = new Map(all.flatMap((a) => a.list.map((e) => [e.name, e] as const)));
  const label = (a: (typeof all)[number]) => `${a.t.label} (${(a.fx.counts.candidates ?? 0).toLocaleString('en-US')} candidates)`;
  const first = all.find((a) => a.t.kind === 'PostgreSQL' && !a.t.compare);
  const compared = all.find((a) => a.t.compare);
  const head = [
    'endpoint',
    ...all.flatMap((a) => [`${label(a)} p50/p95/p99, req/s`, 'budget']),
    ...(compared ? ['compared ÷ first: p50, p95', `within ${GROWTH_LIMIT}× (p95)`] : []),
    'budget',
  ];
  const lines = [
    `Machine: ${machine}; ${o.connections} connections × ${o.duration} s after ${o.warmup} s of warm-up; data: ${all
      .map((a) => `${a.t.label} ${JSON.stringify(a.fx.counts)}`)
      .join('; ')}`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
  ];
  let misses = 0;
  let grown = 0;
  for (const n of names) {
    const e = byName.get(n)!;
    const cells = all.flatMap((a) => {
      const r = a.results.get(n);
      const v = verdict(e, r, a.t.kind, o.connections);
      if (v.startsWith('MISS')) misses++;
      return [cell(r, o.queryLog), v];
    });
    if (compared && first) {
      const g = growth(e, first.results.get(n), compared.results.get(n));
      if (g.check.startsWith('MISS')) grown++;
      cells.push(g.ratio, g.check);
    }
    lines.push(`| ${n} | ${cells.join(' | ')} | ${e.budget?.label ?? ''} |`);
  }
  console.log('\n' + lines.join('\n'));
  console.log(`\n${misses} budget line(s) missed.`);
  if (compared) console.log(`${grown} list or search line(s) grew more than ${GROWTH_LIMIT}× on the compared database.`);
  if (o.json) {
    fs.writeFileSync(
      o.json,
      JSON.stringify({ machine, options: { ...o, only: o.only?.source }, targets: all.map((a) => ({ kind: a.t.kind, label: a.t.label, fixtures: a.fx, results: Object.fromEntries(a.results) })) }, null, 2),
    );
    fs.writeFileSync(o.json.replace(/\.json$/, '') + '.md', lines.join('\n') + '\n');
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
