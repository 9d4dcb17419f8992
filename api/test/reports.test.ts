import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, expectInvalid, type TestApp, type TestUser } from './helpers.js';
import { addCandidate, addClient, addInterview, addJob, countQueries, link, multipart, place, urlencoded, type Ref } from './fixtures/reports.js';

let t: TestApp;
let viewer: TestUser; // Data Tables m_view only
let maker: TestUser; // m_view, m_add, m_delete
let other: TestUser; // the same flags, another user
let nobody: TestUser; // no Data Tables flag
let client: Ref;
let otherClient: Ref;
let job: Ref;
let asha: Ref;
let bala: Ref;
let chitra: Ref;
let loose: Ref; // linked to no job of the client

const ALL = { m_view: 1, m_add: 1, m_delete: 1 } as const;

before(async () => {
  t = await buildTestApp();
  // Both may see candidates' personal data (Candidates view): the reports carry it only to such roles.
  viewer = await t.user({ role: 'dt-viewer', grants: { 'Data Tables': { m_view: 1 }, Candidates: { m_view: 1 } } });
  maker = await t.user({ role: 'dt-maker', grants: { 'Data Tables': ALL, Candidates: { m_view: 1 } } });
  other = await t.user({ role: 'dt-maker' });
  nobody = await t.user({ role: 'dt-nobody', grants: { Candidates: { m_view: 1, m_add: 1, m_edit: 1, m_delete: 1 } } });
  client = await addClient(t, 'Zenith Labs');
  otherClient = await addClient(t, 'Acme');
  job = await addJob(t, client, { title: 'Java Developer' });
  await addJob(t, client, { title: 'Closed Role', status: 'inactive' });
  await addJob(t, client, { title: 'Angular Developer' });
  const where = await place(t);
  asha = await addCandidate(t, {
    name: 'Asha Rao',
    primary_mobile: '9876543210',
    primary_email: 'asha@example.com',
    secondary_mobile: '9000000001',
    company_name: 'Infosys',
    exp_years: 5,
    exp_months: 3,
    current_ctc: 1200000,
    expected_ctc: 1500000.5,
    fixed_ctc: 1000000,
    variable_ctc: 200000,
    stocks: 50000,
    notice_period: 30,
    about_candidate: '<p>Backend engineer</p>',
    identity_card_name: 'PAN',
    identity_card_number: 'ABCDE1234F',
    country_id: where.country,
    state_id: where.state,
    city_id: where.city,
  });
  bala = await addCandidate(t, { name: 'bala Krishnan', identity_card_number: 'ZZZZZ9999Z' });
  chitra = await addCandidate(t, { name: 'Chitra Iyer' });
  loose = await addCandidate(t, { name: 'Loose Candidate' });
  const ashaLink = await link(t, asha, job);
  // Asha has an offer on the job: Offered with its CTC and joining date
  await t.db.query(
    "update candidate_jobs set main_status_id = 'R', sub_status_id = '401', offered_ctc = 1800000, expected_joining_date = '2027-01-15' where id = $1",
    [ashaLink.id],
  );
  await link(t, bala, job);
  await link(t, chitra, job);
});
after(() => t.close());

const get = (u: TestUser | null, url: string) => t.as(u?.token ?? null, { method: 'GET', url });
const post = (u: TestUser, url: string, payload: object) => t.as(u.token, { method: 'POST', url, payload });

describe('permissions', () => {
  it('answers 401 without a token and 403 without the Data Tables flags, on every route', async () => {
    const some = '11111111-1111-4111-8111-111111111111';
    const routes: [string, string, object?][] = [
      ['GET', '/api/report_clients'],
      ['GET', `/api/report_client_jobs/${client.encrypted_id}`],
      ['GET', `/api/report_job_candidates/${job.encrypted_id}/source_screening`],
      ['GET', `/api/report_job_interview_candidates/${job.encrypted_id}`],
      ['POST', '/api/resume_report', { client_id: client.encrypted_id, job_id: job.encrypted_id }],
      ['POST', '/api/interview_report', { client_id: client.encrypted_id, job_id: job.encrypted_id }],
      ['GET', '/api/reports'],
      ['POST', '/api/reports', { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'x', columns_array: ['name'] }],
      ['DELETE', `/api/reports/${some}`],
      ['GET', `/api/reports/${some}/download`],
    ];
    for (const [method, url, payload] of routes) {
      const anon = await t.as(null, { method: method as 'GET', url, payload });
      expect([url, anon.statusCode]).toEqual([url, 401]);
      const res = await t.as(nobody.token, { method: method as 'GET', url, payload });
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect(res.json()).toEqual({ status: false, message: 'This action is unauthorized.' });
    }
  });

  it('lets m_view read and generate, but not save or delete', async () => {
    expect((await get(viewer, '/api/report_clients')).statusCode).toBe(200);
    expect((await post(viewer, '/api/resume_report', { client_id: client.encrypted_id, job_id: job.encrypted_id })).statusCode).toBe(200);
    const save = await post(viewer, '/api/reports', { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'Mine', columns_array: ['name'] });
    expect(save.statusCode).toBe(403);
    const saved = await post(maker, '/api/reports', { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'Theirs', columns_array: ['name'] });
    expect(saved.statusCode).toBe(201);
    const del = await t.as(viewer.token, { method: 'DELETE', url: `/api/reports/${saved.json().data.encrypted_id}` });
    expect(del.statusCode).toBe(403);
    expect((await get(viewer, `/api/reports/${saved.json().data.encrypted_id}/download`)).statusCode).toBe(200);
  });
});

describe('selector lookups', () => {
  it('lists the clients by short name', async () => {
    const res = await get(viewer, '/api/report_clients');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    const names = body.data.map((c: { client_short_name: string }) => c.client_short_name);
    expect(names).toEqual(['Acme', 'Zenith Labs']);
    expect(body.data[1]).toEqual({ encrypted_id: client.encrypted_id, client_short_name: 'Zenith Labs' });
  });

  it("lists the client's active jobs only, by title", async () => {
    const res = await get(viewer, `/api/report_client_jobs/${client.encrypted_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((j: { job_title: string }) => j.job_title)).toEqual(['Angular Developer', 'Java Developer']);
    expect(res.json()[1]).toEqual({ job_id: job.encrypted_id, job_title: 'Java Developer' });
    expect((await get(viewer, `/api/report_client_jobs/${otherClient.encrypted_id}`)).json()).toEqual([]);
    expect((await get(viewer, '/api/report_client_jobs/11111111-1111-4111-8111-111111111111')).statusCode).toBe(404);
    expect((await get(viewer, '/api/report_client_jobs/12')).statusCode).toBe(422);
  });

  it('lists the candidates linked to the job', async () => {
    const res = await get(viewer, `/api/report_job_candidates/${job.encrypted_id}/source_screening`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { candidate_id: asha.encrypted_id, candidate_name: 'Asha Rao' },
      { candidate_id: bala.encrypted_id, candidate_name: 'bala Krishnan' },
      { candidate_id: chitra.encrypted_id, candidate_name: 'Chitra Iyer' },
    ]);
    expect((await get(viewer, '/api/report_job_candidates/11111111-1111-4111-8111-111111111111/source_screening')).statusCode).toBe(404);
  });
});

describe('POST /api/resume_report', () => {
  it('gives the spec 3.5 rows of every linked candidate when none is chosen', async () => {
    const res = await post(viewer, '/api/resume_report', { client_id: client.encrypted_id, job_id: job.encrypted_id, candidate_id: [] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, all_data_cnt: 3, filter_data_cnt: 3 });
    expect(body.data.map((r: { name: string }) => r.name)).toEqual(['Asha Rao', 'bala Krishnan', 'Chitra Iyer']);
    const where = await place(t);
    expect(body.data[0]).toEqual({
      candidate_id: asha.encrypted_id,
      candidate_name: 'Asha Rao',
      name: 'Asha Rao',
      primary_mobile: '9876543210',
      primary_email: 'asha@example.com',
      company_name: 'Infosys',
      city_name: where.city_name,
      exp_years: 5,
      exp_months: 3,
      notice_period: 30,
      current_ctc: 1200000,
      expected_ctc: 1500000.5,
      stocks: 50000,
      about_candidate: '<p>Backend engineer</p>',
      status: 'Offered',
      sub_status: 'Offer Released',
      offered_ctc: 1800000,
      expected_joining_date: '2027-01-15',
    });
    // no identity card number in a resume report
    expect(JSON.stringify(body)).not.toContain('ABCDE1234F');
    expect(body.data[2]).toMatchObject({ city_name: '', notice_period: null, current_ctc: null, offered_ctc: null, expected_joining_date: null });
  });

  it('gives the chosen candidates only (a list sent without candidate_id means all)', async () => {
    const res = await post(viewer, '/api/resume_report', { client_id: client.encrypted_id, job_id: job.encrypted_id, candidate_id: [chitra.encrypted_id, bala.encrypted_id, chitra.encrypted_id] });
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['bala Krishnan', 'Chitra Iyer']);
    const all = await post(viewer, '/api/resume_report', { client_id: client.encrypted_id, job_id: job.encrypted_id });
    expect(all.json().all_data_cnt).toBe(3);
  });

  it('takes a form, urlencoded or multipart, with candidate_id[i]', async () => {
    const fields = { client_id: client.encrypted_id, job_id: job.encrypted_id, candidate_id: [asha.encrypted_id] };
    const a = await t.as(viewer.token, { method: 'POST', url: '/api/resume_report', ...urlencoded(fields) });
    expect(a.statusCode).toBe(200);
    expect(a.json().data.map((r: { name: string }) => r.name)).toEqual(['Asha Rao']);
    const b = await t.as(viewer.token, { method: 'POST', url: '/api/resume_report', ...(await multipart(fields)) });
    expect(b.statusCode).toBe(200);
    expect(b.json().data.map((r: { name: string }) => r.name)).toEqual(['Asha Rao']);
    const none = await t.as(viewer.token, { method: 'POST', url: '/api/resume_report', ...(await multipart({ client_id: client.encrypted_id, job_id: job.encrypted_id })) });
    expect(none.json().all_data_cnt).toBe(3);
    const missing = await t.as(viewer.token, { method: 'POST', url: '/api/resume_report', ...urlencoded({ client_id: '', job_id: '' }) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ client_id: ['Client Is Required.'], job_id: ['Job Is Required.'] });
  });

  it('requires client and job, with the spec messages', async () => {
    const res = await post(viewer, '/api/resume_report', {});
    expectInvalid(res, { client_id: ['Client Is Required.'], job_id: ['Job Is Required.'] });
    const blank = await post(viewer, '/api/resume_report', { client_id: ' ', job_id: job.encrypted_id });
    expect(blank.json().errors).toEqual({ client_id: ['Client Is Required.'] });
  });

  it("refuses a job that is not the client's, unknown ids and candidates not linked to the job", async () => {
    const mismatch = await post(viewer, '/api/resume_report', { client_id: otherClient.encrypted_id, job_id: job.encrypted_id });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ job_id: ['The selected job does not belong to the selected client.'] });
    const unknown = await post(viewer, '/api/resume_report', { client_id: '11111111-1111-4111-8111-111111111111', job_id: 'nope' });
    expect(unknown.json().errors).toEqual({ client_id: ['The selected client id is invalid.'], job_id: ['The selected job id is invalid.'] });
    const stranger = await post(viewer, '/api/resume_report', { client_id: client.encrypted_id, job_id: job.encrypted_id, candidate_id: [asha.encrypted_id, loose.encrypted_id] });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({ candidate_id: ['The selected candidate id is invalid.'] });
    const malformed = await post(viewer, '/api/resume_report', { client_id: client.encrypted_id, job_id: job.encrypted_id, candidate_id: ['x'] });
    expect(malformed.statusCode).toBe(422);
    const extra = await post(viewer, '/api/resume_report', { client_id: client.encrypted_id, job_id: job.encrypted_id, sortby: 'x' });
    expect(extra.statusCode).toBe(422);
  });

  it('makes the same number of queries for 1 candidate as for 40 (one query per report)', async () => {
    const big = await addJob(t, client, { title: 'Bulk Role' });
    const many: Ref[] = [];
    for (let i = 0; i < 40; i++) {
      const c = await addCandidate(t, { name: `Bulk ${String(i).padStart(2, '0')}` });
      await link(t, c, big);
      many.push(c);
    }
    const run = (ids: Ref[]) =>
      countQueries(t, () => post(viewer, '/api/resume_report', { client_id: client.encrypted_id, job_id: big.encrypted_id, candidate_id: ids.map((c) => c.encrypted_id) }));
    const small = await run(many.slice(0, 1));
    const large = await run(many);
    expect(small.result.json().all_data_cnt).toBe(1);
    expect(large.result.json().all_data_cnt).toBe(40);
    expect(large.queries).toBe(small.queries);
    const interviews = await countQueries(t, () => post(viewer, '/api/interview_report', { client_id: client.encrypted_id, job_id: big.encrypted_id, candidate_id: many.map((c) => c.encrypted_id) }));
    expect(interviews.queries).toBe(small.queries);
  });
});

describe('POST /api/interview_report', () => {
  it('gives the interview rows of the job, for the chosen candidates', async () => {
    const j = await addJob(t, client, { title: 'Interview Role' });
    await link(t, asha, j);
    await link(t, bala, j);
    await addInterview(t, asha, j, { date: '2999-01-05', time: '15:05', mode: 'Video Conference', duration: 45 });
    await addInterview(t, bala, j, { date: '2999-01-04', time: '09:00' });
    await addInterview(t, asha, j, { date: '2001-01-01', time: '09:00' }); // past
    const res = await post(viewer, '/api/interview_report', { client_id: client.encrypted_id, job_id: j.encrypted_id });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.all_data_cnt).toBe(2);
    expect(body.data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual(['bala Krishnan', 'Asha Rao']);
    expect(body.data[1]).toMatchObject({
      candidate_id: asha.encrypted_id,
      candidate_name: 'Asha Rao',
      candidate_mobile: '9876543210',
      candidate_email: 'asha@example.com',
      mode_interview: 'Video Conference',
      date: '2999-01-05',
      hour: '03',
      minutes: '05',
      timeformat: 'PM',
      duration: 45,
    });
    // 15:05 in Asia/Kolkata is 09:35 UTC
    expect(new Date(body.data[1].schedule_time).toISOString()).toBe('2999-01-05T09:35:00.000Z');
    const one = await post(viewer, '/api/interview_report', { client_id: client.encrypted_id, job_id: j.encrypted_id, candidate_id: [asha.encrypted_id] });
    expect(one.json().data.map((r: { candidate_name: string }) => r.candidate_name)).toEqual(['Asha Rao']);
    const bad = await post(viewer, '/api/interview_report', { client_id: otherClient.encrypted_id, job_id: j.encrypted_id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.job_id).toEqual(['The selected job does not belong to the selected client.']);
    const missing = await post(viewer, '/api/interview_report', { job_id: j.encrypted_id });
    expect(missing.json().errors).toEqual({ client_id: ['Client Is Required.'] });
  });

  it("gives the named candidates' upcoming interviews of this job only, every one, in date and time order", async () => {
    const j = await addJob(t, client, { title: 'Panel Role' });
    const elsewhere = await addJob(t, client, { title: 'Elsewhere Role' });
    for (const c of [asha, bala, chitra]) {
      await link(t, c, j);
      await link(t, c, elsewhere);
    }
    await addInterview(t, asha, j, { date: '2999-02-03', time: '10:00' });
    await addInterview(t, asha, j, { date: '2999-02-01', time: '16:00' });
    await addInterview(t, asha, j, { date: '2001-02-01', time: '10:00' }); // past
    await addInterview(t, asha, elsewhere, { date: '2999-02-02', time: '10:00' }); // another job
    await addInterview(t, bala, j, { date: '2999-02-01', time: '11:00' });
    await addInterview(t, bala, elsewhere, { date: '2999-02-01', time: '09:00' }); // another job
    await addInterview(t, chitra, j, { date: '2999-02-02', time: '12:00' }); // not named
    const rows = (ids: Ref[]) =>
      post(viewer, '/api/interview_report', { client_id: client.encrypted_id, job_id: j.encrypted_id, candidate_id: ids.map((c) => c.encrypted_id) }).then((r) =>
        r.json().data.map((d: { candidate_name: string; date: string; hour: string; timeformat: string }) => `${d.candidate_name} ${d.date} ${d.hour} ${d.timeformat}`),
      );
    expect(await rows([asha, bala])).toEqual(['bala Krishnan 2999-02-01 11 AM', 'Asha Rao 2999-02-01 04 PM', 'Asha Rao 2999-02-03 10 AM']);
    expect(await rows([bala, asha, bala])).toEqual(await rows([asha, bala]));
    expect(await rows([])).toEqual(['bala Krishnan 2999-02-01 11 AM', 'Asha Rao 2999-02-01 04 PM', 'Chitra Iyer 2999-02-02 12 PM', 'Asha Rao 2999-02-03 10 AM']);
  });
});

describe('saved reports', () => {
  const save = (u: TestUser, body: object) => post(u, '/api/reports', body);

  it('requires client, job and report name with the spec messages, all at once', async () => {
    const res = await save(maker, { columns_array: ['name'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      client_id: ['Client Is Required.'],
      job_id: ['Job Is Required.'],
      report_name: ['Report Name Is Required.'],
    });
    const blank = await save(maker, { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: '   ', columns_array: ['name'] });
    expect(blank.json().errors).toEqual({ report_name: ['Report Name Is Required.'] });
    const noColumns = await save(maker, { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'R', columns_array: [] });
    expect(noColumns.json().errors).toEqual({ columns_array: ['The columns array field is required.'] });
  });

  it('refuses unknown, repeated and untitled custom columns with 422', async () => {
    const base = { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'R' };
    const unknown = await save(maker, { ...base, columns_array: ['name', 'password_hash', 'company_name', { key: 'salary', title: 'Salary' }] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'columns_array.1': ['The selected columns array is invalid.'],
      'columns_array.2': ['The selected columns array is invalid.'], // the key is Company_name
      'columns_array.3': ['The selected columns array is invalid.'],
    });
    const repeated = await save(maker, { ...base, columns_array: ['name', { key: 'name' }] });
    expect(repeated.json().errors).toEqual({ 'columns_array.1': ['The columns array field has a duplicate value.'] });
    const untitled = await save(maker, { ...base, columns_array: ['name', { key: 'custom:1', title: ' ' }, 'custom:2'] });
    expect(untitled.json().errors).toEqual({
      'columns_array.1.title': ['The column title field is required.'],
      'columns_array.2.title': ['The column title field is required.'],
    });
    const injected = await save(maker, { ...base, columns_array: [{ key: 'c.name; drop table reports; --', title: 'x' }] });
    expect(injected.statusCode).toBe(422);
    const count = await t.db.query<{ n: number }>("select count(*)::int as n from reports where report_name = 'R'");
    expect(count.rows[0].n).toBe(0);
  });

  it("refuses a job that is not the client's", async () => {
    const res = await save(maker, { client_id: otherClient.encrypted_id, job_id: job.encrypted_id, report_name: 'Mismatch', columns_array: ['name'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ job_id: ['The selected job does not belong to the selected client.'] });
  });

  it('saves the columns in order, lists the report and audits it', async () => {
    const res = await save(maker, {
      client_id: client.encrypted_id,
      job_id: job.encrypted_id,
      report_name: '  Shortlist  ',
      columns_array: ['primary_email', { key: 'name', title: 'ignored' }, { key: 'custom:1', title: 'Remarks' }, 'Company_name'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'Added Successfully' });
    const id = res.json().data.encrypted_id;
    const stored = await t.db.query<{ report_name: string; columns: unknown }>('select report_name, columns from reports where encrypted_id = $1', [id]);
    expect(stored.rows[0].report_name).toBe('Shortlist');
    expect(stored.rows[0].columns).toEqual([
      { title: 'Primary Email ID', key: 'primary_email' },
      { title: 'Candidate Name', key: 'name' },
      { title: 'Remarks', key: 'custom:1' },
      { title: 'Company Name', key: 'Company_name' },
    ]);
    const audit = await t.db.query<{ action: string }>("select action from audit_events where entity_type = 'report' order by id desc limit 1");
    expect(audit.rows[0].action).toBe('report.create');

    const list = await get(maker, '/api/reports');
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ encrypted_id: id, report_name: 'Shortlist', client_name: 'Zenith Labs', job_title: 'Java Developer', can_delete: true });
    expect(Object.keys(list.json().data[0]).sort()).toEqual(['can_delete', 'client_name', 'created_at', 'encrypted_id', 'job_title', 'report_name', 'username']);
    expect((await get(other, '/api/reports')).json().data[0]).toMatchObject({ encrypted_id: id, can_delete: false });
  });

  it('takes a form with columns_array[i] as keys, JSON objects or [key]/[title] pairs', async () => {
    const fields = {
      client_id: client.encrypted_id,
      job_id: job.encrypted_id,
      report_name: 'Form report',
      'columns_array[0]': 'name',
      'columns_array[1]': JSON.stringify({ title: 'Comments', key: 'custom:7' }),
      'columns_array[2][key]': 'custom:8',
      'columns_array[2][title]': 'Status',
    };
    const p = new URLSearchParams(fields);
    const res = await t.as(maker.token, { method: 'POST', url: '/api/reports', payload: p.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(201);
    const dl = (await get(maker, `/api/reports/${res.json().data.encrypted_id}/download`)).json();
    expect(dl.columns).toEqual([
      { title: 'Candidate Name', key: 'name' },
      { title: 'Comments', key: 'custom:7' },
      { title: 'Status', key: 'custom:8' },
    ]);
    const m = await t.as(maker.token, { method: 'POST', url: '/api/reports', ...(await multipart({ client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'Multipart', columns_array: ['name', 'exp_years'] })) });
    expect(m.statusCode).toBe(201);
    const missing = await t.as(maker.token, { method: 'POST', url: '/api/reports', ...(await multipart({ columns_array: ['name'] })) });
    expect(missing.json().errors).toEqual({ client_id: ['Client Is Required.'], job_id: ['Job Is Required.'], report_name: ['Report Name Is Required.'] });
  });

  it('pages the list 10 at a time with the total count', async () => {
    const u = await t.user({ role: 'dt-maker' });
    for (let i = 0; i < 12; i++) {
      await t.db.query(
        `insert into reports (report_name, client_id, job_id, columns, created_by, created_at) values ($1, $2, $3, '[]', $4, now() + make_interval(secs => $5))`,
        [`Paged ${i}`, client.id, job.id, u.id, 1000 + i],
      );
    }
    const first = (await get(u, '/api/reports')).json();
    expect(first.data).toHaveLength(10);
    expect(first.data[0].report_name).toBe('Paged 11');
    const total = first.all_data_cnt;
    expect(total).toBeGreaterThanOrEqual(12);
    const last = (await get(u, `/api/reports?page=${Math.floor((total - 1) / 10)}&limit=10`)).json();
    expect(last.data.length).toBe(total % 10 || 10);
    expect((await get(u, '/api/reports?page=0&limit=10&q=paged 1')).json().filter_data_cnt).toBe(3); // Paged 1, 10, 11
    expect((await get(u, '/api/reports?page=0&limit=500')).statusCode).toBe(422);
  });
});

describe('GET /api/reports/{id}/download', () => {
  it('reflects the data as it is now, custom columns empty, identity numbers only when chosen', async () => {
    const j = await addJob(t, client, { title: 'Live Role' });
    await link(t, asha, j);
    const withId = await post(maker, '/api/reports', {
      client_id: client.encrypted_id,
      job_id: j.encrypted_id,
      report_name: 'Live',
      columns_array: ['name', 'identity_card_number', 'city', 'state', 'country', 'current_ctc', 'exp_years', { key: 'custom:1', title: 'Remarks' }],
    });
    const withoutId = await post(maker, '/api/reports', { client_id: client.encrypted_id, job_id: j.encrypted_id, report_name: 'No ids', columns_array: ['name', 'Company_name'] });
    const offers = await post(maker, '/api/reports', {
      client_id: client.encrypted_id,
      job_id: job.encrypted_id,
      report_name: 'Offers',
      columns_array: ['name', 'status', 'offered_ctc', 'expected_joining_date'],
    });
    const offered = (await get(viewer, `/api/reports/${offers.json().data.encrypted_id}/download`)).json();
    expect(offered.columns.map((c: { title: string }) => c.title)).toEqual(['Candidate Name', 'Status', 'Offered CTC', 'Expected Joining Date']);
    expect(offered.data[0]).toEqual({ name: 'Asha Rao', status: 'Offered', offered_ctc: 1800000, expected_joining_date: '2027-01-15' });
    expect(offered.data[1]).toMatchObject({ name: 'bala Krishnan', offered_ctc: null, expected_joining_date: null });
    const url = `/api/reports/${withId.json().data.encrypted_id}/download`;
    const where = await place(t);

    const last = Number((await t.db.query<{ n: number }>('select coalesce(max(id), 0) as n from audit_events')).rows[0].n);
    const first = (await get(viewer, url)).json();
    expect(first.status).toBe(true);
    // the export is audited: who, which report, how many rows, whether identity numbers were in it
    const audited = (
      await t.db.query<{ actor_id: number; summary: string; after: unknown }>(
        `select actor_id, summary, after from audit_events where action = 'reports.export' and id > $1 order by id`,
        [last],
      )
    ).rows;
    expect(audited).toHaveLength(1);
    expect(Number(audited[0].actor_id)).toBe(viewer.id);
    expect(audited[0].summary).toBe(`Report Live: ${first.data.length} candidate${first.data.length === 1 ? '' : 's'} exported to a spreadsheet`);
    const after = typeof audited[0].after === 'string' ? JSON.parse(audited[0].after) : audited[0].after;
    expect(after).toEqual({ rows: first.data.length, identity_numbers: true });
    expect(first.columns).toEqual([
      { title: 'Candidate Name', key: 'name' },
      { title: 'Identity Card No', key: 'identity_card_number' },
      { title: 'City', key: 'city' },
      { title: 'State', key: 'state' },
      { title: 'Country', key: 'country' },
      { title: 'Current CTC', key: 'current_ctc' },
      { title: 'Experience in Years', key: 'exp_years' },
      { title: 'Remarks', key: 'custom:1' },
    ]);
    expect(first.data).toEqual([
      {
        name: 'Asha Rao',
        identity_card_number: 'ABCDE1234F',
        city: where.city_name,
        state: where.state_name,
        country: where.country_name,
        current_ctc: 1200000,
        exp_years: 5,
        'custom:1': '',
      },
    ]);

    // later changes: Asha's CTC changes, Bala is linked, and the next download shows them
    await t.db.query('update candidates set current_ctc = 1300000 where id = $1', [asha.id]);
    await link(t, bala, j);
    const second = (await get(viewer, url)).json();
    expect(second.data.map((r: { name: string; current_ctc: number | null }) => [r.name, r.current_ctc])).toEqual([
      ['Asha Rao', 1300000],
      ['bala Krishnan', null],
    ]);
    await t.db.query('delete from candidate_jobs where candidate_id = $1 and job_id = $2', [asha.id, j.id]);
    expect((await get(viewer, url)).json().data.map((r: { name: string }) => r.name)).toEqual(['bala Krishnan']);

    const plain = await get(viewer, `/api/reports/${withoutId.json().data.encrypted_id}/download`);
    expect(plain.body).not.toContain('ZZZZZ9999Z');
    expect(plain.json().data).toEqual([{ name: 'bala Krishnan', Company_name: '' }]);
    expect((await get(viewer, '/api/reports/11111111-1111-4111-8111-111111111111/download')).statusCode).toBe(404);
  });
});

describe('DELETE /api/reports/{id}', () => {
  it("deletes one's own report, refuses another's, and lets the admin delete any", async () => {
    const mine = (await post(maker, '/api/reports', { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'Mine', columns_array: ['name'] })).json().data.encrypted_id;
    const theirs = (await post(other, '/api/reports', { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'Theirs', columns_array: ['name'] })).json().data.encrypted_id;
    const refused = await t.as(maker.token, { method: 'DELETE', url: `/api/reports/${theirs}` });
    expect(refused.statusCode).toBe(403);
    const ok = await t.as(maker.token, { method: 'DELETE', url: `/api/reports/${mine}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await t.as(maker.token, { method: 'DELETE', url: `/api/reports/${mine}` })).statusCode).toBe(404);
    const byAdmin = await t.as(t.admin.token, { method: 'DELETE', url: `/api/reports/${theirs}` });
    expect(byAdmin.statusCode).toBe(200);
    const audit = await t.db.query<{ n: number }>("select count(*)::int as n from audit_events where action = 'report.delete'");
    expect(audit.rows[0].n).toBe(2);
  });
});
