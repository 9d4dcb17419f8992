import fs from 'node:fs';
import { openDatabase } from '../src/db/index.js';
async function main() {
  const db = await openDatabase({ dataDir: process.argv[2] });
  const t = Date.now();
  try {
    for (const f of process.argv.slice(3)) {
      const sql = fs.readFileSync(f, 'utf8');
      if (f.includes('explain')) {
        for (const stmt of sql.split(/;\s*\n/).filter((x) => x.trim())) {
          const t0 = Date.now();
          const r = await db.query<Record<string, string>>(stmt);
          console.log(r.rows.map((x) => Object.values(x).join(' ')).join('\n'));
          console.log('-- ms', Date.now() - t0);
        }
      } else await db.tx((q) => q.exec(sql));
    }
  } finally {
    console.log('ms', Date.now() - t);
    await db.close();
  }
}
void main();
