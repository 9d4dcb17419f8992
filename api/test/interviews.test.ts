import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectCreated, expectInvalid, expectRefused, type TestApp } from './helpers.js';
import { link, newJob, seedCandidate, seedClient } from './fixtures/jobs.js';
import { maintainedCounters } from './support/counters.js';

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
    expectCreated(res, 'Added Successfully');
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
    expectRefused(dup, 409, 'Interview already scheduled for this candidate at this time.');
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
    const list = { method: 'GET', url: `/api/candidates_interview_schedule?job_id=${job}` } as const;
    const remove = { method: 'DELETE', url: `/api/candidates_interview_schedule/${ok.json().data.encrypted_id}` } as const;
    for (const [who, request, status] of [
      [viewer, list, 200],
      [none, list, 403],
      [viewer, remove, 403],
    ] as const) {
      expect({ request, status: (await t.as(who.token, request)).statusCode }).toEqual({ request, status });
    }
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

// ------------------------------------------------------------------------------------------------ issue 18
type Json = Record<string, unknown>;
const get = async (url: string, token = admin) => (await t.as(token, { method: 'GET', url })).json();
const put = (id: string, payload: Json, token = admin) =>
  t.as(token, { method: 'PUT', url: `/api/candidates_interview_schedule/${id}`, payload });
const cancel = (id: string, reason: string, token = admin) =>
  t.as(token, { method: 'POST', url: `/api/candidates_interview_schedule/${id}/cancel`, payload: { reason } });
const one = async (id: string) => (await get(`/api/candidates_interview_schedule/${id}`)).data;

describe('interviews as an agency runs them (issue 18)', () => {
  it('stores interviewers, round, location, meeting link and notes; lists them with the status', async () => {
    const { job, cand } = await linked();
    const priya = await t.user({ role: 'iv-recruiter', email: 'priya.iv@test.example' });
    const res = await schedule({
      ...base(job, cand),
      interviewers: [priya.encrypted_id, t.admin.encrypted_id],
      round: 'L1',
      location: 'Acme office, 4th floor',
      meeting_link: 'https://meet.example.com/abc-def',
      notes: 'Bring an ID card.',
    });
    expect(res.statusCode).toBe(201);
    const row = (await get(`/api/candidates_interview_schedule?candidate_id=${cand}`)).data[0];
    expect(row).toMatchObject({
      status: 'scheduled',
      round: 'L1',
      location: 'Acme office, 4th floor',
      meeting_link: 'https://meet.example.com/abc-def',
      notes: 'Bring an ID card.',
      cancel_reason: '',
      sequence: 0,
      reschedules: [],
      feedback: [],
    });
    expect(row.interviewers.map((p: Json) => p.user_id).sort()).toEqual(
      [priya.encrypted_id, t.admin.encrypted_id].sort(),
    );
    // the calendar shows them too
    const cal = await get('/api/interview_calendar?from=2030-06-16&to=2030-06-16');
    const c = cal.data.find((x: Json) => x.encrypted_id === res.json().data.encrypted_id);
    expect(c).toMatchObject({ status: 'scheduled', round: 'L1', location: 'Acme office, 4th floor' });
    expect(c.interviewers).toHaveLength(2);
  });

  it('422 per field: a meeting link that is no address, an unknown interviewer, a round too long', async () => {
    const { job, cand } = await linked();
    const res = await schedule({
      ...base(job, cand),
      meeting_link: 'meet me at the gate',
      interviewers: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      meeting_link: ['The meeting link must be a web address, such as https://meet.example.com/abc.'],
      interviewers: ['The selected interviewers is invalid.'],
    });
    const long = await schedule({ ...base(job, cand), round: 'x'.repeat(41) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ round: ['The round must not be greater than 40 characters.'] });
  });

  it('warns of a clash for the candidate or an interviewer, naming the other interview; confirm_clash goes on', async () => {
    const { job, cand } = await linked();
    const job2 = await newJob(t, acme);
    await link(t, cand, job2);
    const first = await schedule({ ...base(job, cand), hour: 11, minutes: 0, timeformat: 'AM', duration: 60 });
    expect(first.statusCode).toBe(201);
    // 11:30 for another job overlaps 11:00–12:00
    const payload = { ...base(job2, cand), hour: 11, minutes: 30, timeformat: 'AM', duration: 30 };
    const clash = await schedule(payload);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      status: false,
      message: 'This time clashes with another interview.',
      clashes: [
        {
          encrypted_id: first.json().data.encrypted_id,
          candidate_name: 'Ravi Kumar',
          job_title: 'Senior React Developer',
          client_name: 'Acme',
          date: '2030-06-16',
          time: '11:00 AM',
          duration: 60,
          reason: 'candidate',
        },
      ],
    });
    // 12:00 touches but does not overlap
    expect((await schedule({ ...payload, hour: 12, minutes: 0, timeformat: 'PM' })).statusCode).toBe(201);
    expect((await schedule({ ...payload, confirm_clash: true })).statusCode).toBe(201);

    // an interviewer booked with another candidate at the same time
    const panel = await t.user({ role: 'iv-panel', email: 'panel.iv@test.example' });
    const other = await linked();
    expect(
      (await schedule({ ...base(other.job, other.cand), date: '2030-06-20', interviewers: [panel.encrypted_id] })).statusCode,
    ).toBe(201);
    const third = await linked();
    const byPanel = await schedule({
      ...base(third.job, third.cand),
      date: '2030-06-20',
      minutes: 45,
      interviewers: [panel.encrypted_id],
    });
    expect(byPanel.statusCode).toBe(409);
    expect(byPanel.json().clashes).toHaveLength(1);
    expect(byPanel.json().clashes[0].reason).toMatch(/^\S+ \S*/);
    expect(byPanel.json().clashes[0].candidate_name).toBe('Ravi Kumar');
  });

  it('reschedules: the old slot kept in the history, status rescheduled, sequence up; clash and date rules apply', async () => {
    const { job, cand } = await linked();
    const id = (await schedule(base(job, cand))).json().data.encrypted_id;
    const moved = await put(id, { ...base(job, cand), date: '2030-06-18', hour: 10, minutes: 0, timeformat: 'AM', duration: 60 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ status: true, message: 'Updated Successfully' });
    const row = await one(id);
    expect(row).toMatchObject({ status: 'rescheduled', date: '2030-06-18', hour: '10', minutes: '00', timeformat: 'AM', duration: 60, sequence: 1 });
    expect(row.reschedules).toEqual([
      expect.objectContaining({
        from_date: '2030-06-16',
        from_time: '08:30 PM',
        from_duration: 45,
        to_date: '2030-06-18',
        to_time: '10:00 AM',
        to_duration: 60,
      }),
    ]);
    // an edit without a new slot keeps the status, bumps the sequence
    expect((await put(id, { ...base(job, cand), date: '2030-06-18', hour: 10, minutes: 0, timeformat: 'AM', duration: 60, round: 'L2' })).statusCode).toBe(200);
    expect(await one(id)).toMatchObject({ status: 'rescheduled', round: 'L2', sequence: 2 });
    // the same payload again changes nothing
    expect((await put(id, { ...base(job, cand), date: '2030-06-18', hour: 10, minutes: 0, timeformat: 'AM', duration: 60 })).statusCode).toBe(200);
    expect((await one(id)).sequence).toBe(2);
    // before today: 422 in the seed's shape
    const past = await put(id, { ...base(job, cand), date: '2030-06-01' });
    expectInvalid(past, { date: ['The date must be a date after or equal to today.'] });
    // onto another of the candidate's interviews: the clash warning
    const other = (await schedule({ ...base(job, cand), date: '2030-06-19' })).json().data.encrypted_id;
    const clash = await put(id, { ...base(job, cand), date: '2030-06-19', minutes: 45 });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().clashes.map((c: Json) => c.encrypted_id)).toEqual([other]);
    expect((await put(id, { ...base(job, cand), date: '2030-06-19', minutes: 45, confirm_clash: true })).statusCode).toBe(200);
    // the candidate and job of an interview do not change
    const otherJob = await newJob(t, acme);
    expect((await put(id, { ...base(otherJob, cand), date: '2030-06-19', minutes: 45 })).json().errors).toEqual({
      job_id: ['The job of an interview cannot be changed.'],
    });
    expect((await put('00000000-0000-4000-8000-000000000000', base(job, cand))).statusCode).toBe(404);
  });

  it('cancels with a reason (kept), then refuses edits with 409; the slot is free again; no-show', async () => {
    const { job, cand } = await linked();
    const id = (await schedule(base(job, cand))).json().data.encrypted_id;
    expect((await cancel(id, '  ')).statusCode).toBe(422);
    const res = await cancel(id, 'Client postponed the drive');
    expect(res.json()).toEqual({ status: true, message: 'Interview Cancelled Successfully' });
    expect(await one(id)).toMatchObject({ status: 'cancelled', cancel_reason: 'Client postponed the drive', sequence: 1 });
    const edit = await put(id, { ...base(job, cand), date: '2030-06-20' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ status: false, message: 'This interview was cancelled; it cannot be changed.' });
    expect((await cancel(id, 'again')).statusCode).toBe(409);
    // the cancelled one neither blocks the same slot nor clashes
    const again = await schedule(base(job, cand));
    expect(again.statusCode).toBe(201);
    const noShow = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates_interview_schedule/${again.json().data.encrypted_id}/status`,
      payload: { status: 'no-show' },
    });
    expect(noShow.statusCode).toBe(200);
    expect((await one(again.json().data.encrypted_id)).status).toBe('no-show');
    const activity = (await get(`/api/job_activity/${job}`)).data.filter((a: Json) => a.kind === 'event');
    expect(activity.map((a: Json) => a.changed_to)).toEqual(
      expect.arrayContaining([expect.stringMatching(/cancelled: Client postponed the drive$/), expect.stringMatching(/marked no-show$/)]),
    );
  });

  it('feedback: rating, recommendation, strengths, concerns; moves the link status; shows on the pipeline and the activity', async () => {
    const { job, cand } = await linked();
    const id = (await schedule(base(job, cand))).json().data.encrypted_id;
    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/interview_feedback',
      payload: { interview_id: id, rating: 6, recommendation: 'Maybe', mainstatus_id: 'A', mainsubstatus_id: '401' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['rating', 'recommendation']);
    const wrongPair = await t.as(admin, {
      method: 'POST',
      url: '/api/interview_feedback',
      payload: { interview_id: id, rating: 4, recommendation: 'Select', mainstatus_id: 'A', mainsubstatus_id: '401' },
    });
    expect(wrongPair.statusCode).toBe(422);
    expect(wrongPair.json().errors).toEqual({ mainsubstatus_id: ['The selected sub status does not belong to the main status.'] });
    // nothing was written by the refused one
    expect((await get(`/api/interview_feedback?interview_id=${id}`)).data).toEqual([]);

    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/interview_feedback',
      payload: {
        interview_id: id,
        rating: 4,
        recommendation: 'Select',
        strengths: 'React, testing',
        concerns: 'Notice period',
        mainstatus_id: 'A',
        mainsubstatus_id: '302',
      },
    });
    expect(res.statusCode).toBe(201);
    const fb = (await get(`/api/interview_feedback?interview_id=${id}`)).data;
    expect(fb).toEqual([
      expect.objectContaining({
        interview_id: id,
        user_id: t.admin.encrypted_id,
        rating: 4,
        recommendation: 'Select',
        strengths: 'React, testing',
        concerns: 'Notice period',
        moved_to: 'Active / Interview Cleared',
      }),
    ]);
    expect(await one(id)).toMatchObject({ status: 'completed', feedback: [expect.objectContaining({ rating: 4, recommendation: 'Select' })] });
    const links = (await get(`/api/candidates_job_orders?candidate_id=${cand}`)).data;
    expect(links.find((l: Json) => l.job_id === job)).toMatchObject({ main_status_id: 'A', mainsubstatus_id: '302' });
    const active = (await get(`/api/job_pipeline/${job}/active`)).data;
    expect(active.map((r: Json) => r.candidate_id)).toContain(cand);
    const candActivity = (await get(`/api/candidates_activity/${cand}`)).data;
    expect(candActivity.map((a: Json) => a.summary)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Feedback on the interview of Ravi Kumar on 2030-06-16: 4\/5, Select; moved to Active \/ Interview Cleared$/)]),
    );
    // a second save by the same user replaces the first
    const again = await t.as(admin, {
      method: 'POST',
      url: '/api/interview_feedback',
      payload: { interview_id: id, rating: 3, recommendation: 'Hold' },
    });
    expect(again.statusCode).toBe(200);
    expect((await get(`/api/interview_feedback?interview_id=${id}`)).data).toEqual([
      expect.objectContaining({ rating: 3, recommendation: 'Hold', moved_to: 'Active / Interview Cleared' }),
    ]);
    // a cancelled interview takes no feedback
    const other = (await schedule({ ...base(job, cand), date: '2030-06-21' })).json().data.encrypted_id;
    await cancel(other, 'Candidate withdrew');
    expect(
      (await t.as(admin, { method: 'POST', url: '/api/interview_feedback', payload: { interview_id: other, rating: 3, recommendation: 'Hold' } }))
        .statusCode,
    ).toBe(409);
  });

  it('feedback that moves the link to Offered carries the offer: its CTC and joining date stored on the link, checked', async () => {
    const { job, cand } = await linked();
    const id = (await schedule(base(job, cand))).json().data.encrypted_id;
    const offer = { interview_id: id, rating: 5, recommendation: 'Select', mainstatus_id: 'R', mainsubstatus_id: '401' };
    const zero = await t.as(admin, { method: 'POST', url: '/api/interview_feedback', payload: { ...offer, offered_ctc: 0, expected_joining_date: '2030-07-01' } });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({ offered_ctc: ['The offered ctc must be greater than 0.'] });
    const res = await t.as(admin, { method: 'POST', url: '/api/interview_feedback', payload: { ...offer, offered_ctc: 1850000, expected_joining_date: '2030-07-01' } });
    expect(res.statusCode).toBe(201);
    const links = (await get(`/api/candidates_job_orders?candidate_id=${cand}`)).data;
    expect(links.find((l: Json) => l.job_id === job)).toMatchObject({ main_status_id: 'R', offered_ctc: 1850000, expected_joining_date: '2030-07-01' });
  });

  it('the .ics invite: a download, UID stable, SEQUENCE counting changes, DTSTART in the product zone, METHOD:CANCEL', async () => {
    const ICAL = (await import('ical.js')).default;
    const { job, cand } = await linked();
    const panel = await t.user({ role: 'iv-ics', email: 'ics.panel@test.example' });
    const id = (
      await schedule({ ...base(job, cand), round: 'HR', location: 'Room 4, Pune; 2nd floor', interviewers: [panel.encrypted_id] })
    ).json().data.encrypted_id;
    const download = async () => {
      const res = await t.as(admin, { method: 'GET', url: `/api/candidates_interview_schedule/${id}/ics` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="interview-2030-06-\d\d-[0-9a-f]{8}\.ics"$/);
      const cal = new ICAL.Component(ICAL.parse(res.body));
      for (const tz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(tz));
      const ev = cal.getFirstSubcomponent('vevent');
      if (!ev) throw new Error('no VEVENT');
      return { cal, ev, event: new ICAL.Event(ev), text: res.body };
    };
    const first = await download();
    expect(first.cal.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(first.event.uid).toBe(`${id}@recruitment-suite`);
    expect(first.event.sequence).toBe(0);
    expect(first.event.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(first.event.startDate.toString()).toBe('2030-06-16T20:30:00');
    // 20:30 in Kolkata is 15:00 UTC; 45 minutes
    expect(first.event.startDate.toJSDate().toISOString()).toBe('2030-06-16T15:00:00.000Z');
    expect(first.event.endDate.toJSDate().toISOString()).toBe('2030-06-16T15:45:00.000Z');
    expect(first.event.location).toBe('Room 4, Pune; 2nd floor');
    expect(first.event.attendees.map((a) => a.getFirstValue())).toEqual(['mailto:ics.panel@test.example']);
    expect(first.text.split('\r\n').every((l: string) => Buffer.byteLength(l) <= 75)).toBe(true);

    await put(id, { ...base(job, cand), date: '2030-06-17', hour: 9, minutes: 15, timeformat: 'AM' });
    const second = await download();
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toJSDate().toISOString()).toBe('2030-06-17T03:45:00.000Z');

    await cancel(id, 'Position closed');
    const third = await download();
    expect(third.cal.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(third.ev.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(third.event.uid).toBe(first.event.uid);
    expect(third.event.sequence).toBe(2);
  });

  it('notifies the interviewers of an interview in the next 24 hours, and no one once it is cancelled', async () => {
    const { job, cand } = await linked();
    const panel = await t.user({ role: 'iv-notify', email: 'notify.panel@test.example' });
    const id = (await schedule({ ...base(job, cand), interviewers: [panel.encrypted_id] })).json().data.encrypted_id;
    const mine = async () =>
      ((await get('/api/notifications', panel.token)).data as Json[]).filter((n) => n.kind === 'interview');
    // 16 June 20:30 in Kolkata is within 24 hours of the test clock (01:30 on the 16th)
    expect((await mine()).map((n) => n.text)).toEqual([expect.stringContaining('Ravi Kumar')]);
    await cancel(id, 'Panel unavailable');
    expect(await mine()).toEqual([]);
  });

  it('a cancelled interview leaves the dashboard: the tiles, the Upcoming list and its total; the counters stay true', async () => {
    const { job, cand } = await linked();
    const tiles = async () => {
      const d = (await get('/api/dashboard')).data;
      return (Array.isArray(d) ? d[0] : d).today_interviews as number;
    };
    const upcoming = async () => (await get('/api/dashboard_future_job_interviews?limit=100')) as { data: Json[]; all_data_cnt: number };
    const before = { today: await tiles(), list: await upcoming() };
    // today (the test clock's 16 June) at 08:30 PM: still to come
    const id = (await schedule(base(job, cand))).json().data.encrypted_id;
    expect(await tiles()).toBe(before.today + 1);
    const listed = await upcoming();
    expect(listed.all_data_cnt).toBe(before.list.all_data_cnt + 1);
    expect(listed.data.map((r) => r.encrypted_id)).toContain(id);
    await cancel(id, 'Client postponed the round');
    expect(await tiles()).toBe(before.today);
    const after = await upcoming();
    expect(after.all_data_cnt).toBe(before.list.all_data_cnt);
    expect(after.data.map((r) => r.encrypted_id)).not.toContain(id);
    const { kept, counted } = await maintainedCounters(t.db);
    expect(kept).toEqual(counted);
  });

  it('permissions: Candidates edit writes, Candidates or Job Orders view reads, others are refused', async () => {
    const { job, cand } = await linked();
    const id = (await schedule(base(job, cand))).json().data.encrypted_id;
    const viewer = await t.user({ role: 'iv18-viewer', grants: { 'Job Orders': { m_view: 1 } } });
    const none = await t.user({ role: 'iv18-none', grants: { Clients: { m_view: 1, m_edit: 1 } } });
    const calls = (tk: string) => [
      put(id, { ...base(job, cand), date: '2030-06-22' }, tk),
      cancel(id, 'x', tk),
      t.as(tk, { method: 'POST', url: `/api/candidates_interview_schedule/${id}/status`, payload: { status: 'no-show' } }),
      t.as(tk, { method: 'POST', url: '/api/interview_feedback', payload: { interview_id: id, rating: 3, recommendation: 'Hold' } }),
      t.as(tk, { method: 'GET', url: '/api/interviewers?q=adm' }),
    ];
    for (const r of await Promise.all(calls(viewer.token))) expect(r.statusCode).toBe(403);
    for (const r of await Promise.all(calls(none.token))) expect(r.statusCode).toBe(403);
    for (const url of [`/api/candidates_interview_schedule/${id}/ics`, `/api/interview_feedback?interview_id=${id}`, `/api/candidates_interview_schedule/${id}`]) {
      expect((await t.as(viewer.token, { method: 'GET', url })).statusCode).toBe(200);
      expect((await t.as(none.token, { method: 'GET', url })).statusCode).toBe(403);
    }
    const found = await get('/api/interviewers?q=admin');
    expect(found.data.map((u: Json) => u.user_id)).toContain(t.admin.encrypted_id);
  });
});
