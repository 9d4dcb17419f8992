// The dashboard summary from a known history (spec 000 §2.4, §3; DESIGN §5), its windows' boundaries
// and the scope rule. Now = 2026-03-15 12:00 in Asia/Kolkata (06:30 UTC): today is 2026-03-15, the
// 30-day window starts 2026-02-14 00:00 IST, the 7-day window 2026-03-09 00:00 IST.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let admin: string;

const ist = (date: string, time = '10:00:00') => new Date(`${date}T${time}+05:30`);
const NOW = ist('2026-03-15', '12:00:00');

type Status = [main: string, sub: string];
const P: Status = ['P', '103'];
const S: Status = ['S', '201'];
const S2: Status = ['S', '202'];
const A: Status = ['A', '301'];
const R: Status = ['R', '401'];
const R_ACCEPTED: Status = ['R', '402'];
const DECLINED: Status = ['R', '403'];
const J: Status = ['J', '501'];
const J_LEFT: Status = ['J', '502'];

type Link = { id: number; candidate_id: number; job_id: number };
let clientId: number;
let n = 0;

async function job(title: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    'insert into job_orders (client_id, job_title) values ($1, $2) returning id',
    [clientId, title],
  );
  return Number(rows[0].id);
}

/** A candidate linked to a job order, with its current status. */
async function link(jobId: number, [main, sub]: Status, doj: string | null = null): Promise<Link> {
  const c = await t.db.query<{ id: number }>(
    `insert into candidates (name, primary_mobile, primary_email) values ($1, '9876543210', $2) returning id`,
    [`Candidate ${++n}`, `c${n}@test.example`],
  );
  const { rows } = await t.db.query<{ id: number }>(
    `insert into candidate_jobs (candidate_id, job_id, main_status_id, sub_status_id, expected_joining_date) values ($1, $2, $3, $4, $5) returning id`,
    [c.rows[0].id, jobId, main, sub, doj],
  );
  return { id: Number(rows[0].id), candidate_id: Number(c.rows[0].id), job_id: jobId };
}

/** One status-history row: a move of the link from → to at a chosen instant. */
async function move(l: Link, from: Status | null, to: Status, at: Date) {
  await t.db.query(
    `insert into candidate_job_status_history (link_id, candidate_id, job_id, from_main_status_id, from_sub_status_id, to_main_status_id, to_sub_status_id, changed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [l.id, l.candidate_id, l.job_id, from?.[0] ?? null, from?.[1] ?? null, to[0], to[1], at],
  );
}

async function interview(jobId: number, date: string, time: string) {
  const l = await link(jobId, A);
  await t.db.query(
    `insert into interviews (candidate_id, job_id, link_id, mode_interview, interview_date, interview_time) values ($1, $2, $3, 'Telephonic', $4, $5)`,
    [l.candidate_id, jobId, l.id, date, time],
  );
}

async function summary(token: string) {
  const res = await t.as(token, { method: 'GET', url: '/api/dashboard' });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe(true);
  expect(body.data).toHaveLength(1);
  return body.data[0] as Record<string, number>;
}

let recruiter: TestUser;
let manager: TestUser;
let unassigned: TestUser;

before(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  admin = t.admin.token;
  recruiter = await t.user({ role: 'recruiter' });
  manager = await t.user({ role: 'manager' });
  unassigned = await t.user({ role: 'recruiter' });
  const cl = await t.db.query<{ id: number }>(
    `insert into clients (client_legal_name, client_short_name) values ('Acme Pvt Ltd', 'Acme') returning id`,
  );
  clientId = Number(cl.rows[0].id);
  const jobA = await job('Job A');
  const jobB = await job('Job B');
  // The recruiter works on job A only; the manager is assigned to nothing (and sees everything by role).
  await t.db.query(
    `insert into job_users (job_id, user_id, user_type) values ($1, $2, 'recruiter')`,
    [jobA, recruiter.id],
  );

  // ---- Resumes submitted: moves into S from another main status -------------------------------------
  const l1 = await link(jobA, A);
  await move(l1, null, P, ist('2026-03-14', '09:00:00')); // creation at P: nothing
  await move(l1, P, S, ist('2026-03-14')); // 30 + 7
  await move(l1, S, S2, ist('2026-03-14', '11:00:00')); // sub status change inside S: nothing
  await move(await link(jobA, A), P, S, ist('2026-02-14', '00:00:00')); // first instant of the 30th day back: 30
  await move(await link(jobA, A), P, S, ist('2026-02-13', '23:59:59.999')); // last instant of the 31st day back: nothing
  await move(await link(jobA, A), P, S, ist('2026-03-09', '00:00:00')); // first instant of the 7th day back: 30 + 7
  await move(await link(jobA, A), P, S, ist('2026-03-08', '23:59:59.999')); // the 8th day back: 30
  const back = await link(jobA, A);
  await move(back, P, S, ist('2026-01-05')); // long ago
  await move(back, S, P, ist('2026-03-10')); // backwards: not a submission
  await move(back, P, S, ist('2026-03-11')); // forwards again: 30 + 7
  await move(await link(jobA, A), P, S, ist('2026-03-15', '18:00:00')); // later today, after now: nothing
  await move(await link(jobB, A), P, S, ist('2026-03-14')); // job B: 30 + 7 for those who see job B

  // ---- Offers made: moves into R ---------------------------------------------------------------------
  const l7 = await link(jobA, A);
  await move(l7, A, R, ist('2026-03-13')); // 30 + 7
  await move(l7, R, DECLINED, ist('2026-03-14')); // a decline (see below), not a second offer
  const l8 = await link(jobA, A);
  await move(l8, S, R, ist('2026-02-20')); // 30
  await move(l8, R, A, ist('2026-02-25')); // left Offered: the offer still counts
  const l9 = await link(jobA, A);
  await move(l9, S, R, ist('2026-01-20')); // long ago
  await move(l9, R, A, ist('2026-03-01')); // backwards
  await move(l9, A, R, ist('2026-03-02')); // forwards again: 30
  await move(await link(jobA, A), A, R, ist('2026-02-13', '23:59:59.999')); // 31st day back: nothing
  await move(await link(jobB, A), A, R, ist('2026-03-14')); // job B: 30 + 7

  // ---- Candidates placed: moves into J ---------------------------------------------------------------
  const l10 = await link(jobA, A);
  await move(l10, R_ACCEPTED, J, ist('2026-03-14')); // 30 + 7
  await move(l10, J, J_LEFT, ist('2026-03-15', '09:00:00')); // sub status change inside J: nothing
  await move(await link(jobA, A), R_ACCEPTED, J, ist('2026-02-14', '00:00:00')); // 30th day back: 30
  await move(await link(jobA, A), R_ACCEPTED, J, ist('2026-03-08', '23:59:59.999')); // 8th day back: 30
  await move(await link(jobA, A), R_ACCEPTED, J, ist('2026-03-09', '00:00:00')); // 7th day back: 30 + 7

  // ---- Offers declined: moves into sub status 403 ----------------------------------------------------
  // (l7 above: 30 + 7)
  await move(await link(jobA, A), R, DECLINED, ist('2026-03-09', '00:00:00')); // 30 + 7
  await move(await link(jobA, A), R, DECLINED, ist('2026-02-14', '00:00:00')); // 30
  await move(await link(jobA, A), R_ACCEPTED, DECLINED, ist('2026-02-13', '23:59:59.999')); // 31st day: nothing
  await move(await link(jobB, A), R, DECLINED, ist('2026-03-10')); // job B: 30 + 7

  // ---- Current state: yet to join (in R, joining today or later, not declined), prospective (in P) ----
  await link(jobA, R_ACCEPTED, '2026-03-15'); // joins today: counts
  await link(jobA, R, '2026-03-20'); // counts
  await link(jobA, R_ACCEPTED, '2026-03-14'); // date passed: no
  await link(jobA, DECLINED, '2026-03-20'); // declined: no
  await link(jobA, R, null); // no date: no
  await link(jobB, R, '2026-03-18'); // job B: counts for those who see it
  await link(jobA, P);
  await link(jobA, ['P', '101']);
  await link(jobB, P);
  await link(jobA, J); // joined: neither

  // ---- Interviews ------------------------------------------------------------------------------------
  await interview(jobA, '2026-03-15', '09:00'); // today, before now: still today's
  await interview(jobA, '2026-03-15', '15:00'); // today
  await interview(jobA, '2026-03-16', '10:00'); // tomorrow
  await interview(jobA, '2026-03-14', '10:00'); // yesterday: no
  await interview(jobA, '2026-03-17', '10:00'); // the day after tomorrow: no
  await interview(jobB, '2026-03-15', '11:00'); // job B today
  await interview(jobB, '2026-03-16', '23:30'); // job B tomorrow
});
after(() => t.close());

const EVERYTHING = {
  resumes_submitted_last_30_days: 6,
  resumes_submitted_last_7_days: 4,
  offered_made_last_30_days: 4,
  offered_made_last_7_days: 2,
  candidates_placed_last_30_days: 4,
  candidates_placed_last_7_days: 2,
  offers_declines_last_30_days: 4,
  offers_declines_last_7_days: 3,
  candidates_yet_to_join: 3,
  today_interviews: 3,
  tomorrow_interviews: 2,
  prospective_candidates: 3,
};

describe('GET /api/dashboard', () => {
  it('counts every figure of both windows from the history, the links and the schedule (admin sees everything)', async () => {
    expect(await summary(admin)).toEqual(EVERYTHING);
  });

  it('a manager sees everything too', async () => {
    expect(await summary(manager.token)).toEqual(EVERYTHING);
  });

  it('a recruiter sees only the job orders they are assigned to', async () => {
    expect(await summary(recruiter.token)).toEqual({
      resumes_submitted_last_30_days: 5,
      resumes_submitted_last_7_days: 3,
      offered_made_last_30_days: 3,
      offered_made_last_7_days: 1,
      candidates_placed_last_30_days: 4,
      candidates_placed_last_7_days: 2,
      offers_declines_last_30_days: 3,
      offers_declines_last_7_days: 2,
      candidates_yet_to_join: 2,
      today_interviews: 2,
      tomorrow_interviews: 1,
      prospective_candidates: 2,
    });
  });

  it('a user assigned to nothing sees zeros', async () => {
    const s = await summary(unassigned.token);
    expect(Object.values(s).every((v) => v === 0)).toBe(true);
  });

  it('moves the windows with the clock: a day later the 30th-day move has left the 30-day window', async () => {
    t.clock.set(ist('2026-03-16', '00:00:00'));
    try {
      const s = await summary(admin);
      // 2026-02-14 00:00 (resume, placement, decline) is now on the 31st day back; 2026-03-09 00:00 on the 8th.
      expect(s.resumes_submitted_last_30_days).toBe(
        EVERYTHING.resumes_submitted_last_30_days - 1 + 1,
      ); // + the 18:00 move of the 15th
      expect(s.resumes_submitted_last_7_days).toBe(
        EVERYTHING.resumes_submitted_last_7_days - 1 + 1,
      );
      expect(s).toMatchObject({
        candidates_placed_last_30_days: 3,
        candidates_placed_last_7_days: 1,
        offers_declines_last_30_days: 3,
        offers_declines_last_7_days: 2,
        // today is the 16th: yesterday's interviews are not today's; tomorrow is the 17th
        today_interviews: 2,
        tomorrow_interviews: 1,
        candidates_yet_to_join: 2,
      });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('reads the day in the product time zone, not in UTC', async () => {
    // 2026-03-15 23:30 UTC is already 2026-03-16 05:00 in Kolkata.
    t.clock.set(new Date('2026-03-15T23:30:00Z'));
    try {
      const s = await summary(admin);
      expect(s.today_interviews).toBe(2);
      expect(s.tomorrow_interviews).toBe(1);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('refuses a role without the Dashboard view flag, and a caller without a token', async () => {
    const none = await t.user({ role: 'no-dashboard', grants: { Candidates: { m_view: 1 } } });
    expect((await t.as(none.token, { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard_metric/{metric}', () => {
  const metric = async (token: string, name: string, query = '') => {
    const res = await t.as(token, { method: 'GET', url: `/api/dashboard_metric/${name}${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      data: Record<string, string>[];
      all_data_cnt: number;
      filter_data_cnt: number;
    };
  };

  it('lists exactly what each card and tile counts, in both windows', async () => {
    const figures: [string, number, number][] = [
      ['resumes_submitted', 6, 4],
      ['offered_made', 4, 2],
      ['candidates_placed', 4, 2],
      ['offers_declines', 4, 3],
    ];
    for (const [name, n30, n7] of figures) {
      expect((await metric(admin, name)).all_data_cnt).toBe(n30);
      expect((await metric(admin, name, '?window=30')).all_data_cnt).toBe(n30);
      expect((await metric(admin, name, '?window=7')).all_data_cnt).toBe(n7);
    }
    expect((await metric(admin, 'candidates_yet_to_join')).all_data_cnt).toBe(3);
    expect((await metric(admin, 'today_interviews')).all_data_cnt).toBe(3);
    expect((await metric(admin, 'tomorrow_interviews')).all_data_cnt).toBe(2);
    expect((await metric(admin, 'prospective_candidates')).all_data_cnt).toBe(3);
    expect((await metric(recruiter.token, 'resumes_submitted', '?window=7')).all_data_cnt).toBe(3);
    expect((await metric(recruiter.token, 'today_interviews')).all_data_cnt).toBe(2);
  });

  it('gives candidate, job order, client and when, with public ids only', async () => {
    const body = await metric(admin, 'resumes_submitted', '?window=7');
    expect(body.data[0]).toEqual({
      candidate_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      candidate_name: expect.any(String),
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      job_title: expect.stringMatching(/^Job [AB]$/),
      client_name: 'Acme',
      date: '2026-03-14',
      time: '10:00',
      detail: 'Processed · Resume Submitted',
      user_name: '',
    });
    // newest first by default; the move on the 7th day back, at 00:00 local, is the oldest
    expect(body.data.map((r) => r.date)).toEqual([
      '2026-03-14',
      '2026-03-14',
      '2026-03-11',
      '2026-03-09',
    ]);
    expect(body.data[3].time).toBe('00:00');
    const today = await metric(admin, 'today_interviews');
    expect(today.data.map((r) => r.time)).toEqual(['09:00', '11:00', '15:00']);
    const yet = await metric(admin, 'candidates_yet_to_join');
    expect(yet.data.map((r) => r.date)).toEqual(['2026-03-15', '2026-03-18', '2026-03-20']);
  });

  it('sorts, pages and searches', async () => {
    const page = await metric(
      admin,
      'resumes_submitted',
      '?sortby=date&direction=asc&limit=2&page=1',
    );
    expect(page.data.map((r) => r.date)).toEqual(['2026-03-09', '2026-03-11']);
    expect(page.all_data_cnt).toBe(6);
    const search = await metric(admin, 'resumes_submitted', '?q=job%20b');
    expect(search.filter_data_cnt).toBe(1);
    expect(search.all_data_cnt).toBe(6);
  });

  it('refuses an unknown metric, window or sort key (422)', async () => {
    for (const url of [
      '/api/dashboard_metric/nothing',
      '/api/dashboard_metric/offered_made?window=14',
      '/api/dashboard_metric/offered_made?sortby=id',
    ]) {
      expect((await t.as(admin, { method: 'GET', url })).statusCode).toBe(422);
    }
  });
});

describe('GET /api/dashboard_charts', () => {
  it('gives the funnel of current links and 12 weeks of offers and placements', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/dashboard_charts' });
    expect(res.statusCode).toBe(200);
    const { funnel, weekly } = res.json().data;
    const { rows } = await t.db.query<{ main_status_id: string; n: number }>(
      'select main_status_id, count(*)::int as n from candidate_jobs group by main_status_id',
    );
    const count = (m: string) => Number(rows.find((r) => r.main_status_id === m)?.n ?? 0);
    expect(funnel).toEqual({
      Prospective: count('P'),
      Processed: count('S'),
      Active: count('A'),
      Offered: count('R'),
      Joined: count('J'),
    });
    expect(funnel.Prospective).toBe(3);
    expect(weekly).toHaveLength(12);
    // Weeks start on Monday; the last is the current week (2026-03-09 .. 03-15).
    expect(weekly[11]).toEqual({ week_start: '2026-03-09', offers: 2, placements: 2 });
    expect(weekly[10]).toEqual({ week_start: '2026-03-02', offers: 1, placements: 1 });
    expect(weekly[0].week_start).toBe('2025-12-22');
    const offers = weekly.reduce((s: number, w: { offers: number }) => s + w.offers, 0);
    // every move into R since 2025-12-22: the four of the 30-day window, l9's first offer (01-20) and the 31st-day one
    expect(offers).toBe(6);
  });

  it('keeps to the scope rule', async () => {
    const { funnel, weekly } = (
      await t.as(recruiter.token, { method: 'GET', url: '/api/dashboard_charts' })
    ).json().data;
    expect(funnel.Prospective).toBe(2);
    expect(weekly[11]).toEqual({ week_start: '2026-03-09', offers: 1, placements: 2 });
  });
});
