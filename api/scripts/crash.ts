// Crash test: the API server is killed with SIGKILL while clients write, again and again, and after every restart
// the database is checked. Writes: candidates created with their sub-items in one request (2 experience rows,
// 1 education row, 2 skills, 1 job-order link) and link status moves. Every write acknowledged (2xx) to a client
// must be there after the restart, and no candidate may be half-written (missing sub-items sent with it).
// On PGlite (no --database-url) the check is that the database opens again after every kill (PGlite does not
// promise durability against an operating-system crash; the acknowledged-write figures are printed for it too).
//
//   npm run crash -- --database-url postgres://user@127.0.0.1:5432/postgres   # a fresh database on that server
//   npm run crash                                                             # PGlite in a temporary DATA_DIR
//   options: --cycles 20  --clients 6  --min-ms 1000 --max-ms 3000 (time before each kill)  --dist (api/dist/server.js)
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../src/db/index.js';
import { freePort, opt, spawnServer, waitUp } from './lib/api-server.js';
import { candidateFields } from './lib/candidate-fields.js';
import { TO_OFFER } from './lib/statuses.js';

const CYCLES = Number(opt('cycles', '20'));
const CLIENTS = Number(opt('clients', '6'));
const MIN_MS = Number(opt('min-ms', '1000'));
const MAX_MS = Number(opt('max-ms', '3000'));
const serverUrl = opt('database-url', process.env.CRASH_DATABASE_URL);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-'));
const dataDir = path.join(work, 'data');
const adminEmail = 'crash-admin@example.com';
const adminPassword = `Crash-${crypto.randomBytes(12).toString('hex')}`;

// From Contacted to Joined.
const STATUSES: [string, string][] = [...TO_OFFER, ['R', '402'], ['J', '501']];
const EXPECT = { experience: 2, education: 1, skills: 2, links: 1 };

async function main() {
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (serverUrl) {
    const name = `crash_${Date.now()}_${crypto.randomBytes(3).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: serverUrl });
    await admin.query(`create database ${name}`);
    await admin.close();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const a = await openDatabase({ databaseUrl: serverUrl });
      await a.query(`drop database if exists ${name} with (force)`);
      await a.close();
    };
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(work, 'server.log');
  let child: ChildProcess | null = null;

  const startServer = () =>
    spawnServer(
      port,
      {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        GEO_CITY_COUNTRIES: process.env.GEO_CITY_COUNTRIES ?? 'IN',
        DATABASE_URL: databaseUrl ?? '',
      },
      fs.openSync(logFile, 'a'),
    );

  function kill(): Promise<void> {
    return new Promise((resolve) => {
      const c = child!;
      if (c.exitCode !== null || c.signalCode !== null) return resolve();
      c.once('exit', () => resolve());
      c.kill('SIGKILL');
    });
  }

  let token = '';
  const call = async (method: string, url: string, body?: unknown): Promise<Response> => {
    const isForm = body instanceof FormData;
    return fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
  };

  // ---- what the clients were told ----
  type Cand = { id: string; email: string };
  type Link = { candidate: string; acked: [string, string]; pending: [string, string] | null };
  const ackedCandidates = new Map<string, Cand>();
  const links = new Map<string, Link>();
  const counts = { creates: 0, createsAcked: 0, moves: 0, movesAcked: 0, refused: 0, connectionErrors: 0, other: new Map<number, number>() };

  let jobId = '';
  let adminId = '';
  let up = false;
  let stopAll = false;

  async function setup() {
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: adminEmail, password: adminPassword }) });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const session = (await login.json()) as { token: string; user: { encrypted_id: string } };
    token = session.token;
    adminId = session.user.encrypted_id;
    const countries = (await (await call('GET', '/api/countries')).json()) as { id: number; name: string }[];
    const india = countries.find((c) => c.name === 'India') ?? countries[0];
    const states = (await (await call('GET', `/api/states?country_id=${india.id}`)).json()) as { id: number }[];
    const cities = (await (await call('GET', `/api/cities?state_id=${states[0].id}`)).json()) as { id: number }[];
    const cf = new FormData();
    cf.append('client_legal_name', 'Crashtest Private Limited');
    cf.append('client_short_name', 'Crashtest');
    const client = await call('POST', '/api/clients', cf);
    if (client.status !== 201) throw new Error(`client: ${client.status} ${await client.text()}`);
    const clientId = ((await client.json()) as { data: { encrypted_id: string } }).data.encrypted_id;
    const jf = new FormData();
    const job: Record<string, string> = {
      job_title: 'Crash Test Engineer',
      client: clientId,
      country: String(india.id),
      state: String(states[0].id),
      city: String(cities[0].id),
      office_landmark: 'Tech Park',
      min_experience: '1',
      max_experience: '5',
      max_budget: '1500000',
      no_positions: '50',
      position_type: 'Full Time',
      open_outstation: 'No',
      position_status: 'Active',
      'user_recruiter[0]': adminId,
    };
    for (const [k, v] of Object.entries(job)) jf.append(k, v);
    const j = await call('POST', '/api/jobs', jf);
    if (j.status !== 201) throw new Error(`job: ${j.status} ${await j.text()}`);
    jobId = ((await j.json()) as { data: { encrypted_id: string } }).data.encrypted_id;
  }

  function candidateForm(n: string): FormData {
    const f = new FormData();
    const fields = candidateFields(`Crash Candidate ${n}`, `crash.${n}@example.com`, {
      exp_years: '4',
      exp_months: '2',
      current_ctc: '900000',
      expected_ctc: '1200000',
      company_name: 'Initech',
      designation: 'Engineer',
      'skill[1]': 'SQL',
      experience: JSON.stringify([
        { job_title: 'Engineer', company_name: 'Initech', start_date: '2019-01-01', end_date: '2021-06-01', still_working: '0' },
        { job_title: 'Senior Engineer', company_name: 'Acme Soft', start_date: '2021-07-01', end_date: '', still_working: '1' },
      ]),
      education: JSON.stringify([{ university: 'Anna University', qualification: 'B.E.', passout_year: '2018', passout_percentage: '78.5', still_studying: '0' }]),
      job_orders: JSON.stringify([{ job_id: jobId, recruiter_id: adminId }]),
    });
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    return f;
  }

  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function writer(w: number) {
    const mine: string[] = [];
    let i = 0;
    while (!stopAll) {
      if (!up) {
        await sleep(50);
        continue;
      }
      const moveNow = mine.length > 0 && Math.random() < 0.6;
      if (!moveNow) {
        const n = `${w}-${i++}-${crypto.randomBytes(3).toString('hex')}`;
        counts.creates++;
        try {
          const r = await call('POST', '/api/candidates', candidateForm(n));
          if (r.status === 201) {
            const id = ((await r.json()) as { data: { encrypted_id: string } }).data.encrypted_id;
            counts.createsAcked++;
            ackedCandidates.set(id, { id, email: `crash.${n}@example.com` });
            links.set(id, { candidate: id, acked: ['P', '103'], pending: null });
            mine.push(id);
          } else {
            counts.refused++;
            counts.other.set(r.status, (counts.other.get(r.status) ?? 0) + 1);
            await r.body?.cancel();
          }
        } catch {
          // killed in flight: the candidate may or may not exist, but never half of it
          counts.connectionErrors++;
        }
      } else {
        const id = mine[crypto.randomInt(mine.length)];
        const link = links.get(id)!;
        if (link.pending) {
          // The last move got no answer: its outcome is unknown until the check after the restart settles it.
          await sleep(10);
          continue;
        }
        const target = STATUSES[crypto.randomInt(STATUSES.length)];
        link.pending = target;
        counts.moves++;
        try {
          const r = await call('POST', '/api/candidate_job_status', { candidate_id: id, job_id: jobId, mainstatus_id: target[0], mainsubstatus_id: target[1] });
          await r.body?.cancel();
          if (r.status === 200) {
            counts.movesAcked++;
            link.acked = target;
            link.pending = null;
          } else {
            counts.refused++;
            counts.other.set(r.status, (counts.other.get(r.status) ?? 0) + 1);
            link.pending = null;
          }
        } catch {
          counts.connectionErrors++;
          // pending stays: the move may have committed.
        }
      }
    }
  }

  type CheckResult = { opened: boolean; missing: number; halfWritten: number; statusLost: number; candidates: number; error?: string };

  async function check(): Promise<CheckResult> {
    let db: Db;
    try {
      db = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
      await db.query('select 1');
    } catch (e) {
      return { opened: false, missing: 0, halfWritten: 0, statusLost: 0, candidates: 0, error: (e as Error).message };
    }
    try {
      const { rows } = await db.query<{ id: string; ex: number; ed: number; sk: number; li: number; main: string | null; sub: string | null }>(
        `select c.encrypted_id::text as id,
                (select count(*)::int from candidate_experience x where x.candidate_id = c.id) as ex,
                (select count(*)::int from candidate_education x where x.candidate_id = c.id) as ed,
                (select count(*)::int from candidate_skills x where x.candidate_id = c.id) as sk,
                (select count(*)::int from candidate_jobs x where x.candidate_id = c.id) as li,
                (select x.main_status_id from candidate_jobs x where x.candidate_id = c.id limit 1) as main,
                (select x.sub_status_id from candidate_jobs x where x.candidate_id = c.id limit 1) as sub
           from candidates c where c.name like 'Crash Candidate %'`,
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      let missing = 0;
      let halfWritten = 0;
      let statusLost = 0;
      for (const r of rows) {
        if (Number(r.ex) !== EXPECT.experience || Number(r.ed) !== EXPECT.education || Number(r.sk) !== EXPECT.skills || Number(r.li) !== EXPECT.links) halfWritten++;
      }
      for (const id of ackedCandidates.keys()) if (!byId.has(id)) missing++;
      for (const [id, link] of links) {
        const r = byId.get(id);
        if (!r) continue;
        const now: [string, string] = [String(r.main), String(r.sub)];
        const same = (a: [string, string] | null) => !!a && a[0] === now[0] && a[1] === now[1];
        if (same(link.acked)) link.pending = null;
        else if (same(link.pending)) {
          link.acked = link.pending!; // the move in flight committed
          link.pending = null;
        } else statusLost++;
        link.pending = null;
      }
      return { opened: true, missing, halfWritten, statusLost, candidates: rows.length };
    } finally {
      await db.close();
    }
  }

  const results: (CheckResult & { cycle: number; restartMs: number })[] = [];
  console.log(`# crash: ${CYCLES} cycles of SIGKILL, ${CLIENTS} concurrent clients, on ${databaseUrl ? 'a PostgreSQL server (a fresh database)' : `PGlite in ${dataDir}`}; server log ${logFile}`);
  try {
    child = startServer();
    await waitUp(child, base, logFile);
    await setup();
    up = true;
    const writers = Array.from({ length: CLIENTS }, (_, w) => writer(w));
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      await sleep(MIN_MS + crypto.randomInt(Math.max(1, MAX_MS - MIN_MS)));
      up = false;
      await kill();
      // Writers see connection errors from here; the requests in flight are the unknown ones.
      await sleep(100);
      const r = await check();
      let restartMs = 0;
      if (r.opened || databaseUrl) {
        child = startServer();
        try {
          restartMs = await waitUp(child, base, logFile);
        } catch (e) {
          r.opened = false;
          r.error = (e as Error).message;
        }
      }
      results.push({ ...r, cycle, restartMs });
      console.log(
        `# cycle ${String(cycle).padStart(2)}: ${r.opened ? 'opened' : `DID NOT OPEN (${r.error})`}, ${r.candidates} candidates, acknowledged ${ackedCandidates.size} candidates / ${counts.movesAcked} moves so far; ` +
          `missing ${r.missing}, half-written ${r.halfWritten}, status lost ${r.statusLost}; restart ${restartMs} ms`,
      );
      if (!r.opened) break;
      up = true;
    }
    stopAll = true;
    up = false;
    await Promise.race([Promise.all(writers), sleep(35_000)]);
  } finally {
    stopAll = true;
    if (child) await kill();
    if (dropDatabase) await dropDatabase().catch((e: unknown) => console.log(`# could not drop the crash database: ${(e as Error).message}`));
  }

  const opened = results.filter((r) => r.opened).length;
  const sum = (k: 'missing' | 'halfWritten' | 'statusLost') => results.reduce((n, r) => n + r[k], 0);
  const restart = results.map((r) => r.restartMs).filter(Boolean).sort((a, b) => a - b);
  console.log(
    `# crash: ${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${results.length} kills, database opened again ${opened}/${results.length}; ` +
      `writes sent ${counts.creates + counts.moves} (${counts.creates} candidates with sub-items, ${counts.moves} status moves), acknowledged ${counts.createsAcked + counts.movesAcked} ` +
      `(${counts.createsAcked} + ${counts.movesAcked}), in flight at a kill ${counts.connectionErrors}, refused ${counts.refused}${counts.other.size ? ` (${[...counts.other].map(([s, n]) => `${s}×${n}`).join(', ')})` : ''}; ` +
      `acknowledged writes missing after restart ${sum('missing')} candidates + ${sum('statusLost')} status moves, half-written candidates ${sum('halfWritten')}; ` +
      `restart p50 ${restart[Math.floor(restart.length / 2)] ?? 0} ms`,
  );
  const failed = opened < CYCLES || (databaseUrl ? sum('missing') + sum('statusLost') + sum('halfWritten') > 0 || counts.createsAcked === 0 : false);
  if (!databaseUrl && sum('missing') + sum('statusLost') + sum('halfWritten') > 0) {
    console.log('# crash: PGlite lost acknowledged writes or left a half-written candidate (it does not promise durability against a crash)');
  }
  fs.rmSync(work, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
