// The notification bell: interviews of mine in the next 24 hours, job orders I was assigned to, status moves
// on candidates of my job orders, newer than my last read; POST /api/notifications/read marks them read.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp, type TestUser } from './helpers.js';
import { insertedId } from './support/db.js';

let t: TestApp;
let me: TestUser;
let colleague: TestUser;
const HOUR = 3_600_000;
const NOW = new Date('2026-03-15T12:00:00+05:30');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);
/** Local (Kolkata) date and time of an instant, as the interview form stores them. */
const local = (d: Date) => {
  const s = new Date(d.getTime() + 5.5 * HOUR).toISOString();
  return [s.slice(0, 10), s.slice(11, 16)] as const;
};

let jobA: number;
let jobB: number;
let n = 0;

const id = (sql: string, params: unknown[]) => insertedId(t.db, sql, params);
async function link(jobId: number) {
  const candidateId = await id(
    `insert into candidates (name, primary_mobile, primary_email) values ($1, '9876543210', $2)`,
    [`Person ${++n}`, `p${n}@test.example`],
  );
  const linkId = await id(`insert into candidate_jobs (candidate_id, job_id) values ($1, $2)`, [
    candidateId,
    jobId,
  ]);
  return { candidateId, linkId, jobId };
}
async function interview(jobId: number, start: Date, createdBy: number | null, createdAt: Date) {
  const l = await link(jobId);
  const [date, time] = local(start);
  await t.db.query(
    `insert into interviews (candidate_id, job_id, mode_interview, interview_date, interview_time, created_by, created_at) values ($1, $2, 'Personal', $3, $4, $5, $6)`,
    [l.candidateId, jobId, date, time, createdBy, createdAt],
  );
}
async function move(
  jobId: number,
  by: number | null,
  when: Date,
  from: [string, string] | null = ['P', '103'],
) {
  const l = await link(jobId);
  await t.db.query(
    `insert into candidate_job_status_history (link_id, candidate_id, job_id, from_main_status_id, from_sub_status_id, to_main_status_id, to_sub_status_id, changed_by, changed_at)
     values ($1, $2, $3, $4, $5, 'S', '201', $6, $7)`,
    [l.linkId, l.candidateId, jobId, from?.[0] ?? null, from?.[1] ?? null, by, when],
  );
}
async function notifications(token = me.token) {
  const res = await t.as(token, { method: 'GET', url: '/api/notifications' });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    status: boolean;
    unread: number;
    data: { kind: string; text: string; at: string; link: string }[];
  };
}

before(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  me = await t.user({ role: 'recruiter' });
  colleague = await t.user({ role: 'recruiter' });
  const client = await id(
    `insert into clients (client_legal_name, client_short_name) values ('Acme Pvt Ltd', 'Acme')`,
    [],
  );
  jobA = await id(`insert into job_orders (client_id, job_title) values ($1, 'Backend Engineer')`, [
    client,
  ]);
  jobB = await id(`insert into job_orders (client_id, job_title) values ($1, 'Data Analyst')`, [
    client,
  ]);
  const jobC = await id(
    `insert into job_orders (client_id, job_title) values ($1, 'Self Assigned')`,
    [client],
  );
  // The admin assigned me to job A two hours ago; I put myself on job C (not news to me).
  await t.db.query(
    `insert into job_users (job_id, user_id, user_type, created_by, created_at) values ($1, $2, 'recruiter', $3, $4)`,
    [jobA, me.id, t.admin.id, at(-2)],
  );
  await t.db.query(
    `insert into job_users (job_id, user_id, user_type, created_by, created_at) values ($1, $2, 'recruiter', $2, $3)`,
    [jobC, me.id, at(-2)],
  );

  await interview(jobA, at(3), colleague.id, at(-72)); // on my job, in 3 hours: news since it entered the 24-hour window
  await interview(jobB, at(5), me.id, at(-1)); // scheduled by me on another job, in 5 hours
  await interview(jobB, at(2), colleague.id, at(-1)); // not mine
  await interview(jobA, at(30), colleague.id, at(-1)); // more than 24 hours away: not yet
  await interview(jobA, at(-1), colleague.id, at(-48)); // already started: no

  await move(jobA, t.admin.id, at(-1)); // a move on my job
  await move(jobA, colleague.id, at(-0.5), null); // a candidate added to my job
  await move(jobA, me.id, at(-0.25)); // my own move: not news
  await move(jobB, t.admin.id, at(-0.25)); // not my job
  await move(jobA, t.admin.id, at(1)); // in the future: no
});
after(() => t.close());

describe('GET /api/notifications', () => {
  it('lists my unread notifications, newest first, with links into the suite', async () => {
    const body = await notifications();
    expect(body.status).toBe(true);
    expect(body.unread).toBe(5);
    expect(body.data.map((x) => x.kind)).toEqual([
      'status',
      'interview',
      'status',
      'assignment',
      'interview',
    ]);
    expect(body.data[0].text).toMatch(
      /^Person \d+ was added to Backend Engineer \(Processed · Resume Submitted\)$/,
    );
    expect(body.data[1]).toEqual({
      kind: 'interview',
      text: expect.stringMatching(
        /^Interview: Person \d+ for Data Analyst \(Acme\) on 15-Mar-2026 at 05:00 PM · Personal$/,
      ),
      at: at(-1).toISOString(),
      link: expect.stringMatching(/^\/candidates\/[0-9a-f-]{36}$/),
    });
    expect(body.data[2].text).toMatch(
      /^Person \d+ moved to Processed · Resume Submitted on Backend Engineer$/,
    );
    expect(body.data[3]).toEqual({
      kind: 'assignment',
      text: 'You were assigned to Backend Engineer (Acme) as recruiter',
      at: at(-2).toISOString(),
      link: expect.stringMatching(/^\/joborders\/[0-9a-f-]{36}$/),
    });
    // the interview in 3 hours became news 21 hours ago, when it entered the next 24 hours
    expect(body.data[4].at).toBe(at(-21).toISOString());
  });

  it('marks everything read, then shows only what is newer', async () => {
    const read = await t.as(me.token, { method: 'POST', url: '/api/notifications/read' });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ status: true, message: 'Updated Successfully' });
    expect(await notifications()).toEqual({ status: true, unread: 0, data: [] });

    // Seven hours later: the move planned at +1 h happened, and the interview at +30 h is now 23 hours away.
    t.clock.set(at(7));
    try {
      const token = await t.login(me.email, me.password); // the first session has idled out meanwhile
      const later = await notifications(token);
      expect(later.unread).toBe(2);
      expect(later.data.map((x) => [x.kind, x.at])).toEqual([
        ['interview', at(6).toISOString()],
        ['status', at(1).toISOString()],
      ]);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('keeps each user to their own notifications and read mark', async () => {
    const theirs = await notifications(colleague.token);
    // the colleague is assigned to nothing and scheduled interviews: those within the next 24 hours are theirs
    expect(theirs.data.every((x) => x.kind === 'interview')).toBe(true);
    expect(theirs.unread).toBe(2);
  });

  it('lists at most 50 and counts them all', async () => {
    const busy = await t.user({ role: 'recruiter' });
    await t.db.query(
      `insert into job_users (job_id, user_id, user_type, created_by, created_at) values ($1, $2, 'coordinator', $3, $4)`,
      [jobB, busy.id, t.admin.id, at(-3)],
    );
    for (let i = 0; i < 55; i++)
      await move(jobB, t.admin.id, new Date(NOW.getTime() - (i + 1) * 60_000));
    const body = await notifications(busy.token);
    expect(body.data).toHaveLength(50);
    // 55 moves + the earlier move on job B + the assignment + the two interviews on job B in the next 24 hours
    expect(body.unread).toBe(59);
  });

  it('needs a signed-in user', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.as(null, { method: 'POST', url: '/api/notifications/read' })).statusCode).toBe(
      401,
    );
  });
});
