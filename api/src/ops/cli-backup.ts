// npm run backup -- [--out FILE]: one archive of the database and the stored files (see README, Operations).
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { loadConfig } from '../config.js';
import { DatabaseLockedError, openDatabase, type Db } from '../db/index.js';
import { createBackup } from './backup.js';
import { backupName } from './schedule.js';

/** A path as the user typed it, from the folder npm was run in (npm runs workspace scripts inside api/). */
export const fromUser = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

function argValue(args: string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return undefined;
  return args[i].includes('=') ? args[i].slice(name.length + 1) : args[i + 1];
}

/** The running server makes the archive (the embedded database accepts one process) and sends it here. */
async function fromServer(config: ReturnType<typeof loadConfig>, out: string) {
  const keyFile = path.join(config.dataDir, 'ops.key');
  if (!fs.existsSync(keyFile)) throw new Error(`The suite is running on ${config.dataDir} but ${keyFile} is missing: restart it with this version.`);
  const res = await fetch(`http://127.0.0.1:${config.port}/ops/backup`, {
    method: 'POST',
    headers: { 'x-ops-key': fs.readFileSync(keyFile, 'utf8').trim() },
  }).catch((e: unknown) => {
    throw new Error(
      `The embedded database in ${config.dataDir} is open in another process, and the suite does not answer on ` +
        `127.0.0.1:${config.port} (${(e as Error).message}). Set PORT to the port it listens on, or stop it and run the backup again.`,
    );
  });
  if (res.status !== 200 || !res.body) throw new Error(`The running suite refused the backup: ${res.status} ${await res.text()}`);
  const partial = `${out}.partial`;
  await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), fs.createWriteStream(partial));
  fs.renameSync(partial, out);
}

async function main() {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const given = argValue(args, '--out');
  const out = given ? fromUser(given) : path.join(config.backupDir, backupName(new Date()));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const started = Date.now();
  let db: Db | null = null;
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new Error(`There is no database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for a PostgreSQL server).`);
  }
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (e) {
    if (!(e instanceof DatabaseLockedError)) throw e;
  }
  if (db) {
    try {
      const r = await createBackup({ db, storageDir: config.storageDir, out });
      console.log(`Backup written: ${r.file} (${(r.bytes / 1e6).toFixed(1)} MB, ${r.rows} rows of ${r.tables} tables, ${r.files} files, schema ${r.migration_level}) in ${r.ms} ms`);
    } finally {
      await db.close();
    }
  } else {
    await fromServer(config, out);
    console.log(`Backup written by the running suite: ${out} (${(fs.statSync(out).size / 1e6).toFixed(1)} MB) in ${Date.now() - started} ms`);
  }
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
