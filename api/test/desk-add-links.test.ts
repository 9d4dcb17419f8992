// Adding a candidate to a job order from where the recruiter stands (issue 17 §3): the job order finds candidates by
// name, mobile, e-mail or skill (GET /api/job_candidate_search/{job_id}); both sides create the link as the seed's
// add flow does (P / 103), and a second link to the same job is a 409.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { buildTestApp, type TestApp } from './helpers.js';
import { newJob, seedCandidate, seedClient } from './fixtures/jobs.js';

let t: TestApp;
let admin: string;
let job: string;
let zara: { id: number; encrypted_id: string };
before(async () => {
  t = await buildTestApp();
  admin = t.admin.token;
  const acme = await seedClient(t, 'Acme');
  job = await newJob(t, acme);
  zara = await seedCandidate(t, { name: 'Zara Quintero', skills: ['Kubernetes', 'Go'] });
  await seedCandidate(t, { name: 'Zane Quill', skills: ['React'] });
});
after(() => t.close());

const search = async (q: string, token = admin) =>
  t.as(token, { method: 'GET', url: `/api/job_candidate_search/${job}?q=${encodeURIComponent(q)}` });
const names = async (q: string) => ((await search(q)).json().data as { candidate_name: string }[]).map((r) => r.candidate_name);

describe('GET /api/job_candidate_search/{job_id}', () => {
  it('finds candidates by name, e-mail, mobile, skill and skill synonym', async () => {
    expect(await names('zar')).toEqual(['Zara Quintero']);
    expect(await names('za')).toEqual(['Zane Quill', 'Zara Quintero']);
    const { rows } = await t.db.query<{ primary_email: string; primary_mobile: string }>(
      'select primary_email, primary_mobile from candidates where id = $1',
      [zara.id],
    );
    expect(await names(rows[0].primary_email.slice(0, 7).toUpperCase())).toContain('Zara Quintero');
    expect(await names(`+91 ${rows[0].primary_mobile}`)).toEqual(['Zara Quintero']);
    expect(await names('kube')).toEqual(['Zara Quintero']);
    expect(await names('k8')).toEqual(['Zara Quintero']);
    expect(await names('%%')).toEqual([]);
    const row = (await search('kube')).json().data[0];
    expect(row).toMatchObject({ candidate_id: zara.encrypted_id, skills: 'Go, Kubernetes', linked: false });
  });

  it('says which are already on the job; a second link is refused with 409', async () => {
    const added = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates_job_orders',
      payload: { candidate_id: zara.encrypted_id, job_id: job, recruiter_id: t.admin.encrypted_id },
    });
    expect(added.statusCode).toBe(201);
    const { rows } = await t.db.query<{ main_status_id: string; sub_status_id: string }>(
      'select main_status_id, sub_status_id from candidate_jobs where encrypted_id = $1',
      [added.json().data.encrypted_id],
    );
    expect(rows[0]).toEqual({ main_status_id: 'P', sub_status_id: '103' });
    expect((await search('zara')).json().data[0].linked).toBe(true);
    const again = await t.as(admin, {
      method: 'POST',
      url: '/api/candidates_job_orders',
      payload: { candidate_id: zara.encrypted_id, job_id: job, recruiter_id: t.admin.encrypted_id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ status: false, message: 'Candidate already added for this job' });
  });

  it('needs 2 characters and edit rights on Candidates or Job Orders', async () => {
    expect((await search('z')).statusCode).toBe(422);
    const viewer = await t.user({ role: 'viewer-desk', grants: { 'Job Orders': { m_view: 1 } } });
    expect((await search('zara', viewer.token)).statusCode).toBe(403);
  });
});

