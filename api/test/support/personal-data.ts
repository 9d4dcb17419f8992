// The personal-data probe of the authorization matrix: a candidate whose contact details, identity number and CTC
// figures are unique strings, linked to a job order with an offer, an interview and a saved report of every column,
// so every route that could carry them has them to give. No tests here.
import { expect } from 'expect';
import { PERSONAL_FIELDS } from '../../src/http/personal-data.js';
import { REPORT_COLUMNS } from '../../src/modules/reports/schema.js';
import type { TestApp } from '../helpers.js';
import { link, newJob, seedClient } from '../fixtures/jobs.js';
import type { Principal } from './principals.js';

/** The values that must never reach a principal without Candidates view, as they appear in a JSON body. */
export const MARKERS = {
  primary_mobile: '9123456781',
  secondary_mobile: '9123456782',
  primary_email: 'probe.primary@leak.example',
  secondary_email: 'probe.secondary@leak.example',
  identity_card_number: 'IDLEAK424242',
  current_ctc: 1357911,
  expected_ctc: 1468024,
  fixed_ctc: 1692581,
  variable_ctc: 481516,
  offered_ctc: 1772156,
};

export type Probe = { client: string; job: string; candidates: string[]; report: string; link: string };

export async function seedProbe(t: TestApp): Promise<Probe> {
  const client = await seedClient(t, 'Probe Client');
  const job = await newJob(t, client);
  const { rows: geo } = await t.db.query<{ city_id: number; state_id: number; country_id: number }>(
    'select city_id, state_id, country_id from job_orders where encrypted_id = $1',
    [job],
  );
  const candidates: string[] = [];
  // The first is linked (pipeline, interviews, reports, dashboard); the second is not (Database Match).
  for (const name of ['Probe Linked', 'Probe Match']) {
    const { rows } = await t.db.query<{ id: number; encrypted_id: string }>(
      `insert into candidates (name, primary_mobile, secondary_mobile, primary_email, secondary_email, identity_card_name,
         identity_card_number, current_ctc, expected_ctc, fixed_ctc, variable_ctc, notice_period, country_id, state_id, city_id, exp_years)
       values ($1, $2, $3, $4, $5, 'PAN', $6, $7, $8, $9, $10, 30, $11, $12, $13, 4) returning id, encrypted_id::text as encrypted_id`,
      [
        name, MARKERS.primary_mobile, MARKERS.secondary_mobile, MARKERS.primary_email, MARKERS.secondary_email,
        MARKERS.identity_card_number, MARKERS.current_ctc, MARKERS.expected_ctc, MARKERS.fixed_ctc, MARKERS.variable_ctc,
        geo[0].country_id, geo[0].state_id, geo[0].city_id,
      ],
    );
    await t.db.query(`insert into candidate_skills (candidate_id, skill_id) select $1, id from skills where name in ('React', 'TypeScript')`, [rows[0].id]);
    candidates.push(rows[0].encrypted_id);
  }
  const linkId = await link(t, candidates[0], job);
  const offered = await t.as(t.admin.token, {
    method: 'PUT',
    url: '/api/candidates_job_orders',
    payload: { encrypted_id: linkId, mainstatus_id: 'R', mainsubstatus_id: '401', offered_ctc: MARKERS.offered_ctc, expected_joining_date: '2031-01-15' },
  });
  expect(offered.statusCode).toBe(200);
  const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  const interview = await t.as(t.admin.token, {
    method: 'POST',
    url: '/api/candidates_interview_schedule',
    payload: { candidate_id: candidates[0], job_id: job, mode_interview: 'Telephonic', date: tomorrow, hour: 10, minutes: 30, duration: 30, timeformat: 'AM' },
  });
  expect(interview.statusCode).toBe(201);
  const report = await t.as(t.admin.token, {
    method: 'POST',
    url: '/api/reports',
    payload: { client_id: client.encrypted_id, job_id: job, report_name: 'Every column', columns_array: REPORT_COLUMNS.map((c) => c.key) },
  });
  expect(report.statusCode).toBe(201);
  // Every user is on the job order, so the dashboard's "my job orders" scope shows it to every principal.
  await t.db.query(
    `insert into job_users (job_id, user_id, user_type) select j.id, u.id, 'recruiter' from job_orders j, users u
      where j.encrypted_id = $1 on conflict do nothing`,
    [job],
  );
  return { client: client.encrypted_id, job, candidates, report: report.json().data.encrypted_id, link: linkId };
}

/** Whether the principal's role has Candidates view (the one flag the policy keys on). */
export function seesPersonal(p: Principal): boolean {
  if (p.kind === 'admin') return true;
  if (p.kind === 'flag') return p.module === 'Candidates' && p.action === 'view';
  if (p.kind === 'other-modules') return !p.except.includes('Candidates');
  return false;
}

/** The personal data a body carries: fields of PERSONAL_FIELDS with a value, and any marker anywhere in the text. */
export function personalDataIn(body: string): string[] {
  const found = new Set<string>();
  for (const [k, v] of Object.entries(MARKERS)) if (body.includes(String(v))) found.add(`${k} value`);
  try {
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if (PERSONAL_FIELDS.has(k) && x !== null && x !== undefined && x !== '') found.add(`field ${k}`);
          walk(x);
        }
      }
    };
    walk(JSON.parse(body));
  } catch {
    // not JSON: the marker scan above applies
  }
  return [...found];
}
