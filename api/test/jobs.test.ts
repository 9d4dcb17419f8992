import { describe, it } from 'node:test';
import { expect } from 'expect';
import { JOB_DETAILS } from 'contract/test/jobs';
import { expectCreated, expectInvalid, type TestApp } from './helpers.js';
import {
  createJob,
  geo,
  jobForm,
  jobsSuite,
  link,
  multipart,
  newJob,
  PDF,
  seedCandidate,
  seedClient,
} from './fixtures/jobs.js';

let t: TestApp;
let admin: string;
let acme: Awaited<ReturnType<typeof seedClient>>;
jobsSuite((s) => ({ t, admin, acme } = s));

describe('POST /api/jobs', () => {
  it('creates a job order with its lists, JD file and a readable job code', async () => {
    const manager = await t.user({ role: 'manager' });
    const form = await jobForm(t, acme, t.admin.encrypted_id, {
      user_manager: [manager.encrypted_id],
      qualifications: ['B.Tech', 'Quantum Basket Weaving'],
      positions_description: '<p>Two <script>alert(1)</script>seats</p>',
      jobdescription: { data: PDF, filename: 'jd.pdf', type: 'application/pdf' },
    });
    const res = await createJob(t, admin, form);
    const id = expectCreated(res, ' Job Added Successfully');
    const one = await t.as(admin, { method: 'GET', url: `/api/jobs/${id}` });
    expect(one.statusCode).toBe(200);
    const job = one.json().data[0];
    const g = await geo(t);
    expect(job).toMatchObject({
      ...JOB_DETAILS,
      encrypted_id: id,
      job_id: id,
      client_id: acme.encrypted_id,
      client_name: 'Acme',
      contact_id: acme.contact,
      contact_name: 'Acme TA',
      country_id: g.country,
      state_id: g.state,
      city_id: g.city,
      positions_description: '<p>Two seats</p>',
      jobdescription_file_name: 'jd.pdf',
    });
    expect(job.job_code).toBeGreaterThanOrEqual(1001);
    expect(job.jobdescription_file_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&session=[0-9a-f-]{36}&sig=/);
    expect(
      job.skills
        .map((s: { skill_name: string; skill_type: string }) => `${s.skill_type}:${s.skill_name}`)
        .sort(),
    ).toEqual(['primary:React', 'primary:TypeScript', 'secondary:Node.js']);
    expect(
      job.users.map((u: { user_id: string; user_type: string }) => [u.user_id, u.user_type]),
    ).toEqual([
      [manager.encrypted_id, 'manager'],
      [t.admin.encrypted_id, 'recruiter'],
    ]);
    expect(job.qualifications.map((q: { name: string }) => q.name)).toEqual([
      'B.Tech',
      'Quantum Basket Weaving',
    ]);
    // the unknown qualification joined the catalogue
    const qs = await t.as(admin, { method: 'GET', url: '/api/qualifications?q=basket' });
    expect(qs.json().data).toEqual([
      { name: 'Quantum Basket Weaving', qualification_name: 'Quantum Basket Weaving' },
    ]);
    // the file downloads
    const file = await t.app.inject({ method: 'GET', url: job.jobdescription_file_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // job codes follow each other
    const next = await newJob(t, acme);
    const other = (await t.as(admin, { method: 'GET', url: `/api/jobs/${next}` })).json().data[0];
    expect(other.job_code).toBe(job.job_code + 1);
    // audited
    const audit = await t.db.query<{ action: string }>(
      `select action from audit_events where entity_type = 'job_order' and action = 'job_order.create'`,
    );
    expect(audit.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('accepts skills by public id and by synonym', async () => {
    const { rows } = await t.db.query<{ encrypted_id: string }>(
      `select encrypted_id::text as encrypted_id from skills where name = 'Docker'`,
    );
    const res = await createJob(
      t,
      admin,
      await jobForm(t, acme, t.admin.encrypted_id, {
        skill_primary: [rows[0].encrypted_id, 'JS'],
        skill_secondary: [],
      }),
    );
    expect(res.statusCode).toBe(201);
    const skills = await t.as(admin, {
      method: 'GET',
      url: `/api/job_skills/${res.json().data.encrypted_id}`,
    });
    expect(skills.json().map((s: { skill_name: string }) => s.skill_name)).toEqual([
      'Docker',
      'JavaScript',
    ]);
  });

  it('requires the starred fields and at least one recruiter, one message each', async () => {
    const res = await createJob(t, admin, {
      no_positions: '',
      min_experience: '',
      position_type: 'Full Time',
    });
    expectInvalid(res, {
      job_title: ['The job title field is required.'],
      client: ['The client field is required.'],
      country: ['The country field is required.'],
      state: ['The state field is required.'],
      city: ['The city field is required.'],
      office_landmark: ['The office landmark field is required.'],
      min_experience: ['The min experience field is required.'],
      max_experience: ['The max experience field is required.'],
      max_budget: ['The max budget field is required.'],
      user_recruiter: ['The user recruiter field is required.'],
    });
    const blank = await createJob(
      t,
      admin,
      await jobForm(t, acme, t.admin.encrypted_id, { job_title: '   ', user_recruiter: [] }),
    );
    expect(blank.json().errors).toEqual({
      job_title: ['The job title field is required.'],
      user_recruiter: ['The user recruiter field is required.'],
    });
  });

  it('checks min ≤ max experience, numbers, references and the geography chain', async () => {
    const g = await geo(t);
    const wrong = {
      min_experience: '8',
      max_experience: '5',
      contact: '00000000-0000-4000-8000-000000000000',
      city: String(g.city2),
      skill_primary: ['React', 'Cobol++'],
      user_manager: ['00000000-0000-4000-8000-000000000000'],
    };
    const res = await createJob(
      t,
      admin,
      await jobForm(t, acme, t.admin.encrypted_id, { ...wrong, no_positions: 'two' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.no_positions).toEqual(['The no positions must be an integer.']);
    const again = await createJob(t, admin, await jobForm(t, acme, t.admin.encrypted_id, wrong));
    expect(again.json().errors).toEqual({
      max_experience: ['The max experience must be greater than or equal to min experience.'],
      contact: ['The selected contact is invalid.'],
      city: ['The selected city is invalid.'],
      skill_primary: ['The selected skill primary is invalid: Cobol++.'],
      user_manager: ['The selected user manager is invalid.'],
    });
    const equal = await createJob(
      t,
      admin,
      await jobForm(t, acme, t.admin.encrypted_id, { min_experience: '4', max_experience: '4' }),
    );
    expect(equal.statusCode).toBe(201);
  });

  it('accepts only pdf, doc or docx as the JD file and keeps nothing of a refused request', async () => {
    const before = Number(
      (await t.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0].n,
    );
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6300010000050001',
      'hex',
    );
    const res = await createJob(
      t,
      admin,
      await jobForm(t, acme, t.admin.encrypted_id, {
        jobdescription: { data: png, filename: 'jd.pdf' },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.jobdescription[0]).toMatch(/pdf, doc, docx/);
    const invalidJob = await createJob(t, admin, {
      job_title: 'x',
      jobdescription: { data: PDF, filename: 'jd.pdf' },
    });
    expect(invalidJob.statusCode).toBe(422);
    const afterCount = Number(
      (await t.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0].n,
    );
    expect(afterCount).toBe(before);
  });

  it('needs the Job Orders add flag', async () => {
    const viewer = await t.user({
      role: 'jobs-viewer',
      grants: { 'Job Orders': { m_view: 1, m_edit: 1 } },
    });
    const res = await createJob(t, viewer.token, await jobForm(t, acme, t.admin.encrypted_id));
    expect(res.statusCode).toBe(403);
    expect((await createJob(t, '', {})).statusCode).toBe(401);
  });
});

describe('GET /api/jobs', () => {
  it("searches the title, client's names, contact, city, landmark and code, following renames and status", async () => {
    const client = await seedClient(t, 'Quillcorp');
    const job = await newJob(t, client, { job_title: 'Night Auditor', office_landmark: 'Pier Nine' });
    const found = async (q: string) =>
      (await t.as(admin, { method: 'GET', url: `/api/jobs?q=${encodeURIComponent(q)}` }))
        .json()
        .data.map((r: { encrypted_id: string }) => r.encrypted_id);
    const city = (
      await t.db.query<{ name: string }>(
        'select ci.name from job_orders j join cities ci on ci.id = j.city_id where j.encrypted_id = $1',
        [job],
      )
    ).rows[0].name;
    for (const q of ['NIGHT aud', 'quillcorp', 'Quillcorp TA', 'pier nine']) expect(await found(q)).toEqual([job]);
    expect(await found(city)).toContain(job);
    // a title and a client name together are not one field's text
    expect(await found('auditor quillcorp')).toEqual([]);
    await t.db.query("update clients set client_short_name = 'Rookhaven', client_legal_name = 'Rookhaven Legal Pvt' where encrypted_id = $1", [client.encrypted_id]);
    await t.db.query("update client_contacts set client_contact_name = 'Marlow Desk' where encrypted_id = $1", [client.contact]);
    expect(await found('quillcorp')).toEqual([]);
    for (const q of ['rookhaven', 'legal pvt', 'marlow desk']) expect(await found(q)).toEqual([job]);
    await t.db.query('delete from client_contacts where encrypted_id = $1', [client.contact]);
    expect(await found('marlow desk')).toEqual([]);
    expect(await found('night auditor')).toEqual([job]);
    // a search with a status filter counts from the search table, which follows the job order's status
    const count = async (status: string) =>
      (await t.as(admin, { method: 'GET', url: `/api/jobs?status=${status}&q=night+auditor` })).json().filter_data_cnt;
    expect([await count('active'), await count('inactive')]).toEqual([1, 0]);
    await t.db.query("update job_orders set status = 'inactive' where encrypted_id = $1", [job]);
    expect([await count('active'), await count('inactive')]).toEqual([0, 1]);
    await t.db.query('delete from job_orders where encrypted_id = $1', [job]);
    expect([await count('active'), await count('inactive')]).toEqual([0, 0]);
  });

  it('lists with status filter, search, sort and paging', async () => {
    const beta = await seedClient(t, 'Betacorp');
    const a = await newJob(t, beta, { job_title: 'Zeta Analyst', office_landmark: 'Harbour View' });
    t.clock.advance(1000);
    const b = await newJob(t, beta, { job_title: 'Alpha Engineer', position_status: 'Inactive' });
    const active = (
      await t.as(admin, { method: 'GET', url: '/api/jobs?status=active&q=betacorp' })
    ).json();
    expect(active.data.map((r: { encrypted_id: string }) => r.encrypted_id)).toEqual([a]);
    expect(active.data[0]).toMatchObject({
      client_name: 'Betacorp',
      contact_name: 'Betacorp TA',
      office_landmark: 'Harbour View',
      status: 'active',
      user_type: 'recruiter',
    });
    expect(active.data[0].city_name).not.toBe('');
    const inactive = (
      await t.as(admin, { method: 'GET', url: '/api/jobs?status=inactive' })
    ).json();
    expect(inactive.data.map((r: { encrypted_id: string }) => r.encrypted_id)).toEqual([b]);
    // search by landmark and by job code
    expect(
      (await t.as(admin, { method: 'GET', url: '/api/jobs?q=harbour' })).json().data,
    ).toHaveLength(1);
    const code = (await t.as(admin, { method: 'GET', url: `/api/jobs/${b}` })).json().data[0]
      .job_code;
    expect(
      (await t.as(admin, { method: 'GET', url: `/api/jobs?q=${code}` })).json().data[0]
        .encrypted_id,
    ).toBe(b);
    // default sort: newest first
    const all = (await t.as(admin, { method: 'GET', url: '/api/jobs?limit=2' })).json();
    expect(all.data[0].encrypted_id).toBe(b);
    expect(all.all_data_cnt).toBeGreaterThan(2);
    const sorted = (
      await t.as(admin, {
        method: 'GET',
        url: '/api/jobs?sortby=job_title&direction=asc&limit=100',
      })
    ).json().data;
    const titles = sorted.map((r: { job_title: string }) => r.job_title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const page1 = (await t.as(admin, { method: 'GET', url: '/api/jobs?limit=1&page=1' })).json()
      .data;
    expect(page1[0].encrypted_id).toBe(all.data[1].encrypted_id);
    // unknown sort key and extra parameters are refused
    expect(
      (await t.as(admin, { method: 'GET', url: '/api/jobs?sortby=password' })).statusCode,
    ).toBe(422);
    expect((await t.as(admin, { method: 'GET', url: '/api/jobs?status=closed' })).statusCode).toBe(
      422,
    );
  });

  it('is open to Job Orders or Candidates view, and nobody else', async () => {
    const cand = await t.user({ role: 'cand-viewer', grants: { Candidates: { m_view: 1 } } });
    expect(
      (await t.as(cand.token, { method: 'GET', url: '/api/jobs?status=active' })).statusCode,
    ).toBe(200);
    const none = await t.user({ role: 'nobody', grants: { Clients: { m_view: 1 } } });
    expect((await t.as(none.token, { method: 'GET', url: '/api/jobs' })).statusCode).toBe(403);
    const id = await newJob(t, acme);
    expect((await t.as(none.token, { method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(none.token, { method: 'GET', url: `/api/job_skills/${id}` })).statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown job and 422 for a malformed id', async () => {
    expect(
      (await t.as(admin, { method: 'GET', url: '/api/jobs/00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(admin, { method: 'GET', url: '/api/jobs/12' })).statusCode).toBe(422);
  });
});

describe('PUT /api/jobs', () => {
  it('updates fields and replaces skills, users and qualifications', async () => {
    const id = await newJob(t, acme);
    const coordinator = await t.user({ role: 'coordinator' });
    const res = await t.put('/api/jobs', {
      encrypted_id: id,
      job_title: 'Lead React Developer',
      max_budget: 2500000,
      position_status: 'Inactive',
      skill_primary: ['Angular'],
      skill_secondary: ['AWS', 'Docker'],
      user_recruiter: [t.admin.encrypted_id],
      user_coordinator: [coordinator.encrypted_id],
      qualifications: ['MCA'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: ' Job updated Successfully' });
    const job = (await t.as(admin, { method: 'GET', url: `/api/jobs/${id}` })).json().data[0];
    expect(job).toMatchObject({
      job_title: 'Lead React Developer',
      max_budget: 2500000,
      status: 'inactive',
      office_landmark: 'Tech Park',
      min_experience: 3,
    });
    expect(
      job.skills.map(
        (s: { skill_name: string; skill_type: string }) => `${s.skill_type}:${s.skill_name}`,
      ),
    ).toEqual(['primary:Angular', 'secondary:AWS', 'secondary:Docker']);
    const users = (await t.as(admin, { method: 'GET', url: `/api/job_users/${id}` })).json();
    expect(
      users.map((u: { user_id: string; user_type: string }) => [u.user_id, u.user_type]),
    ).toEqual([
      [coordinator.encrypted_id, 'coordinator'],
      [t.admin.encrypted_id, 'recruiter'],
    ]);
    expect(
      (await t.as(admin, { method: 'GET', url: `/api/job_qualifications/${id}` })).json(),
    ).toEqual([{ name: 'MCA', qualification_name: 'MCA' }]);
  });

  it('replaces the lists atomically: a refused update changes nothing', async () => {
    const id = await newJob(t, acme);
    const res = await t.put('/api/jobs', {
      encrypted_id: id,
      skill_primary: ['Go'],
      skill_secondary: [],
      qualifications: ['PhD in Nothing'],
      min_experience: 9,
      max_experience: 2,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      max_experience: ['The max experience must be greater than or equal to min experience.'],
    });
    const skills = (await t.as(admin, { method: 'GET', url: `/api/job_skills/${id}` })).json();
    expect(skills.map((s: { skill_name: string }) => s.skill_name).sort()).toEqual([
      'Node.js',
      'React',
      'TypeScript',
    ]);
    const qs = await t.db.query(`select 1 from qualifications where name = 'PhD in Nothing'`);
    expect(qs.rows).toHaveLength(0);
    // a failure after the lists were written (an unknown user) rolls them back as well
    const late = await t.put('/api/jobs', {
      encrypted_id: id,
      skill_primary: ['Go'],
      user_recruiter: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(late.statusCode).toBe(422);
    expect(
      (await t.as(admin, { method: 'GET', url: `/api/job_skills/${id}` })).json(),
    ).toHaveLength(3);
  });

  it('refuses to clear a required field and an empty recruiter list', async () => {
    const id = await newJob(t, acme);
    const res = await t.put('/api/jobs', { encrypted_id: id, office_landmark: '', max_budget: null, user_recruiter: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      office_landmark: ['The office landmark field is required.'],
      max_budget: ['The max budget field is required.'],
      user_recruiter: ['The user recruiter field is required.'],
    });
  });

  it('clears the contact when the client changes without one, and needs the edit flag', async () => {
    const id = await newJob(t, acme);
    const other = await seedClient(t, 'Gamma');
    const res = await t.put('/api/jobs', { encrypted_id: id, client: other.encrypted_id });
    expect(res.statusCode).toBe(200);
    const job = (await t.as(admin, { method: 'GET', url: `/api/jobs/${id}` })).json().data[0];
    expect(job).toMatchObject({ client_name: 'Gamma', contact_id: null, contact_name: '' });
    const viewer = await t.user({
      role: 'jobs-viewer-2',
      grants: { 'Job Orders': { m_view: 1, m_add: 1 } },
    });
    expect(
      (
        await t.put('/api/jobs', { encrypted_id: id, job_title: 'x' }, viewer.token)
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.put('/api/jobs', { encrypted_id: '00000000-0000-4000-8000-000000000000' })
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/jobs_description_file', () => {
  it('replaces the JD file and removes the old one', async () => {
    const id = await newJob(t, acme, { jobdescription: { data: PDF, filename: 'old.pdf' } });
    const before = (await t.as(admin, { method: 'GET', url: `/api/jobs/${id}` })).json().data[0];
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/jobs_description_file',
      ...(await multipart({ job_id: id, jobdescription: { data: PDF, filename: 'new.pdf' } })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.jobdescription_file_name).toBe('new.pdf');
    const after = (await t.as(admin, { method: 'GET', url: `/api/jobs/${id}` })).json().data[0];
    expect(after.jobdescription_file_name).toBe('new.pdf');
    expect(
      (await t.app.inject({ method: 'GET', url: before.jobdescription_file_url })).statusCode,
    ).toBe(404);
    const missing = await t.as(admin, {
      method: 'POST',
      url: '/api/jobs_description_file',
      ...(await multipart({ job_id: id })),
    });
    expect(missing.statusCode).toBe(422);
  });
});

describe('DELETE /api/jobs/{id}', () => {
  it('deletes a job order without candidates and refuses one with links (409)', async () => {
    const id = await newJob(t, acme);
    const cand = await seedCandidate(t);
    const c2 = await seedCandidate(t);
    const l1 = await link(t, cand.encrypted_id, id);
    await link(t, c2.encrypted_id, id);
    const refused = await t.as(admin, { method: 'DELETE', url: `/api/jobs/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: false,
      message: 'This job order has 2 linked candidates. Make it inactive instead.',
    });
    await t.as(admin, { method: 'DELETE', url: `/api/candidates_job_orders/${l1}` });
    expect((await t.as(admin, { method: 'DELETE', url: `/api/jobs/${id}` })).json().message).toBe(
      'This job order has 1 linked candidate. Make it inactive instead.',
    );

    const free = await newJob(t, acme, { jobdescription: { data: PDF, filename: 'jd.pdf' } });
    const url = (await t.as(admin, { method: 'GET', url: `/api/jobs/${free}` })).json().data[0]
      .jobdescription_file_url;
    const editor = await t.user({
      role: 'jobs-editor',
      grants: { 'Job Orders': { m_view: 1, m_add: 1, m_edit: 1 } },
    });
    expect(
      (await t.as(editor.token, { method: 'DELETE', url: `/api/jobs/${free}` })).statusCode,
    ).toBe(403);
    const ok = await t.as(admin, { method: 'DELETE', url: `/api/jobs/${free}` });
    expect(ok.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await t.as(admin, { method: 'GET', url: `/api/jobs/${free}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.as(admin, { method: 'DELETE', url: `/api/jobs/${free}` })).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/jobs_candidate_counts', () => {
  it('lists active jobs with their candidate counts, newest first', async () => {
    const delta = await seedClient(t, 'Deltaworks');
    const quiet = await newJob(t, delta, { job_title: 'Quiet Role' });
    t.clock.advance(1000);
    const busy = await newJob(t, delta, { job_title: 'Busy Role' });
    await newJob(t, delta, { job_title: 'Closed Role', position_status: 'Inactive' });
    t.clock.advance(60_000);
    await link(t, (await seedCandidate(t)).encrypted_id, busy);
    await link(t, (await seedCandidate(t)).encrypted_id, busy);
    const res = await t.as(admin, {
      method: 'GET',
      url: '/api/jobs_candidate_counts?q=deltaworks',
    });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((r: { job_id: string; cnd_count: number; company_name: string }) => [
          r.job_id,
          r.cnd_count,
          r.company_name,
        ]),
    ).toEqual([
      [busy, 2, 'Deltaworks'],
      [quiet, 0, 'Deltaworks'],
    ]);
  });
});
