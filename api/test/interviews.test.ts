import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp } from './helpers.js';
import { link, newJob, seedCandidate, seedClient } from './fixtures/jobs.js';

let t: TestApp;
let admin: string;
let acme: Awaited<ReturnType<typeof seedClient>>;
before(async () => {
  t = await buildTestApp();
  // 20:00 UTC on 15 June is 01:30 on 16 June in Asia/Kolkata (the product's time zone)
  t.clock.set(new Date('2030-06-15T20:00:00Z'));
  admin = await t.login(t.admin.email, t.admin.password);
  t.admin.token = admin;
  acme = await seedClient(t, 'Acme');
});
after(() => t.close());

const schedule = (payload: Record<string, unknown>, token = admin) =>
  t.as(token, { method: 'POST', url: '/api/candidates_interview_schedule', payload });

async function linked() {
  const job = await newJob(t, acme);
  const cand = await seedCandidate(t, { name: 'Ravi Kumar' });
  await link(t, cand.encrypted_id, job);
  return { job, cand: cand.encrypted_id };
}

const base = (job: string, cand: string) => ({
  candidate_id: cand,
  job_id: job,
  mode_interview: 'Video Conference',
  date: '2030-06-16',
  hour: '08',
  minutes: '30',
  duration: 45,
  timeformat: 'PM',
});

describe('POST /api/candidates_interview_schedule', () => {
  it('schedules an interview for a linked candidate, listed by job and by candidate', async () => {
    const { job, cand } = await linked();
    const res = await schedule(base(job, cand));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Added Successfully',
      data: { encrypted_id: expect.any(String) },
    });
    const byJob = (
      await t.as(admin, {
        method: 'GET',
        url: `/api/candidates_interview_schedule?job_id=${job}&page=0&limit=5`,
      })
    ).json();
    expect(byJob.all_data_cnt).toBe(1);
    expect(byJob.data[0]).toMatchObject({
      encrypted_id: res.json().data.encrypted_id,
      candidate_id: cand,
      candidate_name: 'Ravi Kumar',
      job_id: job,
      job_title: 'Senior React Developer',
      client_name: 'Acme',
      mode_interview: 'Video Conference',
      date: '2030-06-16',
      hour: '08',
      minutes: '30',
      timeformat: 'PM',
      duration: 45,
    });
    // 20:30 in Kolkata is 15:00 UTC
    expect(new Date(byJob.data[0].schedule_time).toISOString()).toBe('2030-06-16T15:00:00.000Z');
    const byCandidate = (
      await t.as(admin, {
        method: 'GET',
        url: `/api/candidates_interview_schedule?candidate_id=${cand}`,
      })
    ).json();
    expect(byCandidate.data).toHaveLength(1);
    // 12 AM is midnight, 12 PM is noon
    await schedule({ ...base(job, cand), hour: 12, minutes: 0, timeformat: 'AM' });
    await schedule({ ...base(job, cand), hour: 12, minutes: 0, timeformat: 'PM' });
    const times = await t.db.query<{ t: string }>(
      `select to_char(interview_time, 'HH24:MI') as t from interviews order by interview_time`,
    );
    expect(times.rows.map((r) => r.t)).toEqual(['00:00', '12:00', '20:30']);
    expect(
      (await t.as(admin, { method: 'GET', url: '/api/candidates_interview_schedule' })).statusCode,
    ).toBe(422);
  });

  it('refuses a date before today in the product time zone', async () => {
    const { job, cand } = await linked();
    // still 15 June in UTC, already the 16th in Kolkata
    const res = await schedule({ ...base(job, cand), date: '2030-06-15' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      date: ['The date must be a date after or equal to today.'],
    });
    expect((await schedule({ ...base(job, cand), date: '15/06/2030' })).statusCode).toBe(422);
  });

  it('checks duration, mode, hour, minutes and format', async () => {
    const { job, cand } = await linked();
    const bad: [Record<string, unknown>, string][] = [
      [{ duration: 20 }, 'duration'],
      [{ mode_interview: 'Carrier pigeon' }, 'mode_interview'],
      [{ hour: 13 }, 'hour'],
      [{ hour: 0 }, 'hour'],
      [{ minutes: 60 }, 'minutes'],
      [{ timeformat: 'XM' }, 'timeformat'],
    ];
    for (const [change, field] of bad) {
      const res = await schedule({ ...base(job, cand), ...change });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    for (const [i, d] of [15, 30, 45, 60, 90].entries()) {
      expect((await schedule({ ...base(job, cand), duration: d, hour: i + 1 })).statusCode).toBe(
        201,
      );
    }
    for (const m of ['Telephonic', 'Online Test', 'Personal', 'Others']) {
      expect(
        (
          await schedule({
            ...base(job, cand),
            mode_interview: m,
            hour: 9,
            minutes: 0,
            timeformat: 'AM',
            date: `2030-07-0${['Telephonic', 'Online Test', 'Personal', 'Others'].indexOf(m) + 1}`,
          })
        ).statusCode,
      ).toBe(201);
    }
  });

  it('refuses a candidate not linked to the job (422) and an exact duplicate (409)', async () => {
    const { job, cand } = await linked();
    const other = await seedCandidate(t);
    const res = await schedule(base(job, other.encrypted_id));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      candidate_id: ['The candidate is not linked to this job.'],
    });
    expect((await schedule(base(job, cand))).statusCode).toBe(201);
    const dup = await schedule({ ...base(job, cand), hour: 8, minutes: 30 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      status: false,
      message: 'Interview already scheduled for this candidate at this time.',
    });
    const n = await t.db.query<{ n: number }>(
      'select count(*)::int as n from interviews i join candidates c on c.id = i.candidate_id where c.encrypted_id = $1',
      [cand],
    );
    expect(n.rows[0].n).toBe(1);
  });

  it('needs Candidates edit to write and Candidates or Job Orders view to read', async () => {
    const { job, cand } = await linked();
    const viewer = await t.user({ role: 'iv-viewer', grants: { Candidates: { m_view: 1 } } });
    const editor = await t.user({
      role: 'iv-editor',
      grants: { Candidates: { m_view: 1, m_edit: 1 } },
    });
    // Every Job Orders flag but no Candidates flag: no interview scheduled (issue 22, finding 1).
    const jobEditor = await t.user({
      role: 'iv-job-editor',
      grants: { 'Job Orders': { m_view: 1, m_add: 1, m_edit: 1, m_delete: 1 } },
    });
    const none = await t.user({ role: 'iv-none', grants: { Clients: { m_view: 1, m_edit: 1 } } });
    expect((await schedule(base(job, cand), viewer.token)).statusCode).toBe(403);
    expect((await schedule(base(job, cand), none.token)).statusCode).toBe(403);
    expect((await schedule(base(job, cand), jobEditor.token)).statusCode).toBe(403);
    const ok = await schedule(base(job, cand), editor.token);
    expect(ok.statusCode).toBe(201);
    expect(
      (
        await t.as(viewer.token, {
          method: 'GET',
          url: `/api/candidates_interview_schedule?job_id=${job}`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.as(none.token, {
          method: 'GET',
          url: `/api/candidates_interview_schedule?job_id=${job}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(viewer.token, {
          method: 'DELETE',
          url: `/api/candidates_interview_schedule/${ok.json().data.encrypted_id}`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/candidates_interview_schedule/{id}', () => {
  it('deletes the interview and audits it on the job', async () => {
    const { job, cand } = await linked();
    const id = (await schedule(base(job, cand))).json().data.encrypted_id;
    const res = await t.as(admin, {
      method: 'DELETE',
      url: `/api/candidates_interview_schedule/${id}`,
    });
    expect(res.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect(
      (
        await t.as(admin, {
          method: 'GET',
          url: `/api/candidates_interview_schedule?job_id=${job}`,
        })
      ).json().data,
    ).toHaveLength(0);
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/candidates_interview_schedule/${id}` }))
        .statusCode,
    ).toBe(404);
    // audit events carry the database's time, the status history the app clock (moved to 2030 here): compare events only
    const activity = (await t.as(admin, { method: 'GET', url: `/api/job_activity/${job}` }))
      .json()
      .data.filter((a: { kind: string }) => a.kind === 'event');
    expect(activity.map((a: { changed_on: string }) => a.changed_on).slice(0, 2)).toEqual([
      'Schedule Interviews',
      'Schedule Interviews',
    ]);
    expect(activity[0].changed_to).toMatch(/^Interview of Ravi Kumar on 2030-06-16 deleted/);
  });
});
