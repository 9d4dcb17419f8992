// npm run restore -- FILE: a backup archive into an empty data directory or an empty PostgreSQL database.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/index.js';
import { fromUser } from './cli-backup.js';
import { restoreBackup, RestoreError } from './restore.js';

async function main() {
  const config = loadConfig();
  const given = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!given) throw new RestoreError('Name the archive: npm run restore -- FILE');
  const file = fromUser(given);
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const fresh = !config.databaseUrl && !fs.existsSync(pgliteDir);
  if (!config.databaseUrl && !fresh && fs.readdirSync(pgliteDir).length) {
    throw new RestoreError(
      `${config.dataDir} already holds a database: restore into an empty data directory (DATA_DIR=/path/to/new npm run restore -- FILE), or into an empty PostgreSQL database (DATABASE_URL).`,
    );
  }
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const r = await restoreBackup({ file, db, storageDir: config.storageDir });
    console.log(
      `Restored ${file}: ${r.rows} rows of ${r.tables} tables and ${r.files} files, schema ${r.migration_level} (made by version ${r.app_version}) in ${r.ms} ms, ` +
        `into ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir}. Start the suite with the same settings.`,
    );
  } catch (e) {
    await db.close();
    // A new embedded database that failed to load is removed, so the next attempt starts from an empty directory.
    if (fresh) fs.rmSync(pgliteDir, { recursive: true, force: true });
    throw e;
  }
  await db.close();
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
