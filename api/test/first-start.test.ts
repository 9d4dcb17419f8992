// The first start (issue 22, finding 6): the admin password is printed once and kept readable by its owner only;
// the data directory is 0700 and its files 0600, the embedded database's included, now and later.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { ensureAdmin } from '../src/admin-account.js';
import { loadConfig } from '../src/config.js';
import { secureDataDirectories } from '../src/data-dir.js';
import { migrate, openDatabase, type Db } from '../src/db/index.js';

let dir: string;
let umask: number;
before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
  umask = process.umask();
});
after(() => {
  process.umask(umask);
  fs.rmSync(dir, { recursive: true, force: true });
});

const modes = (root: string) => {
  const out: { path: string; mode: number; dir: boolean }[] = [];
  const walk = (d: string) => {
    out.push({ path: d, mode: fs.statSync(d).mode & 0o777, dir: true });
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push({ path: p, mode: fs.statSync(p).mode & 0o777, dir: false });
    }
  };
  walk(root);
  return out;
};

describe('first start', () => {
  it('prints the admin password once; later starts only say where it is kept', async () => {
    const dataDir = path.join(dir, 'admin');
    const db: Db = await openDatabase({ memory: true });
    try {
      await migrate(db);
      const config = { ...loadConfig(), dataDir, adminEmail: undefined, adminPassword: undefined };
      const first = await ensureAdmin(db, config);
      expect(first?.password).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(first?.file).toBe(path.join(dataDir, 'admin-credentials.txt'));
      expect(fs.statSync(first!.file).mode & 0o777).toBe(0o600);
      const again = await ensureAdmin(db, config);
      expect(again).toEqual({ email: 'admin@example.com', password: null, file: first!.file });
    } finally {
      await db.close();
    }
  });

  it('makes the data directory 0700 and its files 0600, the embedded database and files created later included', async () => {
    const dataDir = path.join(dir, 'data');
    // an older install: world-writable files and open directories
    fs.mkdirSync(path.join(dataDir, 'files', 'ab'), { recursive: true, mode: 0o777 });
    fs.chmodSync(dataDir, 0o777);
    fs.writeFileSync(path.join(dataDir, 'files', 'ab', 'old.pdf'), 'x', { mode: 0o666 });
    fs.chmodSync(path.join(dataDir, 'files', 'ab', 'old.pdf'), 0o666);
    const changed = secureDataDirectories([dataDir, path.join(dataDir, 'files')]);
    expect(changed).toBeGreaterThanOrEqual(3);
    // the embedded database's own files, also in the run against a PostgreSQL server (DATABASE_URL)
    const db = await openDatabase({ dataDir, databaseUrl: '' });
    try {
      await migrate(db);
      // as the server does once the database is open: PGlite writes its initial files world-readable
      secureDataDirectories([dataDir]);
      // files created later: a new table's relation files, an uploaded file
      await db.query('create table later_rows (id int primary key, note text)');
      await db.query(`insert into later_rows select g, repeat('x', 500) from generate_series(1, 2000) g`);
      await db.query('checkpoint');
      fs.writeFileSync(path.join(dataDir, 'files', 'ab', 'later.pdf'), 'y');
    } finally {
      await db.close();
    }
    const all = modes(dataDir);
    expect(all.filter((e) => e.path.includes('pglite')).length).toBeGreaterThan(10);
    const wrong = all.filter((e) => e.mode !== (e.dir ? 0o700 : 0o600)).map((e) => `${path.relative(dataDir, e.path)} ${e.mode.toString(8)}`);
    console.log(`# data dir: ${all.length} entries (${all.filter((e) => !e.dir).length} files) checked, ${wrong.length} not 0700/0600`);
    expect(wrong).toEqual([]);
  });
});
