// Bulk actions on candidates as durable background jobs (issue 19): the run lives in the database (background_jobs
// and bulk_jobs), so an API stopped mid-run goes on from the next row at its next start, a second process never does
// a row twice, and a run over 5,000 candidates completes with its progress readable while it works.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { LocalStorage } from '../src/files/storage.js';
import { listJobs } from '../src/modules/background-jobs/repository.js';
import { BULK_JOB, BULK_STEP_ROWS } from '../src/modules/search/service.js';
import { seedJob, userEncryptedId } from './fixtures/candidates.js';
import { buildTestApp, TestClock, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let recruiter: TestUser;

/** `count` candidates named `${prefix} n`, in one statement: their keys, and the selection of all of them. */
async function seedCandidates(prefix: string, count: number) {
  const { rows } = await t.db.query<{ id: number; encrypted_id: string }>(
    `insert into candidates (name, primary_mobile, primary_email, exp_years, created_at)
     select $1 || ' ' || n, '97' || lpad(n::text, 8, '0'), lower($1) || n || '@example.com', 2, $3::timestamptz
       from generate_series(1, $2::int) n
     returning id, encrypted_id::text as encrypted_id`,
    [prefix, count, t.clock.now()],
  );
  return { keys: rows.map((r) => Number(r.id)), selection: { ids: rows.map((r) => r.encrypted_id) } };
}

/** Another API process on the same database (its own worker), as a restart or a second server would start. */
async function startApp(clock: TestClock): Promise<FastifyInstance> {
  const app = await buildApp({ db: t.db, config: t.config, storage: new LocalStorage(t.config.storageDir), clock });
  await app.ready();
  return app;
}

const poll = async (app: FastifyInstance, id: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/candidates_bulk/${id}`, headers: { authorization: `Bearer ${t.admin.token}` } });
  expect(res.statusCode).toBe(200);
  return res.json().data as { state: string; total: number; done: number; succeeded: number; failures: unknown[] };
};

const start = async (app: FastifyInstance, payload: Record<string, unknown>) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/candidates_bulk',
    headers: { authorization: `Bearer ${t.admin.token}` },
    payload,
  });
  expect(res.statusCode).toBe(202);
  return res.json().data.encrypted_id as string;
};

/**
 * Polls the run until it has done at least `rows`. Between polls the event loop turns (an injected request never
 * leaves it), so the run, which yields to it between rows, takes its next row.
 */
async function waitForRows(app: FastifyInstance, id: string, rows: number) {
  for (;;) {
    const job = await poll(app, id);
    if (job.done >= rows || job.state !== 'running') return job;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const count = async (sql: string, params: unknown[]) =>
  Number((await t.db.query<{ n: number }>(sql, params)).rows[0].n);

before(async () => {
  t = await buildTestApp();
  recruiter = await t.user({ role: 'recruiter' });
});

after(async () => {
  await t.close();
});

describe('bulk actions in the background job table', () => {
  it('go on after a restart from the next row: every candidate linked once, each with one history row and one audit event', async () => {
    const job = await seedJob(t, recruiter.id, 'Restart Job');
    const { keys, selection } = await seedCandidates('Restart', 600);
    const first = await startApp(t.clock);
    const id = await start(first, {
      action: 'add_to_job',
      selection,
      job_id: job.encrypted_id,
      recruiter_id: await userEncryptedId(t, recruiter.id),
    });
    // the request answered; the run is a job of the table
    expect((await listJobs(t.db, BULK_JOB)).length).toBe(1);
    const seen = await waitForRows(first, id, 40);
    expect(seen.state).toBe('running');
    await first.close();

    // stopped mid-run: what is done is stored, the rest waits in the table
    const stopped = await poll(t.app, id);
    expect(stopped.state).toBe('running');
    expect(stopped.done).toBeGreaterThanOrEqual(40);
    expect(stopped.done).toBeLessThan(600);
    expect(await count('select count(*)::int as n from candidate_jobs where job_id = $1', [job.id])).toBe(stopped.done);
    const [waiting] = await listJobs(t.db, BULK_JOB);
    expect(waiting).toMatchObject({ locked_at: null, failed_at: null });

    // a new process on the same database: the sweep at start goes on with the run
    const second = await startApp(t.clock);
    await second.work.idle();
    const result = await poll(second, id);
    expect(result).toMatchObject({ state: 'done', total: 600, done: 600, succeeded: 600, failures: [] });
    await second.close();
    expect(await listJobs(t.db, BULK_JOB)).toEqual([]);
    const perCandidate = await t.db.query<{ candidate_id: number; links: number; history: number; audits: number }>(
      `select c.id as candidate_id,
              (select count(*)::int from candidate_jobs j where j.candidate_id = c.id and j.job_id = $1) as links,
              (select count(*)::int from candidate_job_status_history h where h.candidate_id = c.id and h.job_id = $1) as history,
              (select count(*)::int from audit_events a join candidate_jobs j on j.id = a.entity_id
                where a.action = 'candidate_job.create' and a.entity_type = 'candidate_job' and j.candidate_id = c.id and j.job_id = $1) as audits
         from candidates c where c.id = any($2::bigint[])`,
      [job.id, keys],
    );
    expect(perCandidate.rows).toHaveLength(600);
    for (const r of perCandidate.rows) expect({ links: r.links, history: r.history, audits: r.audits }).toEqual({ links: 1, history: 1, audits: 1 });
    // the audit trail names the user who started the run
    expect(
      await count(`select count(*)::int as n from audit_events where action = 'candidate_job.create' and actor_id = $1`, [t.admin.id]),
    ).toBe(600);
  });

  it('never does a row twice when a second process takes the run while the first still works', async () => {
    await t.db.query(`insert into skills (name) values ('Twice Checked') on conflict do nothing`);
    const { keys, selection } = await seedCandidates('Twice', 3 * BULK_STEP_ROWS);
    const first = await startApp(t.clock);
    const id = await start(first, { action: 'add_skill', selection, skill: 'twice checked' });
    await waitForRows(first, id, 20);
    // a second process starts on the same database while the first works: its sweep takes every claim (on the embedded
    // database, a claim at start is a dead process's), so both run the same job at once
    const later = new TestClock(t.clock.now().getTime() + 1_000);
    const second = await startApp(later);
    await Promise.all([first.work.idle(), second.work.idle()]);
    await first.close();
    await second.close();
    const result = await poll(t.app, id);
    expect(result).toMatchObject({ state: 'done', total: keys.length, done: keys.length, succeeded: keys.length, failures: [] });
    // each candidate got the skill once, with one audit event: no row was done by both
    expect(
      await count(
        `select count(*)::int as n from candidate_skills cs join skills s on s.id = cs.skill_id
          where s.name = 'Twice Checked' and cs.candidate_id = any($1::bigint[])`,
        [keys],
      ),
    ).toBe(keys.length);
    const audits = await t.db.query<{ entity_id: number; n: number }>(
      `select entity_id, count(*)::int as n from audit_events
        where action = 'candidate.update' and summary = 'Skill Twice Checked added (bulk action)' group by entity_id`,
    );
    expect(audits.rows).toHaveLength(keys.length);
    expect(audits.rows.every((r) => r.n === 1)).toBe(true);
  });

  it('completes a run over 5,000 candidates, its progress readable while it works', async () => {
    await t.db.query(`insert into skills (name) values ('Five Thousand') on conflict do nothing`);
    const { keys, selection } = await seedCandidates('Many', 5_000);
    const started = Date.now();
    const id = await start(t.app, { action: 'add_skill', selection, skill: 'Five Thousand' });
    // progress while it runs: the count of rows done grows and the run is still going
    const midway = await waitForRows(t.app, id, 1_000);
    expect(midway.state).toBe('running');
    expect(midway.total).toBe(5_000);
    expect(midway.done).toBeGreaterThanOrEqual(1_000);
    expect(midway.done).toBeLessThan(5_000);
    await t.app.work.idle();
    const result = await poll(t.app, id);
    const seconds = (Date.now() - started) / 1000;
    console.log(`bulk add_skill over 5,000 candidates: ${seconds.toFixed(1)} s`);
    expect(result).toMatchObject({ state: 'done', total: 5_000, done: 5_000, succeeded: 5_000, failures: [] });
    expect(
      await count(
        `select count(*)::int as n from candidate_skills cs join skills s on s.id = cs.skill_id
          where s.name = 'Five Thousand' and cs.candidate_id = any($1::bigint[])`,
        [keys],
      ),
    ).toBe(5_000);
  });
});
