// The database the seeders fill (npm run seed:demo, seed:bulk): found, opened, migrated, with the first-start
// administrator, and closed when the seeder is done.
import path from 'node:path';
import { ensureAdmin } from '../admin-account.js';
import { loadConfig, type Config } from '../config.js';
import { secureDataDirectories } from '../data-dir.js';
import { migrate, openDatabase, type Db } from '../db/index.js';

export type SeedTarget = {
  db: Db;
  dataDir: string;
  config: Config;
  /** The first-start administrator when this run created it, else null. */
  admin: Awaited<ReturnType<typeof ensureAdmin>>;
};

/**
 * Opens DATA_DIR's database (or DATABASE_URL's server), migrates it, creates the first-start administrator while
 * there are no users, runs `seed` and closes the database.
 */
export async function withSeedTarget(seed: (target: SeedTarget) => Promise<void>): Promise<void> {
  // npm runs workspace scripts in api/: a relative DATA_DIR is taken from where npm was invoked (the repo root).
  const dataDir = process.env.DATA_DIR
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
    : path.resolve(__dirname, '../../../data');
  secureDataDirectories([dataDir]);
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    secureDataDirectories([dataDir]);
    const config = loadConfig();
    const admin = await ensureAdmin(db, { ...config, dataDir });
    await seed({ db, dataDir, config, admin });
  } finally {
    await db.close();
  }
}

/** The line that tells where the new administrator's password is. */
export const adminLine = (admin: NonNullable<SeedTarget['admin']>, dataDir: string) =>
  `Administrator: ${admin.email} (password in ${path.join(dataDir, 'admin-credentials.txt')})`;

/** Runs a command's main: its error's message on stderr and exit code 1 when it fails. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
