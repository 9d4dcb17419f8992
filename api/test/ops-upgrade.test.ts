// Upgrades back up first; scheduled backups with rotation; the admins' backup routes.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { buildTestApp, type TestApp } from './helpers.js';
import { migrationsDir, type Db } from '../src/db/index.js';
import type { Manifest } from '../src/ops/backup.js';
import { backupIfDue, rotate } from '../src/ops/schedule.js';
import { migrateWithBackup } from '../src/ops/upgrade.js';
import { freshDatabase } from './support/fresh-db.js';

let dir: string;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-upgrade-'));
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

async function manifestOf(file: string): Promise<Manifest> {
  const out = fs.mkdtempSync(path.join(dir, 'm-'));
  await tar.x({ file, cwd: out }, ['manifest.json']);
  return JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest;
}

describe('a start with pending migrations', () => {
  let fresh: { db: Db; close(): Promise<void> };
  let migrations: string;
  const config = () => ({ backupBeforeMigrate: true, backupDir: path.join(dir, 'backups'), backupKeep: 3, storageDir: path.join(dir, 'files') });
  before(async () => {
    fresh = await freshDatabase();
    migrations = fs.mkdtempSync(path.join(dir, 'migrations-'));
    for (const f of fs.readdirSync(migrationsDir)) fs.copyFileSync(path.join(migrationsDir, f), path.join(migrations, f));
    fs.mkdirSync(config().storageDir, { recursive: true });
  });
  after(() => fresh.close());

  it('does not back up an empty database, and backs up one with data before migrating it', async () => {
    const first = await migrateWithBackup(fresh.db, config(), { dir: migrations });
    expect(first.backup).toBeNull();
    expect(first.applied.length).toBeGreaterThan(8);
    await fresh.db.query(`insert into candidates (name, primary_mobile, primary_email) values ('Kept Before Upgrade', '9800000001', 'kept@example.com')`);
    fs.writeFileSync(path.join(migrations, '900_upgrade.sql'), 'alter table candidates add column upgrade_note text;\n');
    const lines: string[] = [];
    const second = await migrateWithBackup(fresh.db, config(), { dir: migrations, log: (l) => lines.push(l) });
    expect(second.applied).toEqual(['900_upgrade.sql']);
    expect(path.basename(second.backup!)).toMatch(/^before-migrate-\d{8}-\d{6}\.tar\.gz$/);
    expect(lines[0]).toContain('Migrations pending (900_upgrade.sql): backing up first');
    const m = await manifestOf(second.backup!);
    expect(m.migration_level).toBe('009_job_search_table.sql');
    expect(m.tables.find((t) => t.name === 'candidates')!.rows).toBe(1);
  });

  it('migrates without a backup when BACKUP_BEFORE_MIGRATE=0, and does not migrate when the backup fails', async () => {
    fs.writeFileSync(path.join(migrations, '901_more.sql'), 'alter table candidates add column more_note text;\n');
    const off = await migrateWithBackup(fresh.db, { ...config(), backupBeforeMigrate: false }, { dir: migrations });
    expect(off).toEqual({ applied: ['901_more.sql'], backup: null });

    fs.writeFileSync(path.join(migrations, '902_blocked.sql'), 'alter table candidates add column blocked_note text;\n');
    const notADir = path.join(dir, 'a-file');
    fs.writeFileSync(notADir, 'x');
    const err = await migrateWithBackup(fresh.db, { ...config(), backupDir: path.join(notADir, 'backups') }, { dir: migrations }).catch((e: unknown) => e);
    expect((err as Error).message).toMatch(/^The backup before migrating failed, so nothing was migrated: .*BACKUP_BEFORE_MIGRATE=0/);
    const { rows } = await fresh.db.query(`select 1 from schema_migrations where version = '902_blocked.sql'`);
    expect(rows).toEqual([]);
  });
});

describe('scheduled backups and the admins\' backup routes', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ config: { backupDir: path.join(dir, 'scheduled'), backupKeep: 2, backupHours: 24 } });
  });
  after(() => t.close());

  it('backs up when one is due, keeps BACKUP_KEEP of them, and shows the last result to admins only', async () => {
    const recruiter = await t.user({ role: 'recruiter' });
    expect((await t.as(recruiter.token, { method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
    const empty = await t.as(t.admin.token, { method: 'GET', url: '/api/admin/backups' });
    expect(empty.json().data).toMatchObject({ last: null, files: [], schedule: { hours: 24, keep: 2 } });

    expect(await backupIfDue(t.app)).not.toBeNull();
    expect(await backupIfDue(t.app)).toBeNull(); // not due again until 24 hours later
    for (let i = 0; i < 2; i++) {
      t.clock.advance(24 * 3600_000);
      expect(await backupIfDue(t.app)).not.toBeNull();
    }
    const admin = await t.login(t.admin.email, t.admin.password); // two days later: a new session
    const res = await t.as(admin, { method: 'GET', url: '/api/admin/backups' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.files).toHaveLength(2);
    expect(data.last).toMatchObject({ status: 'ok', kind: 'scheduled', finished_at: t.clock.now().toISOString() });
    expect(data.last.file).toBe(data.files.map((f: { name: string }) => f.name).sort().at(-1));

    const now = await t.as(admin, { method: 'POST', url: '/api/admin/backups' });
    expect(now.statusCode).toBe(200);
    expect(now.json().data.last).toMatchObject({ status: 'ok', kind: 'manual' });
    const metrics = await t.as(null, { method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^backup_last_ok 1$/m);
  });

  it('rotates scheduled backups only: those made before a migration stay', () => {
    const d = fs.mkdtempSync(path.join(dir, 'rotate-'));
    const names = ['backup-20260101-000000.tar.gz', 'backup-20260102-000000.tar.gz', 'backup-20260103-000000.tar.gz', 'before-migrate-20251231-000000.tar.gz', 'notes.txt'];
    for (const n of names) fs.writeFileSync(path.join(d, n), n);
    expect(rotate(d, 2)).toEqual(['backup-20260101-000000.tar.gz']);
    expect(fs.readdirSync(d).sort()).toEqual(names.slice(1).sort());
  });
});
