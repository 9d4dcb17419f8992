// Backup and restore: an archive made while writes go on, restored into a new database and storage, compared table
// by table and file by file; damaged and newer archives refused; PGlite -> PostgreSQL -> PGlite on the PostgreSQL leg.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { buildTestApp, type TestApp } from './helpers.js';
import { candidateFields, multipart, PDF, png } from './fixtures/candidates.js';
import { settleResumeIndexing } from '../src/modules/resume-index/service.js';
import { openDatabase, type Db } from '../src/db/index.js';
import { createBackup, type Manifest } from '../src/ops/backup.js';
import { restoreBackup, RestoreError } from '../src/ops/restore.js';
import { freshDatabase } from './support/fresh-db.js';
import { allRows, differences, fileChecksums } from './support/compare.js';

let t: TestApp;
let dir: string;
let photo: Buffer;

before(async () => {
  t = await buildTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-backup-'));
  photo = await png(64, 48);
});
after(async () => {
  await settleResumeIndexing(t.app);
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One candidate through the API, with a photo and an experience row (one transaction); its encrypted id. */
async function addCandidate(extra: Record<string, unknown> = {}): Promise<string> {
  const res = await t.as(t.admin.token, {
    method: 'POST',
    url: '/api/candidates',
    ...(await multipart(
      candidateFields({
        profile_pic: { data: photo, filename: 'me.png', type: 'image/png' },
        experience: JSON.stringify([{ job_title: 'Engineer', company_name: 'Initech', start_date: '2019-01-01', end_date: '2021-06-01', still_working: '0' }]),
        ...(extra as Record<string, string>),
      }),
    )),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.encrypted_id as string;
}

/** A new, empty target: a database (in-memory PGlite or a new schema on DATABASE_URL) and a storage directory. */
async function target() {
  const fresh = await freshDatabase();
  const storageDir = fs.mkdtempSync(path.join(dir, 'files-'));
  return { ...fresh, storageDir };
}

const candidateIds = async (db: Db) =>
  new Set((await db.query<{ e: string }>('select encrypted_id::text as e from candidates')).rows.map((r) => r.e));

describe('backup and restore', () => {
  it('backs up while writes go on: every write acknowledged before it is restored, whole, and nothing else differs', async () => {
    const initial: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.as(t.admin.token, {
        method: 'POST',
        url: '/api/candidates',
        ...(await multipart(candidateFields({ resume_name: { data: PDF, filename: 'cv.pdf', type: 'application/pdf' } }))),
      });
      expect(res.statusCode).toBe(201);
      initial.push(res.json().data.encrypted_id as string);
    }
    await settleResumeIndexing(t.app);

    // A bounded load: 40 candidates one after another; the backup starts once 10 are acknowledged.
    const acked: string[] = [];
    let tenAcked!: () => void;
    const ten = new Promise<void>((resolve) => (tenAcked = resolve));
    const load = (async () => {
      for (let i = 0; i < 40; i++) {
        acked.push(await addCandidate());
        if (acked.length === 10) tenAcked();
      }
    })();
    await ten;
    const ackedBefore = [...acked];
    const archive = path.join(dir, 'during-load.tar.gz');
    const backup = await createBackup({ db: t.db, storageDir: t.config.storageDir, out: archive });
    const ackedByEnd = [...acked];
    await load;
    expect(acked.length).toBe(40);
    console.log(`# backup during load: ${backup.rows} rows, ${backup.files} files, ${backup.bytes} bytes in ${backup.ms} ms; ${ackedBefore.length} writes acknowledged before it, ${ackedByEnd.length} by its end`);

    const to = await target();
    try {
      const r = await restoreBackup({ file: archive, db: to.db, storageDir: to.storageDir });
      expect(r.rows).toBe(backup.rows);
      const restored = await candidateIds(to.db);
      for (const id of ackedBefore) expect(restored.has(id)).toBe(true);
      expect([...restored].filter((id) => !initial.includes(id) && !acked.includes(id))).toEqual([]);
      // Whole: every restored candidate of the load has its experience row and its photo (the first three a resume).
      const half = await to.db.query<{ e: string }>(
        `select c.encrypted_id::text as e from candidates c
          where c.resume_file_id is null and (c.profile_pic_file_id is null or not exists (select 1 from candidate_experience e where e.candidate_id = c.id))`,
      );
      expect(half.rows).toEqual([]);
      const counted = await to.db.query<{ n: number; c: number }>(
        `select (select count(*)::int from candidates) as c, (select n::int from table_counts where key = 'candidates') as n`,
      );
      expect(Number(counted.rows[0].n)).toBe(Number(counted.rows[0].c));
      // Every restored row is the source's row (the source only gained rows since), sessions and counters aside.
      const skip = ['sessions', 'table_counts', 'link_state_counts', 'job_link_counts', 'status_move_counts', 'interview_day_counts', 'app_settings'];
      expect(differences(await allRows(t.db, skip), await allRows(to.db, skip), { onlyIn: 'b' })).toEqual([]);
      const files = await fileChecksums(to.db, to.storageDir);
      const source = await fileChecksums(t.db, t.config.storageDir);
      expect(files.size).toBe(backup.files);
      for (const [key, sum] of files) expect(sum).toBe(source.get(key));
    } finally {
      await to.close();
    }
  });

  it('restores a quiet database exactly: every table row for row, every file byte for byte', async () => {
    const archive = path.join(dir, 'quiet.tar.gz');
    await createBackup({ db: t.db, storageDir: t.config.storageDir, out: archive });
    const to = await target();
    try {
      await restoreBackup({ file: archive, db: to.db, storageDir: to.storageDir });
      const diff = differences(await allRows(t.db), await allRows(to.db));
      console.log(`# quiet restore: ${diff.length} differences`);
      expect(diff).toEqual([]);
      expect(await fileChecksums(to.db, to.storageDir)).toEqual(await fileChecksums(t.db, t.config.storageDir));
      // the suite then works on it: a new candidate gets the next key, and the counters count it
      const n = Number((await to.db.query<{ n: number }>('select count(*)::int as n from candidates')).rows[0].n);
      await to.db.query(`insert into candidates (name, primary_mobile, primary_email) values ('After Restore', '9800000000', 'after@example.com')`);
      expect(Number((await to.db.query<{ n: number }>(`select n::int as n from table_counts where key = 'candidates'`)).rows[0].n)).toBe(n + 1);
    } finally {
      await to.close();
    }
  });

  it('refuses a damaged archive, a changed entry, a newer schema and a target that is not empty, writing nothing', async () => {
    const archive = path.join(dir, 'quiet.tar.gz');
    const tables = async (db: Db) =>
      Number((await db.query<{ n: number }>(`select count(*)::int as n from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r'`)).rows[0].n);
    const refused = async (file: string, pattern: RegExp) => {
      const to = await target();
      try {
        const err = await restoreBackup({ file, db: to.db, storageDir: to.storageDir }).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(RestoreError);
        expect((err as Error).message).toMatch(pattern);
        expect(await tables(to.db)).toBe(0);
        expect(fs.readdirSync(to.storageDir).filter((f) => f !== 'tmp')).toEqual([]);
      } finally {
        await to.close();
      }
    };
    // bytes flipped in the middle of the compressed stream
    const bytes = fs.readFileSync(archive);
    for (let i = 0; i < 64; i++) bytes[Math.floor(bytes.length / 2) + i] ^= 0xff;
    fs.writeFileSync(path.join(dir, 'flipped.tar.gz'), bytes);
    await refused(path.join(dir, 'flipped.tar.gz'), /is damaged or is not a backup of the suite/);
    // cut short
    fs.writeFileSync(path.join(dir, 'cut.tar.gz'), fs.readFileSync(archive).subarray(0, 2000));
    await refused(path.join(dir, 'cut.tar.gz'), /is damaged/);

    // a well-formed archive whose candidates file was edited, and one claiming a newer schema
    const unpacked = fs.mkdtempSync(path.join(dir, 'unpacked-'));
    await tar.x({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as Manifest;
    const entry = manifest.tables.find((x) => x.name === 'candidates')!;
    const edited = path.join(unpacked, entry.file);
    const original = fs.readFileSync(edited, 'utf8');
    fs.writeFileSync(edited, original.replace('Engineer', 'Engineeer'));
    await tar.c({ gzip: true, file: path.join(dir, 'edited.tar.gz'), cwd: unpacked }, fs.readdirSync(unpacked));
    await refused(path.join(dir, 'edited.tar.gz'), new RegExp(`damaged: ${entry.file} does not match its checksum`));
    fs.writeFileSync(edited, original);
    manifest.migrations.push({ version: '999_future.sql', checksum: 'x' });
    manifest.migration_level = '999_future.sql';
    fs.writeFileSync(path.join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    await tar.c({ gzip: true, file: path.join(dir, 'newer.tar.gz'), cwd: unpacked }, fs.readdirSync(unpacked));
    await refused(path.join(dir, 'newer.tar.gz'), /newer than this version of the suite: it has migration 999_future.sql/);

    // the source itself is not an empty target
    const err = await restoreBackup({ file: archive, db: t.db, storageDir: fs.mkdtempSync(path.join(dir, 'x-')) }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/The target database is not empty/);
  });

  it('moves PostgreSQL -> PGlite -> PostgreSQL with every row and file, both directions (on the PostgreSQL leg)', { skip: !process.env.DATABASE_URL && 'DATABASE_URL is not set' }, async () => {
    // the test app is on PostgreSQL here: its backup goes into an embedded database on disk, and that one's into a new schema
    const pgArchive = path.join(dir, 'from-postgres.tar.gz');
    await createBackup({ db: t.db, storageDir: t.config.storageDir, out: pgArchive });
    const pgliteDir = fs.mkdtempSync(path.join(dir, 'pglite-'));
    const embedded = await openDatabase({ dataDir: pgliteDir, databaseUrl: '' });
    expect(embedded.kind).toBe('pglite');
    const embeddedFiles = path.join(pgliteDir, 'files');
    try {
      await restoreBackup({ file: pgArchive, db: embedded, storageDir: embeddedFiles });
      expect(differences(await allRows(t.db), await allRows(embedded))).toEqual([]);
      const back = path.join(dir, 'from-pglite.tar.gz');
      await createBackup({ db: embedded, storageDir: embeddedFiles, out: back });
      const to = await target();
      try {
        expect(to.db.kind).toBe('postgres');
        await restoreBackup({ file: back, db: to.db, storageDir: to.storageDir });
        expect(differences(await allRows(t.db), await allRows(to.db))).toEqual([]);
        expect(await fileChecksums(to.db, to.storageDir)).toEqual(await fileChecksums(t.db, t.config.storageDir));
      } finally {
        await to.close();
      }
    } finally {
      await embedded.close();
    }
  });
});
