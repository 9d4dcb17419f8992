// Every statement on background_jobs (migration 013).
import type { Queryable } from '../../db/index.js';

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  locked_at: Date;
};

export async function insertJob(
  q: Queryable,
  kind: string,
  payload: unknown,
  runAfter: Date,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'insert into background_jobs (kind, payload, run_after, created_at) values ($1, $2, $3, $4) returning id',
    [kind, JSON.stringify(payload ?? {}), runAfter, now],
  );
  return Number(rows[0].id);
}

/**
 * Claims the oldest due job of the kinds given: not failed, due by now, and not claimed (or claimed before
 * `staleBefore`, by a process that died). Counts the attempt. Null when nothing is due.
 */
export async function claimDueJob(
  q: Queryable,
  kinds: string[],
  now: Date,
  staleBefore: Date,
): Promise<ClaimedJob | null> {
  const { rows } = await q.query<ClaimedJob>(
    `update background_jobs set locked_at = $1, attempts = attempts + 1
      where id = (select id from background_jobs
                   where failed_at is null and run_after <= $1 and kind = any($3::text[])
                     and (locked_at is null or locked_at < $2)
                   order by run_after, id
                   limit 1
                   for update skip locked)
      returning id, kind, payload, attempts, locked_at`,
    [now, staleBefore, kinds],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...r,
    id: Number(r.id),
    attempts: Number(r.attempts),
    payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
  };
}

/** A job done goes (only while the claim is still this run's). */
export async function deleteJob(q: Queryable, id: number, lockedAt: Date): Promise<void> {
  await q.query('delete from background_jobs where id = $1 and locked_at = $2', [id, lockedAt]);
}

/** A run that left work for later: released to run again from `runAfter`, without counting as an attempt. */
export async function releaseClaim(q: Queryable, id: number, lockedAt: Date, runAfter: Date): Promise<void> {
  await q.query(
    'update background_jobs set locked_at = null, attempts = greatest(attempts - 1, 0), run_after = $3 where id = $1 and locked_at = $2',
    [id, lockedAt, runAfter],
  );
}

/** A failed run: released to run again at `runAfter`, or kept as failed (`failedAt`) when it has no attempt left. */
export async function releaseFailedJob(
  q: Queryable,
  id: number,
  lockedAt: Date,
  error: string,
  next: { runAfter: Date } | { failedAt: Date },
): Promise<void> {
  if ('runAfter' in next) {
    await q.query(
      'update background_jobs set locked_at = null, last_error = $3, run_after = $4 where id = $1 and locked_at = $2',
      [id, lockedAt, error, next.runAfter],
    );
  } else {
    await q.query(
      'update background_jobs set locked_at = null, last_error = $3, failed_at = $4 where id = $1 and locked_at = $2',
      [id, lockedAt, error, next.failedAt],
    );
  }
}

/** Every claim given up: at the start of the only process on an embedded database, any claim is a dead process's. */
export async function releaseAllClaims(q: Queryable): Promise<number> {
  const r = await q.query(
    'update background_jobs set locked_at = null where locked_at is not null and failed_at is null',
  );
  return r.rowCount;
}

/** When the next unclaimed job of these kinds is due (null when none waits). */
export async function nextDueAt(q: Queryable, kinds: string[]): Promise<Date | null> {
  const { rows } = await q.query<{ at: Date | string | null }>(
    'select min(run_after) as at from background_jobs where failed_at is null and locked_at is null and kind = any($1::text[])',
    [kinds],
  );
  const at = rows[0]?.at;
  return at === null || at === undefined ? null : at instanceof Date ? at : new Date(String(at));
}

export type JobRow = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  run_after: Date;
  locked_at: Date | null;
  last_error: string | null;
  failed_at: Date | null;
};

/** The jobs of a kind, oldest first (operators and tests look at what waits or failed). */
export async function listJobs(q: Queryable, kind: string): Promise<JobRow[]> {
  const { rows } = await q.query<JobRow>(
    'select id, kind, payload, attempts, run_after, locked_at, last_error, failed_at from background_jobs where kind = $1 order by id',
    [kind],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }));
}
