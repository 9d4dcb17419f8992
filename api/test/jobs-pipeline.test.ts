import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { TestApp } from './helpers.js';
import { geo, jobsSuite, link, move, newJob, seedCandidate, seedClient } from './fixtures/jobs.js';

let t: TestApp;
let admin: string;
let acme: Awaited<ReturnType<typeof seedClient>>;
jobsSuite((s) => ({ t, admin, acme } = s));

const get = (url: string, token = admin) => t.as(token, { method: 'GET', url });

describe('pipeline counts and lists', () => {
  it('counts each link in the group of its current status, after moves', async () => {
    const job = await newJob(t, acme);
    const links: string[] = [];
    for (let i = 0; i < 6; i++)
      links.push(await link(t, (await seedCandidate(t)).encrypted_id, job));
    expect((await get(`/api/job_pipeline_counts/${job}`)).json()).toEqual({
      status: true,
      data: { Joined: 0, Active: 0, Offered: 0, Processed: 0, Prospective: 6 },
    });
    await move(t, links[0], 'S', '201');
    await move(t, links[1], 'S', '202');
    await move(t, links[1], 'A', '301');
    await move(t, links[2], 'R', '401');
    await move(t, links[3], 'J', '501');
    await move(t, links[4], 'P', '101');
    // another job's links do not count
    const other = await newJob(t, acme);
    await link(t, (await seedCandidate(t)).encrypted_id, other);
    expect((await get(`/api/job_pipeline_counts/${job}`)).json().data).toEqual({
      Joined: 1,
      Active: 1,
      Offered: 1,
      Processed: 1,
      Prospective: 2,
    });
    await move(t, links[2], 'J', '501');
    expect((await get(`/api/job_pipeline_counts/${job}`)).json().data).toEqual({
      Joined: 2,
      Active: 1,
      Offered: 0,
      Processed: 1,
      Prospective: 2,
    });
    expect(
      (await get('/api/job_pipeline_counts/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const lists = await Promise.all(
      ['joined', 'active', 'offered', 'processed', 'prospective'].map((g) =>
        get(`/api/job_pipeline/${job}/${g}`),
      ),
    );
    expect(lists.map((r) => r.json().all_data_cnt)).toEqual([2, 1, 0, 1, 2]);
    expect((await get(`/api/job_pipeline/${job}/hired`)).statusCode).toBe(422);
  });

  it('lists a group with the pipeline fields, server-paged and searchable', async () => {
    const job = await newJob(t, acme);
    const asha = await seedCandidate(t, { name: 'Asha Menon' });
    const bala = await seedCandidate(t, { name: 'Bala Iyer' });
    const la = await link(t, asha.encrypted_id, job);
    t.clock.advance(60_000);
    await link(t, bala.encrypted_id, job);
    await t.db.query(
      `insert into candidate_notes (candidate_id, notes, created_at) values ($1, 'old note', now() - interval '1 day'), ($1, 'Called, keen', now())`,
      [asha.id],
    );
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      t.clock.now(),
    );
    const future = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
    await t.post('/api/candidates_interview_schedule', {
      candidate_id: asha.encrypted_id,
      job_id: job,
      mode_interview: 'Telephonic',
      date: future,
      hour: 10,
      minutes: 15,
      duration: 30,
      timeformat: 'AM',
    });
    t.clock.advance(60_000);
    await t.put('/api/candidates_job_orders', {
      encrypted_id: la,
      mainstatus_id: 'P',
      mainsubstatus_id: '104',
      expected_joining_date: '2031-01-15',
      offered_ctc: 900000,
    });
    const res = await get(`/api/job_pipeline/${job}/prospective?limit=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, all_data_cnt: 2, filter_data_cnt: 2 });
    expect(body.data).toHaveLength(1);
    // newest status change first: Asha was just moved to 104
    expect(body.data[0]).toMatchObject({
      encrypted_id: la,
      candidate_id: asha.encrypted_id,
      candidate_name: 'Asha Menon',
      main_status: 'Prospective',
      sub_status: 'Screened',
      main_status_id: 'P',
      sub_status_id: '104',
      expected_joining_date: '2031-01-15',
      offered_ctc: 900000,
      recruiter_name: expect.any(String),
      interview_date: future,
      interview_time: '10:15 AM',
      cnd_int_details: 'Telephonic, 30 min',
      notice_period: 30,
      recent_notes: 'Called, keen',
      candidates_notes: 2,
    });
    expect(body.data[0].sub_status_updated).toMatch(/^\d{4}-\d\d-\d\dT/);
    const page1 = (await get(`/api/job_pipeline/${job}/prospective?limit=1&page=1`)).json().data;
    expect(page1[0]).toMatchObject({
      candidate_name: 'Bala Iyer',
      interview_date: null,
      cnd_int_details: '',
      recent_notes: '',
      candidates_notes: 0,
    });
    const search = (await get(`/api/job_pipeline/${job}/prospective?q=bala`)).json();
    expect(search).toMatchObject({ all_data_cnt: 2, filter_data_cnt: 1 });
    const sorted = (
      await get(`/api/job_pipeline/${job}/prospective?sortby=candidate_name&direction=desc`)
    ).json().data;
    expect(sorted.map((r: { candidate_name: string }) => r.candidate_name)).toEqual([
      'Bala Iyer',
      'Asha Menon',
    ]);
  });

  it('lists pipeline candidates of every active job or of one', async () => {
    const c = await seedClient(t, 'Pipeco');
    const j1 = await newJob(t, c, { job_title: 'Pipe One' });
    const j2 = await newJob(t, c, { job_title: 'Pipe Two' });
    const cand = await seedCandidate(t, { name: 'Pia Pipeline' });
    await link(t, cand.encrypted_id, j1);
    await link(t, cand.encrypted_id, j2);
    const all = (await get('/api/pipeline_candidates?q=pia pipeline')).json();
    expect(all.data.map((r: { job_title: string }) => r.job_title).sort()).toEqual([
      'Pipe One',
      'Pipe Two',
    ]);
    const one = (await get(`/api/pipeline_candidates?job_id=${j1}`)).json();
    expect(one.data).toHaveLength(1);
    expect(one.data[0]).toMatchObject({
      job_id: j1,
      client_name: 'Pipeco',
      candidate_name: 'Pia Pipeline',
      primary_email: expect.stringContaining('@'),
    });
    // paged and sorted by name (the page's ids first, then their rows)
    const other = await seedCandidate(t, { name: 'Aaron Pipeline' });
    await link(t, other.encrypted_id, j1);
    const byName = (
      await get(
        `/api/pipeline_candidates?job_id=${j1}&sortby=candidate_name&direction=asc&limit=1&page=0`,
      )
    ).json();
    expect(byName).toMatchObject({ all_data_cnt: 2, filter_data_cnt: 2 });
    expect(byName.data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual([
      'Aaron Pipeline',
    ]);
    const second = (
      await get(
        `/api/pipeline_candidates?job_id=${j1}&sortby=candidate_name&direction=asc&limit=1&page=1`,
      )
    ).json();
    expect(second.data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual([
      'Pia Pipeline',
    ]);
    // an inactive job's links are not in "All Job Orders"
    await t.put('/api/jobs', { encrypted_id: j2, position_status: 'Inactive' });
    const active = (await get('/api/pipeline_candidates?q=pia pipeline')).json();
    expect(active.data.map((r: { job_title: string }) => r.job_title)).toEqual(['Pipe One']);
  });

  it('needs Job Orders view', async () => {
    const job = await newJob(t, acme);
    const none = await t.user({
      role: 'cand-only',
      grants: { Candidates: { m_view: 1, m_edit: 1 } },
    });
    for (const url of [
      `/api/job_pipeline_counts/${job}`,
      `/api/job_pipeline/${job}/active`,
      '/api/pipeline_candidates',
      `/api/job_recent_interviews/${job}`,
      `/api/job_activity/${job}`,
      `/api/job_database_match/${job}`,
      `/api/job_notes?job_id=${job}`,
      `/api/job_messages?job_id=${job}`,
      '/api/jobs_candidate_counts',
    ]) {
      expect((await get(url, none.token)).statusCode).toBe(403);
    }
    // assignable candidates are read by the candidate screens too
    expect((await get(`/api/job_assignable_candidates/${job}`, none.token)).statusCode).toBe(200);
  });
});

describe('interviews and candidates of a job', () => {
  it('lists the next interviews first (at most 5) and the linked candidates', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t, { name: 'Irfan Interview' });
    await link(t, cand.encrypted_id, job);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      t.clock.now(),
    );
    const year = Number(today.slice(0, 4));
    for (let i = 1; i <= 6; i++) {
      const res = await t.post('/api/candidates_interview_schedule', {
        candidate_id: cand.encrypted_id,
        job_id: job,
        mode_interview: 'Personal',
        date: `${year + i}-01-10`,
        hour: 11,
        minutes: 0,
        duration: 60,
        timeformat: 'AM',
      });
      expect(res.statusCode).toBe(201);
    }
    const recent = (await get(`/api/job_recent_interviews/${job}`)).json().data;
    expect(recent.map((r: { date: string }) => r.date)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `${year + i}-01-10`),
    );
    const assignable = (await get(`/api/job_assignable_candidates/${job}?q=irfan`)).json().data;
    expect(assignable).toEqual([
      {
        encrypted_id: expect.any(String),
        candidate_id: cand.encrypted_id,
        candidate_name: 'Irfan Interview',
        primary_email: expect.any(String),
        main_status: 'Prospective',
        sub_status: 'Yet to Screen',
      },
    ]);
  });
});

describe('notes and messages', () => {
  it('adds, lists (newest first) and deletes job notes', async () => {
    const job = await newJob(t, acme);
    const first = await t.post('/api/job_notes', { job_id: job, notes: 'Client wants quick closure' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Added Successfully');
    t.clock.advance(1000);
    await t.post('/api/job_notes', { job_id: job, notes: 'Second round on Friday' });
    const list = (await get(`/api/job_notes?job_id=${job}`)).json().data;
    expect(list.map((n: { notes: string }) => n.notes)).toEqual([
      'Second round on Friday',
      'Client wants quick closure',
    ]);
    expect(list[0].username).not.toBe('');
    expect(
      (
        await t.post('/api/job_notes', { job_id: job, notes: '   ' })
      ).json().errors,
    ).toEqual({ notes: ['The notes field is required.'] });
    const viewer = await t.user({ role: 'jn-viewer', grants: { 'Job Orders': { m_view: 1 } } });
    expect(
      (
        await t.post('/api/job_notes', { job_id: job, notes: 'x' }, viewer.token)
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(viewer.token, {
          method: 'DELETE',
          url: `/api/job_notes/${list[0].encrypted_id}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(admin, { method: 'DELETE', url: `/api/job_notes/${list[0].encrypted_id}` })
      ).json(),
    ).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await get(`/api/job_notes?job_id=${job}`)).json().data).toHaveLength(1);
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/job_notes/${list[0].encrypted_id}` }))
        .statusCode,
    ).toBe(404);
  });

  it('records messages to linked candidates only', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t, { name: 'Meera Message' });
    const stranger = await seedCandidate(t);
    await link(t, cand.encrypted_id, job);
    const ok = await t.post('/api/job_messages', {
      job_id: job,
      candidate_id: cand.encrypted_id,
      message: 'Please share your notice period',
    });
    expect(ok.statusCode).toBe(201);
    const bad = await t.post('/api/job_messages', { job_id: job, candidate_id: stranger.encrypted_id, message: 'Hi' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      candidate_id: ['The candidate is not linked to this job.'],
    });
    const list = (
      await get(`/api/job_messages?job_id=${job}&candidate_id=${cand.encrypted_id}`)
    ).json().data;
    expect(list).toEqual([
      {
        encrypted_id: expect.any(String),
        candidate_id: cand.encrypted_id,
        candidate_name: 'Meera Message',
        job_id: job,
        message: 'Please share your notice period',
        created_at: expect.any(String),
        username: expect.any(String),
      },
    ]);
  });
});

describe('GET /api/job_activity/{id}', () => {
  it('lists status moves and job changes, newest first, with who and when', async () => {
    const job = await newJob(t, acme);
    const cand = await seedCandidate(t, { name: 'Arun Activity' });
    const l = await link(t, cand.encrypted_id, job);
    t.clock.advance(1000);
    await move(t, l, 'S', '201');
    await t.post('/api/job_notes', { job_id: job, notes: 'note' });
    const body = (await get(`/api/job_activity/${job}`)).json();
    expect(body.status).toBe(true);
    const moves = body.data.filter((a: { kind: string }) => a.kind === 'status');
    expect(
      moves.map((m: { changed_on: string; changed_to: string }) => [m.changed_on, m.changed_to]),
    ).toEqual([
      ['Arun Activity', 'Processed / Resume Submitted'],
      ['Arun Activity', 'Prospective / Yet to Screen (added to the job)'],
    ]);
    expect(moves[0].entered_by).not.toBe('');
    const events = body.data.filter((a: { kind: string }) => a.kind === 'event');
    expect(events.map((e: { changed_on: string }) => e.changed_on)).toEqual(['Notes', 'Job Order']);
    expect(events[1].changed_to).toMatch(/^Job order \d+ Senior React Developer added$/);
    // a removed link stays in the activity
    await t.as(admin, { method: 'DELETE', url: `/api/candidates_job_orders/${l}` });
    const after = (await get(`/api/job_activity/${job}`)).json().data;
    expect(
      after.some(
        (a: { changed_on: string; changed_to: string }) =>
          a.changed_on === 'Candidate' && /Arun Activity removed/.test(a.changed_to),
      ),
    ).toBe(true);
    const paged = (await get(`/api/job_activity/${job}?limit=1`)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.all_data_cnt).toBe(after.length);
  });
});

describe('GET /api/job_database_match/{id}', () => {
  it('ranks unlinked candidates by skills, experience, budget and place, with reasons', async () => {
    const g = await geo(t);
    const { rows } = await t.db.query<{ id: number; name: string }>(
      'select id, name from cities where state_id = $1 order by id limit 2',
      [g.state2],
    );
    const [city, sameStateCity] = rows;
    const job = await newJob(t, acme, {
      state: String(g.state2),
      city: String(city.id),
      skill_primary: ['Rust', 'Go'],
      skill_secondary: ['Kafka'],
      min_experience: '3',
      max_experience: '6',
      max_budget: '1800000',
    });
    const here = { state: g.state2, city: city.id };
    const a = await seedCandidate(t, {
      name: 'A Perfect',
      ...here,
      exp_years: 4,
      expected_ctc: 1500000,
      skills: ['Rust', 'Go', 'Kafka'],
    });
    const b = await seedCandidate(t, {
      name: 'B Skilled',
      state: g.state,
      city: g.city,
      exp_years: 10,
      expected_ctc: 3000000,
      skills: ['Rust', 'Go'],
    });
    const c = await seedCandidate(t, {
      name: 'C Nearby',
      state: g.state2,
      city: sameStateCity.id,
      exp_years: 5,
      exp_months: 6,
      expected_ctc: 1000000,
      skills: ['Rust', 'Kafka'],
    });
    const d = await seedCandidate(t, {
      name: 'D Secondary',
      ...here,
      exp_years: 4,
      skills: ['Kafka'],
    });
    const e = await seedCandidate(t, {
      name: 'E Local',
      ...here,
      exp_years: 4,
      expected_ctc: 1000000,
    });
    await seedCandidate(t, {
      name: 'F Elsewhere',
      state: g.state,
      city: g.city,
      exp_years: 4,
      skills: ['Java'],
    });
    const linked = await seedCandidate(t, {
      name: 'G Linked',
      ...here,
      exp_years: 4,
      expected_ctc: 1500000,
      skills: ['Rust', 'Go', 'Kafka'],
    });
    await link(t, linked.encrypted_id, job);

    const res = await get(`/api/job_database_match/${job}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const data = body.data as {
      candidate_id: string;
      candidate_name: string;
      score: number;
      summary: string;
      reasons: string[];
    }[];
    // within the experience range (3–6) first, then by score; B Skilled (10 years) below them all
    expect(data.map((r) => [r.candidate_name, r.score])).toEqual([
      ['A Perfect', 34],
      ['C Nearby', 22],
      ['D Secondary', 12],
      ['E Local', 10],
      ['B Skilled', 22],
    ]);
    expect(body.all_data_cnt).toBe(5);
    expect(data.map((r) => r.candidate_id)).toEqual([a, c, d, e, b].map((x) => x.encrypted_id));
    expect(data[0].summary).toBe(`3 of 3 skills · 4 yrs (range 3–6) · ${city.name} · 30 days notice`);
    const bCity = (await t.db.query<{ name: string }>('select name from cities where id = $1', [g.city])).rows[0].name;
    expect(data[4].summary).toBe(`2 of 3 skills · 10 yrs (outside 3–6) · ${bCity} · 30 days notice`);
    expect(data[0].reasons).toEqual([
      'Primary skills: Go, Rust',
      'Secondary skills: Kafka',
      'Experience 4 years, within 3 to 6 Years',
      'Expected CTC within the budget of ₹18,00,000',
      `Same city (${city.name})`,
      'Notice period 30 days',
    ]);
    expect(data[1].reasons).toContain(
      `Same state (${(await t.db.query<{ name: string }>('select name from states where id = $1', [g.state2])).rows[0].name})`,
    );
    expect(data[1].reasons).toContain('Experience 5.5 years, within 3 to 6 Years');
    expect(data[4].reasons).toEqual(['Primary skills: Go, Rust', 'Notice period 30 days']);
    // paged, and a minimum score
    const page1 = (await get(`/api/job_database_match/${job}?limit=2&page=1`)).json();
    expect(page1.data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual(['D Secondary', 'E Local']);
    expect(page1.all_data_cnt).toBe(5);
    const strict = (await get(`/api/job_database_match/${job}?min_score=20`)).json();
    expect(strict.data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual(['A Perfect', 'C Nearby', 'B Skilled']);
    expect((await get(`/api/job_database_match/${job}?limit=51`)).statusCode).toBe(422);
    // linking the best match removes it from the list
    await link(t, a.encrypted_id, job);
    const again = (await get(`/api/job_database_match/${job}`)).json().data;
    expect(again[0].candidate_name).toBe('C Nearby');
    expect(
      (await get('/api/job_database_match/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});

describe("candidates' personal data on the job order's pages", () => {
  it('gives a role without Candidates view names and statuses, never contact details or CTC, and no search by them', async () => {
    // Issue 22, finding 1: every Candidates flag at 0, every Job Orders and Data Tables flag at 1.
    const all = { m_view: 1, m_add: 1, m_edit: 1, m_delete: 1 } as const;
    const jobsOnly = await t.user({ role: 'jobs-no-candidates', grants: { 'Job Orders': all, 'Data Tables': all } });
    const job = await newJob(t, acme);
    const g = await geo(t);
    const cand = await seedCandidate(t, { name: 'Meera Iyer', expected_ctc: 1800000, country: g.country, state: g.state, city: g.city });
    const id = await link(t, cand.encrypted_id, job);
    expect((await t.put('/api/candidates_job_orders', { encrypted_id: id, mainstatus_id: 'R', mainsubstatus_id: '401', offered_ctc: 1900000 })).statusCode).toBe(200);
    const { rows } = await t.db.query<{ primary_email: string; primary_mobile: string }>('select primary_email, primary_mobile from candidates where id = $1', [cand.id]);
    const as = (token: string, url: string) => t.as(token, { method: 'GET', url });
    expect((await as(jobsOnly.token, `/api/candidates/${cand.encrypted_id}`)).statusCode).toBe(403);
    const offered = (await as(jobsOnly.token, `/api/job_pipeline/${job}/offered`)).json().data;
    expect(offered).toEqual([expect.objectContaining({ candidate_name: 'Meera Iyer', primary_email: null, primary_mobile: null, offered_ctc: null })]);
    const pipeline = (await as(jobsOnly.token, `/api/pipeline_candidates?job_id=${job}`)).json().data;
    expect(pipeline).toEqual([expect.objectContaining({ candidate_name: 'Meera Iyer', primary_email: null, primary_mobile: null, offered_ctc: null })]);
    // the administrator sees the same rows with the details
    expect((await as(admin, `/api/job_pipeline/${job}/offered`)).json().data[0]).toEqual(
      expect.objectContaining({ primary_email: rows[0].primary_email, primary_mobile: rows[0].primary_mobile, offered_ctc: 1900000 }),
    );
    // a contact detail finds the candidate only for a role that may see it
    const byEmail = `/api/job_assignable_candidates/${job}?q=${encodeURIComponent(rows[0].primary_email)}`;
    expect((await as(admin, byEmail)).json().data).toHaveLength(1);
    expect((await as(jobsOnly.token, byEmail)).json().data).toEqual([]);
    for (const url of [`/api/pipeline_candidates?job_id=${job}&q=`, `/api/job_pipeline/${job}/offered?q=`]) {
      const q = encodeURIComponent(rows[0].primary_mobile);
      expect((await as(admin, url + q)).json().data).toHaveLength(1);
      expect((await as(jobsOnly.token, url + q)).json().data).toEqual([]);
      expect((await as(jobsOnly.token, `${url}Meera`)).json().data).toHaveLength(1);
    }
    expect((await as(jobsOnly.token, `/api/job_assignable_candidates/${job}?q=Meera`)).json().data).toEqual([
      expect.objectContaining({ candidate_name: 'Meera Iyer', primary_email: null }),
    ]);
  });
});
