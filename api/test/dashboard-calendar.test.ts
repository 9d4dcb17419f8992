// The interview calendar (/dashboard/calendar): a date range of at most 62 days, everyone's or mine.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp, type TestUser } from './helpers.js';
import { insertedId } from './support/db.js';

let t: TestApp;
let recruiter: TestUser;
let manager: TestUser;
let n = 0;

const id = (sql: string, params: unknown[]) => insertedId(t.db, sql, params);
async function interview(
  jobId: number,
  date: string,
  time: string,
  createdBy: number | null,
  duration = 30,
) {
  const c = await id(
    `insert into candidates (name, primary_mobile, primary_email) values ($1, '9876543210', $2)`,
    [`Person ${++n}`, `p${n}@test.example`],
  );
  await t.db.query(
    `insert into interviews (candidate_id, job_id, mode_interview, interview_date, interview_time, duration_minutes, created_by) values ($1, $2, 'Video Conference', $3, $4, $5, $6)`,
    [c, jobId, date, time, duration, createdBy],
  );
}

before(async () => {
  t = await buildTestApp();
  recruiter = await t.user({ role: 'recruiter' });
  manager = await t.user({ role: 'manager' });
  await t.db.query(`update users set first_name = 'Mona', last_name = 'Iyer' where id = $1`, [
    manager.id,
  ]);
  const client = await id(
    `insert into clients (client_legal_name, client_short_name) values ('Acme Pvt Ltd', 'Acme')`,
    [],
  );
  const jobA = await id(
    `insert into job_orders (client_id, job_title) values ($1, 'Backend Engineer')`,
    [client],
  );
  const jobB = await id(
    `insert into job_orders (client_id, job_title) values ($1, 'Data Analyst')`,
    [client],
  );
  await t.db.query(
    `insert into job_users (job_id, user_id, user_type) values ($1, $2, 'recruiter')`,
    [jobA, recruiter.id],
  );
  await interview(jobA, '2026-03-02', '10:00', manager.id, 60);
  await interview(jobA, '2026-03-02', '09:00', null);
  await interview(jobB, '2026-03-03', '11:00', manager.id);
  await interview(jobB, '2026-03-31', '11:00', recruiter.id);
  await interview(jobB, '2026-04-01', '11:00', manager.id);
});
after(() => t.close());

const calendar = (token: string, query: string) =>
  t.as(token, { method: 'GET', url: `/api/interview_calendar?${query}` });

describe('GET /api/interview_calendar', () => {
  it('lists the interviews of the range by date and time, with candidate, job, client and who scheduled them', async () => {
    const res = await calendar(manager.token, 'from=2026-03-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.truncated).toBe(false);
    expect(
      body.data.map(
        (r: { interview_date: string; interview_time: string }) =>
          `${r.interview_date} ${r.interview_time}`,
      ),
    ).toEqual(['2026-03-02 09:00', '2026-03-02 10:00', '2026-03-03 11:00', '2026-03-31 11:00']);
    expect(body.data[1]).toEqual({
      encrypted_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      candidate_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      candidate_name: 'Person 1',
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      job_title: 'Backend Engineer',
      client_name: 'Acme',
      interview_date: '2026-03-02',
      interview_time: '10:00',
      duration: 60,
      mode_interview: 'Video Conference',
      scheduled_by: 'Mona Iyer',
      mine: true,
      status: 'scheduled',
      round: '',
      location: '',
      meeting_link: '',
      interviewers: [],
    });
  });

  it("mine=1 keeps the interviews I scheduled or on job orders I am assigned to; others' scope follows the dashboard rule", async () => {
    const mine = (await calendar(manager.token, 'from=2026-03-01&to=2026-04-01&mine=1')).json()
      .data;
    expect(mine.map((r: { candidate_name: string }) => r.candidate_name)).toEqual([
      'Person 1',
      'Person 3',
      'Person 5',
    ]);
    // the recruiter sees job A (assigned) only, whoever scheduled; mine=1 adds nothing outside the scope
    const scoped = (await calendar(recruiter.token, 'from=2026-03-01&to=2026-04-01')).json().data;
    expect(scoped.map((r: { candidate_name: string }) => r.candidate_name)).toEqual([
      'Person 2',
      'Person 1',
    ]);
    const recruiterMine = (
      await calendar(recruiter.token, 'from=2026-03-01&to=2026-04-01&mine=1')
    ).json().data;
    expect(recruiterMine).toHaveLength(2);
  });

  it('accepts 62 days and refuses 63, a reversed range and bad dates (422)', async () => {
    expect((await calendar(manager.token, 'from=2026-03-01&to=2026-05-01')).statusCode).toBe(200);
    const long = await calendar(manager.token, 'from=2026-03-01&to=2026-05-02');
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ to: ['The range must not be longer than 62 days.'] });
    expect((await calendar(manager.token, 'from=2026-03-02&to=2026-03-01')).json().errors).toEqual({
      to: ['The to must be a date after or equal to from.'],
    });
    expect((await calendar(manager.token, 'from=2026-02-30&to=2026-03-01')).statusCode).toBe(422);
    expect((await calendar(manager.token, 'from=2026-03-01')).statusCode).toBe(422);
    expect((await calendar(manager.token, 'from=2026-03-01&to=2026-03-02&mine=2')).statusCode).toBe(
      422,
    );
  });
});
