import { buildApp, LOG_REDACT } from './app.js';
import { ensureAdmin } from './admin-account.js';
import { loadConfig } from './config.js';
import { DatabaseLockedError, openDatabase } from './db/index.js';
import { LocalStorage } from './files/storage.js';
import { registerWeb } from './web.js';
import { startBackupSchedule } from './ops/schedule.js';
import { migrateWithBackup } from './ops/upgrade.js';

async function main() {
  const config = loadConfig();
  let db;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (e) {
    if (e instanceof DatabaseLockedError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const { applied } = await migrateWithBackup(db, config, { log: (line) => console.log(line) });
  if (applied.length) console.log(`Database migrated: ${applied.join(', ')}`);
  const admin = await ensureAdmin(db, config);
  const app = await buildApp({
    db,
    config,
    storage: new LocalStorage(config.storageDir),
    logger: { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
  });
  await registerWeb(app);
  const stopBackups = startBackupSchedule(app);
  const close = async () => {
    stopBackups();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host}:${config.port}`;
  console.log(`\nRecruitment suite: ${url}  (${db.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server'})`);
  if (admin) {
    console.log(`Admin email: ${admin.email}`);
    console.log(`Admin password: ${admin.password}`);
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
