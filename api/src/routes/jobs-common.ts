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

export { candidateAndJob, linkOf, NOT_LINKED } from '../modules/links/service.js';

// An interview as listed, and its select list: the interviews module owns them (issue 18).
export { InterviewRow } from '../modules/interviews/schema.js';
