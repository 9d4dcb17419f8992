/**
 * The API as `node api/dist/server.js` runs it (same buildApp, same database code), for the benchmark:
 * - every `db.query` (and every query inside `db.tx`) is counted, so the bench can show the SQL statements per request;
 * - a bench administrator (BENCH_EMAIL / BENCH_PASSWORD) is created or reset, so the bench can sign in on any seeded database;
 * - a control server on BENCH_CONTROL_PORT (127.0.0.1 only) answers /count (statements since the last /count),
 *   /routes (which routes are registered) and /fixtures (ids to request: a busy job order, its client, 50 of its candidates …).
 */
import http from 'node:http';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase, type Db, type Executor, type QueryOptions } from '../src/db/index.js';
import { LocalStorage } from '../src/files/storage.js';

let count = 0;
let statements: string[] = [];
/** With BENCH_KEEP_SQL=1, the statements (with their parameters) of the requests since the last /count, for /explain. */
let captured: { sql: string; params?: unknown[] }[] = [];
const keepSql = process.env.BENCH_KEEP_SQL === '1';

function counted(db: Db): Db {
  const query = db.query.bind(db);
  const tx = db.tx.bind(db);
  const note = (sql: string, params?: unknown[]) => {
    count++;
    if (keepSql) {
      statements.push(sql.replace(/\s+/g, ' ').slice(0, 160));
      captured.push({ sql, params });
    }
  };
  return {
    ...db,
    kind: db.kind,
    close: db.close.bind(db),
    query: ((sql: string, params?: unknown[], opts?: QueryOptions) => {
      note(sql, params);
      return query(sql, params, opts);
    }) as Db['query'],
    tx: ((fn: (q: Executor) => Promise<unknown>) =>
      tx((q) =>
        fn({
          query: ((sql: string, params?: unknown[], opts?: QueryOptions) => {
            note(sql, params);
            return q.query(sql, params, opts);
          }) as Executor['query'],
          exec: (sql: string) => {
            note(sql);
            return q.exec(sql);
          },
        }),
      )) as Db['tx'],
  };
}

async function main() {
  const config = loadConfig();
  const raw = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(raw);
  const email = process.env.BENCH_EMAIL ?? 'bench-admin@bench.example';
  const password = process.env.BENCH_PASSWORD ?? 'Bench-Admin-Pass-1!';
  const hash = await hashPassword(password);
  await raw.query(
    `insert into users (first_name, last_name, email, mobile, role_id, password_hash)
     values ('Bench', 'Admin', $1, '', (select role_id from roles where role_name = 'admin'), $2)
     on conflict ((lower(email))) do update set password_hash = excluded.password_hash, status = 'active'`,
    [email, hash],
  );
  const db = counted(raw);
  const app = await buildApp({ db, config, storage: new LocalStorage(config.storageDir), logger: false });
  await app.listen({ host: '127.0.0.1', port: config.port });

  const control = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (v: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(v));
    };
    if (url.pathname === '/count') {
      send({ count, statements });
      count = 0;
      statements = [];
      if (url.searchParams.get('keep') !== '1') captured = [];
    } else if (url.pathname === '/explain') {
      const list = captured.filter((c) => /^\s*(select|with)\b/i.test(c.sql) && !/\bsessions\b|\busers u\b|role_permissions/i.test(c.sql));
      captured = [];
      (async () => {
        const out: { sql: string; plan: string[] }[] = [];
        for (const c of list) {
          const r = await raw.query<Record<string, string>>(`explain (analyze, buffers, costs off, timing on) ${c.sql}`, c.params);
          out.push({ sql: c.sql.replace(/\s+/g, ' ').slice(0, 200), plan: r.rows.map((x) => Object.values(x)[0]) });
        }
        return out;
      })().then(send, (e: unknown) => {
        res.statusCode = 500;
        send({ error: String(e) });
      });
    } else if (url.pathname === '/routes') {
      const list = JSON.parse(url.searchParams.get('list') ?? '[]') as [string, string][];
      send(list.map(([method, path]) => app.hasRoute({ method: method as 'GET', url: path })));
    } else if (url.pathname === '/fixtures') {
      fixtures(raw).then(send, (e: unknown) => {
        res.statusCode = 500;
        send({ error: String(e) });
      });
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  control.listen(Number(process.env.BENCH_CONTROL_PORT), '127.0.0.1');
  const stop = async () => {
    control.close();
    await app.close();
    await raw.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  console.log(`bench-server ready ${db.kind}`);
}

/**
 * Ids the bench requests: the busiest job order (most links), its client and 50 of its candidates, the job with the
 * most upcoming interviews and 50 of those candidates, a typical candidate.
 */
async function fixtures(db: Db) {
  const job = await db.query<{ id: number; job: string; client: string; links: number }>(
    `select j.id, j.encrypted_id::text as job, c.encrypted_id::text as client, x.n as links
       from (select job_id, count(*)::int as n from candidate_jobs group by job_id order by n desc limit 1) x
       join job_orders j on j.id = x.job_id join clients c on c.id = j.client_id`,
  );
  const j = job.rows[0];
  const cands = j
    ? await db.query<{ e: string }>(
        `select c.encrypted_id::text as e from candidate_jobs cj join candidates c on c.id = cj.candidate_id
          where cj.job_id = $1 order by cj.id limit 50`,
        [j.id],
      )
    : { rows: [] };
  // the job with the most interviews dated today or later, and 50 of those candidates: the interview report's request
  const upcoming = await db.query<{ job: string; client: string; cands: string[] | null }>(
    `select j.encrypted_id::text as job, cl.encrypted_id::text as client,
            array(select distinct c.encrypted_id::text from interviews i join candidates c on c.id = i.candidate_id
                   where i.job_id = x.job_id and i.interview_date >= current_date limit 50) as cands
       from (select job_id from interviews where interview_date >= current_date group by job_id order by count(*) desc limit 1) x
       join job_orders j on j.id = x.job_id join clients cl on cl.id = j.client_id`,
  );
  const u = upcoming.rows[0];
  // a candidate with several links, notes and history: the profile's reads have something to read
  const cand = await db.query<{ e: string }>(
    `select c.encrypted_id::text as e from candidates c
      where c.id = (select candidate_id from candidate_jobs group by candidate_id order by count(*) desc limit 1)`,
  );
  const median = await db.query<{ e: string }>(
    `select encrypted_id::text as e from candidates order by id offset (select count(*) / 2 from candidates) limit 1`,
  );
  // a city of the candidates' cities' states that no candidate lives in: a location filter matching no one
  const quiet = await db.query<{ id: number }>(
    `select ci.id from cities ci
      where ci.state_id in (select state_id from candidates where state_id is not null limit 1)
        and not exists (select 1 from candidates c where c.city_id = ci.id)
      order by ci.id limit 1`,
  );
  const counts = await db.query<{ t: string; n: number }>(
    `select 'candidates' as t, count(*)::int as n from candidates union all select 'job_orders', count(*)::int from job_orders
     union all select 'candidate_jobs', count(*)::int from candidate_jobs union all select 'clients', count(*)::int from clients
     union all select 'status_history', count(*)::int from candidate_job_status_history
     union all select 'interviews', count(*)::int from interviews`,
  );
  return {
    job: j?.job ?? null,
    jobLinks: j?.links ?? 0,
    client: j?.client ?? null,
    candidates50: cands.rows.map((r) => r.e),
    interviewJob: u?.job ?? null,
    interviewClient: u?.client ?? null,
    interviewCandidates50: u?.cands ?? [],
    busyCandidate: cand.rows[0]?.e ?? null,
    candidate: median.rows[0]?.e ?? null,
    quietCity: quiet.rows[0]?.id ?? null,
    counts: Object.fromEntries(counts.rows.map((r) => [r.t, Number(r.n)])),
  };
}

main().catch((e) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(1);
});
