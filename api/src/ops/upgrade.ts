import type { Config } from '../config.js';
import { migrate, type Db } from '../db/index.js';
import { runBackup } from './schedule.js';

/**
 * Migrates the database at start; when files are pending on a database that already has data, first writes a
 * backup into BACKUP_DIR (`before-migrate-….tar.gz`, never rotated away) unless BACKUP_BEFORE_MIGRATE=0. A backup
 * that fails stops the start before anything is migrated.
 */
export async function migrateWithBackup(
  db: Db,
  config: Pick<Config, 'backupBeforeMigrate' | 'backupDir' | 'backupKeep' | 'storageDir'>,
  opts: { dir?: string; log?: (line: string) => void } = {},
): Promise<{ applied: string[]; backup: string | null }> {
  let backup: string | null = null;
  const applied = await migrate(db, {
    dir: opts.dir,
    beforeApply: async (pending) => {
      if (!config.backupBeforeMigrate) return;
      opts.log?.(`Migrations pending (${pending.join(', ')}): backing up first into ${config.backupDir} …`);
      try {
        const r = await runBackup({ db, storageDir: config.storageDir, dir: config.backupDir, keep: config.backupKeep, now: () => new Date() }, 'before-migrate');
        backup = r.file;
        opts.log?.(`Backup written: ${r.file} (${(r.bytes / 1e6).toFixed(1)} MB, ${r.ms} ms)`);
      } catch (e) {
        throw new Error(
          `The backup before migrating failed, so nothing was migrated: ${(e as Error).message}. ` +
            'Free space or fix BACKUP_DIR and start again, or set BACKUP_BEFORE_MIGRATE=0 to migrate without a backup.',
        );
      }
    },
  });
  return { applied, backup };
}
