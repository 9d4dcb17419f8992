// Helpers shared by the Job Orders route modules (jobs*.ts, links.ts, interviews.ts).
import { Type } from '@sinclair/typebox';
import type { Queryable } from '../db/index.js';
import { HttpError, notFound } from '../http/errors.js';
import { validate } from '../http/validate.js';
import type { TSchema, Static } from '@sinclair/typebox';

/** A timestamp in a response: ISO 8601 (the serializer writes Date values as ISO strings). */
export const Timestamp = Type.String({ format: 'date-time' });

/** The job order, candidate or link behind a public id (404 when unknown). */
export async function jobKey(
  q: Queryable,
  encryptedId: string,
): Promise<{ id: number; job_title: string; encrypted_id: string }> {
  const { rows } = await q.query<{ id: number; job_title: string; encrypted_id: string }>(
    'select id, job_title, encrypted_id::text as encrypted_id from job_orders where encrypted_id = $1',
    [encryptedId],
  );
  if (!rows[0]) throw notFound();
  return { ...rows[0], id: Number(rows[0].id) };
}

/** Today's date (YYYY-MM-DD) in the product's time zone. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** validate(), keeping one message per field (a union reports each branch). */
export function validateOnce<T extends TSchema>(schema: T, data: unknown): Static<T> {
  try {
    return validate(schema, data);
  } catch (e) {
    if (e instanceof HttpError && e.errors) {
      const errors: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(e.errors)) errors[k] = v.slice(0, 1);
      throw new HttpError(e.statusCode, e.message, errors);
    }
    throw e;
  }
}

/** 'The pair is linked' check used by interviews and messages. */
export async function linkOf(
  q: Queryable,
  candidateId: number,
  jobId: number,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'select id from candidate_jobs where candidate_id = $1 and job_id = $2',
    [candidateId, jobId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export const NOT_LINKED = 'The candidate is not linked to this job.';

/** Resolves a candidate and a job public id together; 422 per field when unknown. */
export async function candidateAndJob(q: Queryable, candidateId: string, jobId: string) {
  const { rows } = await q.query<{
    candidate: number | null;
    candidate_name: string | null;
    job: number | null;
    job_title: string | null;
  }>(
    `select (select id from candidates where encrypted_id = $1) as candidate,
            (select name from candidates where encrypted_id = $1) as candidate_name,
            (select id from job_orders where encrypted_id = $2) as job,
            (select job_title from job_orders where encrypted_id = $2) as job_title`,
    [candidateId, jobId],
  );
  const r = rows[0];
  const errors: Record<string, string[]> = {};
  if (r.candidate === null) errors.candidate_id = ['The selected candidate id is invalid.'];
  if (r.job === null) errors.job_id = ['The selected job id is invalid.'];
  if (Object.keys(errors).length) throw new HttpError(422, 'The given data was invalid.', errors);
  return {
    candidateId: Number(r.candidate),
    candidateName: r.candidate_name ?? '',
    jobId: Number(r.job),
    jobTitle: r.job_title ?? '',
  };
}

// An interview as listed, and its select list: the interviews module owns them (issue 18).
export { InterviewRow } from '../modules/interviews/schema.js';
