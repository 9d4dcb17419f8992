// Fixtures shared by the Data Tables tests (reports*.test.ts), inserted with SQL. No tests here: the file is named
// *.test.ts only to stay inside the Data Tables test files; node --test runs it and finds nothing to run.
import type { TestApp } from './helpers.js';

export type Ref = { id: number; encrypted_id: string };

const one = async (t: TestApp, sql: string, params: unknown[]): Promise<Ref> => {
  const { rows } = await t.db.query<Ref>(`${sql} returning id, encrypted_id::text as encrypted_id`, params);
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
};

let seq = 0;

export function addClient(t: TestApp, name = `Client ${++seq}`): Promise<Ref> {
  return one(t, `insert into clients (client_legal_name, client_short_name) values ($1 || ' Private Limited', $1)`, [name]);
}

export function addJob(t: TestApp, client: Ref, o: { title?: string; status?: 'active' | 'inactive' } = {}): Promise<Ref> {
  return one(t, 'insert into job_orders (client_id, job_title, status) values ($1, $2, $3)', [client.id, o.title ?? `Job ${++seq}`, o.status ?? 'active']);
}

/** A city of India with its state and country (the catalogue loaded by the migrations). */
export async function place(t: TestApp) {
  const { rows } = await t.db.query<{ country: number; country_name: string; state: number; state_name: string; city: number; city_name: string }>(
    `select co.id as country, co.name as country_name, s.id as state, s.name as state_name, ci.id as city, ci.name as city_name
       from countries co join states s on s.country_id = co.id join cities ci on ci.state_id = s.id
      where co.iso2 = 'IN' order by s.id, ci.id limit 1`,
  );
  return rows[0];
}

export type CandidateFields = Partial<{
  name: string;
  primary_mobile: string;
  secondary_mobile: string;
  primary_email: string;
  secondary_email: string;
  identity_card_name: string;
  identity_card_number: string;
  company_name: string;
  exp_years: number;
  exp_months: number;
  current_ctc: number | null;
  expected_ctc: number | null;
  fixed_ctc: number | null;
  variable_ctc: number | null;
  stocks: number | null;
  notice_period: number | null;
  about_candidate: string;
  country_id: number | null;
  state_id: number | null;
  city_id: number | null;
}>;

export function addCandidate(t: TestApp, o: CandidateFields = {}): Promise<Ref> {
  const n = ++seq;
  const v: Required<CandidateFields> = {
    name: `Candidate ${n}`,
    primary_mobile: `98${String(n).padStart(8, '0')}`,
    secondary_mobile: '',
    primary_email: `cand${n}@example.com`,
    secondary_email: '',
    identity_card_name: '',
    identity_card_number: '',
    company_name: '',
    exp_years: 0,
    exp_months: 0,
    current_ctc: null,
    expected_ctc: null,
    fixed_ctc: null,
    variable_ctc: null,
    stocks: null,
    notice_period: null,
    about_candidate: '',
    country_id: null,
    state_id: null,
    city_id: null,
    ...o,
  };
  const keys = Object.keys(v) as (keyof CandidateFields)[];
  return one(
    t,
    `insert into candidates (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')})`,
    keys.map((k) => v[k]),
  );
}

export function link(t: TestApp, candidate: Ref, job: Ref): Promise<Ref> {
  return one(t, 'insert into candidate_jobs (candidate_id, job_id) values ($1, $2)', [candidate.id, job.id]);
}

export function addInterview(
  t: TestApp,
  candidate: Ref,
  job: Ref,
  o: { date: string; time?: string; mode?: string; duration?: number },
): Promise<Ref> {
  return one(
    t,
    `insert into interviews (candidate_id, job_id, link_id, mode_interview, interview_date, interview_time, duration_minutes)
     values ($1, $2, (select id from candidate_jobs where candidate_id = $1 and job_id = $2), $3, $4, $5, $6)`,
    [candidate.id, job.id, o.mode ?? 'Telephonic', o.date, o.time ?? '10:30', o.duration ?? 30],
  );
}

/** A multipart body for app.inject, built by the platform's FormData (lists as key[i]). */
export async function multipart(parts: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(parts)) {
    if (Array.isArray(v)) v.forEach((item, i) => form.append(`${k}[${i}]`, item));
    else form.append(k, v);
  }
  const res = new Response(form);
  return { payload: Buffer.from(await res.arrayBuffer()), headers: { 'content-type': res.headers.get('content-type') ?? '' } };
}

/** An urlencoded body (lists as key[i]). */
export function urlencoded(parts: Record<string, string | string[]>) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(parts)) {
    if (Array.isArray(v)) v.forEach((item, i) => p.append(`${k}[${i}]`, item));
    else p.append(k, v);
  }
  return { payload: p.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/** Counts the database queries made while fn runs. */
export async function countQueries<T>(t: TestApp, fn: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const db = t.db as { query: TestApp['db']['query'] };
  const original = db.query;
  let queries = 0;
  db.query = function counted(this: unknown, ...args: Parameters<TestApp['db']['query']>) {
    queries += 1;
    return original.apply(t.db, args);
  } as TestApp['db']['query'];
  try {
    return { result: await fn(), queries };
  } finally {
    db.query = original;
  }
}
