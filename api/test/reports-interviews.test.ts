// Upcoming interviews in the product's time zone, and what the Data Tables routes write to the log.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { buildTestApp, type TestApp } from './helpers.js';
import { addCandidate, addClient, addInterview, addJob, link, multipart, type Ref } from './fixtures/reports.js';

let t: TestApp;
let token: string;
let client: Ref;
let job: Ref;
let asha: Ref;
let bala: Ref;
let chitra: Ref;

before(async () => {
  t = await buildTestApp();
  // 20:00 UTC on 10 Jan is 01:30 on 11 Jan in Asia/Kolkata: "today" differs between the two zones.
  t.clock.set(new Date('2030-01-10T20:00:00Z'));
  expect(t.config.timeZone).toBe('Asia/Kolkata');
  const u = await t.user({ role: 'dt-tz', grants: { 'Data Tables': { m_view: 1, m_add: 1 }, Candidates: { m_view: 1 } } });
  token = u.token;
  client = await addClient(t, 'Timely');
  job = await addJob(t, client, { title: 'Night Shift' });
  asha = await addCandidate(t, { name: 'Asha', identity_card_number: 'SECRET1234X' });
  bala = await addCandidate(t, { name: 'Bala' });
  chitra = await addCandidate(t, { name: 'Chitra' });
  for (const c of [asha, bala, chitra]) await link(t, c, job);
  await addInterview(t, asha, job, { date: '2030-01-10', time: '23:30' }); // yesterday in Kolkata (today in UTC)
  await addInterview(t, bala, job, { date: '2030-01-11', time: '00:15' }); // today in Kolkata
  await addInterview(t, chitra, job, { date: '2030-01-12', time: '11:00' });
});
after(() => t.close());

describe('upcoming interviews, in the product time zone', () => {
  it('lists the candidates with an interview today or later', async () => {
    const res = await t.as(token, { method: 'GET', url: `/api/report_job_interview_candidates/${job.encrypted_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { candidate_name: string }) => c.candidate_name)).toEqual(['Bala', 'Chitra']);
    expect((await t.as(token, { method: 'GET', url: '/api/report_job_interview_candidates/11111111-1111-4111-8111-111111111111' })).statusCode).toBe(404);
  });

  it('reports those interviews only, with the wall-clock time', async () => {
    const res = await t.as(token, { method: 'POST', url: '/api/interview_report', payload: { client_id: client.encrypted_id, job_id: job.encrypted_id } });
    const rows = res.json().data;
    expect(rows.map((r: { candidate_name: string; date: string; hour: string; minutes: string; timeformat: string }) => [r.candidate_name, r.date, `${r.hour}:${r.minutes} ${r.timeformat}`])).toEqual([
      ['Bala', '2030-01-11', '12:15 AM'],
      ['Chitra', '2030-01-12', '11:00 AM'],
    ]);
    expect(new Date(rows[0].schedule_time).toISOString()).toBe('2030-01-10T18:45:00.000Z');
    // a candidate whose only interview is past gives no row (and is no error: Asha is linked)
    const past = await t.as(token, { method: 'POST', url: '/api/interview_report', payload: { client_id: client.encrypted_id, job_id: job.encrypted_id, candidate_id: [asha.encrypted_id] } });
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
  });
});

describe('logging', () => {
  it('never writes an identity card number to the log', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.db,
      config: t.config,
      storage: t.app.storage,
      clock: t.clock,
      logger: { level: 'trace', stream: { write: (s: string) => void lines.push(s) } },
    });
    await app.ready();
    const as = (o: InjectOptions) => app.inject({ ...o, headers: { ...(o.headers ?? {}), authorization: `Bearer ${token}` } });
    const saved = await as({ method: 'POST', url: '/api/reports', payload: { client_id: client.encrypted_id, job_id: job.encrypted_id, report_name: 'IDs', columns_array: ['name', 'identity_card_number'] } });
    expect(saved.statusCode).toBe(201);
    const dl = await as({ method: 'GET', url: `/api/reports/${saved.json().data.encrypted_id}/download` });
    expect(dl.body).toContain('SECRET1234X');
    // an invalid form that carries the number is answered without echoing it to the log either
    const bad = await as({ method: 'POST', url: '/api/resume_report', ...(await multipart({ client_id: client.encrypted_id, job_id: job.encrypted_id, identity_card_number: 'SECRET1234X' })) });
    expect(bad.statusCode).toBe(422);
    await app.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('SECRET1234X');
  });
});
