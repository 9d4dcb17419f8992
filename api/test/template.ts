// A migrated database that every test app of a run starts from, made once by scripts/test.mjs, so no test process
// runs the migrations and the catalogue seed again:
//   node --import tsx test/template.ts create <dir>   prints the variables the test processes read (JSON)
//   node --import tsx test/template.ts drop           removes what create made on the PostgreSQL server
// On the embedded database the template is a copy of a migrated data directory (<dir>/pglite.tar, PGlite's
// dumpDataDir), loaded into each app's own in-memory PGlite; on a PostgreSQL server (DATABASE_URL) it is a database
// from which each app's database is created (CREATE DATABASE … TEMPLATE, a copy of its files) and dropped at close.
// Without these variables (a test file run alone) every app migrates its own database.
import fs from 'node:fs';
import path from 'node:path';
import { migrate, openDatabase, type Db } from '../src/db/index.js';

/** The file of a migrated PGlite data directory, for the in-memory database of each app. */
export const PGLITE_TEMPLATE = 'API_TEST_PGLITE_TEMPLATE';
/** The name of a migrated database on the PostgreSQL server of DATABASE_URL, which each app's database copies. */
export const PG_TEMPLATE = 'API_TEST_PG_TEMPLATE';

/** The URL of another database on the server of `url`. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Names made by the tests only (letters, digits, underscores): safe to write into a statement. */
function identifier(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a database name of the tests: ${name}`);
  return name;
}

export async function createDatabase(url: string, name: string, template?: string): Promise<Db> {
  const admin = await openDatabase({ databaseUrl: url });
  try {
    await admin.query(`create database ${identifier(name)}${template ? ` template ${identifier(template)}` : ''}`);
  } finally {
    await admin.close();
  }
  return openDatabase({ databaseUrl: databaseUrl(url, name) });
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = await openDatabase({ databaseUrl: url });
  try {
    await admin.query(`drop database if exists ${identifier(name)} with (force)`);
  } finally {
    await admin.close();
  }
}

let pglite: Promise<Blob> | undefined;

/** The embedded template of this run, read once per test process; undefined when the run made none. */
export function pgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env[PGLITE_TEMPLATE];
  if (!file) return undefined;
  pglite ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return pglite;
}

async function create(dir: string): Promise<Record<string, string>> {
  process.env.GEO_CITY_COUNTRIES ??= 'IN';
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `api_test_template_${process.pid}`;
    const db = await createDatabase(url, name);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    return { [PG_TEMPLATE]: name };
  }
  const db = await openDatabase({ memory: true });
  try {
    await migrate(db);
    await db.query('checkpoint');
    const dump = await db.dumpDataDir!();
    const file = path.join(dir, 'pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { [PGLITE_TEMPLATE]: file };
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  const [command, dir] = process.argv.slice(2);
  const done =
    command === 'create' && dir
      ? create(dir).then((vars) => console.log(JSON.stringify(vars)))
      : command === 'drop' && process.env.DATABASE_URL && process.env[PG_TEMPLATE]
        ? dropDatabase(process.env.DATABASE_URL, process.env[PG_TEMPLATE])
        : Promise.reject(new Error('usage: template.ts create <dir> | drop (with DATABASE_URL and API_TEST_PG_TEMPLATE)'));
  done.catch((e: unknown) => {
    console.error(e);
    process.exitCode = 1;
  });
}
