// Totals that do not scan (migration 006): the maintained counters stay equal to the rows they count through inserts,
// status moves, updates and cascaded deletes, and a search counts its matches only up to COUNT_CAP.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp } from './helpers.js';
import { settleResumeIndexing } from '../src/modules/resume-index/service.js';
import { COUNT_CAP } from '../src/http/lists.js';
import { maintainedCounters } from './support/counters.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await buildTestApp();
  admin = t.admin.token;
});
after(async () => {
  await settleResumeIndexing(t.app);
  await t.close();
});

const get = (url: string) => t.as(admin, { method: 'GET', url });
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params)).rows;

async function bulkCandidates(n: number, name: string) {
  await t.db.query(
    `insert into candidates (name, primary_mobile, primary_email)
     select $1 || ' ' || i, lpad(i::text, 10, '9'), lower($1) || i || '@example.com' from generate_series(1, $2::int) i`,
    [name, n],
  );
}

describe('maintained counters', () => {
  it('stay equal to the rows through inserts, moves, updates and cascaded deletes', async () => {
    await bulkCandidates(30, 'Counted');
    const client = (await rows<{ id: number }>(`insert into clients (client_legal_name, client_short_name) values ('Initech Ltd', 'Initech') returning id`))[0].id;
    const jobs = await rows<{ id: number; encrypted_id: string }>(
      `insert into job_orders (client_id, job_title, status)
       select $1, 'Counted job ' || i, case when i % 3 = 0 then 'inactive' else 'active' end from generate_series(1, 6) i
       returning id, encrypted_id::text as encrypted_id`,
      [client],
    );
    const cands = await rows<{ id: number }>(`select id from candidates where name like 'Counted %' order by id`);
    // links: every candidate to the first two jobs, in one statement
    await t.db.query(
      `insert into candidate_jobs (candidate_id, job_id) select c.id, j.id from candidates c cross join (select unnest($1::bigint[]) as id) j
        where c.name like 'Counted %'`,
      [jobs.slice(0, 2).map((j) => j.id)],
    );
    const links = await rows<{ id: number; candidate_id: number; job_id: number }>(
      'select id, candidate_id, job_id from candidate_jobs order by id',
    );
    // moves with their history, some into Offered with a joining date, one declined
    await t.db.query(
      `with moved as (
         update candidate_jobs set main_status_id = 'R', sub_status_id = '401', expected_joining_date = current_date + 10
          where id = any($1::bigint[]) returning id, candidate_id, job_id)
       insert into candidate_job_status_history (link_id, candidate_id, job_id, from_main_status_id, from_sub_status_id, to_main_status_id, to_sub_status_id, changed_at)
       select id, candidate_id, job_id, 'P', '103', 'R', '401', now() - interval '2 days' from moved`,
      [links.slice(0, 8).map((l) => l.id)],
    );
    await t.db.query(
      `insert into candidate_job_status_history (link_id, candidate_id, job_id, from_main_status_id, from_sub_status_id, to_main_status_id, to_sub_status_id)
       values ($1, $2, $3, 'R', '401', 'R', '403')`,
      [links[0].id, links[0].candidate_id, links[0].job_id],
    );
    await t.db.query(`update candidate_jobs set sub_status_id = '403' where id = $1`, [links[0].id]);
    // interviews on three days, one moved to another day
    await t.db.query(
      `insert into interviews (link_id, candidate_id, job_id, mode_interview, interview_date, interview_time)
       select id, candidate_id, job_id, 'Personal', current_date + (id % 3)::int, time '10:00' from candidate_jobs where id = any($1::bigint[])`,
      [links.slice(0, 6).map((l) => l.id)],
    );
    await t.db.query(`update interviews set interview_date = interview_date + 7 where link_id = $1`, [links[1].id]);
    // an update that changes no counted column, and a status flip of a job order
    await t.db.query(`update candidate_jobs set offered_ctc = 100000 where id = any($1::bigint[])`, [links.slice(0, 3).map((l) => l.id)]);
    await t.db.query(`update job_orders set status = 'inactive' where id = $1`, [jobs[0].id]);
    let c = await maintainedCounters(t.db);
    expect(c.kept).toEqual(c.counted);
    expect(c.kept.length).toBeGreaterThan(5);

    // cascaded deletes: a candidate through the API (links, history), a job order in SQL
    const cand = (await rows<{ encrypted_id: string }>('select encrypted_id::text as encrypted_id from candidates where id = $1', [cands[0].id]))[0];
    expect((await t.as(admin, { method: 'DELETE', url: `/api/candidate_delete/${cand.encrypted_id}` })).statusCode).toBe(200);
    await t.db.query('delete from job_orders where id = $1', [jobs[1].id]);
    c = await maintainedCounters(t.db);
    expect(c.kept).toEqual(c.counted);

    // a client's new short name reaches its job orders' sort key
    await t.db.query(`update clients set client_short_name = 'Initrode' where id = $1`, [client]);
    const keys = await rows<{ client_sort: string }>('select distinct client_sort from job_orders where client_id = $1', [client]);
    expect(keys).toEqual([{ client_sort: 'initrode' }]);

    // the lists answer the counters
    const list = (await get('/api/candidates?limit=7')).json();
    expect(list.all_data_cnt).toBe(Number((await rows<{ n: number }>('select count(*)::int as n from candidates'))[0].n));
    expect(list.filter_data_capped).toBeUndefined();
    const inactive = (await get('/api/jobs?status=inactive&limit=5')).json();
    expect(inactive.all_data_cnt).toBe(Number((await rows<{ n: number }>(`select count(*)::int as n from job_orders where status = 'inactive'`))[0].n));
    const counts = (await get(`/api/job_pipeline_counts/${jobs[0].encrypted_id}`)).json().data;
    const byStatus = await rows<{ main_status_id: string; n: number }>(
      'select main_status_id, count(*)::int as n from candidate_jobs where job_id = $1 group by 1',
      [jobs[0].id],
    );
    const n = (s: string) => Number(byStatus.find((r) => r.main_status_id === s)?.n ?? 0);
    expect(counts).toEqual({ Joined: 0, Active: 0, Offered: n('R'), Processed: 0, Prospective: n('P') });
    expect(n('R')).toBeGreaterThan(0);
  });
});

describe('a search counts its matches up to COUNT_CAP', () => {
  it('answers filter_data_cnt = COUNT_CAP and filter_data_capped beyond it, exact counts below', async () => {
    await bulkCandidates(COUNT_CAP + 5, 'Zanzibar');
    const total = Number((await rows<{ n: number }>('select count(*)::int as n from candidates'))[0].n);
    for (const url of ['/api/candidates?q=zanzibar&limit=20', '/api/candidates?q=zanzibar&sortby=name&direction=desc&limit=20']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.all_data_cnt).toBe(total);
      expect(body.filter_data_cnt).toBe(COUNT_CAP);
      expect(body.filter_data_capped).toBe(true);
      expect(body.data).toHaveLength(20);
      for (const r of body.data) expect(r.name).toMatch(/^Zanzibar /);
    }
    // sorted, in the list's order: name desc ("Zanzibar 999" before "Zanzibar 998" …)
    const desc = (await get('/api/candidates?q=zanzibar&sortby=name&direction=desc&limit=7')).json().data.slice(0, 3).map((r: { name: string }) => r.name);
    expect(desc).toEqual(['Zanzibar 999', 'Zanzibar 998', 'Zanzibar 997']);
    // the last page within the bound still has rows
    const last = (await get(`/api/candidates?q=zanzibar&page=${COUNT_CAP / 20 - 1}&limit=20`)).json();
    expect(last.data).toHaveLength(20);

    const few = (await get('/api/candidates?q=zanzibar%20100&limit=20')).json();
    expect(few.filter_data_capped).toBeUndefined();
    expect(few.filter_data_cnt).toBeLessThan(COUNT_CAP);

    // runList's lists too
    const client = (await rows<{ id: number }>(`insert into clients (client_legal_name, client_short_name) values ('Zed Ltd', 'Zed') returning id`))[0].id;
    await t.db.query(`insert into job_orders (client_id, job_title) select $1, 'Quokka wrangler ' || i from generate_series(1, $2::int) i`, [client, COUNT_CAP + 1]);
    const jobs = (await get('/api/jobs?q=quokka&limit=20')).json();
    expect(jobs.filter_data_cnt).toBe(COUNT_CAP);
    expect(jobs.filter_data_capped).toBe(true);
    expect(jobs.all_data_cnt).toBeGreaterThan(COUNT_CAP);
    const one = (await get('/api/jobs?q=wrangler%2017&limit=20')).json();
    expect(one.filter_data_capped).toBeUndefined();
  });
});
