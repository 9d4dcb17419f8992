// Every statement of the Data Tables: saved reports (reports), and the reads of clients, job orders, links and
// interviews the selectors and the generated reports make (each report one query, whatever the number of candidates).
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../../db/index.js';
import { runList } from '../../http/lists.js';
import type { ListQuery } from '../../http/schemas.js';
import { userNameSql } from '../../lib/user-name.js';
import type {
  CellValue,
  InterviewReportRow,
  Pick,
  ReportListRow,
  ResumeRow,
  SavedColumn,
} from './schema.js';

// ---------------------------------------------------------------------------------------------------------------
// Saved reports
// ---------------------------------------------------------------------------------------------------------------

/** Saved reports, paged; `can_delete` for the user's own ones, or every one for the admin. */
export function listReports(q: Queryable, query: ListQuery, userId: number, isAdmin: boolean) {
  return runList<Static<typeof ReportListRow>>(
    q,
    {
      select: `r.encrypted_id::text as encrypted_id, r.report_name, r.created_at, cl.client_short_name as client_name, j.job_title,
               ${userNameSql('u')} as username,
               ($2::boolean or r.created_by is not distinct from $1::bigint) as can_delete`,
      from: `reports r join clients cl on cl.id = r.client_id join job_orders j on j.id = r.job_id left join users u on u.id = r.created_by`,
      // (the parameters are named here too: the count query must know their types)
      where: ['$1::bigint is not null', '$2::boolean is not null'],
      params: [userId, isAdmin],
      sortable: { report_name: 'lower(r.report_name)', created_at: 'r.created_at' },
      defaultSort: [['r.created_at', 'desc']],
      search: ['r.report_name', 'cl.client_short_name', 'j.job_title'],
      tiebreak: 'r.id',
      defaultLimit: 10,
    },
    query,
  );
}

export type TargetRow = {
  client: number | null;
  client_name: string | null;
  job: number | null;
  job_client: number | null;
  job_title: string | null;
  linked: number;
};

/** The client and job of a report form (null where unknown) and how many of `candidates` are linked to the job. */
export async function reportTarget(
  q: Queryable,
  clientId: string | null,
  jobId: string | null,
  candidates: string[],
): Promise<TargetRow> {
  const { rows } = await q.query<TargetRow>(
    // the named candidates first, each link looked up by its pair: a join with the job's links read all of them
    // (11,449 for the busiest job at 1M candidates) in the plan a prepared statement keeps
    `select cl.id as client, cl.client_short_name as client_name, j.id as job, j.client_id as job_client, j.job_title,
            (select count(*)::int from candidates c
              where c.encrypted_id = any($3::uuid[])
                and (select true from candidate_jobs cj where cj.job_id = j.id and cj.candidate_id = c.id)) as linked
       from (select 1) one
       left join clients cl on cl.encrypted_id = $1::uuid
       left join job_orders j on j.encrypted_id = $2::uuid`,
    [clientId, jobId, candidates],
  );
  return rows[0];
}

export async function insertReport(
  q: Queryable,
  r: {
    name: string;
    clientId: number;
    jobId: number;
    columns: SavedColumn[];
    createdBy: number | null;
  },
  now: Date,
): Promise<{ id: number; encrypted_id: string }> {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into reports (report_name, client_id, job_id, columns, created_by, created_at)
     values ($1, $2, $3, $4::jsonb, $5, $6) returning id, encrypted_id::text as encrypted_id`,
    [r.name, r.clientId, r.jobId, JSON.stringify(r.columns), r.createdBy, now],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

/** A saved report, locked for the rest of the transaction; undefined when there is none. */
export async function lockReport(q: Queryable, encryptedId: string) {
  const { rows } = await q.query<{
    id: number;
    report_name: string;
    created_by: number | null;
    columns: unknown;
  }>(
    'select id, report_name, created_by, columns from reports where encrypted_id = $1 for update',
    [encryptedId],
  );
  return rows[0];
}

export async function deleteReport(q: Queryable, id: number): Promise<void> {
  await q.query('delete from reports where id = $1', [id]);
}

export async function findReport(q: Queryable, encryptedId: string) {
  const { rows } = await q.query<{ id: number; report_name: string; job_id: number; columns: unknown }>(
    'select id, report_name, job_id, columns from reports where encrypted_id = $1',
    [encryptedId],
  );
  return rows[0];
}

/**
 * One row per candidate linked to the job, by name, with the columns given as `c0`, `c1`, … (the SQL of the
 * catalogue's columns: nothing from a request).
 */
export async function reportColumnRows(q: Queryable, jobId: number, columnSql: string[]) {
  // Only the chosen columns are read (an identity card number never leaves the database unless asked for).
  const select = columnSql.length
    ? columnSql.map((sql, i) => `${sql} as c${i}`).join(', ')
    : '1 as c_none';
  const { rows } = await q.query<Record<string, CellValue>>(
    `select ${select}
       from candidate_jobs cj join candidates c on c.id = cj.candidate_id
       left join countries co on co.id = c.country_id left join states st on st.id = c.state_id left join cities ci on ci.id = c.city_id
       left join job_main_status ms on ms.fixed_id = cj.main_status_id left join job_sub_status ss on ss.fixed_id = cj.sub_status_id
      where cj.job_id = $1 order by lower(c.name), c.id`,
    [jobId],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Selectors
// ---------------------------------------------------------------------------------------------------------------

/** Active clients by short name. */
export async function activeClients(q: Queryable) {
  const { rows } = await q.query<{ encrypted_id: string; client_short_name: string }>(
    `select encrypted_id::text as encrypted_id, client_short_name from clients
      where status = 'active' order by lower(client_short_name), id`,
  );
  return rows;
}

/** The client's active job orders by title; undefined for an unknown client. */
export async function activeJobsOfClient(q: Queryable, clientId: string) {
  const { rows } = await q.query<{
    client: number | null;
    job_id: string | null;
    job_title: string | null;
  }>(
    `select cl.id as client, j.encrypted_id::text as job_id, j.job_title
       from clients cl left join job_orders j on j.client_id = cl.id and j.status = 'active'
      where cl.encrypted_id = $1 order by lower(j.job_title), j.id`,
    [clientId],
  );
  if (!rows[0]) return undefined;
  return rows
    .filter((r) => r.job_id !== null)
    .map((r) => ({ job_id: r.job_id as string, job_title: r.job_title ?? '' }));
}

type PickRow = { job: number; candidate_id: string | null; candidate_name: string | null };
const picks = (rows: PickRow[]) =>
  rows[0] ? (rows.filter((r) => r.candidate_id !== null) as Static<typeof Pick>[]) : undefined;

/** The candidates linked to the job (any status) by name; undefined for an unknown job. */
export async function linkedCandidates(q: Queryable, jobId: string) {
  const { rows } = await q.query<PickRow>(
    `select j.id as job, c.encrypted_id::text as candidate_id, c.name as candidate_name
       from job_orders j left join candidate_jobs cj on cj.job_id = j.id left join candidates c on c.id = cj.candidate_id
      where j.encrypted_id = $1 order by lower(c.name), c.id`,
    [jobId],
  );
  return picks(rows);
}

/** The candidates with an interview for the job dated `today` or later, by name; undefined for an unknown job. */
export async function candidatesWithUpcomingInterviews(q: Queryable, jobId: string, today: string) {
  const { rows } = await q.query<PickRow>(
    `select j.id as job, c.encrypted_id::text as candidate_id, c.name as candidate_name
       from job_orders j
       left join lateral (select distinct i.candidate_id from interviews i where i.job_id = j.id and i.interview_date >= $2::date) u on true
       left join candidates c on c.id = u.candidate_id
      where j.encrypted_id = $1 order by lower(c.name), c.id`,
    [jobId, today],
  );
  return picks(rows);
}

// ---------------------------------------------------------------------------------------------------------------
// Generated reports
// ---------------------------------------------------------------------------------------------------------------

/**
 * Resume Details: the job's linked candidates (or those named), by name. Two statements, not one with
 * `cardinality($2) = 0 or …`: the plan a prepared statement keeps for that condition reads every link of the job and
 * its candidate (11,449 links and 57,000 buffers for the busiest job at 1M candidates, 1.7 s) to keep the 50 named;
 * from the named candidates, each link is looked up by its pair (600 buffers at 100k and at 1M).
 */
export async function resumeRows(q: Queryable, jobId: number, candidates: string[]) {
  const named = candidates.length > 0;
  const { rows } = await q.query<Static<typeof ResumeRow>>(
    `select c.encrypted_id::text as candidate_id, c.name as candidate_name, c.name, c.primary_mobile, c.primary_email,
            c.company_name, coalesce(ci.name, '') as city_name, c.exp_years::int as exp_years, c.exp_months::int as exp_months,
            c.notice_period::int as notice_period, c.current_ctc::float8 as current_ctc, c.expected_ctc::float8 as expected_ctc,
            c.stocks::float8 as stocks, c.about_candidate, coalesce(ms.name, '') as status, coalesce(ss.name, '') as sub_status,
            cj.offered_ctc::float8 as offered_ctc, to_char(cj.expected_joining_date, 'YYYY-MM-DD') as expected_joining_date
       from ${named ? 'candidates c join candidate_jobs cj on cj.candidate_id = c.id and cj.job_id = $1' : 'candidate_jobs cj join candidates c on c.id = cj.candidate_id'}
       left join cities ci on ci.id = c.city_id
       left join job_main_status ms on ms.fixed_id = cj.main_status_id left join job_sub_status ss on ss.fixed_id = cj.sub_status_id
      where ${named ? 'c.encrypted_id = any($2::uuid[])' : 'cj.job_id = $1'}
      order by lower(c.name), c.id`,
    named ? [jobId, candidates] : [jobId],
  );
  return rows;
}

/**
 * Interview Details: the job's interviews dated `today` or later (of every candidate or of those named), in date and
 * time order. Two statements, as for Resume Details: the plan a prepared statement keeps for `cardinality($2) = 0 or …`
 * reads every upcoming interview of the job and its candidate (4,662 for the busiest job at 1M candidates, 23,000
 * buffers) to keep those of the 50 named. With candidates named, each named candidate's interviews are looked up by
 * candidate and date (~400 buffers at 100k and at 1M); the lateral subquery with `offset 0` keeps that order, since
 * the planner, guessing a few interviews a job, would otherwise start from the job's interviews again.
 */
export async function upcomingInterviewRows(
  q: Queryable,
  jobId: number,
  candidates: string[],
  today: string,
  timeZone: string,
) {
  const named = candidates.length > 0;
  const { rows } = await q.query<Static<typeof InterviewReportRow>>(
    `select i.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
            c.primary_mobile as candidate_mobile, c.primary_email as candidate_email, i.mode_interview,
            to_char(i.interview_date, 'YYYY-MM-DD') as date, ((i.interview_date + i.interview_time) at time zone $3) as schedule_time,
            to_char(i.interview_time, 'HH12') as hour, to_char(i.interview_time, 'MI') as minutes,
            to_char(i.interview_time, 'AM') as timeformat, i.duration_minutes::int as duration
       from ${
         named
           ? `candidates c cross join lateral (
                select i.id, i.encrypted_id, i.mode_interview, i.interview_date, i.interview_time, i.duration_minutes
                  from interviews i
                 where i.candidate_id = c.id and i.job_id = $1 and i.interview_date >= $2::date offset 0) i
      where c.encrypted_id = any($4::uuid[])`
           : `interviews i join candidates c on c.id = i.candidate_id
      where i.job_id = $1 and i.interview_date >= $2::date`
       }
      order by i.interview_date, i.interview_time, lower(c.name), i.id`,
    named ? [jobId, today, timeZone, candidates] : [jobId, today, timeZone],
  );
  return rows;
}
