import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';
import { lockForTransaction, type Db } from './db/index.js';
import { countUsers, insertFirstAdmin } from './modules/admin/repository.js';
import { generatePassword, hashPassword, passwordProblem } from './auth/passwords.js';

export const CREDENTIALS_FILE = 'admin-credentials.txt';

/**
 * On a first start (no user at all) creates the administrator: ADMIN_EMAIL / ADMIN_PASSWORD when given,
 * otherwise a generated password. The credentials are kept in the data directory, readable by the owner only.
 * The password is returned (to be printed) on that first start only; later starts get the file's place.
 */
export async function ensureAdmin(db: Db, config: Config): Promise<{ email: string; password: string | null; file: string } | null> {
  const file = path.join(config.dataDir, CREDENTIALS_FILE);
  const created = await db.tx(async (q) => {
    await lockForTransaction(db.kind, q, 727275);
    if ((await countUsers(q)) > 0) return null;
    const email = (config.adminEmail ?? 'admin@example.com').trim().toLowerCase();
    const password = config.adminPassword ?? generatePassword();
    const problem = config.adminPassword ? passwordProblem(password) : null;
    if (problem) throw new Error(`ADMIN_PASSWORD: ${problem}`);
    await insertFirstAdmin(q, email, await hashPassword(password));
    return { email, password };
  });
  if (created) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, `Admin email: ${created.email}\nAdmin password: ${created.password}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    return { ...created, file };
  }
  if (fs.existsSync(file)) {
    const email = /Admin email: (.*)/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    if (email) return { email, password: null, file };
  }
  return null;
}
