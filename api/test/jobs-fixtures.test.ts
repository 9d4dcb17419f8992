// Fixtures shared by the Job Orders tests (jobs*, links*, interviews*). No tests here: the file is named *.test.ts
// only to stay inside the Job Orders test files; node --test runs it and finds nothing to run.
import { expect } from 'expect';
import type { TestApp } from './helpers.js';

type Part = string | { data: Buffer; filename: string; type?: string };

/** A multipart body for app.inject, built by the platform's FormData. */
export async function multipart(parts: Record<string, Part | string[]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (Array.isArray(v)) v.forEach((item, i) => form.append(`${k}[${i}]`, item));
    else if (typeof v === 'string') form.append(k, v);
    else
      form.append(
        k,
        new Blob([new Uint8Array(v.data)], { type: v.type ?? 'application/octet-stream' }),
        v.filename,
      );
  }
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Two states of India with a city each. */
export async function geo(t: TestApp) {
  const { rows } = await t.db.query<{ country: number; state: number; city: number }>(
    `select co.id as country, s.id as state, min(ci.id) as city
       from countries co join states s on s.country_id = co.id join cities ci on ci.state_id = s.id
      where co.iso2 = 'IN' group by co.id, s.id order by s.id limit 2`,
  );
  return {
    country: rows[0].country,
    state: rows[0].state,
    city: Number(rows[0].city),
    state2: rows[1].state,
    city2: Number(rows[1].city),
  };
}

export async function seedClient(t: TestApp, name = 'Acme') {
  const { rows } = await t.db.query<{ id: number; encrypted_id: string }>(
    `insert into clients (client_legal_name, client_short_name) values ($1 || ' Private Limited', $1) returning id, encrypted_id::text as encrypted_id`,
    [name],
  );
  const contact = await t.db.query<{ encrypted_id: string }>(
    `insert into client_contacts (client_id, client_contact_name, client_contact_email) values ($1, $2, 'ta@acme.example') returning encrypted_id::text as encrypted_id`,
    [rows[0].id, `${name} TA`],
  );
  return {
    id: Number(rows[0].id),
    encrypted_id: rows[0].encrypted_id,
    contact: contact.rows[0].encrypted_id,
  };
}

let seq = 0;
export async function seedCandidate(
  t: TestApp,
  o: {
    name?: string;
    city?: number | null;
    state?: number | null;
    country?: number | null;
    exp_years?: number;
    exp_months?: number;
    expected_ctc?: number | null;
    skills?: string[];
  } = {},
) {
  const n = ++seq;
  const { rows } = await t.db.query<{ id: number; encrypted_id: string }>(
    `insert into candidates (name, primary_mobile, primary_email, country_id, state_id, city_id, exp_years, exp_months, expected_ctc, notice_period)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 30) returning id, encrypted_id::text as encrypted_id`,
    [
      o.name ?? `Candidate ${n}`,
      `98${String(n).padStart(8, '0')}`,
      `cand${n}@example.com`,
      o.country ?? (o.state ? (await geo(t)).country : null),
      o.state ?? null,
      o.city ?? null,
      o.exp_years ?? 0,
      o.exp_months ?? 0,
      o.expected_ctc ?? null,
    ],
  );
  if (o.skills?.length) {
    await t.db.query(
      `insert into candidate_skills (candidate_id, skill_id) select $1, id from skills where name = any($2::text[])`,
      [rows[0].id, o.skills],
    );
  }
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

export type JobParts = Record<string, Part | string[]>;

/** The fields of a valid job order form. */
export async function jobForm(
  t: TestApp,
  client: { encrypted_id: string; contact: string },
  recruiter: string,
  extra: JobParts = {},
): Promise<JobParts> {
  const g = await geo(t);
  return {
    job_title: 'Senior React Developer',
    client: client.encrypted_id,
    contact: client.contact,
    country: String(g.country),
    state: String(g.state),
    city: String(g.city),
    office_landmark: 'Tech Park',
    min_experience: '3',
    max_experience: '6',
    max_budget: '1800000',
    no_positions: '2',
    position_type: 'Full Time',
    open_outstation: 'No',
    position_status: 'Active',
    positions_description: '<p>Two seats</p>',
    job_description: '<p>Build UIs</p>',
    skill_primary: ['React', 'TypeScript'],
    skill_secondary: ['Node.js'],
    user_recruiter: [recruiter],
    qualifications: ['B.Tech'],
    ...extra,
  };
}

export async function createJob(t: TestApp, token: string, parts: JobParts) {
  return t.as(token, { method: 'POST', url: '/api/jobs', ...(await multipart(parts)) });
}

/** A job order created through the API by the admin, with the admin as its recruiter. */
export async function newJob(
  t: TestApp,
  client: { encrypted_id: string; contact: string },
  extra: JobParts = {},
): Promise<string> {
  const res = await createJob(
    t,
    t.admin.token,
    await jobForm(t, client, t.admin.encrypted_id, extra),
  );
  expect(res.statusCode).toBe(201);
  return res.json().data.encrypted_id as string;
}

export async function link(
  t: TestApp,
  candidate: string,
  job: string,
  recruiter = t.admin.encrypted_id,
) {
  const res = await t.as(t.admin.token, {
    method: 'POST',
    url: '/api/candidates_job_orders',
    payload: { candidate_id: candidate, job_id: job, recruiter_id: recruiter },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.encrypted_id as string;
}

export async function move(
  t: TestApp,
  linkId: string,
  main: string,
  sub: string,
  token = t.admin.token,
) {
  return t.as(token, {
    method: 'PUT',
    url: '/api/candidate_job_status',
    payload: { encrypted_id: linkId, mainstatus_id: main, mainsubstatus_id: sub },
  });
}
