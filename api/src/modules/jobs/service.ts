// Job orders (spec 002; API.md Job orders). Functions take (db, actor, clock), so seeders, CLIs and tests call the
// same code as the routes.
import type { Db, Queryable } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import * as repo from './repository.js';

/** The job order behind a public id (404 when unknown). */
export async function jobKey(q: Queryable, encryptedId: string): Promise<repo.JobKey> {
  const job = await repo.findJobKey(q, encryptedId);
  if (!job) throw notFound();
  return job;
}

/** Whether the user is assigned to the job (any type): the users a link's recruiter may be. */
export const isJobUser = (q: Queryable, jobId: number, userId: number) => repo.isJobUser(q, jobId, userId);

/** The job's users (recruiters, managers, coordinators): the choices of a link's recruiter. */
export async function assignedUsers(db: Db, jobId: string) {
  const job = await jobKey(db, jobId);
  return repo.assignedUsers(db, job.id);
}
