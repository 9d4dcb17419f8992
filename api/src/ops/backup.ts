// Data-access infrastructure, not a repository: a backup copies every table of the schema whole (read from the
// catalogue by ops/tables.ts) under one snapshot, so its statements name no table of a module and stay here.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import * as tar from 'tar';
import type { Db, Executor } from '../db/index.js';
import { ident, sequences, tablesInOrder } from './tables.js';

export const MANIFEST = 'manifest.json';
export const FORMAT = 'recruitment-suite-backup';

export type Manifest = {
  format: typeof FORMAT;
  format_version: 1;
  app_version: string;
  created_at: string;
  database: 'pglite' | 'postgres';
  /** The last migration applied when the backup was made (the schema's level). */
  migration_level: string | null;
  migrations: { version: string; checksum: string | null }[];
  /** In the order a restore inserts them (parents first). */
  tables: { name: string; rows: number; file: string; bytes: number; sha256: string }[];
  sequences: { name: string; last_value: number; is_called: boolean }[];
  files: { key: string; path: string; bytes: number; sha256: string }[];
};

export type BackupResult = {
  file: string;
  bytes: number;
  ms: number;
  tables: number;
  rows: number;
  files: number;
  migration_level: string | null;
};

export function appVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A stored file that went between the snapshot and its copy (deleted by a later write): the backup starts again. */
class VanishedFile extends Error {}

const FETCH = 2000;

/** Writes every row of a table as JSON lines, in its key's order, through a cursor (bounded memory). */
async function dumpTable(q: Executor, t: { name: string; columns: string[]; key: string[] }, file: string) {
  const out = fs.createWriteStream(file);
  const hash = crypto.createHash('sha256');
  let rows = 0;
  let bytes = 0;
  const cols = t.columns.map(ident).join(', ');
  const order = t.key.length ? ` order by ${t.key.map(ident).join(', ')}` : '';
  await q.query(`declare backup_rows no scroll cursor for select to_json(x)::text as j from (select ${cols} from ${ident(t.name)}${order}) x`);
  for (;;) {
    const { rows: batch } = await q.query<{ j: string }>(`fetch ${FETCH} from backup_rows`);
    if (!batch.length) break;
    const text = batch.map((r) => r.j).join('\n') + '\n';
    hash.update(text);
    bytes += Buffer.byteLength(text);
    rows += batch.length;
    if (!out.write(text)) await once(out, 'drain');
    if (batch.length < FETCH) break;
  }
  await q.query('close backup_rows');
  out.end();
  await once(out, 'finish');
  return { rows, bytes, sha256: hash.digest('hex') };
}

/** A hard link (instant, and the bytes stay even if the stored file is deleted meanwhile), else a copy. */
function linkOrCopy(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.linkSync(from, to);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new VanishedFile(from);
    if (code === 'EXDEV' || code === 'EPERM' || code === 'EMLINK') {
      try {
        fs.copyFileSync(from, to);
      } catch (c) {
        if ((c as NodeJS.ErrnoException).code === 'ENOENT') throw new VanishedFile(from);
        throw c;
      }
    } else throw e;
  }
}

async function snapshot(db: Db, storageDir: string, staging: string, now: Date): Promise<Manifest> {
  fs.mkdirSync(path.join(staging, 'db'), { recursive: true });
  return db.tx(async (q) => {
    // One snapshot of every table: on a PostgreSQL server other transactions go on; PGlite serves one connection,
    // so its requests wait until the rows are written (they are not refused).
    await q.query('set transaction isolation level repeatable read, read only');
    const tables = await tablesInOrder(q);
    const manifestTables: Manifest['tables'] = [];
    for (const [i, t] of tables.entries()) {
      const file = `db/${String(i).padStart(3, '0')}_${t.name}.jsonl`;
      const r = await dumpTable(q, t, path.join(staging, file));
      manifestTables.push({ name: t.name, file, ...r });
    }
    const migrations = tables.some((t) => t.name === 'schema_migrations')
      ? (
          await q.query<{ version: string; checksum: string | null }>(
            `select version, ${tables.find((t) => t.name === 'schema_migrations')!.columns.includes('checksum') ? 'checksum' : 'null::text as checksum'} from schema_migrations order by version`,
          )
        ).rows
      : [];
    const seqs = await sequences(q);
    const files: Manifest['files'] = [];
    if (tables.some((t) => t.name === 'files')) {
      const { rows } = await q.query<{ storage_key: string }>('select storage_key from files order by id');
      for (const r of rows) {
        const rel = `files/${r.storage_key}`;
        linkOrCopy(path.join(storageDir, r.storage_key), path.join(staging, rel));
        files.push({ key: r.storage_key, path: rel, bytes: 0, sha256: '' });
      }
    }
    return {
      format: FORMAT,
      format_version: 1,
      app_version: appVersion(),
      created_at: now.toISOString(),
      database: db.kind,
      migration_level: migrations.length ? migrations[migrations.length - 1].version : null,
      migrations,
      tables: manifestTables,
      sequences: seqs,
      files,
    } satisfies Manifest;
  });
}

/**
 * One consistent archive (tar.gz) of the database and the stored files while the suite keeps serving: every table
 * as JSON lines read in one repeatable-read snapshot, the sequences, the files the snapshot's rows point at, and a
 * manifest (version, migration level, row counts, sha256 of every entry). Written beside `out` and renamed into
 * place, so a half-written archive never carries the final name.
 */
export async function createBackup(opts: { db: Db; storageDir: string; out: string; now?: Date }): Promise<BackupResult> {
  const started = Date.now();
  const out = path.resolve(opts.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  for (let attempt = 1; ; attempt++) {
    const staging = fs.mkdtempSync(path.join(path.dirname(out), '.backup-'));
    try {
      const manifest = await snapshot(opts.db, opts.storageDir, staging, opts.now ?? new Date());
      for (const f of manifest.files) {
        const p = path.join(staging, f.path);
        f.bytes = fs.statSync(p).size;
        f.sha256 = await sha256File(p);
      }
      fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 1));
      const partial = `${out}.partial`;
      const entries = [MANIFEST, 'db', ...(manifest.files.length ? ['files'] : [])];
      await tar.c({ gzip: true, file: partial, cwd: staging, portable: true, noDirRecurse: false }, entries);
      fs.renameSync(partial, out);
      return {
        file: out,
        bytes: fs.statSync(out).size,
        ms: Date.now() - started,
        tables: manifest.tables.length,
        rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
        files: manifest.files.length,
        migration_level: manifest.migration_level,
      };
    } catch (e) {
      if (!(e instanceof VanishedFile) || attempt >= 3) throw e;
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
      fs.rmSync(`${out}.partial`, { force: true });
    }
  }
}
