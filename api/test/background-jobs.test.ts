// Durable background work (issue 23): resume indexing goes through the job table, written in the transaction that
// saves the candidate, so a process that stops right after the commit still has the resume indexed by the next start.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { configUnder } from '../src/config.js';
import { migrate, openDatabase, type Db } from '../src/db/index.js';
import { LocalStorage } from '../src/files/storage.js';
import { listJobs } from '../src/modules/background-jobs/repository.js';
import { retryDelayMs } from '../src/modules/background-jobs/service.js';
import { RESUME_INDEX_JOB } from '../src/modules/resume-index/service.js';
import { candidateFields, htmlResume, multipart } from './fixtures/candidates.js';
import { TestClock } from './helpers.js';

/** A data directory that outlives one app: a persisted PGlite, or a named schema on the DATABASE_URL server. */
function store() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-jobs-'));
  const url = process.env.DATABASE_URL;
  const schema = `t_jobs_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const config = configUnder(dir);
  const open = async (): Promise<Db> => {
    if (!url) return openDatabase({ dataDir: dir });
    const admin = await openDatabase({ databaseUrl: url });
    await admin.query(`create schema if not exists ${schema}`);
    await admin.close();
    return openDatabase({ databaseUrl: url, schema });
  };
  return {
    config,
    /** Starts the API on the stored data (a new process would do the same). */
    async start(
      clock: TestClock,
    ): Promise<{ app: FastifyInstance; db: Db; stop(): Promise<void> }> {
      const db = await open();
      await migrate(db);
      const app = await buildApp({
        db,
        config,
        storage: new LocalStorage(config.storageDir),
        clock,
      });
      await app.ready();
      return {
        app,
        db,
        stop: async () => {
          await app.close();
          await db.close();
        },
      };
    },
    async remove() {
      if (url) {
        const admin = await openDatabase({ databaseUrl: url });
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.close();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function signIn(app: FastifyInstance, db: Db): Promise<string> {
  const email = `jobs-admin-${crypto.randomBytes(3).toString('hex')}@test.example`;
  const password = `Jobs-${crypto.randomBytes(8).toString('hex')}`;
  const { rows } = await db.query<{ role_id: number }>(
    `select role_id from roles where lower(role_name) = 'admin'`,
  );
  await db.query(
    `insert into users (first_name, last_name, email, mobile, role_id, password_hash, status)
     values ('Jobs', 'Admin', $1, '9876543210', $2, $3, 'active')`,
    [email, rows[0].role_id, await hashPassword(password)],
  );
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

async function addCandidate(app: FastifyInstance, token: string, word: string): Promise<string> {
  const form = await multipart(
    candidateFields({
      resume_name: { data: htmlResume(`<p>Certified ${word} engineer</p>`), filename: 'r.html' },
    }),
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/candidates',
    ...form,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.encrypted_id as string;
}

async function found(app: FastifyInstance, token: string, word: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/candidates?q=${word}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().filter_data_cnt as number;
}

describe('resume indexing as durable background work', () => {
  const s = store();
  after(() => s.remove());

  /** A first process saves a candidate whose resume holds `word`, then takes no more work (killed after the commit). */
  async function saveAndStopWorking(word: string) {
    const clock = new TestClock();
    const first = await s.start(clock);
    const token = await signIn(first.app, first.db);
    await first.app.work.stop();
    await addCandidate(first.app, token, word);
    return { clock, first, token };
  }

  it('a process that stops right after the commit: the next start indexes the resume', async () => {
    const { clock, first, token } = await saveAndStopWorking('Zyxomancy');
    const waiting = await listJobs(first.db, RESUME_INDEX_JOB);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ attempts: 0, locked_at: null, failed_at: null });
    expect(await found(first.app, token, 'Zyxomancy')).toBe(0);
    await first.stop();

    const second = await s.start(clock);
    await second.app.work.idle();
    expect(await found(second.app, token, 'Zyxomancy')).toBe(1);
    expect(await listJobs(second.db, RESUME_INDEX_JOB)).toEqual([]);
    await second.stop();
  });

  it('a process killed during the run: its claim is taken again at the next start', async () => {
    const { clock, first, token } = await saveAndStopWorking('Quillography');
    // The run had claimed the job when the process died: the claim stays in the table.
    await first.db.query(
      'update background_jobs set locked_at = $1, attempts = 1 where kind = $2',
      [clock.now(), RESUME_INDEX_JOB],
    );
    await first.stop();

    const second = await s.start(clock);
    if (second.db.kind === 'postgres') {
      // On a server several processes share the table: a claim is taken again once its lease has run out.
      clock.advance(11 * 60_000);
      second.app.work.wake();
    }
    await second.app.work.idle();
    expect(await found(second.app, token, 'Quillography')).toBe(1);
    expect(await listJobs(second.db, RESUME_INDEX_JOB)).toEqual([]);
    await second.stop();
  });
});

describe('retries', () => {
  const s = store();
  let running: Awaited<ReturnType<typeof s.start>>;
  let token: string;
  const clock = new TestClock();
  before(async () => {
    running = await s.start(clock);
    token = await signIn(running.app, running.db);
  });
  after(async () => {
    await running.stop();
    await s.remove();
  });

  /** Adds a candidate while the worker is stopped and hides its stored resume; answers how to put it back. */
  async function candidateWithMissingResume(word: string) {
    await running.app.work.stop();
    await addCandidate(running.app, token, word);
    const { rows } = await running.db.query<{ storage_key: string }>(
      `select f.storage_key from candidates c join files f on f.id = c.resume_file_id where c.resume_text = '' order by c.id desc limit 1`,
    );
    const file = path.join(s.config.storageDir, rows[0].storage_key);
    fs.renameSync(file, `${file}.away`);
    return () => fs.renameSync(`${file}.away`, file);
  }

  it('a failed run is tried again after its delay, and then indexes the resume', async () => {
    const putBack = await candidateWithMissingResume('Vexillology');
    await running.app.work.start();
    await running.app.work.idle();
    const [job] = await listJobs(running.db, RESUME_INDEX_JOB);
    expect(job).toMatchObject({
      attempts: 1,
      locked_at: null,
      failed_at: null,
      last_error: 'Error ENOENT',
    });
    expect(new Date(job.run_after).getTime()).toBe(clock.now().getTime() + retryDelayMs(1));
    expect(await found(running.app, token, 'Vexillology')).toBe(0);

    putBack();
    clock.advance(retryDelayMs(1));
    await running.app.work.idle();
    expect(await found(running.app, token, 'Vexillology')).toBe(1);
    expect(await listJobs(running.db, RESUME_INDEX_JOB)).toEqual([]);
  });

  it('after its last attempt a job is kept as failed and no longer runs', async () => {
    await candidateWithMissingResume('Cartomancy');
    await running.app.work.start();
    for (let attempt = 1; attempt <= 5; attempt++) {
      await running.app.work.idle();
      const [job] = await listJobs(running.db, RESUME_INDEX_JOB);
      expect(job.attempts).toBe(attempt);
      clock.advance(retryDelayMs(attempt));
    }
    const [job] = await listJobs(running.db, RESUME_INDEX_JOB);
    expect(job).toMatchObject({ attempts: 5, locked_at: null, last_error: 'Error ENOENT' });
    expect(job.failed_at).not.toBeNull();
    clock.advance(3_600_000);
    await running.app.work.idle();
    expect((await listJobs(running.db, RESUME_INDEX_JOB))[0].attempts).toBe(5);
  });
});
