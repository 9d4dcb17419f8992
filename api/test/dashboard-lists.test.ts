// The dashboard's four tabs (paging, sorting by every column, search, scope) and the Notes panel.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { INTERVIEW_SORT } from 'contract/dashboard';
import { buildTestApp, type TestApp, type TestUser } from './helpers.js';
import { insertedId } from './support/db.js';

let t: TestApp;
let admin: string;
let recruiter: TestUser;
let other: TestUser;

const ist = (date: string, time = '10:00:00') => new Date(`${date}T${time}+05:30`);
const NOW = ist('2026-03-15', '12:00:00');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let acme: number;
let beta: number;
let jobA: number;
let jobB: number;
let n = 0;

const insert = (sql: string, params: unknown[]) => insertedId(t.db, sql, params);
const candidate = (name: string) =>
  insert(
    `insert into candidates (name, primary_mobile, primary_email) values ($1, '9876543210', $2)`,
    [name, `c${++n}@test.example`],
  );

type Row = Record<string, unknown>;
async function list(token: string, url: string) {
  const res = await t.as(token, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    status: boolean;
    data: Row[];
    all_data_cnt: number;
    filter_data_cnt: number;
  };
}

before(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  admin = t.admin.token;
  recruiter = await t.user({ role: 'recruiter' });
  other = await t.user({ role: 'recruiter' });
  await t.db.query(`update users set first_name = 'Rita', last_name = 'Rao' where id = $1`, [
    recruiter.id,
  ]);
  await t.db.query(`update users set first_name = 'Omar', last_name = 'Shah' where id = $1`, [
    other.id,
  ]);
  acme = await insert(
    `insert into clients (client_legal_name, client_short_name) values ('Acme Pvt Ltd', 'Acme')`,
    [],
  );
  beta = await insert(
    `insert into clients (client_legal_name, client_short_name) values ('Beta Pvt Ltd', 'Beta')`,
    [],
  );
  jobA = await insert(
    `insert into job_orders (client_id, job_title, created_at) values ($1, 'Backend Engineer', $2)`,
    [acme, ist('2026-03-01')],
  );
  jobB = await insert(
    `insert into job_orders (client_id, job_title, created_at) values ($1, 'Data Analyst', $2)`,
    [beta, ist('2026-03-02')],
  );
  await t.db.query(
    `insert into job_users (job_id, user_id, user_type) values ($1, $2, 'recruiter'), ($1, $3, 'recruiter'), ($4, $3, 'recruiter')`,
    [jobA, recruiter.id, other.id, jobB],
  );

  // 25 interviews on job A (13 upcoming, 12 past), 3 on job B (upcoming); created one hour apart.
  for (let i = 0; i < 28; i++) {
    const onA = i < 25;
    const c = await candidate(`Cand ${String(i).padStart(2, '0')}`);
    const day = onA ? (i < 13 ? 16 + (i % 10) : 1 + (i % 12)) : 20;
    await t.db.query(
      `insert into interviews (candidate_id, job_id, mode_interview, interview_date, interview_time, created_by, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        c,
        onA ? jobA : jobB,
        i % 2 ? 'Telephonic' : 'Personal',
        `2026-03-${String(day).padStart(2, '0')}`,
        `${String(9 + (i % 8)).padStart(2, '0')}:30`,
        recruiter.id,
        new Date(NOW.getTime() - (30 - i) * 3_600_000),
      ],
    );
  }
  // Today around now: 11:30 is past (recent), 12:00 is now (upcoming).
  for (const [name, time] of [
    ['Today Early', '11:30'],
    ['Today Now', '12:00'],
  ]) {
    const c = await candidate(name);
    await t.db.query(
      `insert into interviews (candidate_id, job_id, mode_interview, interview_date, interview_time, created_at) values ($1, $2, 'Video Conference', '2026-03-15', $3, $4)`,
      [c, jobA, time, ist('2026-01-01')],
    );
  }

  // 21 more active job orders (Acme) and one inactive; links give job A a pipeline of 4, job B 2.
  for (let i = 0; i < 21; i++) {
    await t.db.query(
      `insert into job_orders (client_id, job_title, created_at) values ($1, $2, $3)`,
      [
        acme,
        `Job ${String(i).padStart(2, '0')}`,
        ist('2026-02-01', `${String(i).padStart(2, '0')}:00:00`),
      ],
    );
  }
  await t.db.query(
    `insert into job_orders (client_id, job_title, status) values ($1, 'Closed Job', 'inactive')`,
    [acme],
  );
  const links: [number, string, string, number | null, string | null, string][] = [
    [jobA, 'R', '402', 1200000, '2026-04-01', 'Offer Person'],
    [jobA, 'J', '501', 900000, '2026-03-01', 'Joined Person'],
    [jobA, 'P', '103', null, null, 'Prospect Person'],
    [jobA, 'A', '301', null, null, 'Active Person'],
    [jobB, 'R', '403', 1500000, '2026-04-10', 'Declined Person'],
    [jobB, 'S', '201', null, null, 'Processed Person'],
  ];
  for (const [i, [jobId, main, sub, ctc, doj, name]] of links.entries()) {
    await t.db.query(
      `insert into candidate_jobs (candidate_id, job_id, main_status_id, sub_status_id, offered_ctc, expected_joining_date, recruiter_id, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [await candidate(name), jobId, main, sub, ctc, doj, recruiter.id, ist(`2026-03-0${i + 1}`)],
    );
  }
});
after(() => t.close());

describe('GET /api/dashboard_future_job_interviews and _recent_', () => {
  it('pages by 20, upcoming soonest first and recent latest first (by interview time), with the spec columns and public ids', async () => {
    const first = await list(admin, '/api/dashboard_future_job_interviews');
    // upcoming: 13 on A + 3 on B + today 12:00
    expect(first.all_data_cnt).toBe(17);
    expect(first.data).toHaveLength(17);
    expect(first.data.find((r) => r.candidate_name === 'Cand 27')).toEqual({
      encrypted_id: expect.stringMatching(UUID),
      candidate_id: expect.stringMatching(UUID),
      candidate_name: 'Cand 27',
      job_id: expect.stringMatching(UUID),
      job_title: 'Data Analyst',
      client_name: 'Beta',
      interview_date: '2026-03-20',
      interview_time: '12:30',
      mode_interview: 'Telephonic',
      recruiter_name: 'Rita Rao',
      created_at: new Date(NOW.getTime() - 3 * 3_600_000).toISOString(),
    });
    // by when they happen, not when they were scheduled (issue 18)
    const when = (rows: Record<string, unknown>[]) => rows.map((r) => `${r.interview_date} ${r.interview_time}`);
    expect(when(first.data)).toEqual([...when(first.data)].sort());
    expect(first.data[0]).toMatchObject({ candidate_name: 'Today Now', interview_time: '12:00' });
    expect(first.data.at(-1)).toMatchObject({ interview_date: '2026-03-25' });

    const recent = await list(admin, '/api/dashboard_recent_job_interviews');
    expect(recent.all_data_cnt).toBe(13); // 12 past on A + today 11:30
    expect(recent.data[0]).toMatchObject({ candidate_name: 'Today Early', interview_time: '11:30' });
    expect(when(recent.data)).toEqual([...when(recent.data)].sort().reverse());
    expect(recent.data.every((r) => String(r.interview_date) <= '2026-03-15')).toBe(true);

    const all = await list(admin, '/api/dashboard_recent_job_interviews?limit=5&page=2');
    expect(all.data).toHaveLength(3);
  });

  it('sorts by every column, both ways', async () => {
    for (const key of INTERVIEW_SORT) {
      for (const direction of ['asc', 'desc'] as const) {
        const { data } = await list(
          admin,
          `/api/dashboard_future_job_interviews?sortby=${key}&direction=${direction}&limit=100`,
        );
        const values = data.map((r) => String(r[key]).toLowerCase());
        const sorted = [...values].sort();
        expect(values).toEqual(direction === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('searches the shown columns, and keeps to the scope rule', async () => {
    const found = await list(admin, '/api/dashboard_future_job_interviews?q=beta');
    expect(found.filter_data_cnt).toBe(3);
    expect(found.all_data_cnt).toBe(17);
    // the recruiter is assigned to job A only
    const mine = await list(recruiter.token, '/api/dashboard_future_job_interviews?limit=100');
    expect(mine.all_data_cnt).toBe(14);
    expect(mine.data.every((r) => r.client_name === 'Acme')).toBe(true);
  });

  it('refuses what the list query does not allow (422)', async () => {
    for (const q of ['sortby=id', 'limit=101', 'page=-1', 'direction=up', 'extra=1']) {
      expect(
        (await t.as(admin, { method: 'GET', url: `/api/dashboard_future_job_interviews?${q}` }))
          .statusCode,
      ).toBe(422);
    }
  });
});

describe('GET /api/dashboard_job_orders', () => {
  it('lists active job orders with their pipeline and recruiters, 20 a page, newest first', async () => {
    const p0 = await list(admin, '/api/dashboard_job_orders');
    expect(p0.all_data_cnt).toBe(23);
    expect(p0.data).toHaveLength(20);
    expect(p0.data[0]).toEqual({
      job_id: expect.stringMatching(UUID),
      job_code: expect.any(Number),
      job_order_name: 'Data Analyst',
      client_name: 'Beta',
      pipeline: 2,
      recruiter_name: 'Omar Shah',
      created_at: ist('2026-03-02').toISOString(),
    });
    expect(p0.data[1]).toMatchObject({
      job_order_name: 'Backend Engineer',
      pipeline: 4,
      recruiter_name: 'Omar Shah, Rita Rao',
    });
    const p1 = await list(admin, '/api/dashboard_job_orders?page=1');
    expect(p1.data.map((r) => r.job_order_name)).toEqual(['Job 02', 'Job 01', 'Job 00']);
    expect(p1.data.map((r) => r.job_order_name)).not.toContain('Closed Job');
  });

  it('sorts by pipeline and name, searches, and keeps to the scope rule', async () => {
    for (const [query, column, values] of [
      ['sortby=pipeline&direction=desc&limit=2', 'pipeline', [4, 2]],
      ['sortby=job_order_name&direction=asc&limit=3', 'job_order_name', ['Backend Engineer', 'Data Analyst', 'Job 00']],
      ['sortby=recruiter_name&direction=desc&limit=2', 'recruiter_name', ['Omar Shah, Rita Rao', 'Omar Shah']],
    ] as const) {
      const { data } = await list(admin, `/api/dashboard_job_orders?${query}`);
      expect({ query, values: data.map((r) => r[column]) }).toEqual({ query, values });
    }
    const search = await list(admin, '/api/dashboard_job_orders?q=rita');
    expect(search.filter_data_cnt).toBe(1);
    const mine = await list(recruiter.token, '/api/dashboard_job_orders');
    expect(mine.data.map((r) => r.job_order_name)).toEqual(['Backend Engineer']);
  });
});

describe('GET /api/dashboard_placed_offered_list', () => {
  it('lists links now in Offered or Joined with ctc, doj and status', async () => {
    const body = await list(admin, '/api/dashboard_placed_offered_list');
    expect(body.all_data_cnt).toBe(3);
    expect(body.data.map((r) => r.candidate_name)).toEqual([
      'Declined Person',
      'Joined Person',
      'Offer Person',
    ]);
    expect(body.data[2]).toEqual({
      encrypted_id: expect.stringMatching(UUID),
      candidate_id: expect.stringMatching(UUID),
      candidate_name: 'Offer Person',
      job_id: expect.stringMatching(UUID),
      job_title: 'Backend Engineer',
      client_name: 'Acme',
      ctc: 1200000,
      doj: '2026-04-01',
      status: 'Offered',
      sub_status: 'Offer Accepted',
      recruiter_name: 'Rita Rao',
      created_at: ist('2026-03-01').toISOString(),
    });
  });

  it('sorts by every column and keeps to the scope rule', async () => {
    const ctc = await list(admin, '/api/dashboard_placed_offered_list?sortby=ctc&direction=desc');
    expect(ctc.data.map((r) => r.ctc)).toEqual([1500000, 1200000, 900000]);
    const doj = await list(admin, '/api/dashboard_placed_offered_list?sortby=doj&direction=asc');
    expect(doj.data.map((r) => r.doj)).toEqual(['2026-03-01', '2026-04-01', '2026-04-10']);
    const status = await list(
      admin,
      '/api/dashboard_placed_offered_list?sortby=status&direction=asc',
    );
    expect(status.data.map((r) => r.sub_status)).toEqual([
      'Offer Accepted',
      'Offer Declined',
      'Joined',
    ]);
    for (const key of ['candidate_name', 'client_name', 'recruiter_name', 'created_at']) {
      expect(
        (
          await t.as(admin, {
            method: 'GET',
            url: `/api/dashboard_placed_offered_list?sortby=${key}`,
          })
        ).statusCode,
      ).toBe(200);
    }
    const search = await list(admin, '/api/dashboard_placed_offered_list?q=joined');
    expect(search.data.map((r) => r.candidate_name)).toEqual(['Joined Person']);
    const mine = await list(recruiter.token, '/api/dashboard_placed_offered_list');
    expect(mine.data.map((r) => r.candidate_name)).toEqual(['Joined Person', 'Offer Person']);
  });
});

describe('GET /api/my_recent_notes', () => {
  it('gives the newest 20 notes I wrote on candidates, job orders and clients, linked to their records', async () => {
    const cand = await candidate('Noted Candidate');
    for (let i = 0; i < 10; i++) {
      const at = (h: number) => new Date(NOW.getTime() - (i * 3 + h) * 60_000);
      await t.db.query(
        `insert into candidate_notes (candidate_id, notes, created_by, created_at) values ($1, $2, $3, $4)`,
        [cand, `cand note ${i}`, recruiter.id, at(0)],
      );
      await t.db.query(
        `insert into job_notes (job_id, notes, created_by, created_at) values ($1, $2, $3, $4)`,
        [jobA, `job note ${i}`, recruiter.id, at(1)],
      );
      await t.db.query(
        `insert into client_notes (client_id, notes, created_by, created_at) values ($1, $2, $3, $4)`,
        [beta, `client note ${i}`, recruiter.id, at(2)],
      );
    }
    await t.db.query(
      `insert into candidate_notes (candidate_id, notes, created_by, created_at) values ($1, 'not mine', $2, $3)`,
      [cand, other.id, NOW],
    );

    const res = await t.as(recruiter.token, { method: 'GET', url: '/api/my_recent_notes' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Row[] };
    expect(data).toHaveLength(20);
    expect(data.map((r) => r.notes)).not.toContain('not mine');
    expect(data.slice(0, 3)).toEqual([
      {
        encrypted_id: expect.stringMatching(UUID),
        notes: 'cand note 0',
        created_at: NOW.toISOString(),
        entity_type: 'candidate',
        entity_id: expect.stringMatching(UUID),
        entity_name: 'Noted Candidate',
      },
      expect.objectContaining({
        notes: 'job note 0',
        entity_type: 'job_order',
        entity_name: 'Backend Engineer',
      }),
      expect.objectContaining({
        notes: 'client note 0',
        entity_type: 'client',
        entity_name: 'Beta',
      }),
    ]);
    expect(data.at(-1)?.notes).toBe('job note 6');
    const { rows } = await t.db.query<{ id: string }>(
      'select encrypted_id::text as id from clients where id = $1',
      [beta],
    );
    expect(data[2].entity_id).toBe(rows[0].id);
  });
});
