import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from '../db/index.js';
import { putSetting, readSetting } from '../modules/settings/repository.js';
import { createBackup, type BackupResult } from './backup.js';

/** The last backup's result, kept in app_settings so every API process and the admin screens read the same. */
export type BackupState = {
  status: 'ok' | 'failed';
  kind: 'scheduled' | 'manual' | 'before-migrate';
  started_at: string;
  finished_at: string;
  file: string | null;
  bytes: number | null;
  ms: number;
  message: string;
  last_success_at: string | null;
};

const KEY = 'backup.last';

export async function lastBackup(q: Queryable): Promise<BackupState | null> {
  const value = await readSetting(q, KEY);
  return value === null ? null : (JSON.parse(value) as BackupState);
}

async function saveState(q: Queryable, state: BackupState) {
  await putSetting(q, KEY, JSON.stringify(state));
}

/** `backup-YYYYMMDD-HHMMSS.tar.gz` (UTC): names sort by time. */
export function backupName(now: Date, prefix = 'backup'): string {
  const s = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${prefix}-${s}.tar.gz`;
}

/** Deletes the oldest scheduled and manual backups beyond `keep` (the ones made before a migration are kept). */
export function rotate(dir: string, keep: number): string[] {
  if (!fs.existsSync(dir)) return [];
  const all = fs
    .readdirSync(dir)
    .filter((f) => /^backup-\d{8}-\d{6}\.tar\.gz$/.test(f))
    .sort();
  const gone = all.slice(0, Math.max(0, all.length - keep));
  for (const f of gone) fs.rmSync(path.join(dir, f), { force: true });
  return gone;
}

export function listBackups(dir: string): { name: string; bytes: number; created_at: string }[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.tar.gz'))
    .map((name) => {
      const st = fs.statSync(path.join(dir, name));
      return { name, bytes: st.size, created_at: st.mtime.toISOString() };
    })
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

let running: Promise<BackupResult> | null = null;

/** One backup into the backup folder, its result recorded for the admins; one at a time per process. */
export async function runBackup(
  opts: { db: Db; storageDir: string; dir: string; keep: number; now: () => Date },
  kind: BackupState['kind'],
): Promise<BackupResult> {
  if (running) throw new Error('A backup is already running.');
  const started = opts.now();
  const previous = await lastBackup(opts.db).catch(() => null);
  const name = backupName(started, kind === 'before-migrate' ? 'before-migrate' : 'backup');
  running = createBackup({ db: opts.db, storageDir: opts.storageDir, out: path.join(opts.dir, name), now: started });
  try {
    const r = await running;
    if (kind !== 'before-migrate') rotate(opts.dir, opts.keep);
    await saveState(opts.db, {
      status: 'ok',
      kind,
      started_at: started.toISOString(),
      finished_at: opts.now().toISOString(),
      file: path.basename(r.file),
      bytes: r.bytes,
      ms: r.ms,
      message: `${r.rows} rows of ${r.tables} tables and ${r.files} files`,
      last_success_at: opts.now().toISOString(),
    });
    return r;
  } catch (e) {
    await saveState(opts.db, {
      status: 'failed',
      kind,
      started_at: started.toISOString(),
      finished_at: opts.now().toISOString(),
      file: null,
      bytes: null,
      ms: opts.now().getTime() - started.getTime(),
      message: e instanceof Error ? e.message : String(e),
      last_success_at: previous?.last_success_at ?? null,
    }).catch(() => undefined);
    throw e;
  } finally {
    running = null;
  }
}

/** A scheduled backup when the last one started `backupHours` ago or more (or none ran); null when not due. */
export async function backupIfDue(app: FastifyInstance): Promise<BackupResult | null> {
  const { backupHours, backupDir, backupKeep, storageDir } = app.config;
  const last = await lastBackup(app.db).catch(() => null);
  const due = !last || app.clock.now().getTime() - Date.parse(last.started_at) >= backupHours * 3600_000;
  if (!due || running) return null;
  return runBackup({ db: app.db, storageDir, dir: backupDir, keep: backupKeep, now: () => app.clock.now() }, 'scheduled');
}

/**
 * A backup every `backupHours` into `backupDir`, keeping `backupKeep`: checked every few minutes against the last
 * result in the database, so a process that restarts does not push the next one back and processes on one server
 * share the schedule (two that check in the same moment may each make one).
 */
export function startBackupSchedule(app: FastifyInstance): () => void {
  if (!app.config.backupHours) return () => {};
  const tick = () =>
    backupIfDue(app).then(
      (r) => r && app.log.info({ event: 'backup', file: r.file, bytes: r.bytes, ms: r.ms }, 'backup written'),
      (e: unknown) => app.log.error({ event: 'backup', err: e }, 'backup failed'),
    );
  // The first check comes one interval after the start, not during it (a start is busy enough).
  const timer = setInterval(() => void tick(), Math.min(app.config.backupHours * 3600_000, 5 * 60_000));
  timer.unref();
  return () => clearInterval(timer);
}
