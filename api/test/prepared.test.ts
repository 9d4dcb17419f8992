// Statements with parameters that run again and again become named prepared statements on a PostgreSQL server
// (planned once per connection), except those asked to be planned with each call's values and those carrying a long
// list; a text run only twice stays unnamed.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(async () => {
  await t.close();
});

describe('prepared statements', () => {
  it('answers the same either way, and keeps a named statement only where it should', async () => {
    const kept = await t.db.tx(async (q) => {
      const plain = 'select $1::int + 1 as n /* kept */';
      const each = 'select $1::int + 2 as n /* each */';
      const list = 'select count(*)::int as n from unnest($1::int[]) /* list */';
      const twice = 'select $1::int + 3 as n /* twice */';
      for (let i = 0; i < 2; i++) expect((await q.query<{ n: number }>(twice, [i])).rows[0].n).toBe(i + 3);
      for (let i = 0; i < 3; i++) {
        expect((await q.query<{ n: number }>(plain, [i])).rows[0].n).toBe(i + 1);
        expect((await q.query<{ n: number }>(each, [i], { plan: 'each' })).rows[0].n).toBe(i + 2);
        const values = Array.from({ length: 51 + i }, (_, k) => k);
        expect((await q.query<{ n: number }>(list, [values])).rows[0].n).toBe(51 + i);
      }
      if (t.db.kind !== 'postgres') return null;
      const { rows } = await q.query<{ statement: string }>(
        "select statement from pg_prepared_statements where statement like '%/* %' and statement not like '%pg_prepared_statements%'",
      );
      return rows.map((r) => r.statement).sort();
    });
    if (t.db.kind === 'postgres') expect(kept).toEqual(['select $1::int + 1 as n /* kept */']);
  });
});
