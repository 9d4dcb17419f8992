// The OpenAPI document the API serves at /api/docs/json, printed or compared with a saved copy. A refactoring that
// must not change the HTTP contract is checked by dumping the document before it and comparing after it:
//
//   npx tsx scripts/openapi.ts > /tmp/openapi-before.json
//   npx tsx scripts/openapi.ts --check /tmp/openapi-before.json   # exits 1 and names the first difference
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { configUnder } from '../src/config.js';
import { migrate, openDatabase } from '../src/db/index.js';
import { LocalStorage } from '../src/files/storage.js';

async function main() {
  process.env.GEO_CITY_COUNTRIES ??= 'IN';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const config = configUnder(dir);
  const db = await openDatabase({ memory: true });
  await migrate(db);
  const app = await buildApp({ db, config, storage: new LocalStorage(config.storageDir) });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  await app.close();
  await db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  const i = process.argv.indexOf('--check');
  if (i < 0) {
    process.stdout.write(res.body);
    return;
  }
  const saved = fs.readFileSync(process.argv[i + 1], 'utf8');
  if (saved === res.body) {
    console.log(`The OpenAPI document is byte-identical (${res.body.length} bytes).`);
    return;
  }
  let at = 0;
  while (at < saved.length && saved[at] === res.body[at]) at++;
  console.error(`The OpenAPI document differs from byte ${at}:`);
  console.error(`  saved: …${saved.slice(Math.max(0, at - 80), at + 120)}…`);
  console.error(`  now:   …${res.body.slice(Math.max(0, at - 80), at + 120)}…`);
  process.exitCode = 1;
}

void main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
