// Every SQL statement on the interview tables (interviews, interview_interviewers, interview_reschedules,
// interview_feedback; migrations 002 and 011). Parameterised; serial keys stay inside.
import { bulkInsert } from '../../db/bulk-insert.js';
import type { Queryable } from '../../db/index.js';
import { scopeCondition, type JobScope } from '../../lib/job-scope.js';
import { userNameSql as fullName } from '../../lib/user-name.js';
import type { CalendarInterview, Clash, FeedbackRow, InterviewRow, InterviewStatus } from './schema.js';

const userName = (a: string) => `coalesce(trim(${a}.first_name || ' ' || ${a}.last_name), '')`;

/** select list of InterviewRow over INTERVIEW_FROM; `tz` is the time zone parameter ($n). */
export function interviewSelect(tz: string): string {
  return `i.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
          j.encrypted_id::text as job_id, j.job_title, cl.client_short_name as client_name, i.mode_interview,
          to_char(i.interview_date, 'YYYY-MM-DD') as date, to_char(i.interview_time, 'HH12') as hour,
          to_char(i.interview_time, 'MI') as minutes, to_char(i.interview_time, 'AM') as timeformat,
          i.duration_minutes::int as duration, ((i.interview_date + i.interview_time) at time zone ${tz}) as schedule_time,
          i.created_at, ${userName('u')} as username,
          i.status, i.round, i.location, i.meeting_link, i.notes, i.cancel_reason, i.ics_sequence as sequence,
          coalesce((select json_agg(json_build_object('user_id', iu.encrypted_id::text, 'username', ${userName('iu')})
                                    order by lower(iu.first_name), lower(iu.last_name), iu.id)
                      from interview_interviewers ii join users iu on iu.id = ii.user_id where ii.interview_id = i.id), '[]'::json) as interviewers,
          coalesce((select json_agg(json_build_object(
                             'from_date', to_char(r.from_date, 'YYYY-MM-DD'), 'from_time', to_char(r.from_time, 'HH12:MI AM'),
                             'from_duration', r.from_duration, 'to_date', to_char(r.to_date, 'YYYY-MM-DD'),
                             'to_time', to_char(r.to_time, 'HH12:MI AM'), 'to_duration', r.to_duration,
                             'changed_by', ${userName('ru')}, 'changed_at', r.changed_at) order by r.changed_at, r.id)
                      from interview_reschedules r left join users ru on ru.id = r.changed_by where r.interview_id = i.id), '[]'::json) as reschedules,
          coalesce((select json_agg(json_build_object('username', ${userName('fu')}, 'rating', f.rating, 'recommendation', f.recommendation)
                                    order by f.created_at, f.id)
                      from interview_feedback f left join users fu on fu.id = f.author_id where f.interview_id = i.id), '[]'::json) as feedback`;
}

export const INTERVIEW_FROM = `interviews i join candidates c on c.id = i.candidate_id join job_orders j on j.id = i.job_id
  join clients cl on cl.id = j.client_id left join users u on u.id = i.created_by`;

/** JSON columns come back as text from some drivers; the dates inside as strings. */
export function normaliseRow<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = { ...row };
  for (const k of ['interviewers', 'reschedules', 'feedback'])
    if (typeof out[k] === 'string') out[k] = JSON.parse(out[k] as string);
  return out as T;
}

export async function findOne(q: Queryable, id: string, timeZone: string): Promise<InterviewRow | null> {
  const { rows } = await q.query<InterviewRow>(
    `select ${interviewSelect('$2')} from ${INTERVIEW_FROM} where i.encrypted_id = $1`,
    [id, timeZone],
  );
  return rows[0] ? normaliseRow(rows[0]) : null;
}

/** A job's next five interviews (from `today` on), soonest first; when fewer, the latest past ones follow. */
export async function recentOfJob(q: Queryable, jobId: number, today: string, timeZone: string): Promise<InterviewRow[]> {
  const { rows } = await q.query<InterviewRow>(
    `select ${interviewSelect('$3')} from ${INTERVIEW_FROM}
      where i.job_id = $1
      order by (i.interview_date >= $2::date) desc,
               case when i.interview_date >= $2::date then i.interview_date end asc,
               case when i.interview_date >= $2::date then i.interview_time end asc,
               i.interview_date desc, i.interview_time desc
      limit 5`,
    [jobId, today, timeZone],
  );
  return rows.map(normaliseRow);
}

export type StoredInterview = {
  id: number;
  encrypted_id: string;
  candidate_id: number;
  job_id: number;
  link_id: number | null;
  candidate_name: string;
  candidate_public_id: string;
  job_public_id: string;
  job_title: string;
  client_name: string;
  mode_interview: string;
  date: string;
  time: string;
  duration: number;
  status: InterviewStatus;
  round: string;
  location: string;
  meeting_link: string;
  notes: string;
  cancel_reason: string;
  sequence: number;
  created_at: Date;
  updated_at: Date | null;
  organizer_name: string;
  organizer_email: string;
};

/** The interview behind a public id, locked for the transaction's update when `lock`. */
export async function findStored(q: Queryable, id: string, lock = false): Promise<StoredInterview | null> {
  const { rows } = await q.query<StoredInterview>(
    `select i.id, i.encrypted_id::text as encrypted_id, i.candidate_id, i.job_id, i.link_id, c.name as candidate_name,
            c.encrypted_id::text as candidate_public_id, j.encrypted_id::text as job_public_id, j.job_title,
            cl.client_short_name as client_name, i.mode_interview, to_char(i.interview_date, 'YYYY-MM-DD') as date,
            to_char(i.interview_time, 'HH24:MI') as time, i.duration_minutes::int as duration, i.status, i.round,
            i.location, i.meeting_link, i.notes, i.cancel_reason, i.ics_sequence as sequence, i.created_at, i.updated_at,
            ${userName('u')} as organizer_name, coalesce(u.email, '') as organizer_email
       from ${INTERVIEW_FROM}
      where i.encrypted_id = $1${lock ? ' for update of i' : ''}`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...r,
    id: Number(r.id),
    candidate_id: Number(r.candidate_id),
    job_id: Number(r.job_id),
    link_id: r.link_id === null ? null : Number(r.link_id),
  };
}

/** Active staff users behind public ids; the ids not found are returned apart. */
export async function usersByPublicId(
  q: Queryable,
  ids: string[],
): Promise<{ found: { id: number; name: string; email: string; public_id: string }[]; missing: string[] }> {
  if (!ids.length) return { found: [], missing: [] };
  const { rows } = await q.query<{ id: number; name: string; email: string; public_id: string }>(
    `select u.id, ${userName('u')} as name, u.email, u.encrypted_id::text as public_id
       from users u where u.encrypted_id::text = any($1::text[]) and u.status = 'active'`,
    [ids],
  );
  const found = rows.map((r) => ({ ...r, id: Number(r.id) }));
  const seen = new Set(found.map((r) => r.public_id));
  return { found, missing: ids.filter((i) => !seen.has(i)) };
}

export async function interviewersOf(q: Queryable, interviewId: number): Promise<{ id: number; name: string; email: string; public_id: string }[]> {
  const { rows } = await q.query<{ id: number; name: string; email: string; public_id: string }>(
    `select u.id, ${userName('u')} as name, u.email, u.encrypted_id::text as public_id
       from interview_interviewers ii join users u on u.id = ii.user_id
      where ii.interview_id = $1 order by lower(u.first_name), lower(u.last_name), u.id`,
    [interviewId],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function setInterviewers(q: Queryable, interviewId: number, userIds: number[]): Promise<void> {
  await q.query('delete from interview_interviewers where interview_id = $1 and not (user_id = any($2::bigint[]))', [
    interviewId,
    userIds,
  ]);
  if (userIds.length)
    await q.query(
      `insert into interview_interviewers (interview_id, user_id) select $1, x from unnest($2::bigint[]) x
       on conflict do nothing`,
      [interviewId, userIds],
    );
}

/**
 * Interviews not cancelled that overlap [date time, + duration) for the candidate or any of the interviewers
 * (other than `exceptId`).
 */
export async function findClashes(
  q: Queryable,
  s: { candidateId: number; interviewerIds: number[]; date: string; time: string; duration: number; exceptId: number | null },
): Promise<Clash[]> {
  const { rows } = await q.query<Clash>(
    `select i.encrypted_id::text as encrypted_id, c.name as candidate_name, j.job_title, cl.client_short_name as client_name,
            to_char(i.interview_date, 'YYYY-MM-DD') as date, to_char(i.interview_time, 'HH12:MI AM') as time,
            i.duration_minutes::int as duration,
            case when i.candidate_id = $1 then 'candidate'
                 else coalesce((select string_agg(${userName('xu')}, ', ' order by xu.first_name, xu.last_name)
                                  from interview_interviewers x join users xu on xu.id = x.user_id
                                 where x.interview_id = i.id and x.user_id = any($2::bigint[])), '') end as reason
       from interviews i
       join candidates c on c.id = i.candidate_id
       join job_orders j on j.id = i.job_id
       join clients cl on cl.id = j.client_id
      where i.status <> 'cancelled'
        and ($6::bigint is null or i.id <> $6::bigint)
        and i.interview_date between $3::date - 1 and $3::date + 1
        and (i.candidate_id = $1
             or exists (select 1 from interview_interviewers x where x.interview_id = i.id and x.user_id = any($2::bigint[])))
        and (i.interview_date + i.interview_time) < ($3::date + $4::time + make_interval(mins => $5::int))
        and ($3::date + $4::time) < (i.interview_date + i.interview_time + make_interval(mins => i.duration_minutes::int))
      order by i.interview_date, i.interview_time, i.id
      limit 20`,
    [s.candidateId, s.interviewerIds, s.date, s.time, s.duration, s.exceptId],
  );
  return rows;
}

/** What a schedule or an edit writes about the interview itself. */
export type InterviewFields = {
  mode: string;
  date: string;
  time: string;
  duration: number;
  round: string;
  location: string;
  meetingLink: string;
  notes: string;
  userId: number | null;
  at: Date;
};

export async function insertInterview(
  q: Queryable,
  v: InterviewFields & { candidateId: number; jobId: number; linkId: number },
): Promise<{ id: number; encrypted_id: string } | null> {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into interviews (candidate_id, job_id, link_id, mode_interview, interview_date, interview_time, duration_minutes,
                             round, location, meeting_link, notes, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (candidate_id, job_id, interview_date, interview_time) where status <> 'cancelled' do nothing
     returning id, encrypted_id::text as encrypted_id`,
    [v.candidateId, v.jobId, v.linkId, v.mode, v.date, v.time, v.duration, v.round, v.location, v.meetingLink, v.notes, v.userId, v.at],
  );
  return rows[0] ? { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id } : null;
}

export async function updateInterview(
  q: Queryable,
  id: number,
  v: InterviewFields & { status: InterviewStatus; bumpSequence: boolean },
): Promise<void> {
  await q.query(
    `update interviews set mode_interview = $2, interview_date = $3, interview_time = $4, duration_minutes = $5, round = $6,
            location = $7, meeting_link = $8, notes = $9, status = $10,
            ics_sequence = ics_sequence + case when $11::boolean then 1 else 0 end, updated_by = $12, updated_at = $13
      where id = $1`,
    [id, v.mode, v.date, v.time, v.duration, v.round, v.location, v.meetingLink, v.notes, v.status, v.bumpSequence, v.userId, v.at],
  );
}

export async function insertReschedule(
  q: Queryable,
  v: { interviewId: number; from: { date: string; time: string; duration: number }; to: { date: string; time: string; duration: number }; userId: number | null; at: Date },
): Promise<void> {
  await q.query(
    `insert into interview_reschedules (interview_id, from_date, from_time, from_duration, to_date, to_time, to_duration, changed_by, changed_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [v.interviewId, v.from.date, v.from.time, v.from.duration, v.to.date, v.to.time, v.to.duration, v.userId, v.at],
  );
}

export async function cancelInterview(q: Queryable, id: number, reason: string, userId: number | null, at: Date): Promise<void> {
  await q.query(
    `update interviews set status = 'cancelled', cancel_reason = $2, cancelled_by = $3, cancelled_at = $4,
            ics_sequence = ics_sequence + 1, updated_by = $3, updated_at = $4
      where id = $1`,
    [id, reason, userId, at],
  );
}

export async function setStatus(q: Queryable, id: number, status: InterviewStatus, userId: number | null, at: Date): Promise<void> {
  await q.query('update interviews set status = $2, updated_by = $3, updated_at = $4 where id = $1', [id, status, userId, at]);
}

export async function deleteInterview(q: Queryable, id: string): Promise<{ id: number; job_id: number; date: string; name: string } | null> {
  const { rows } = await q.query<{ id: number; job_id: number; date: string; name: string }>(
    `delete from interviews i using candidates c where i.encrypted_id = $1 and c.id = i.candidate_id
     returning i.id, i.job_id, to_char(i.interview_date, 'YYYY-MM-DD') as date, c.name`,
    [id],
  );
  return rows[0] ? { ...rows[0], job_id: Number(rows[0].job_id) } : null;
}

export async function upsertFeedback(
  q: Queryable,
  v: {
    interviewId: number;
    authorId: number | null;
    rating: number;
    recommendation: string;
    strengths: string;
    concerns: string;
    movedMain: string | null;
    movedSub: string | null;
    at: Date;
  },
): Promise<{ encrypted_id: string; created: boolean }> {
  // one row per interview and author (a unique index, migration 011); a second save replaces the first
  const existing = await q.query<{ id: number }>(
    'select id from interview_feedback where interview_id = $1 and author_id is not distinct from $2 for update',
    [v.interviewId, v.authorId],
  );
  if (existing.rows[0]) {
    const { rows } = await q.query<{ encrypted_id: string }>(
      `update interview_feedback set rating = $2, recommendation = $3, strengths = $4, concerns = $5,
              moved_main_status_id = coalesce($6, moved_main_status_id), moved_sub_status_id = coalesce($7, moved_sub_status_id),
              updated_at = $8
        where id = $1 returning encrypted_id::text as encrypted_id`,
      [existing.rows[0].id, v.rating, v.recommendation, v.strengths, v.concerns, v.movedMain, v.movedSub, v.at],
    );
    return { encrypted_id: rows[0].encrypted_id, created: false };
  }
  const { rows } = await q.query<{ encrypted_id: string }>(
    `insert into interview_feedback (interview_id, author_id, rating, recommendation, strengths, concerns,
                                     moved_main_status_id, moved_sub_status_id, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning encrypted_id::text as encrypted_id`,
    [v.interviewId, v.authorId, v.rating, v.recommendation, v.strengths, v.concerns, v.movedMain, v.movedSub, v.at],
  );
  return { encrypted_id: rows[0].encrypted_id, created: true };
}

export async function feedbackOf(q: Queryable, interviewId: number): Promise<FeedbackRow[]> {
  const { rows } = await q.query<FeedbackRow>(
    `select f.encrypted_id::text as encrypted_id, i.encrypted_id::text as interview_id, u.encrypted_id::text as user_id,
            ${userName('u')} as username, f.rating::int as rating, f.recommendation, f.strengths, f.concerns,
            case when f.moved_main_status_id is null then null else m.name || ' / ' || s.name end as moved_to,
            f.created_at, f.updated_at
       from interview_feedback f
       join interviews i on i.id = f.interview_id
       left join users u on u.id = f.author_id
       left join job_main_status m on m.fixed_id = f.moved_main_status_id
       left join job_sub_status s on s.fixed_id = f.moved_sub_status_id
      where f.interview_id = $1
      order by f.created_at, f.id`,
    [interviewId],
  );
  return rows.map((r) => ({ ...r, username: r.username ?? '' }));
}

/** Active staff users whose name or e-mail contains the text, for the interviewer picker. */
export async function searchStaff(q: Queryable, pattern: string): Promise<{ user_id: string; username: string; email: string }[]> {
  const { rows } = await q.query<{ user_id: string; username: string; email: string }>(
    `select u.encrypted_id::text as user_id, ${userName('u')} as username, u.email
       from users u
      where u.status = 'active' and (u.email ilike $1 or (u.first_name || ' ' || u.last_name) ilike $1)
      order by lower(u.first_name), lower(u.last_name), u.id
      limit 20`,
    [pattern],
  );
  return rows;
}

/** An interview as loaded (the bulk seeder): candidate, job, link, mode, date, time, minutes, creator, created at. */
export type InterviewLoadRow = readonly [
  candidateId: number,
  jobId: number,
  linkId: number,
  mode: string,
  date: string,
  time: string,
  durationMinutes: number,
  createdBy: number,
  createdAt: string,
];

/** Loads interviews, many rows a statement; one already there for the same slot is kept. */
export async function insertManyInterviews(q: Queryable, rows: readonly InterviewLoadRow[]): Promise<void> {
  await bulkInsert(
    q,
    'interviews',
    [['candidate_id', 'bigint'], ['job_id', 'bigint'], ['link_id', 'bigint'], ['mode_interview', 'text'], ['interview_date', 'date'], ['interview_time', 'time'], ['duration_minutes', 'smallint'], ['created_by', 'bigint'], ['created_at', 'timestamptz']],
    rows,
    'on conflict do nothing',
  );
}

/**
 * True when the candidate already has an interview for the job at that date and time that is not cancelled (the
 * interview `exceptId` aside: the one being moved).
 */
export async function isBooked(
  q: Queryable,
  at: { candidateId: number; jobId: number; date: string; time: string; exceptId: number | null },
): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from interviews where candidate_id = $1 and job_id = $2 and interview_date = $3 and interview_time = $4
        and status <> 'cancelled' and id <> coalesce($5::bigint, -1)`,
    [at.candidateId, at.jobId, at.date, at.time, at.exceptId],
  );
  return rows.length > 0;
}

/**
 * The calendar's interviews from `from` to `to` (inclusive) on the job orders of `scope`, ordered by date and time, at
 * most `limit`; `mine`: only those `userId` scheduled or on job orders they are assigned to (every row says whether
 * it is).
 */
export async function calendarInterviews(
  q: Queryable,
  c: { from: string; to: string; userId: number; scope: JobScope; mine: boolean; limit: number },
): Promise<CalendarInterview[]> {
  const params: unknown[] = [c.from, c.to, c.userId];
  const scope = scopeCondition(c.scope, params);
  const mineSql = `(i.created_by = $3 or i.job_id in (select ju.job_id from job_users ju where ju.user_id = $3))`;
  const { rows } = await q.query<CalendarInterview>(
    `select i.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
            j.encrypted_id::text as job_id, j.job_title, cl.client_short_name as client_name,
            i.interview_date::text as interview_date, to_char(i.interview_time, 'HH24:MI') as interview_time,
            i.duration_minutes::int as duration, i.mode_interview, ${fullName('u')} as scheduled_by, ${mineSql} as mine,
            i.status, i.round, i.location, i.meeting_link,
            coalesce((select json_agg(${fullName('iu')} order by lower(iu.first_name), lower(iu.last_name), iu.id)
                        from interview_interviewers ii join users iu on iu.id = ii.user_id where ii.interview_id = i.id), '[]'::json) as interviewers
       from interviews i
       join candidates c on c.id = i.candidate_id
       join job_orders j on j.id = i.job_id
       join clients cl on cl.id = j.client_id
       left join users u on u.id = i.created_by
      where i.interview_date between $1::date and $2::date and ${scope('i.job_id')}${c.mine ? ` and ${mineSql}` : ''}
      order by i.interview_date, i.interview_time, c.name, i.id
      limit ${c.limit}`,
    params,
  );
  return rows;
}
