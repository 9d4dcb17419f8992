import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, migrationChecksum, migrationFiles, MigrationError, type Db } from '../src/db/index.js';
import { freshDatabase } from './support/fresh-db.js';

const tables = async (db: Db) =>
  (
    await db.query<{ t: string }>(
      `select table_name as t from information_schema.tables where table_schema = current_schema() order by 1`,
    )
  ).rows.map((r) => r.t);

describe('migration runner', () => {
  let dir: string;
  let fresh: { db: Db; close(): Promise<void> };
  const write = (name: string, sql: string) => fs.writeFileSync(path.join(dir, name), sql);

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    fresh = await freshDatabase();
  });
  after(async () => {
    await fresh.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('applies each file in its own transaction: a failing file leaves the database as it was before that file', async () => {
    const { db } = fresh;
    write('001_people.sql', `create table people (id int primary key, name text);\ninsert into people values (1, 'Asha');\n`);
    write('002_broken.sql', `create table pets (id int);\ninsert into pets values (1);\nupdate people set name = 'changed';\nselect * from no_such_table;\n`);
    const err = await migrate(db, { dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain('002_broken.sql');
    expect((err as Error).message).toContain('rolled back');
    expect(await tables(db)).toEqual(['people', 'schema_migrations']);
    expect((await db.query(`select name from people`)).rows).toEqual([{ name: 'Asha' }]);
    const { rows } = await db.query<{ version: string; checksum: string }>('select version, checksum from schema_migrations');
    expect(rows).toEqual([{ version: '001_people.sql', checksum: crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, '001_people.sql'))).digest('hex') }]);

    write('002_broken.sql', `create table pets (id int);\ninsert into pets values (1);\n`);
    expect(await migrate(db, { dir })).toEqual(['002_broken.sql']);
    expect(await tables(db)).toEqual(['people', 'pets', 'schema_migrations']);
    expect(await migrate(db, { dir })).toEqual([]);
  });

  it('refuses to start when an applied file was changed, naming the file', async () => {
    const { db } = fresh;
    const original = fs.readFileSync(path.join(dir, '001_people.sql'), 'utf8');
    write('001_people.sql', original.replace('name text', 'name text not null'));
    const err = await migrate(db, { dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as Error).message).toContain(path.join(dir, '001_people.sql'));
    expect((err as Error).message).toContain('was changed after it was applied');
    // the same text with Windows line endings is the same file
    write('001_people.sql', original.replace(/\n/g, '\r\n'));
    expect(await migrate(db, { dir })).toEqual([]);
    write('001_people.sql', original);
  });

  it('refuses a database that has a migration this version does not know (written by a newer version)', async () => {
    const { db } = fresh;
    await db.query(`insert into schema_migrations (version, checksum) values ('003_future.sql', 'x')`);
    const err = await migrate(db, { dir }).catch((e: unknown) => e);
    expect((err as Error).message).toContain('003_future.sql');
    expect((err as Error).message).toContain('newer version');
    await db.query(`delete from schema_migrations where version = '003_future.sql'`);
  });

  it('fills the checksums of a database migrated before they were kept, and tells before applying pending files', async () => {
    const { db } = fresh;
    await db.query('alter table schema_migrations drop column checksum');
    write('003_more.sql', `alter table people add column email text;\n`);
    const told: string[][] = [];
    const applied = await migrate(db, {
      dir,
      beforeApply: async (pending) => {
        told.push(pending);
        // the database is untouched when the hook runs
        expect(await tables(db)).toEqual(['people', 'pets', 'schema_migrations']);
        expect((await db.query(`select 1 from information_schema.columns where table_schema = current_schema() and table_name = 'people' and column_name = 'email'`)).rows).toEqual([]);
      },
    });
    expect(applied).toEqual(['003_more.sql']);
    expect(told).toEqual([['003_more.sql']]);
    const { rows } = await db.query<{ version: string; checksum: string }>('select version, checksum from schema_migrations order by version');
    expect(rows).toEqual(migrationFiles(dir).map((f) => ({ version: f.version, checksum: f.checksum })));
  });

  it('applies up to a given version only (a restore recreates its archive\'s schema)', async () => {
    const other = await freshDatabase();
    try {
      expect(await migrate(other.db, { dir, until: '002_broken.sql' })).toEqual(['001_people.sql', '002_broken.sql']);
      expect(await migrate(other.db, { dir })).toEqual(['003_more.sql']);
    } finally {
      await other.close();
    }
  });

  it("records the suite's own migrations with their checksums", async () => {
    const other = await freshDatabase();
    try {
      await migrate(other.db);
      const { rows } = await other.db.query<{ version: string; checksum: string }>('select version, checksum from schema_migrations order by version');
      expect(rows).toEqual(migrationFiles().map((f) => ({ version: f.version, checksum: f.checksum })));
      expect(rows.length).toBeGreaterThan(8);
      expect(migrationChecksum('a\r\nb')).toBe(migrationChecksum('a\nb'));
    } finally {
      await other.close();
    }
  });
});
