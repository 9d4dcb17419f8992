// A candidate's sub-items: education, experience, about, photo, notes, attachments, messages, activity.
import { describe, it } from 'node:test';
import { expect } from 'expect';
import sharp from 'sharp';
import type { TestApp, TestUser } from './helpers.js';
import {
  candidatesSuite,
  candidateKey,
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
const post = (url: string, payload: Record<string, unknown>, token = admin) =>
  t.as(token, { method: 'POST', url, payload });
const del = (url: string, token = admin) => t.as(token, { method: 'DELETE', url });
/** A multipart form posted as the admin (the upload routes). */
const upload = async (url: string, parts: Parameters<typeof multipart>[0]) =>
  t.as(admin, { method: 'POST', url, ...(await multipart(parts)) });
const NOWHERE = '00000000-0000-4000-8000-000000000000';

/**
 * Adds `row` to another candidate, then posts that row's id with `changes` as a row of a first candidate: a 404, and
 * the other candidate's row keeps its first field's value.
 */
async function expectOthersRowRefused(
  url: string,
  row: Record<string, unknown>,
  changes: Record<string, unknown>,
) {
  const mine = await newCandidate(t);
  const other = await newCandidate(t);
  const theirs = await post(url, { candidate_id: other, ...row });
  const cross = await post(url, {
    candidate_id: mine,
    encrypted_id: theirs.json().data.encrypted_id,
    ...row,
    ...changes,
  });
  expect(cross.statusCode).toBe(404);
  const [field, value] = Object.entries(row)[0];
  expect((await get(`${url}/${other}`)).json().data[0][field]).toBe(value);
}

/** Adds the rows to the candidate one after another, each answered 201; their answers in order. */
async function addRows(url: string, candidateId: string, rows: Record<string, unknown>[]) {
  const answers = [];
  for (const row of rows) {
    const res = await post(url, { candidate_id: candidateId, ...row });
    expect(res.statusCode).toBe(201);
    answers.push(res);
  }
  return answers;
}

describe('education', () => {
  it('adds, updates (one still studying), lists and deletes rows', async () => {
    const id = await newCandidate(t);
    const [a, b] = await addRows('/api/candidates_education', id, [
      {
        university: 'Anna University',
        qualification: 'B.E.',
        passout_year: '2016',
        passout_percentage: 72,
      },
      { university: 'IIM', qualification: 'MBA', still_studying: '1' },
      { university: 'IGNOU', qualification: 'PG Diploma', still_studying: true },
    ]);
    expect(a.json()).toMatchObject({ status: true, message: 'Added Successfully' });
    let rows = (await get(`/api/candidates_education/${id}`)).json().data;
    // marking a row still studying cleared the mark on the others
    expect(
      rows
        .filter((r: { still_studying: string }) => r.still_studying === '1')
        .map((r: { university: string }) => r.university),
    ).toEqual(['IGNOU']);

    const upd = await post('/api/candidates_education', {
      candidate_id: id,
      encrypted_id: a.json().data.encrypted_id,
      university: 'Anna University',
      qualification: 'B.Tech',
      passout_year: 2017,
      passout_percentage: '81.25',
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().message).toBe('Updated Successfully');
    rows = (await get(`/api/candidates_education/${id}`)).json().data;
    expect(
      rows.find((r: { encrypted_id: string }) => r.encrypted_id === a.json().data.encrypted_id),
    ).toMatchObject({ qualification: 'B.Tech', passout_year: 2017, passout_percentage: 81.25 });

    const d = await del(`/api/candidates_education/${b.json().data.encrypted_id}`);
    expect(d.json()).toEqual({ status: true, message: 'Deleted Successfully' });
    expect((await get(`/api/candidates_education/${id}`)).json().data).toHaveLength(2);
    expect((await del(`/api/candidates_education/${b.json().data.encrypted_id}`)).statusCode).toBe(
      404,
    );
  });

  it('validates a row with the spec messages', async () => {
    const id = await newCandidate(t);
    const res = await post('/api/candidates_education', {
      candidate_id: id,
      university: 'X',
      passout_percentage: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      qualification: ['The qualification field is required in Education.'],
      passout_year: ['The passout year field is required in Education.'],
      passout_percentage: ['The passout percentage must be at least 2.'],
    });
    const empty = await post('/api/candidates_education', { candidate_id: id });
    expect(Object.keys(empty.json().errors)).toEqual(['university', 'qualification']);
  });

  it("refuses another candidate's row and unknown candidates", async () => {
    await expectOthersRowRefused(
      '/api/candidates_education',
      { university: 'U', qualification: 'Q', passout_year: 2010 },
      { university: 'Hacked' },
    );
    expect(
      (
        await post('/api/candidates_education', {
          candidate_id: NOWHERE,
          university: 'U',
          qualification: 'Q',
          passout_year: 2010,
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(`/api/candidates_education/${NOWHERE}`)).statusCode).toBe(404);
  });
});

describe('experience', () => {
  it('adds, updates (one still working), lists newest first and deletes rows', async () => {
    const id = await newCandidate(t);
    const [a, b] = await addRows('/api/candidates_experience', id, [
      {
        job_title: 'Engineer',
        company_name: 'Initech',
        start_date: '2018-01-01',
        end_date: '2020-12-01',
        still_working: 0,
      },
      { job_title: 'Lead', company_name: 'Globex', start_date: '2021-01', still_working: '1' },
      { job_title: 'Architect', company_name: 'Hooli', start_date: '2023-03-01', still_working: '1' },
    ]);
    const rows = (await get(`/api/candidates_experience/${id}`)).json().data;
    expect(
      rows.map((r: { company_name: string; still_working: string; start_date: string }) => [
        r.company_name,
        r.still_working,
        r.start_date,
      ]),
    ).toEqual([
      ['Hooli', '1', '2023-03-01'],
      ['Globex', '0', '2021-01-01'],
      ['Initech', '0', '2018-01-01'],
    ]);
    const upd = await post('/api/candidates_experience', {
      candidate_id: id,
      encrypted_id: b.json().data.encrypted_id,
      job_title: 'Lead',
      company_name: 'Globex',
      start_date: '2021-01-01',
      end_date: '2023-02-01',
      still_working: '0',
    });
    expect(upd.statusCode).toBe(200);
    expect((await get(`/api/candidates_experience/${id}`)).json().data[1]).toMatchObject({
      end_date: '2023-02-01',
    });
    expect((await del(`/api/candidates_experience/${a.json().data.encrypted_id}`)).statusCode).toBe(
      200,
    );
    expect((await get(`/api/candidates_experience/${id}`)).json().data).toHaveLength(2);
  });

  it('validates a row with the spec messages', async () => {
    const id = await newCandidate(t);
    const res = await post('/api/candidates_experience', {
      candidate_id: id,
      job_title: 'Dev',
      company_name: 'C'.repeat(151),
      start_date: '2020-05-01',
      end_date: '2020-01-01',
    });
    expect(res.json().errors).toEqual({
      company_name: ['The company name must not be greater than 150 characters.'],
      end_date: ['The to date must not be before the from date.'],
    });
    const res2 = await post('/api/candidates_experience', {
      candidate_id: id,
      company_name: 'Initech',
      start_date: '2999-01-01',
    });
    expect(res2.json().errors).toEqual({
      job_title: ['The job title field is required in Experience.'],
      start_date: ['The from date must not be after today.'],
      end_date: ['The to date field is required in Experience.'],
    });
  });

  it("refuses another candidate's row", async () => {
    await expectOthersRowRefused(
      '/api/candidates_experience',
      { job_title: 'QA', company_name: 'Globex', start_date: '2020-01-01', still_working: 1 },
      { job_title: 'X', company_name: 'Y' },
    );
  });
});

describe('about', () => {
  it('saves sanitised rich text', async () => {
    const id = await newCandidate(t);
    const res = await post('/api/candidates_about', {
      candidate_id: id,
      about: '<p onclick="x()">Hello <em>there</em><img src=x onerror=alert(1)></p>',
    });
    expect(res.json()).toEqual({ status: true, message: 'Updated Successfully' });
    expect((await get(`/api/candidates/${id}`)).json().data[0].about_candidate).toBe(
      '<p>Hello <em>there</em></p>',
    );
  });
});

describe('profile picture', () => {
  it('re-encodes an upload to at most 1024 px (PNG kept for transparency) and replaces the old one', async () => {
    const id = await newCandidate(t, { profile_pic: { data: await png(), filename: 'first.png' } });
    const before = (await get(`/api/candidates/${id}`)).json().data[0].profile_pic_url;
    const res = await upload('/api/candidates_profile_pic', {
      candidate_id: id,
      profile_pic: { data: await png(800, 3000, true), filename: 'tall.png' },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.profile_pic_url;
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([273, 1024]);
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);

    const bad = await upload('/api/candidates_profile_pic', { candidate_id: id, profile_pic: { data: PDF, filename: 'x.png' } });
    expect(bad.statusCode).toBe(422);
    const missing = await upload('/api/candidates_profile_pic', { candidate_id: id });
    expect(missing.json().errors).toEqual({ profile_pic: ['The profile pic field is required.'] });
  });

  it('accepts only a link that resume_parse issued (POST /api/candidates_profile_pic_url)', async () => {
    const id = await newCandidate(t, { profile_pic: { data: await png(), filename: 'p.png' } });
    const own = (await get(`/api/candidates/${id}`)).json().data[0].profile_pic_url;
    const other = await newCandidate(t);
    for (const url of [
      own,
      'https://evil.example/x.png',
      '/api/files/abc',
      own.replace(/sig=[^&]+/, 'sig=forged'),
    ]) {
      const res = await post('/api/candidates_profile_pic_url', {
        candidate_id: other,
        profile_pic_url: url,
      });
      expect([url, res.statusCode, res.json().errors]).toEqual([
        url,
        422,
        { profile_pic_url: ['The profile pic url is invalid.'] },
      ]);
    }
  });
});

describe('notes', () => {
  it('adds, lists newest first with the author, and deletes', async () => {
    const id = await newCandidate(t);
    const a = await post('/api/candidates_notes', { candidate_id: id, notes: 'First call done' });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ status: true, message: 'Added Successfully' });
    t.clock.advance(1000);
    await post(
      '/api/candidates_notes',
      { candidate_id: id, notes: 'Second call' },
      recruiter.token,
    );
    const rows = (await get(`/api/candidates_notes?candidate_id=${id}`)).json().data;
    expect(rows.map((r: { notes: string }) => r.notes)).toEqual(['Second call', 'First call done']);
    expect(rows[1]).toMatchObject({ username: expect.stringContaining('Tester') });
    expect(rows[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await del(`/api/candidates_notes/${a.json().data.encrypted_id}`)).json()).toEqual({
      status: true,
      message: 'Deleted Successfully',
    });
    expect((await get(`/api/candidates_notes?candidate_id=${id}`)).json().data).toHaveLength(1);
    const empty = await post('/api/candidates_notes', { candidate_id: id, notes: '   ' });
    expect(empty.json().errors).toEqual({ notes: ['The notes field is required.'] });
    expect((await get('/api/candidates_notes')).statusCode).toBe(422);
  });
});

describe('attachments', () => {
  it('uploads with a description, lists with a working link, and deletes the file', async () => {
    const id = await newCandidate(t);
    const res = await upload('/api/candidates_attachments', {
      candidate_id: id,
      description: 'Offer letter',
      file_name: { data: PDF, filename: '../offer.pdf' },
    });
    expect(res.statusCode).toBe(201);
    const rows = (await get(`/api/candidates_attachments?candidate_id=${id}`)).json().data;
    expect(rows).toEqual([
      expect.objectContaining({
        description: 'Offer letter',
        attachment_name: 'offer.pdf',
        mime_type: 'application/pdf',
        encrypted_id: res.json().data.encrypted_id,
      }),
    ]);
    const file = await t.app.inject({ method: 'GET', url: rows[0].attachment_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const key = (
      await t.db.query<{ storage_key: string }>(
        'select f.storage_key from candidate_attachments a join files f on f.id = a.file_id where a.encrypted_id = $1',
        [rows[0].encrypted_id],
      )
    ).rows[0].storage_key;
    expect((await del(`/api/candidates_attachments/${rows[0].encrypted_id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: rows[0].attachment_url })).statusCode).toBe(
      404,
    );
    await expect(t.app.storage.readAll(key)).rejects.toThrow();
  });

  it('requires the description and the file, refuses executables, and leaves nothing behind', async () => {
    const id = await newCandidate(t);
    const files = Number(
      (await t.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0].n,
    );
    const none = await upload('/api/candidates_attachments', { candidate_id: id, file_name: { data: PDF, filename: 'a.pdf' } });
    expect(none.json().errors).toEqual({ description: ['The description field is required.'] });
    const nofile = await upload('/api/candidates_attachments', { candidate_id: id, description: 'x' });
    expect(nofile.json().errors).toEqual({ file_name: ['The file name field is required.'] });
    const exe = await upload('/api/candidates_attachments', {
      candidate_id: id,
      description: 'x',
      file_name: {
        data: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff]),
        filename: 'a.pdf',
      },
    });
    expect(exe.statusCode).toBe(422);
    const unknown = await upload('/api/candidates_attachments', {
      candidate_id: NOWHERE,
      description: 'x',
      file_name: { data: PDF, filename: 'a.pdf' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      Number((await t.db.query<{ n: number }>('select count(*)::int as n from files')).rows[0].n),
    ).toBe(files);
  });
});

describe('messages and activity', () => {
  it("records a message against one of the candidate's job links (no mail is sent) and shows the activity newest first", async () => {
    const job = await seedJob(t, recruiter.id, 'Backend Developer');
    const recruiterId = await userEncryptedId(t, recruiter.id);
    const id = await newCandidate(t, {
      job_orders: JSON.stringify([{ job_id: job.encrypted_id, recruiter_id: recruiterId }]),
    });
    const other = await newCandidate(t, {
      job_orders: JSON.stringify([{ job_id: job.encrypted_id, recruiter_id: recruiterId }]),
    });
    const key = await candidateKey(t, id);
    const link = (
      await t.db.query<{ id: number; encrypted_id: string }>(
        'select id, encrypted_id::text as encrypted_id from candidate_jobs where candidate_id = $1',
        [key],
      )
    ).rows[0];
    const otherLink = (
      await t.db.query<{ encrypted_id: string }>(
        'select encrypted_id::text as encrypted_id from candidate_jobs where candidate_id = $1',
        [await candidateKey(t, other)],
      )
    ).rows[0];

    const res = await post('/api/candidates_messages', {
      candidate_id: id,
      link_id: link.encrypted_id,
      message: 'Please share your notice period',
    });
    expect(res.statusCode).toBe(201);
    const rows = (await get(`/api/candidates_messages?candidate_id=${id}`)).json().data;
    expect(rows).toEqual([
      expect.objectContaining({
        message: 'Please share your notice period',
        link_id: link.encrypted_id,
        job_id: job.encrypted_id,
        job_title: 'Backend Developer',
        client_name: 'Globex',
      }),
    ]);
    const cross = await post('/api/candidates_messages', {
      candidate_id: id,
      link_id: otherLink.encrypted_id,
      message: 'x',
    });
    expect(cross.statusCode).toBe(422);
    expect(cross.json().errors).toEqual({ link_id: ['The selected job order is invalid.'] });
    const missing = await post('/api/candidates_messages', { candidate_id: id, message: ' ' });
    expect(missing.json().errors).toEqual({
      link_id: ['The job order field is required.'],
      message: ['The message field is required.'],
    });

    // a status move (as the Job Orders routes record it) and a note, later
    t.clock.advance(60_000);
    await t.db.query(
      `update candidate_jobs set main_status_id = 'S', sub_status_id = '201' where id = $1`,
      [link.id],
    );
    await t.db.query(
      `insert into candidate_job_status_history (link_id, candidate_id, job_id, from_main_status_id, from_sub_status_id, to_main_status_id, to_sub_status_id, changed_by, changed_at)
       values ($1, $2, $3, 'P', '103', 'S', '201', $4, now() + interval '1 minute')`,
      [link.id, key, job.id, t.admin.id],
    );
    await t.db.query(
      `update audit_events set occurred_at = occurred_at - interval '1 hour' where entity_type = 'candidate' and entity_id = $1`,
      [key],
    );
    await post('/api/candidates_notes', { candidate_id: id, notes: 'After the move' });
    await t.db.query(
      `update audit_events set occurred_at = now() + interval '2 minutes' where action = 'candidate.note.create' and entity_id = $1`,
      [key],
    );

    const act = (await get(`/api/candidates_activity/${id}`)).json().data;
    expect(act[0]).toMatchObject({
      kind: 'event',
      action: 'candidate.note.create',
      summary: 'Note added',
    });
    expect(act[1]).toMatchObject({
      kind: 'status',
      job_title: 'Backend Developer',
      client_name: 'Globex',
      from_status: 'Prospective / Yet to Screen',
      to_status: 'Processed / Resume Submitted',
    });
    const actions = act.map((a: { action: string }) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'candidate.create',
        'candidate.message.create',
        'candidate_job.status',
      ]),
    );
    // the link's creation is its first status (from nothing); the pipeline's own audit events are not repeated
    expect(
      act.filter(
        (a: { kind: string; from_status: string | null }) =>
          a.kind === 'status' && a.from_status === null,
      ),
    ).toHaveLength(1);
    expect(actions).not.toContain('candidate_job.create');
    const times = act.map((a: { at: string }) => Date.parse(a.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect((await get(`/api/candidates_activity/${id}?limit=2`)).json().data).toHaveLength(2);
  });
});
