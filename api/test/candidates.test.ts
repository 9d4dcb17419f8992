// Candidates: create / update / read / delete, validation, duplicates, the one-transaction add, permissions, list
// and resume search.
import { before, describe, it } from 'node:test';
import { expect } from 'expect';
import { expectInvalid, expectRefused, type TestApp, type TestUser } from './helpers.js';
import { settleResumeIndexing } from '../src/modules/resume-index/service.js';
import {
  candidatesSuite,
  candidateKey,
  createCandidate,
  docx,
  geo,
  htmlResume,
  multipart,
  newCandidate,
  PDF,
  png,
  seedJob,
  userEncryptedId,
} from './fixtures/candidates.js';

let t: TestApp;
let admin: string;
let recruiter: TestUser;
candidatesSuite((s) => ({ t, admin, recruiter } = s));

const get = (url: string, token = admin) => t.as(token, { method: 'GET', url });
const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: number }>(sql, params)).rows[0].n);

describe('POST /api/candidates', () => {
  it('creates the candidate with skills, experience, education, job links, about, resume and photo in one request', async () => {
    const g = await geo(t);
    const job = await seedJob(t, recruiter.id);
    const recruiterId = await userEncryptedId(t, recruiter.id);
    const res = await createCandidate(t, admin, {
      name: '  Meera Nair ',
      primary_mobile: '+91 98450-12345',
      secondary_mobile: '0',
      primary_email: 'Meera.Nair@Example.com',
      country: String(g.country),
      state: String(g.state),
      city: String(g.city),
      identity_card_name: 'PAN',
      identity_card_number: 'ABCDE1234F',
      exp_months: '0',
      fixed_ctc: '1000000',
      variable_ctc: '200000',
      stocks: '0',
      resume_source: 'linkedin',
      resume_subsource: 'Campaign',
      skill: ['react', 'JS', 'Node.js'],
      about_candidate: '<p>Strong <b>React</b> engineer<script>alert(1)</script></p>',
      experience: JSON.stringify([
        {
          job_title: 'Engineer',
          company_name: 'Initech',
          start_date: '2019-1-1',
          end_date: '2021-06-01',
          still_working: '0',
        },
        {
          job_title: 'Senior Engineer',
          company_name: 'Acme Soft',
          start_date: '2021-07-01',
          end_date: '',
          still_working: '1',
        },
        { job_title: '', company_name: '' },
      ]),
      education: JSON.stringify([
        {
          university: 'Anna University',
          qualification: 'B.E.',
          passout_year: '2018',
          passout_percentage: '78.5',
          still_studying: '0',
        },
        {
          university: 'IIM',
          qualification: 'MBA',
          passout_year: '',
          passout_percentage: '',
          still_studying: '1',
        },
      ]),
      job_orders: JSON.stringify([{ job_id: job.encrypted_id, recruiter_id: recruiterId }]),
      resume_name: {
        data: htmlResume('<h1>Meera</h1><p>Kubernetes wrangler</p>'),
        filename: 'meera.html',
        type: 'text/html',
      },
      profile_pic: { data: await png(2000, 1000), filename: 'meera.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: true, message: 'Candidate Added Successfully' });
    const id = res.json().data.encrypted_id;

    const rec = (await get(`/api/candidates/${id}`)).json().data[0];
    expect(rec).toMatchObject({
      encrypted_id: id,
      name: 'Meera Nair',
      primary_mobile: '9845012345',
      secondary_mobile: '',
      primary_email: 'meera.nair@example.com',
      country: g.country,
      state: g.state,
      city: g.city,
      city_name: g.cityName,
      country_name: 'India',
      identity_card_number: 'ABCDE1234F',
      exp_years: 4,
      exp_months: 0,
      current_ctc: 1200000,
      fixed_ctc: 1000000,
      stocks: 0,
      notice_period: 30,
      resume_source: 'Linkedin',
      free_pool: '0',
      resume_name: 'meera.html',
      resume_type: 'html',
      job_links: 1,
    });
    expect(rec.about_candidate).toBe('<p>Strong <b>React</b> engineer</p>');
    expect(rec.skills.map((s: { skill_name: string }) => s.skill_name)).toEqual([
      'JavaScript',
      'Node.js',
      'React',
    ]);
    expect(rec.resume_url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&session=[0-9a-f-]{36}&sig=/);
    expect(rec.profile_pic_url).toMatch(/^\/api\/files\//);
    expect(rec).not.toHaveProperty('id');

    // the photo was re-encoded to at most 1024 px
    const pic = await t.app.inject({ method: 'GET', url: rec.profile_pic_url });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(pic.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 512]);

    const exp = (await get(`/api/candidates_experience/${id}`)).json().data;
    expect(exp).toEqual([
      expect.objectContaining({
        job_title: 'Senior Engineer',
        company_name: 'Acme Soft',
        start_date: '2021-07-01',
        end_date: null,
        still_working: '1',
        candidate_id: id,
      }),
      expect.objectContaining({
        job_title: 'Engineer',
        company_name: 'Initech',
        start_date: '2019-01-01',
        end_date: '2021-06-01',
        still_working: '0',
      }),
    ]);
    const edu = (await get(`/api/candidates_education/${id}`)).json().data;
    expect(edu).toEqual([
      expect.objectContaining({
        university: 'IIM',
        qualification: 'MBA',
        passout_year: null,
        passout_percentage: null,
        still_studying: '1',
      }),
      expect.objectContaining({
        university: 'Anna University',
        passout_year: 2018,
        passout_percentage: 78.5,
        still_studying: '0',
      }),
    ]);
    const skills = (await get(`/api/get_candidate_skills/${id}`)).json();
    expect(skills.skills.map((s: { skill_name: string }) => s.skill_name)).toEqual([
      'JavaScript',
      'Node.js',
      'React',
    ]);

    // the job link starts at P / 103, with its history row
    const key = await candidateKey(t, id);
    const links = await t.db.query<{
      main_status_id: string;
      sub_status_id: string;
      recruiter_id: number;
    }>(
      'select main_status_id, sub_status_id, recruiter_id from candidate_jobs where candidate_id = $1',
      [key],
    );
    expect(links.rows).toEqual([
      { main_status_id: 'P', sub_status_id: '103', recruiter_id: recruiter.id },
    ]);
    expect(
      await count(
        'select count(*)::int as n from candidate_job_status_history where candidate_id = $1',
        [key],
      ),
    ).toBe(1);

    // audited without the identity card number or CTC figures
    const ev = await t.db.query<{ after: Record<string, unknown> }>(
      `select after from audit_events where action = 'candidate.create' and entity_id = $1`,
      [key],
    );
    expect(ev.rows[0].after).toMatchObject({
      identity_card_number: '[redacted]',
      current_ctc: '[set]',
      expected_ctc: '[set]',
    });
    expect(JSON.stringify(ev.rows[0].after)).not.toMatch(/1200000|ABCDE1234F/);
  });

  it('answers the required-field messages, accepting 0 months', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates',
      ...(await multipart({ exp_months: '0', company_name: 'X' })),
    });
    expectInvalid(res, {
      name: ['The name field is required.'],
      primary_mobile: ['The primary mobile field is required.'],
      primary_email: ['The primary email field is required.'],
      exp_years: ['The exp years field is required.'],
      current_ctc: ['The current ctc field is required.'],
      expected_ctc: ['The expected ctc field is required.'],
      notice_period: ['The notice period field is required.'],
    });
    const blank = await createCandidate(t, admin, { name: ' ', exp_months: '' });
    expect(blank.json().errors).toEqual({
      name: ['The name field is required.'],
      exp_months: ['The exp months field is required.'],
    });
  });

  it('checks formats: 10-digit mobiles, e-mails, ranges, resume source, unknown fields', async () => {
    const res = await createCandidate(t, admin, {
      primary_mobile: '12345',
      secondary_mobile: '98450 1234',
      primary_email: 'not-an-email',
      exp_months: '12',
      current_ctc: '-1',
      notice_period: 'soon',
      resume_source: 'Monster',
      shoe_size: '9',
    });
    expectInvalid(res, {
      primary_mobile: ['The primary mobile must be a 10-digit mobile number.'],
      secondary_mobile: ['The secondary mobile must be a 10-digit mobile number.'],
      primary_email: ['The primary email must be a valid email address.'],
      exp_months: ['The exp months must be between 0 and 11.'],
      current_ctc: ['The current ctc must be at least 0.'],
      notice_period: ['The notice period must be a whole number.'],
      resume_source: ['The selected resume source is invalid.'],
      shoe_size: ['The shoe size field is not allowed.'],
    });
  });

  it('applies the experience rules', async () => {
    t.clock.set(new Date('2025-06-15T10:00:00+05:30'));
    try {
      const res = await createCandidate(t, admin, {
        experience: JSON.stringify([
          {
            job_title: 'Dev',
            company_name: ` ${'C'.repeat(151)} `,
            start_date: '2020-01-01',
            end_date: '2021-01-01',
          },
          { job_title: '', company_name: 'Initech', start_date: '', end_date: '' },
          { job_title: 'Dev', company_name: '', start_date: '2025-07-01', end_date: '2024-01-01' },
          {
            job_title: 'Dev',
            company_name: 'Globex',
            start_date: '2022-05-01',
            end_date: '2021-01-01',
          },
          {
            job_title: 'Dev',
            company_name: 'Umbrella',
            start_date: '2022-05-01',
            still_working: '1',
          },
          {
            job_title: 'Dev',
            company_name: 'Hooli',
            start_date: '2023-05-01',
            still_working: true,
          },
        ]),
      });
      expectInvalid(res, {
        'experience.0.company_name': ['The company name must not be greater than 150 characters.'],
        'experience.1.job_title': ['The job title field is required in Experience.'],
        'experience.1.start_date': ['The from date field is required in Experience.'],
        'experience.1.end_date': ['The to date field is required in Experience.'],
        'experience.2.company_name': ['The company name field is required in Experience.'],
        'experience.2.start_date': ['The from date must not be after today.'],
        'experience.2.end_date': ['The to date must not be before the from date.'],
        'experience.3.end_date': ['The to date must not be before the from date.'],
        experience: ['Only one experience may be marked Still working.'],
      });
      // 19 characters after trimming is fine; a still-working row needs no To date
      const ok = await createCandidate(t, admin, {
        experience: JSON.stringify([
          {
            job_title: 'Dev',
            company_name: '  Nineteen Chars Co ',
            start_date: '2020-01',
            still_working: '1',
          },
        ]),
      });
      expect(ok.statusCode).toBe(201);
    } finally {
      t.clock.set(new Date());
    }
  });

  it('applies the education rules', async () => {
    const res = await createCandidate(t, admin, {
      education: JSON.stringify([
        {
          university: 'Pune University',
          qualification: '',
          passout_year: '',
          passout_percentage: '1.5',
        },
        {
          university: '',
          qualification: 'B.Sc',
          passout_year: String(new Date().getFullYear() + 1),
          passout_percentage: '60',
        },
        { university: 'A', qualification: 'B', still_studying: '1' },
        { university: 'C', qualification: 'D', still_studying: '1' },
      ]),
    });
    expectInvalid(res, {
      'education.0.qualification': ['The qualification field is required in Education.'],
      'education.0.passout_year': ['The passout year field is required in Education.'],
      'education.0.passout_percentage': ['The passout percentage must be at least 2.'],
      'education.1.university': ['The university field is required in Education.'],
      'education.1.passout_year': ['The passout year must not be after this year.'],
      education: ['Only one education may be marked Still Studying.'],
    });
  });

  it('needs job and recruiter on job rows, unless the profile goes to the free pool', async () => {
    const rows = JSON.stringify([{ job_id: '', recruiter_id: '' }]);
    const res = await createCandidate(t, admin, { job_orders: rows });
    expectInvalid(res, {
      'job_orders.0.job_id': ['The job order name field is required.'],
      'job_orders.0.recruiter_id': ['The recruiter field is required.'],
    });
    const pooled = await createCandidate(t, admin, { job_orders: rows, free_pool: '1' });
    expect(pooled.statusCode).toBe(201);
    const rec = (await get(`/api/candidates/${pooled.json().data.encrypted_id}`)).json().data[0];
    expect(rec).toMatchObject({ free_pool: '1', job_links: 0 });
  });

  it('refuses a duplicate primary e-mail (case-insensitive) with 409', async () => {
    await newCandidate(t, { primary_email: 'dup.person@example.com' });
    const res = await createCandidate(t, admin, { primary_email: ' DUP.Person@Example.COM ' });
    expectRefused(res, 409, 'A candidate with this email already exists.');
  });

  it('takes any number of skills, from the catalogue', async () => {
    const six = await createCandidate(t, admin, {
      skill: ['React', 'Java', 'Python', 'Go', 'Rust', 'Docker'],
    });
    expect(six.statusCode).toBe(201);
    const skills = await get(`/api/get_candidate_skills/${six.json().data.encrypted_id}`);
    expect(skills.json().skills).toHaveLength(6);
    const unknown = await createCandidate(t, admin, { skill: ['Basket weaving'] });
    expect(unknown.json().errors).toEqual({ skill: ['The selected skill is invalid.'] });
    const { rows } = await t.db.query<{ e: string }>(
      `select encrypted_id::text as e from skills where name = 'Python'`,
    );
    const byId = await createCandidate(t, admin, { skill: [rows[0].e, 'react', 'React'] });
    expect(byId.statusCode).toBe(201);
  });

  it('checks uploads by content: a resume must be PDF/HTML/DOC/DOCX, a photo an image', async () => {
    const before = await count('select count(*)::int as n from files');
    const badResume = await createCandidate(t, admin, {
      resume_name: { data: await png(), filename: 'cv.pdf' },
    });
    expect(badResume.statusCode).toBe(422);
    expect(badResume.json().errors.resume_name[0]).toMatch(
      /^The resume must be a file of type: pdf, doc, docx, html\.$/,
    );
    const badPhoto = await createCandidate(t, admin, {
      profile_pic: { data: PDF, filename: 'me.png' },
    });
    expect(badPhoto.statusCode).toBe(422);
    expect(badPhoto.json().errors.profile_pic[0]).toMatch(
      /^The profile pic must be a file of type/,
    );
    expect(await count('select count(*)::int as n from files')).toBe(before);
  });

  it('rolls everything back when a sub-item fails: no candidate, no rows, no files', async () => {
    const job = await seedJob(t, recruiter.id, 'Rollback job');
    const recruiterId = await userEncryptedId(t, recruiter.id);
    const before = {
      candidates: await count('select count(*)::int as n from candidates'),
      files: await count('select count(*)::int as n from files'),
      exp: await count('select count(*)::int as n from candidate_experience'),
      links: await count('select count(*)::int as n from candidate_jobs'),
    };
    const common = {
      primary_email: 'rollback@example.com',
      experience: JSON.stringify([
        {
          job_title: 'Dev',
          company_name: 'Initech',
          start_date: '2020-01-01',
          end_date: '2021-01-01',
        },
      ]),
      resume_name: { data: PDF, filename: 'cv.pdf' },
      profile_pic: { data: await png(), filename: 'p.png' },
    };
    // an unknown job (a well-formed id) is found only inside the transaction
    const unknownJob = await createCandidate(t, admin, {
      ...common,
      job_orders: JSON.stringify([
        { job_id: '00000000-0000-4000-8000-000000000000', recruiter_id: recruiterId },
      ]),
    });
    expectInvalid(unknownJob, {
      'job_orders.0.job_id': ['The selected job order is invalid.'],
    });
    // the same job twice: the second link is refused by the pipeline
    const twice = await createCandidate(t, admin, {
      ...common,
      job_orders: JSON.stringify([
        { job_id: job.encrypted_id, recruiter_id: recruiterId },
        { job_id: job.encrypted_id, recruiter_id: recruiterId },
      ]),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Candidate already added for this job');
    // a recruiter not assigned to the job
    const stranger = await t.user({ role: 'recruiter' });
    const notAssigned = await createCandidate(t, admin, {
      ...common,
      job_orders: JSON.stringify([
        { job_id: job.encrypted_id, recruiter_id: await userEncryptedId(t, stranger.id) },
      ]),
    });
    expect(notAssigned.statusCode).toBe(422);
    expect(Object.keys(notAssigned.json().errors)).toEqual(['job_orders.0.recruiter_id']);
    expect({
      candidates: await count('select count(*)::int as n from candidates'),
      files: await count('select count(*)::int as n from files'),
      exp: await count('select count(*)::int as n from candidate_experience'),
      links: await count('select count(*)::int as n from candidate_jobs'),
    }).toEqual(before);
    expect(
      await count(
        `select count(*)::int as n from candidates where primary_email = 'rollback@example.com'`,
      ),
    ).toBe(0);
  });

  it('keeps the parsing file as the resume when no resume is sent', async () => {
    const id = await newCandidate(t, { parsing_file_name: { data: PDF, filename: 'parsed.pdf' } });
    const rec = (await get(`/api/candidates/${id}`)).json().data[0];
    expect(rec).toMatchObject({ resume_name: 'parsed.pdf', resume_type: 'pdf' });
  });
});

describe('permissions', () => {
  it('refuses each action without its Candidates flag (403)', async () => {
    const viewer = await t.user({ role: 'cand-viewer', grants: { Candidates: { m_view: 1 } } });
    const nobody = await t.user({ role: 'cand-none', grants: { Candidates: {} } });
    const id = await newCandidate(t);
    const forbidden = { status: false, message: 'This action is unauthorized.' };
    expect((await get('/api/candidates', nobody.token)).statusCode).toBe(403);
    expect((await get(`/api/candidates/${id}`, nobody.token)).statusCode).toBe(403);
    expect((await get('/api/candidates', viewer.token)).statusCode).toBe(200);

    const add = await createCandidate(t, viewer.token);
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual(forbidden);
    const upd = await t.as(viewer.token, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({ name: 'X' })),
    });
    expect(upd.statusCode).toBe(403);
    const writes = [
      {
        method: 'POST' as const,
        url: '/api/candidates_notes',
        payload: { candidate_id: id, notes: 'x' },
      },
      {
        method: 'POST' as const,
        url: '/api/candidates_about',
        payload: { candidate_id: id, about: 'x' },
      },
      {
        method: 'POST' as const,
        url: '/api/candidates_education',
        payload: { candidate_id: id, university: 'U', qualification: 'Q', passout_year: 2010 },
      },
      {
        method: 'POST' as const,
        url: '/api/candidates_experience',
        payload: {
          candidate_id: id,
          job_title: 'D',
          company_name: 'C',
          start_date: '2020-01-01',
          still_working: 1,
        },
      },
      {
        method: 'POST' as const,
        url: '/api/candidates_messages',
        payload: { candidate_id: id, link_id: id, message: 'x' },
      },
      { method: 'DELETE' as const, url: `/api/candidates_notes/${id}` },
      { method: 'DELETE' as const, url: `/api/candidates_attachments/${id}` },
      { method: 'DELETE' as const, url: `/api/candidates_education/${id}` },
      { method: 'DELETE' as const, url: `/api/candidates_experience/${id}` },
    ];
    for (const w of writes)
      expect([w.url, (await t.as(viewer.token, w)).statusCode]).toEqual([w.url, 403]);
    const del = await t.as(viewer.token, { method: 'DELETE', url: `/api/candidate_delete/${id}` });
    expect(del.statusCode).toBe(403);

    // m_add alone creates (with its sub-items) but cannot edit afterwards; m_edit without m_delete cannot delete
    const adder = await t.user({
      role: 'cand-adder',
      grants: { Candidates: { m_view: 1, m_add: 1 } },
    });
    const made = await createCandidate(t, adder.token, {
      experience: JSON.stringify([
        { job_title: 'D', company_name: 'C', start_date: '2020-01-01', still_working: '1' },
      ]),
    });
    expect(made.statusCode).toBe(201);
    const editor = await t.user({
      role: 'cand-editor',
      grants: { Candidates: { m_view: 1, m_edit: 1 } },
    });
    expect(
      (
        await t.as(editor.token, {
          method: 'POST',
          url: `/api/candidates/${id}`,
          ...(await multipart({ designation: 'Lead' })),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.as(editor.token, { method: 'DELETE', url: `/api/candidate_delete/${id}` }))
        .statusCode,
    ).toBe(403);
    const deleter = await t.user({
      role: 'cand-deleter',
      grants: { Candidates: { m_view: 1, m_delete: 1 } },
    });
    expect(
      (await t.as(deleter.token, { method: 'DELETE', url: `/api/candidate_delete/${id}` }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/candidates' })).statusCode).toBe(401);
  });
});

describe('POST /api/candidates/{id}', () => {
  it('changes only the fields sent, replaces skills and files, and keeps the rest', async () => {
    const id = await newCandidate(t, {
      skill: ['React'],
      secondary_email: 'other@example.com',
      resume_name: { data: PDF, filename: 'old.pdf' },
      profile_pic: { data: await png(), filename: 'old.png' },
    });
    const before = (await get(`/api/candidates/${id}`)).json().data[0];
    const res = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({
        encrypted_id: id,
        designation: 'Tech Lead',
        exp_months: '0',
        skill: ['Java', 'Go'],
        resume_name: { data: await docx(['New resume']), filename: 'new.docx' },
      })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Candidate Updated Successfully' });
    const after = (await get(`/api/candidates/${id}`)).json().data[0];
    expect(after).toMatchObject({
      designation: 'Tech Lead',
      name: before.name,
      secondary_email: 'other@example.com',
      current_ctc: 1200000,
      resume_name: 'new.docx',
      resume_type: 'docx',
    });
    expect(after.skills.map((s: { name: string }) => s.name)).toEqual(['Go', 'Java']);
    expect(after.profile_pic_url).toBe(before.profile_pic_url);
    // the old resume file is gone
    expect((await t.app.inject({ method: 'GET', url: before.resume_url })).statusCode).toBe(404);

    // an empty skill list clears; a required field sent empty is refused
    await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({ 'skill[]': '' })),
    });
    expect((await get(`/api/candidates/${id}`)).json().data[0].skills).toEqual([]);
    const empty = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({ name: '', notice_period: '' })),
    });
    expect(empty.json().errors).toEqual({
      name: ['The name field is required.'],
      notice_period: ['The notice period field is required.'],
    });
  });

  it("refuses another candidate's e-mail, a different encrypted_id, and the free pool while linked", async () => {
    await newCandidate(t, { primary_email: 'taken@example.com' });
    const id = await newCandidate(t);
    const dup = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({ primary_email: 'TAKEN@example.com' })),
    });
    expect(dup.statusCode).toBe(409);
    const other = await newCandidate(t);
    const wrong = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({ encrypted_id: other })),
    });
    expect(wrong.statusCode).toBe(422);

    const job = await seedJob(t, recruiter.id, 'Pool job');
    const linked = await newCandidate(t, {
      job_orders: JSON.stringify([
        { job_id: job.encrypted_id, recruiter_id: await userEncryptedId(t, recruiter.id) },
      ]),
    });
    const pool = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${linked}`,
      ...(await multipart({ free_pool: '1' })),
    });
    expectInvalid(pool, {
      free_pool: ['A candidate linked to job orders cannot be added to the free pool.'],
    });
  });

  it('updates and adds rows in the same request, only for rows of this candidate', async () => {
    const id = await newCandidate(t, {
      experience: JSON.stringify([
        { job_title: 'Dev', company_name: 'Initech', start_date: '2019-01-01', still_working: '1' },
      ]),
    });
    const other = await newCandidate(t, {
      experience: JSON.stringify([
        { job_title: 'QA', company_name: 'Globex', start_date: '2019-01-01', still_working: '1' },
      ]),
    });
    const [mine] = (await get(`/api/candidates_experience/${id}`)).json().data;
    const [theirs] = (await get(`/api/candidates_experience/${other}`)).json().data;
    const ok = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({
        experience: JSON.stringify([
          {
            encrypted_id: mine.encrypted_id,
            job_title: 'Dev',
            company_name: 'Initech',
            start_date: '2019-01-01',
            end_date: '2022-01-01',
            still_working: '0',
          },
          {
            job_title: 'Lead',
            company_name: 'Hooli',
            start_date: '2022-02-01',
            still_working: '1',
          },
        ]),
      })),
    });
    expect(ok.statusCode).toBe(200);
    const rows = (await get(`/api/candidates_experience/${id}`)).json().data;
    expect(
      rows.map((r: { company_name: string; still_working: string }) => [
        r.company_name,
        r.still_working,
      ]),
    ).toEqual([
      ['Hooli', '1'],
      ['Initech', '0'],
    ]);
    const cross = await t.as(admin, {
      method: 'POST',
      url: `/api/candidates/${id}`,
      ...(await multipart({
        designation: 'Changed',
        experience: JSON.stringify([
          {
            encrypted_id: theirs.encrypted_id,
            job_title: 'X',
            company_name: 'Y',
            start_date: '2019-01-01',
            still_working: '1',
          },
        ]),
      })),
    });
    expect(cross.statusCode).toBe(404);
    expect((await get(`/api/candidates_experience/${other}`)).json().data[0].job_title).toBe('QA');
    // and nothing else of that request was saved
    expect((await get(`/api/candidates/${id}`)).json().data[0].designation).toBe(
      'Frontend Engineer',
    );
  });

  it('answers 404 for an unknown candidate', async () => {
    const res = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates/00000000-0000-4000-8000-000000000000',
      ...(await multipart({ name: 'X' })),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/candidate_delete/{id}', () => {
  it('removes the candidate, its sub-items, links, interviews and files; search forgets it', async () => {
    const job = await seedJob(t, recruiter.id, 'Delete job');
    const id = await newCandidate(t, {
      name: 'Zebulon Quartermaine',
      skill: ['React'],
      experience: JSON.stringify([
        { job_title: 'Dev', company_name: 'Initech', start_date: '2019-01-01', still_working: '1' },
      ]),
      education: JSON.stringify([{ university: 'U', qualification: 'Q', passout_year: '2015' }]),
      job_orders: JSON.stringify([
        { job_id: job.encrypted_id, recruiter_id: await userEncryptedId(t, recruiter.id) },
      ]),
      resume_name: { data: htmlResume('<p>Xylophonist extraordinaire</p>'), filename: 'z.html' },
      profile_pic: { data: await png(), filename: 'z.png' },
    });
    await settleResumeIndexing(t.app);
    const key = await candidateKey(t, id);
    await t.as(admin, {
      method: 'POST',
      url: '/api/candidates_notes',
      payload: { candidate_id: id, notes: 'Call back' },
    });
    await t.as(admin, {
      method: 'POST',
      url: '/api/candidates_attachments',
      ...(await multipart({
        candidate_id: id,
        description: 'Offer',
        file_name: { data: PDF, filename: 'o.pdf' },
      })),
    });
    const link = await t.db.query<{ id: number }>(
      'select id from candidate_jobs where candidate_id = $1',
      [key],
    );
    await t.db.query(
      `insert into interviews (candidate_id, job_id, link_id, mode_interview, interview_date, interview_time) values ($1, $2, $3, 'Telephonic', '2030-01-01', '10:00')`,
      [key, job.id, link.rows[0].id],
    );
    const files = await t.db.query<{ storage_key: string }>(
      `select storage_key from files where id in (select resume_file_id from candidates where id = $1 union select profile_pic_file_id from candidates where id = $1
         union select file_id from candidate_attachments where candidate_id = $1)`,
      [key],
    );
    expect(files.rows).toHaveLength(3);
    expect((await get('/api/candidates?q=Xylophonist')).json().filter_data_cnt).toBe(1);

    const res = await t.as(admin, { method: 'DELETE', url: `/api/candidate_delete/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    for (const table of [
      'candidates where id',
      'candidate_skills where candidate_id',
      'candidate_experience where candidate_id',
      'candidate_education where candidate_id',
      'candidate_notes where candidate_id',
      'candidate_attachments where candidate_id',
      'candidate_jobs where candidate_id',
      'interviews where candidate_id',
      'candidate_job_status_history where candidate_id',
    ]) {
      expect([table, await count(`select count(*)::int as n from ${table} = $1`, [key])]).toEqual([
        table,
        0,
      ]);
    }
    for (const f of files.rows) {
      expect(
        await count('select count(*)::int as n from files where storage_key = $1', [f.storage_key]),
      ).toBe(0);
      await expect(t.app.storage.readAll(f.storage_key)).rejects.toThrow();
    }
    expect((await get('/api/candidates?q=Xylophonist')).json().filter_data_cnt).toBe(0);
    expect((await get(`/api/candidates/${id}`)).statusCode).toBe(404);
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/candidate_delete/${id}` })).statusCode,
    ).toBe(404);
    const ev = await t.db.query(
      `select 1 from audit_events where action = 'candidate.delete' and entity_id = $1`,
      [key],
    );
    expect(ev.rows).toHaveLength(1);
  });
});

describe('GET /api/candidates', () => {
  let names: string[] = [];
  let g: Awaited<ReturnType<typeof geo>>;
  before(async () => {
    g = await geo(t);
    await t.db.query('delete from candidates');
    const rows: [
      string,
      string,
      string,
      number,
      number,
      number | null,
      number | null,
      number | null,
    ][] = [
      ['Bharat Rao', 'Initech', 'b@example.com', 2, 3, 30, 500000, 10],
      ['aarti Shah', 'Globex', 'a@example.com', 7, 0, 90, 2500000, null],
      ['Chetan Iyer', 'Umbrella Corp', 'c@example.com', 2, 11, 0, 900000, 5],
    ];
    for (const [i, [name, company, email, y, m, notice, ctc, stocks]] of rows.entries()) {
      await t.db.query(
        `insert into candidates (name, company_name, primary_email, primary_mobile, exp_years, exp_months, notice_period, current_ctc, expected_ctc, stocks, country_id, state_id, city_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11, $12, now() - ($13 || ' days')::interval)`,
        [
          name,
          company,
          email,
          `900000000${i}`,
          y,
          m,
          notice,
          ctc,
          stocks,
          i === 1 ? g.country : null,
          i === 1 ? g.state : null,
          i === 1 ? g.city : null,
          String(i),
        ],
      );
    }
    names = rows.map((r) => r[0]);
  });

  const list = async (qs: string) => {
    const res = await get(`/api/candidates?${qs}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const namesOf = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);

  it('pages newest first by default, with the row fields of API.md', async () => {
    const body = await list('');
    expect(body).toMatchObject({ status: true, all_data_cnt: 3, filter_data_cnt: 3 });
    expect(namesOf(body)).toEqual(names);
    expect(Object.keys(body.data[1]).sort()).toEqual(
      [
        'encrypted_id',
        'name',
        'primary_mobile',
        'primary_email',
        'created_at',
        'company_name',
        'designation',
        'city_name',
        'exp_years',
        'exp_months',
        'notice_period',
        'current_ctc',
        'expected_ctc',
        'stocks',
      ].sort(),
    );
    expect(body.data[1]).toMatchObject({
      city_name: g.cityName,
      current_ctc: 2500000,
      stocks: null,
      exp_years: 7,
    });
    expect(body.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // pages of 7, 20, 50 or 100 (issue 19): the three fit on the first page of 7
    expect(namesOf(await list('limit=7&page=0'))).toHaveLength(3);
    expect(namesOf(await list('limit=7&page=1'))).toEqual([]);
  });

  it('sorts by every column shown', async () => {
    const [A, B, C] = ['aarti Shah', 'Bharat Rao', 'Chetan Iyer'];
    for (const [query, names] of [
      ['sortby=name&direction=asc', [A, B, C]],
      ['sortby=company_name&direction=desc', [C, B, A]],
      ['sortby=exp_years&direction=asc', [B, C, A]],
      ['sortby=notice_period&direction=asc', [C, B, A]],
      ['sortby=current_ctc&direction=desc', [A, C, B]],
      ['sortby=expected_ctc&direction=asc', [B, C, A]],
      ['sortby=stocks&direction=asc', [C, B, A]],
      ['sortby=created_at&direction=asc', [C, A, B]],
    ] as const) {
      expect({ query, names: namesOf(await list(query)) }).toEqual({ query, names });
    }
    expect(namesOf(await list('sortby=city_name&direction=asc'))[0]).toBe('aarti Shah');
    const bad = await get('/api/candidates?sortby=password');
    expect(bad.statusCode).toBe(422);
    expect((await get('/api/candidates?color=red')).statusCode).toBe(422);
  });

  it('searches name, e-mail, company, city and mobile', async () => {
    expect(namesOf(await list('q=bhar'))).toEqual(['Bharat Rao']);
    expect(namesOf(await list('q=SHAH'))).toEqual(['aarti Shah']);
    expect(namesOf(await list('q=c@example.com'))).toEqual(['Chetan Iyer']);
    expect(namesOf(await list('q=umbrella'))).toEqual(['Chetan Iyer']);
    expect(namesOf(await list(`q=${encodeURIComponent(g.cityName.slice(0, 4))}`))).toContain(
      'aarti Shah',
    );
    expect(namesOf(await list('q=9000000002'))).toEqual(['Chetan Iyer']);
    const none = await list('q=nobody-matches-this');
    expect(none).toMatchObject({ data: [], all_data_cnt: 3, filter_data_cnt: 0 });
    // wildcards are plain characters
    expect((await list('q=%25')).filter_data_cnt).toBe(0);
  });

  it('finds a candidate by a word of the resume once its text is extracted, best match first', async () => {
    const a = await newCandidate(t, {
      name: 'Resume One',
      resume_name: {
        data: htmlResume(
          '<p>Certified Kubernetes administrator, kubernetes operators, Kubernetes</p>',
        ),
        filename: 'a.html',
      },
    });
    const b = await newCandidate(t, {
      name: 'Resume Two',
      resume_name: {
        data: await docx(['Worked with kubernetes once', 'Mostly accounting']),
        filename: 'b.docx',
      },
    });
    await newCandidate(t, {
      name: 'Resume Three',
      resume_name: { data: htmlResume('<p>Payroll and accounting</p>'), filename: 'c.html' },
    });
    // the response does not wait for the extraction
    await settleResumeIndexing(t.app);
    const body = await list('q=kubernetes');
    const found = body.data.map((r: { encrypted_id: string }) => r.encrypted_id);
    // ranked: three mentions before one (the HTML and the DOCX are both extracted by the app's parser)
    expect(found).toEqual([a, b]);
    // stemmed (english) and websearch syntax
    expect(namesOf(await list(`q=${encodeURIComponent('administrators -payroll')}`))).toEqual([
      'Resume One',
    ]);
    expect(namesOf(await list(`q=${encodeURIComponent('"certified kubernetes"')}`))).toEqual([
      'Resume One',
    ]);
    // sorting by a column still applies to the matches
    expect(namesOf(await list('q=accounting&sortby=name&direction=asc'))).toEqual(
      namesOf(await list('q=accounting&sortby=name&direction=asc')).sort(),
    );
  });
});

describe('GET /api/candidates_duplicates', () => {
  it('matches a normalised e-mail or mobile and can leave out the candidate being edited', async () => {
    const id = await newCandidate(t, {
      name: 'Dup Check',
      primary_email: 'dup.check@example.com',
      primary_mobile: '09123456789',
      secondary_mobile: '9000011111',
    });
    const byEmail = (await get('/api/candidates_duplicates?email=%20DUP.check@example.com')).json();
    expect(byEmail).toEqual({
      status: true,
      data: [{ encrypted_id: id, name: 'Dup Check', matched: ['email'] }],
    });
    const byMobile = (
      await get(`/api/candidates_duplicates?mobile=${encodeURIComponent('+91 91234 56789')}`)
    ).json();
    expect(byMobile.data).toEqual([{ encrypted_id: id, name: 'Dup Check', matched: ['mobile'] }]);
    expect(
      (await get('/api/candidates_duplicates?mobile=900-001-1111')).json().data[0].encrypted_id,
    ).toBe(id);
    expect(
      (await get(`/api/candidates_duplicates?email=dup.check@example.com&exclude=${id}`)).json()
        .data,
    ).toEqual([]);
    expect((await get('/api/candidates_duplicates?email=x&mobile=12')).json().data).toEqual([]);
  });
});

describe('resume upload and the resume as HTML', () => {
  it('shows DOCX and HTML resumes as sanitised HTML and PDFs by their link', async () => {
    const id = await newCandidate(t);
    const none = (await get(`/api/candidates_resume_html/${id}`)).json();
    expect(none.data).toEqual({ type: '', name: '', html: '', resume_url: null });

    const up = async (data: Buffer, filename: string) =>
      t.as(admin, {
        method: 'POST',
        url: '/api/candidates_resume',
        ...(await multipart({ candidate_id: id, resume_name: { data, filename } })),
      });
    const d = await up(
      await docx(['Priya Menon', 'Data engineer <script>x</script>']),
      'priya.docx',
    );
    expect(d.statusCode).toBe(200);
    expect(d.json().data.resume_url).toMatch(/^\/api\/files\//);
    const dh = (await get(`/api/candidates_resume_html/${id}`)).json().data;
    expect(dh.type).toBe('docx');
    expect(dh.html).toContain('<p>Priya Menon</p>');
    expect(dh.html).toContain('Data engineer &lt;script&gt;x&lt;/script&gt;');

    await up(
      htmlResume(
        '<h2 onclick="steal()">Skills</h2><img src="http://evil/x.png"><a href="javascript:alert(1)">x</a><p style="color:red">React</p>',
      ),
      'r.html',
    );
    const hh = (await get(`/api/candidates_resume_html/${id}`)).json().data;
    expect(hh.type).toBe('html');
    expect(hh.html).not.toMatch(/script|onclick|<img|javascript:|style=|alert/);
    expect(hh.html).toContain('<h2>Skills</h2>');

    await up(PDF, 'cv.pdf');
    const ph = (await get(`/api/candidates_resume_html/${id}`)).json().data;
    expect(ph).toMatchObject({ type: 'pdf', html: '', name: 'cv.pdf' });
    expect(ph.resume_url).toMatch(/^\/api\/files\//);

    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates_resume',
      ...(await multipart({ candidate_id: id })),
    });
    expect(bad.json().errors).toEqual({ resume_name: ['The resume name field is required.'] });
  });
});
