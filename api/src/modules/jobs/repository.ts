// The SQL of job orders (job_orders) and their skills, users, qualifications, notes and messages. Functions run on the
// Queryable they are given, so a caller's transaction holds them all.
import type { Queryable } from '../../db/index.js';

export type JobKey = { id: number; job_title: string; encrypted_id: string };

/** The job order behind a public id. */
export async function findJobKey(q: Queryable, encryptedId: string): Promise<JobKey | null> {
  const { rows } = await q.query<JobKey>(
    'select id, job_title, encrypted_id::text as encrypted_id from job_orders where encrypted_id = $1',
    [encryptedId],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

/** Whether the user is assigned to the job (as recruiter, manager or coordinator). */
export async function isJobUser(q: Queryable, jobId: number, userId: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from job_users where job_id = $1 and user_id = $2 limit 1', [jobId, userId]);
  return rows.length > 0;
}

export type AssignedUser = { user_id: string; username: string; user_type: string; email: string };

/** The job's users, recruiters first, then managers, then coordinators. */
export async function assignedUsers(q: Queryable, jobId: number): Promise<AssignedUser[]> {
  const { rows } = await q.query<AssignedUser>(
    `select u.encrypted_id::text as user_id, trim(u.first_name || ' ' || u.last_name) as username, ju.user_type, u.email
       from job_users ju join users u on u.id = ju.user_id
      where ju.job_id = $1
      order by case ju.user_type when 'recruiter' then 0 when 'manager' then 1 else 2 end, lower(u.first_name), ju.id`,
    [jobId],
  );
  return rows;
}
