// The bulk generator (npm run seed:bulk) at a small size: what the suite's triggers keep (counters, sort keys, job
// order search text) is right after the load, though the load skips the foreign-key checks, and the checks are back on.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp } from './helpers.js';
import { countsFor, seedBulk } from '../src/cli/seed-bulk.js';
import { facetsMismatch, maintainedCounters } from './support/counters.js';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(async () => {
  await t.close();
});

const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows[0];

describe('seed:bulk', () => {
  it('leaves counters, sort keys and search text as the triggers keep them, with the foreign-key checks back on', async () => {
    const made = await seedBulk(t.db, countsFor(400));
    expect(made.candidates).toBe(400);
    expect(made.job_orders).toBeGreaterThanOrEqual(10);

    const c = await maintainedCounters(t.db);
    expect(c.kept).toEqual(c.counted);
    expect(c.kept.find((r) => r.k === 'count candidates')?.n).toBe('400');
    // what the list's filters read (migration 016) follows the load's candidates, skills and links
    expect(await facetsMismatch(t.db)).toEqual({ wrong: 0, missing: 0 });

    expect(
      await one<{ n: number }>(
        `select (select count(*) from candidates where city_id is not null and city_sort is distinct from (select lower(name) from cities where id = city_id))
              + (select count(*) from job_orders j where j.client_sort is null or (j.city_id is not null and j.city_sort is null))::int as n`,
      ),
    ).toEqual({ n: 0 });
    expect(
      await one<{ missing: number; wrong: number }>(
        `select count(*) filter (where s.job_id is null)::int as missing,
                count(*) filter (where s.search_text <> job_search_text(j) or s.status <> j.status)::int as wrong
           from job_orders j left join job_order_search s on s.job_id = j.id`,
      ),
    ).toEqual({ missing: 0, wrong: 0 });
    // the clients' lowered names and website (client_search, migration 017) follow the bulk insert
    expect(
      await one<{ missing: number; wrong: number }>(
        `select count(*) filter (where s.client_id is null)::int as missing,
                count(*) filter (where (s.client_short_name, s.client_legal_name, s.website_url)
                                       <> (lower(c.client_short_name), lower(c.client_legal_name), lower(c.website_url)))::int as wrong
           from clients c left join client_search s on s.client_id = c.id`,
      ),
    ).toEqual({ missing: 0, wrong: 0 });

    // the job order list finds a title's word and counts what the table holds
    const { word, n } = await one<{ word: string; n: number }>(
      `select w.word, (select count(*)::int from job_orders where lower(job_title) like '%' || w.word || '%') as n
         from (select lower(split_part(job_title, ' ', 1)) as word from job_orders order by id limit 1) w`,
    );
    const r = (await t.as(t.admin.token, { method: 'GET', url: `/api/jobs?q=${encodeURIComponent(word)}` })).json();
    expect(r.filter_data_cnt).toBeGreaterThanOrEqual(n);
    expect(r.data.length).toBeGreaterThan(0);

    // no trigger of a loaded table is left disabled
    expect(
      await one<{ n: number }>(
        `select count(*)::int as n from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where c.relnamespace = current_schema()::regnamespace and g.tgenabled = 'D'`,
      ),
    ).toEqual({ n: 0 });
  });
});
