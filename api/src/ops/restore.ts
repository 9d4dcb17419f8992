// Data-access infrastructure, not a repository: a restore loads every table of a backup whole (triggers off, then the
// sequences set), so its statements name no table of a module and stay here.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import * as tar from 'tar';
import { migrate, migrationFiles, migrationsDir, type Db, type Executor } from '../db/index.js';
import { FORMAT, MANIFEST, sha256File, type Manifest } from './backup.js';
import { ident, tablesInOrder, type TableInfo } from './tables.js';

/** A restore refused before anything was written (a damaged archive, a newer schema, a target that is not empty). */
export class RestoreError extends Error {}

export type RestoreResult = { ms: number; tables: number; rows: number; files: number; migration_level: string; app_version: string };

const BATCH = 1000;

/** Unpacks an archive into `dir` and checks every entry against the manifest's checksums; returns the manifest. */
export async function unpackArchive(file: string, dir: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new RestoreError(`The backup archive ${file} does not exist.`);
  try {
    await tar.x({ file, cwd: dir, strict: true });
  } catch (e) {
    throw new RestoreError(`The backup archive ${file} is damaged or is not a backup of the suite (${(e as Error).message}).`);
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new RestoreError(`The backup archive ${file} has no readable ${MANIFEST}: it is damaged or is not a backup of the suite.`);
  }
  if (manifest.format !== FORMAT || manifest.format_version !== 1) {
    throw new RestoreError(`The archive ${file} is not a backup of the suite (format ${String(manifest.format)} ${String(manifest.format_version)}).`);
  }
  const entries = [
    ...manifest.tables.map((t) => ({ path: t.file, sha256: t.sha256 })),
    ...manifest.files.map((f) => ({ path: f.path, sha256: f.sha256 })),
  ];
  for (const e of entries) {
    const p = path.join(dir, e.path);
    if (!p.startsWith(dir + path.sep) || !fs.existsSync(p)) {
      throw new RestoreError(`The backup archive ${file} is damaged: ${e.path} is missing.`);
    }
    if ((await sha256File(p)) !== e.sha256) {
      throw new RestoreError(`The backup archive ${file} is damaged: ${e.path} does not match its checksum in the manifest.`);
    }
  }
  return manifest;
}

/** Refuses a backup whose schema is newer than this version's migrations. */
export function checkSchemaLevel(manifest: Manifest, dir = migrationsDir) {
  const known = new Set(migrationFiles(dir).map((f) => f.version));
  const unknown = manifest.migrations.filter((m) => !known.has(m.version));
  if (unknown.length || !manifest.migration_level) {
    throw new RestoreError(
      `The backup's schema is newer than this version of the suite: it has migration ${unknown.map((m) => m.version).join(', ') || '(none)'}, ` +
        `which this version does not have. Restore it with version ${manifest.app_version} of the suite or a newer one.`,
    );
  }
}

async function insertRows(q: Executor, t: TableInfo, lines: string[]) {
  const cols = t.columns.map(ident).join(', ');
  await q.query(
    `insert into ${ident(t.name)} (${cols}) ${t.identityAlways ? 'overriding system value' : ''}
     select ${cols} from json_populate_recordset(null::${ident(t.name)}, $1::json)`,
    [`[${lines.join(',')}]`],
  );
}

async function loadTable(q: Executor, t: TableInfo, file: string): Promise<number> {
  let batch: string[] = [];
  let n = 0;
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH) {
      await insertRows(q, t, batch);
      n += batch.length;
      batch = [];
    }
  }
  if (batch.length) {
    await insertRows(q, t, batch);
    n += batch.length;
  }
  return n;
}

/**
 * Restores an archive into an empty database (the schema of `db`'s connection) and an empty storage directory:
 * the schema is migrated to the backup's level, every table loaded in one transaction with the suite's triggers off
 * (counters and search tables come from the backup as they were), the sequences set, the files put back. Nothing is
 * written when the archive is damaged, newer than the code, or the target is not empty.
 */
export async function restoreBackup(opts: { file: string; db: Db; storageDir: string; migrationsDir?: string }): Promise<RestoreResult> {
  const started = Date.now();
  const { db, storageDir } = opts;
  const file = path.resolve(opts.file);
  fs.mkdirSync(storageDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(path.dirname(path.resolve(storageDir)), '.restore-'));
  try {
    const manifest = await unpackArchive(file, work);
    checkSchemaLevel(manifest, opts.migrationsDir);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from pg_class where relnamespace = current_schema()::regnamespace and relkind in ('r', 'p')`,
    );
    if (Number(rows[0].n) > 0) {
      throw new RestoreError(`The target database is not empty (${rows[0].n} tables): restore into an empty database or data directory.`);
    }
    const stored = fs.readdirSync(storageDir).filter((f) => f !== 'tmp');
    if (stored.length) throw new RestoreError(`The storage directory ${storageDir} is not empty: restore into an empty one.`);

    await migrate(db, { dir: opts.migrationsDir, until: manifest.migration_level!, seed: false });
    let total = 0;
    await db.tx(async (q) => {
      // schema_migrations too: the backup's rows say when each file was applied, and with which text.
      const tables = await tablesInOrder(q);
      const byName = new Map(manifest.tables.map((t) => [t.name, t]));
      const missing = tables.filter((t) => !byName.has(t.name)).map((t) => t.name);
      const extra = manifest.tables.filter((t) => !tables.some((x) => x.name === t.name)).map((t) => t.name);
      if (missing.length || extra.length) {
        throw new RestoreError(
          `The backup's tables do not match the schema of ${manifest.migration_level} (${[...missing.map((m) => `missing ${m}`), ...extra.map((x) => `unknown ${x}`)].join(', ')}).`,
        );
      }
      // The suite's own triggers (counters, sort keys, search text) would count the rows twice: the backup has them.
      for (const t of tables) await q.query(`alter table ${ident(t.name)} disable trigger user`);
      await q.query(`truncate ${tables.map((t) => ident(t.name)).join(', ')}`);
      for (const t of tables) {
        const entry = byName.get(t.name)!;
        const n = await loadTable(q, t, path.join(work, entry.file));
        if (n !== entry.rows) throw new RestoreError(`The backup's ${entry.file} has ${n} rows, its manifest ${entry.rows}.`);
        total += n;
      }
      for (const s of manifest.sequences) await q.query('select setval($1::regclass, $2, $3)', [ident(s.name), s.last_value, s.is_called]);
      for (const t of tables) await q.query(`alter table ${ident(t.name)} enable trigger user`);
    });
    for (const f of manifest.files) {
      const to = path.join(storageDir, f.key);
      fs.mkdirSync(path.dirname(to), { recursive: true, mode: 0o700 });
      try {
        fs.renameSync(path.join(work, f.path), to);
      } catch {
        fs.copyFileSync(path.join(work, f.path), to);
      }
    }
    return {
      ms: Date.now() - started,
      tables: manifest.tables.length,
      rows: total,
      files: manifest.files.length,
      migration_level: manifest.migration_level!,
      app_version: manifest.app_version,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
