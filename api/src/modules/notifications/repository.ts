// The statements of the notification bell: notifications are derived from interviews, job order assignments and
// the status history; only notification_reads ('read up to') is stored.
import type { Queryable } from '../../db/index.js';

export type NotificationRow = {
  kind: 'interview' | 'assignment' | 'status';
  text: string;
  at: Date;
  link: string;
  total: number;
};

/** The user's notifications newer than their 'read up to' mark and not after `now`, newest first, at most `limit`. */
export async function unreadNotifications(
  q: Queryable,
  userId: number,
  now: Date,
  timeZone: string,
  limit: number,
) {
  const { rows } = await q.query<NotificationRow>(
    `with since as (
       select coalesce((select last_read_at from notification_reads where user_id = $1), $2::timestamptz - interval '7 days') as t
     ),
     my_jobs as (select distinct job_id from job_users where user_id = $1),
     items as (
       select 'interview' as kind,
              'Interview: ' || c.name || ' for ' || j.job_title || ' (' || cl.client_short_name || ') on '
                || to_char(i.interview_date, 'DD-Mon-YYYY') || ' at ' || to_char(i.interview_time, 'HH12:MI AM')
                || ' · ' || i.mode_interview as text,
              greatest(i.created_at, ((i.interview_date + i.interview_time) at time zone $3) - interval '24 hours') as at,
              '/candidates/' || c.encrypted_id::text as link
         from interviews i
         join candidates c on c.id = i.candidate_id
         join job_orders j on j.id = i.job_id
         join clients cl on cl.id = j.client_id
        where (i.created_by = $1 or i.job_id in (select job_id from my_jobs)
               or exists (select 1 from interview_interviewers ii where ii.interview_id = i.id and ii.user_id = $1))
          and i.status <> 'cancelled'
          and i.interview_date between ($2::timestamptz at time zone $3)::date and ($2::timestamptz at time zone $3)::date + 1
          and ((i.interview_date + i.interview_time) at time zone $3) > $2::timestamptz
          and ((i.interview_date + i.interview_time) at time zone $3) <= $2::timestamptz + interval '24 hours'
       union all
       select 'assignment',
              'You were assigned to ' || j.job_title || ' (' || cl.client_short_name || ') as ' || ju.user_type,
              ju.created_at,
              '/joborders/' || j.encrypted_id::text
         from job_users ju
         join job_orders j on j.id = ju.job_id
         join clients cl on cl.id = j.client_id
        where ju.user_id = $1 and ju.created_by is distinct from $1
          and ju.created_at > (select t from since) and ju.created_at <= $2
       union all
       select 'status',
              case when h.from_main_status_id is null
                   then c.name || ' was added to ' || j.job_title || ' (' || ms.name || ' · ' || ss.name || ')'
                   else c.name || ' moved to ' || ms.name || ' · ' || ss.name || ' on ' || j.job_title end,
              h.changed_at,
              '/candidates/' || c.encrypted_id::text
         from candidate_job_status_history h
         join candidates c on c.id = h.candidate_id
         join job_orders j on j.id = h.job_id
         join job_main_status ms on ms.fixed_id = h.to_main_status_id
         join job_sub_status ss on ss.fixed_id = h.to_sub_status_id
        where h.job_id in (select job_id from my_jobs) and h.changed_by is distinct from $1
          and h.changed_at > (select t from since) and h.changed_at <= $2
     )
     select kind, text, at, link, count(*) over ()::int as total
       from items
      where at > (select t from since) and at <= $2
      order by at desc, kind, text
      limit ${Number(limit)}`,
    [userId, now, timeZone],
  );
  return rows;
}

export async function markReadUpTo(q: Queryable, userId: number, at: Date): Promise<void> {
  await q.query(
    `insert into notification_reads (user_id, last_read_at) values ($1, $2)
     on conflict (user_id) do update set last_read_at = excluded.last_read_at`,
    [userId, at],
  );
}
