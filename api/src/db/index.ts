import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';

export type QueryResult<T> = { rows: T[]; rowCount: number };

/**
 * `plan: 'each'`: on a PostgreSQL server, plan the statement with each call's values instead of keeping a plan made
 * for any values (see `prepared`): for a statement that costs far more to run than to plan and whose best plan
 * depends on the values (how many rows a key has).
 */
export type QueryOptions = { plan?: 'each' };

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
}

/** A Queryable that can also run a multi-statement script (migrations). */
export interface Executor extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Executor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A PostgreSQL server's connection pool: open connections, idle ones, queries waiting for one, the most it opens. */
  pool?(): { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: a copy of the data directory (a tar), which `loadDataDir` starts another in-memory database from. */
  dumpDataDir?(): Promise<Blob>;
}

export type OpenOptions = {
  dataDir?: string;
  databaseUrl?: string;
  memory?: boolean;
  /** PostgreSQL only: run everything inside this schema (tests isolate themselves this way). */
  schema?: string;
  /** In-memory PGlite only: start from this copy of a data directory (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
};

const repoRoot = path.resolve(__dirname, '../../..');

export class DatabaseLockedError extends Error {}

/** A second process on the same PGlite directory would corrupt it: refuse with a clear message. */
function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, 'api.lock');
  try {
    const fd = fs.openSync(lock, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  } catch {
    const pid = Number(fs.readFileSync(lock, 'utf8').trim());
    let alive = false;
    try {
      if (pid && pid !== process.pid) {
        process.kill(pid, 0);
        alive = true;
      }
    } catch {
      alive = false;
    }
    if (alive) {
      throw new DatabaseLockedError(
        `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
          'Stop that process, or set DATABASE_URL to a PostgreSQL server to run several API processes.',
      );
    }
    fs.writeFileSync(lock, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lock, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lock);
    } catch {
      /* already gone */
    }
  };
}

async function openPglite(opts: OpenOptions): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  // the extensions the migrations create (pg_trgm: 019)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const extensions = { pg_trgm };
  let unlock = () => {};
  // The same JavaScript types as the pg driver: bigint counts and numeric money as numbers, dates as 'YYYY-MM-DD'.
  const parsers = { 20: (v: string) => Number(v), 1700: (v: string) => Number(v), 1082: (v: string) => v };
  let pg;
  if (opts.memory) {
    pg = new PGlite({ parsers, extensions, loadDataDir: opts.loadDataDir });
  } else {
    const dir = path.join(opts.dataDir ?? path.join(repoRoot, 'data'), 'pglite');
    unlock = lockDataDir(path.dirname(dir));
    try {
      pg = new PGlite(dir, { parsers, extensions });
      await pg.waitReady;
    } catch (e) {
      unlock();
      throw e;
    }
  }
  await pg.waitReady;
  type Target = {
    query: (s: string, p?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>;
    exec: (s: string) => Promise<unknown>;
  };
  const run =
    (target: Target) =>
    async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
      const r = await target.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.affectedRows ?? r.rows.length };
    };
  const db = pg;
  return {
    kind: 'pglite',
    query: run(db),
    tx: (fn) =>
      db.transaction((t) =>
        fn({
          query: run(t),
          exec: async (sql) => {
            await t.exec(sql);
          },
        }),
      ),
    close: async () => {
      await pg.close();
      unlock();
    },
    dumpDataDir: () => pg.dumpDataDir('none'),
  };
}

/**
 * A statement with parameters that runs again and again becomes a named prepared statement (its name is a hash of
 * its text), so each pooled connection parses and plans it once and PostgreSQL may keep its plan: the lists' joins
 * cost more to plan (up to 4 ms) than to run (under 1 ms). Texts that vary (a deep page's offset is written into its
 * text) would each hold a plan on every connection: a text is named from its PREPARE_AFTER-th run on, and at most
 * PREPARED_MAX texts are; the others run unnamed, planned each time.
 */
const PREPARE_AFTER = 3;
const PREPARED_MAX = 500;
const SEEN_MAX = 10_000;
const LONG_LIST = 50;
const preparedNames = new Map<string, string>();
const seen = new Map<string, number>();

function prepared(sql: string, params?: unknown[], opts?: QueryOptions): { text: string; values?: unknown[]; name?: string } {
  if (!params) return { text: sql };
  if (opts?.plan === 'each') return { text: sql, values: params };
  // A long list (`= any($1)` of a search's matches) is planned with its values: PostgreSQL then tests membership
  // through a hash of them, where a kept generic plan compares each row with every value.
  if (params.some((v) => Array.isArray(v) && v.length > LONG_LIST)) return { text: sql, values: params };
  let name = preparedNames.get(sql);
  if (!name && preparedNames.size < PREPARED_MAX) {
    const runs = (seen.get(sql) ?? 0) + 1;
    if (seen.size >= SEEN_MAX) seen.clear();
    seen.set(sql, runs);
    if (runs >= PREPARE_AFTER) {
      name = 'q' + createHash('sha1').update(sql).digest('hex').slice(0, 20);
      preparedNames.set(sql, name);
      seen.delete(sql);
    }
  }
  return name ? { name, text: sql, values: params } : { text: sql, values: params };
}

async function openPostgres(url: string, schema?: string): Promise<Db> {
  const { Pool, types } = await import('pg');
  // bigint counts and numeric money come back as numbers, dates as 'YYYY-MM-DD' strings.
  types.setTypeParser(20, (v) => Number(v));
  types.setTypeParser(1700, (v) => Number(v));
  types.setTypeParser(1082, (v) => v);
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    options: schema ? `-c search_path=${schema},public` : undefined,
  });
  pool.on('error', () => {
    /* a dropped idle connection is replaced on the next query */
  });
  const query = async <T>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<T>> => {
    const r = await pool.query(prepared(sql, params, opts));
    return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
  };
  return {
    kind: 'postgres',
    query,
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn({
          query: async <T>(sql: string, params?: unknown[], opts?: QueryOptions) => {
            const r = await client.query(prepared(sql, params, opts));
            return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
          },
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
  };
}

export async function openDatabase(opts: OpenOptions = {}): Promise<Db> {
  const url = opts.databaseUrl ?? (opts.memory ? undefined : process.env.DATABASE_URL || undefined);
  if (url) return openPostgres(url, opts.schema);
  return openPglite({ ...opts, dataDir: opts.dataDir ?? process.env.DATA_DIR ?? path.join(repoRoot, 'data') });
}

export const migrationsDir = path.join(repoRoot, 'api', 'migrations');

export class MigrationError extends Error {}

export type MigrationFile = { version: string; file: string; checksum: string };

/** The sha256 of a migration's text (line endings as LF, so a checkout with CRLF endings hashes alike). */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** The migration files of a folder, in the order they apply (`NNN_name.sql`). */
export function migrationFiles(dir = migrationsDir): MigrationFile[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      return { version: f, file, checksum: migrationChecksum(fs.readFileSync(file, 'utf8')) };
    });
}

export type MigrateOptions = {
  /** The folder of migration files (tests use a temporary one); the catalogue seed runs only for the suite's own. */
  dir?: string;
  /** Apply up to this version, included (a restore recreates the schema of its archive). */
  until?: string;
  /** The catalogue seed after the files (default: for the suite's own folder; a restore loads its catalogues itself). */
  seed?: boolean;
  /** Called once before the first pending file is applied to a database that already has applied migrations. */
  beforeApply?: (pending: string[]) => Promise<void>;
};

const MIGRATION_LOCK = 727274;

/**
 * The versions and checksums applied to a database; adds the checksum column to a database migrated before checksums
 * were kept, filling it from the files as they are now (their text then is taken as the text applied).
 */
async function appliedMigrations(q: Executor, files: MigrationFile[]): Promise<Map<string, string>> {
  await q.query(
    'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now(), checksum text)',
  );
  await q.query('alter table schema_migrations add column if not exists checksum text');
  const { rows } = await q.query<{ version: string; checksum: string | null }>('select version, checksum from schema_migrations');
  const byVersion = new Map(files.map((f) => [f.version, f]));
  const done = new Map<string, string>();
  for (const r of rows) {
    const f = byVersion.get(r.version);
    if (r.checksum === null && f) {
      await q.query('update schema_migrations set checksum = $2 where version = $1', [r.version, f.checksum]);
      r.checksum = f.checksum;
    }
    done.set(r.version, r.checksum ?? '');
  }
  return done;
}

/** Refuses a database written by a newer version of the suite, or one whose applied files were edited since. */
function checkApplied(done: Map<string, string>, files: MigrationFile[], dir: string) {
  const byVersion = new Map(files.map((f) => [f.version, f]));
  for (const [version, checksum] of done) {
    const f = byVersion.get(version);
    if (!f) {
      throw new MigrationError(
        `The database has migration ${version} applied, which this version of the suite does not have in ${dir}: ` +
          'it was written by a newer version. Start that version, or restore a backup made before it.',
      );
    }
    if (checksum !== f.checksum) {
      throw new MigrationError(
        `The migration file ${f.file} was changed after it was applied to this database ` +
          `(applied sha256 ${checksum.slice(0, 12)}…, the file now ${f.checksum.slice(0, 12)}…). ` +
          'Put the file back as it was applied (git checkout it); a change to the schema goes into a new migration file.',
      );
    }
  }
}

/**
 * Applies every versioned SQL migration not yet applied, in order, each file in its own transaction (a file that
 * fails leaves the database as it was before that file; the files before it stay applied), recording each file's
 * sha256, then the catalogue seed. Refuses to start when an applied file's text changed. Several processes starting
 * together on one server take turns: each file's transaction takes the advisory lock and looks again at what is done.
 */
export async function migrate(db: Db, opts: MigrateOptions = {}): Promise<string[]> {
  const dir = opts.dir ?? migrationsDir;
  const files = migrationFiles(dir).filter((f) => !opts.until || f.version <= opts.until);
  const lock = async (q: Executor) => {
    if (db.kind === 'postgres') await q.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
  };
  const first = await db.tx(async (q) => {
    await lock(q);
    const done = await appliedMigrations(q, files);
    checkApplied(done, opts.until ? migrationFiles(dir) : files, dir);
    return { existing: done.size > 0, pending: files.filter((f) => !done.has(f.version)).map((f) => f.version) };
  });
  if (first.existing && first.pending.length && opts.beforeApply) await opts.beforeApply(first.pending);
  const applied: string[] = [];
  for (const f of files) {
    if (!first.pending.includes(f.version)) continue;
    await db
      .tx(async (q) => {
        await lock(q);
        const { rows } = await q.query('select 1 from schema_migrations where version = $1', [f.version]);
        if (rows.length) return; // another process applied it meanwhile
        await q.exec(fs.readFileSync(f.file, 'utf8'));
        await q.query('insert into schema_migrations (version, checksum) values ($1, $2)', [f.version, f.checksum]);
        applied.push(f.version);
      })
      .catch((e: unknown) => {
        const why = e instanceof Error ? e.message : String(e);
        throw new MigrationError(`The migration ${f.version} failed and was rolled back (the database is as it was before it): ${why}`);
      });
  }
  if (opts.seed ?? dir === migrationsDir) {
    await db.tx(async (q) => {
      await lock(q);
      const { seedGeography } = await import('./catalogues.js');
      await seedGeography(q);
    });
  }
  // PGlite has no autovacuum: after a migration rewrote rows of an existing database (006 fills sort keys), refresh
  // the visibility map and the statistics, or index-only scans read the table and the planner guesses.
  if (db.kind === 'pglite' && first.existing && applied.length) await db.query('vacuum analyze');
  return applied;
}

/** The database answers a statement (the health check). */
export async function ping(q: Queryable): Promise<boolean> {
  return q.query('select 1').then(
    () => true,
    () => false,
  );
}

/**
 * PostgreSQL: waits for the transaction-scoped advisory lock `key`, held until the transaction ends, so processes
 * doing the same one-time work (creating the first administrator, seeding) take turns. PGlite has one connection:
 * nothing to wait for.
 */
export async function lockForTransaction(kind: Db['kind'], q: Queryable, key: number): Promise<void> {
  if (kind === 'postgres') await q.query('select pg_advisory_xact_lock($1)', [key]);
}
