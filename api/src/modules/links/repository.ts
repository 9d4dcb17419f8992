// The SQL of candidate–job links (candidate_jobs) and their status history (candidate_job_status_history).
// Functions run on the Queryable they are given, so a caller's transaction holds them all.
import { bulkInsert } from '../../db/bulk-insert.js';
import type { Queryable } from '../../db/index.js';
import type { Actor } from '../../lib/actor.js';
import { userNameSql } from '../../lib/user-name.js';
import type { LinkInput, LinkQuery, LinkRow, SearchRow } from './schema.js';

const LINK_SELECT = `cj.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
  j.encrypted_id::text as job_id, j.job_code, j.job_title, cl.client_short_name as client_name,
  r.encrypted_id::text as recruiter_id, r.encrypted_id::text as user_id, ${userNameSql('r')} as username,
  coalesce((select string_agg(ju.user_type, ', ' order by ju.user_type) from job_users ju where ju.job_id = j.id and ju.user_id = cj.recruiter_id), '') as user_type,
  cj.offered_ctc::float8 as offered_ctc, to_char(cj.expected_joining_date, 'YYYY-MM-DD') as expected_joining_date,
  cj.main_status_id, cj.sub_status_id as main_substatus_id, cj.main_status_id as mainstatus_id, cj.sub_status_id as mainsubstatus_id,
  m.name as main_status, s.name as main_substatus, m.pipeline_group, cj.status_changed_at, cj.created_at`;
const LINK_FROM = `candidate_jobs cj join candidates c on c.id = cj.candidate_id join job_orders j on j.id = cj.job_id
  join clients cl on cl.id = j.client_id join job_main_status m on m.fixed_id = cj.main_status_id
  join job_sub_status s on s.fixed_id = cj.sub_status_id left join users r on r.id = cj.recruiter_id`;

/** A candidate's links or a job's (at least one of the two given), newest first, 1000 at most. */
export async function listLinks(q: Queryable, query: LinkQuery): Promise<LinkRow[]> {
  // only the conditions asked for (not `$1 is null or …`), so that the kept plan of each combination uses its index
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.candidate_id) where.push(`c.encrypted_id = $${params.push(query.candidate_id)}::uuid`);
  if (query.job_id) where.push(`j.encrypted_id = $${params.push(query.job_id)}::uuid`);
  if (query.mainstatus_id) where.push(`cj.main_status_id = $${params.push(query.mainstatus_id)}`);
  const { rows } = await q.query<LinkRow>(
    `select ${LINK_SELECT} from ${LINK_FROM}
      where ${where.join(' and ')}
      order by cj.created_at desc, cj.id desc limit 1000`,
    params,
  );
  return rows.map((r) => ({ ...r, job_code: Number(r.job_code) }));
}

/** The serial keys (and names) behind a candidate's and a job's public ids; null for each one unknown. */
export async function pairKeys(q: Queryable, candidateId: string, jobId: string) {
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
  return rows[0];
}

/** The serial key of a user's public id, or null. */
export async function userKey(q: Queryable, encryptedId: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('select id from users where encrypted_id = $1', [encryptedId]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** The link behind a public id. */
export async function findLink(q: Queryable, encryptedId: string): Promise<{ id: number; job_id: number } | null> {
  const { rows } = await q.query<{ id: number; job_id: number }>(
    'select id, job_id from candidate_jobs where encrypted_id = $1',
    [encryptedId],
  );
  return rows[0] ? { id: Number(rows[0].id), job_id: Number(rows[0].job_id) } : null;
}

/** The link of a candidate and a job (serial keys), if they are linked. */
export async function linkOfPair(
  q: Queryable,
  candidateId: number,
  jobId: number,
): Promise<{ id: number; encrypted_id: string } | null> {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    'select id, encrypted_id::text as encrypted_id from candidate_jobs where candidate_id = $1 and job_id = $2',
    [candidateId, jobId],
  );
  return rows[0] ? { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id } : null;
}

/** The names of a main status and a sub status, and the main status the sub status belongs to. */
export async function statusNames(q: Queryable, main: string, sub: string) {
  const { rows } = await q.query<{
    main_name: string;
    sub_name: string | null;
    sub_main: string | null;
  }>(
    `select m.name as main_name, s.name as sub_name, s.main_status_id as sub_main
       from job_main_status m left join job_sub_status s on s.fixed_id = $2
      where m.fixed_id = $1`,
    [main, sub],
  );
  return rows[0] ?? null;
}

/** A new link at its status, made by userId at `at`; null when the pair is linked already. */
export async function insertLink(
  q: Queryable,
  input: LinkInput & { mainStatusId: string; subStatusId: string },
  userId: number | null,
  at: Date,
): Promise<{ id: number; encrypted_id: string } | null> {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into candidate_jobs (candidate_id, job_id, recruiter_id, main_status_id, sub_status_id, offered_ctc, expected_joining_date,
                                 status_changed_at, status_changed_by, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $8, $8)
     on conflict (candidate_id, job_id) do nothing
     returning id, encrypted_id::text as encrypted_id`,
    [
      input.candidateId,
      input.jobId,
      input.recruiterId,
      input.mainStatusId,
      input.subStatusId,
      input.offeredCtc ?? null,
      input.expectedJoiningDate ?? null,
      at,
      userId,
    ],
  );
  return rows[0] ? { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id } : null;
}

/** A free-pool candidate is one tied to no job order (spec 001 §1): a link takes them out of the pool. */
export async function leaveFreePool(q: Queryable, candidateId: number, at: Date): Promise<void> {
  await q.query('update candidates set free_pool = false, updated_at = $2 where id = $1 and free_pool', [
    candidateId,
    at,
  ]);
}

export type HistoryRow = {
  linkId: number;
  candidateId: number;
  jobId: number;
  from: [string, string] | null;
  to: [string, string];
  actor: Actor;
  at: Date;
};

/** Appends one status move to the history. */
export async function insertHistory(q: Queryable, h: HistoryRow): Promise<void> {
  await q.query(
    `insert into candidate_job_status_history (link_id, candidate_id, job_id, from_main_status_id, from_sub_status_id,
                                               to_main_status_id, to_sub_status_id, changed_by, changed_at, impersonator_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      h.linkId,
      h.candidateId,
      h.jobId,
      h.from?.[0] ?? null,
      h.from?.[1] ?? null,
      h.to[0],
      h.to[1],
      h.actor.userId,
      h.at,
      h.actor.impersonatorId,
    ],
  );
}

export type StoredLink = {
  candidate_id: number;
  job_id: number;
  main_status_id: string;
  sub_status_id: string;
  expected_joining_date: string | null;
  offered_ctc: number | null;
};

/** A link's current state, locked for the caller's transaction. */
export async function lockLink(q: Queryable, linkId: number): Promise<StoredLink | null> {
  const { rows } = await q.query<StoredLink>(
    `select candidate_id, job_id, main_status_id, sub_status_id, to_char(expected_joining_date, 'YYYY-MM-DD') as expected_joining_date, offered_ctc
       from candidate_jobs where id = $1 for update`,
    [linkId],
  );
  return rows[0] ?? null;
}

/**
 * Moves a link to a status; the offer and the joining date change only when given (undefined keeps them), the
 * status change's time and user only when the status changes.
 */
export async function updateStatus(
  q: Queryable,
  linkId: number,
  to: { main: string; sub: string; offeredCtc?: number | null; expectedJoiningDate?: string | null },
  changed: boolean,
  userId: number | null,
  at: Date,
): Promise<void> {
  await q.query(
    `update candidate_jobs
        set main_status_id = $2, sub_status_id = $3,
            offered_ctc = case when $4::boolean then $5::numeric else offered_ctc end,
            expected_joining_date = case when $6::boolean then $7::date else expected_joining_date end,
            status_changed_at = case when $8::boolean then $9 else status_changed_at end,
            status_changed_by = case when $8::boolean then $10 else status_changed_by end,
            updated_at = $9
      where id = $1`,
    [
      linkId,
      to.main,
      to.sub,
      to.offeredCtc !== undefined,
      to.offeredCtc ?? null,
      to.expectedJoiningDate !== undefined,
      to.expectedJoiningDate ?? null,
      changed,
      at,
      userId,
    ],
  );
}

export async function setRecruiter(q: Queryable, linkId: number, recruiterId: number | null): Promise<void> {
  await q.query('update candidate_jobs set recruiter_id = $2 where id = $1', [linkId, recruiterId]);
}

/** Removes a link; its history and interviews go with it (cascade). */
export async function deleteLink(q: Queryable, linkId: number): Promise<void> {
  await q.query('delete from candidate_jobs where id = $1', [linkId]);
}

/** The public ids and names of a link's candidate and job (what the audit trail keeps). */
export async function publicIds(q: Queryable, candidateId: number, jobId: number) {
  const { rows } = await q.query<{
    candidate_id: string;
    candidate_name: string;
    job_id: string;
    job_title: string;
  }>(
    `select c.encrypted_id::text as candidate_id, c.name as candidate_name, j.encrypted_id::text as job_id, j.job_title
       from candidates c, job_orders j where c.id = $1 and j.id = $2`,
    [candidateId, jobId],
  );
  return rows[0] ?? { candidate_id: '', candidate_name: '', job_id: '', job_title: '' };
}

/**
 * Candidates to add to a job: name (or, with `byContact`, e-mail or mobile) starting with the text, or holding a
 * skill (or synonym) that starts with it; 20 at most, each with whether it is linked to the job already.
 */
export async function candidatesToLink(
  q: Queryable,
  jobId: number,
  like: string,
  mobile: string | null,
  byContact: boolean,
): Promise<SearchRow[]> {
  // each branch walks its own prefix index (name, e-mail, mobile, skill name, synonym) and stops at 20
  const { rows } = await q.query<SearchRow>(
    `with hits as (
       (select c.id from candidates c where lower(c.name) like $1 limit 20)
       union (select c.id from candidates c where $4 and lower(c.primary_email) like $1 limit 20)
       union (select c.id from candidates c where $2::text is not null and c.primary_mobile like $2 limit 20)
       union (select cs.candidate_id from skills s join candidate_skills cs on cs.skill_id = s.id where lower(s.name) like $1 limit 20)
       union (select cs.candidate_id from skill_synonyms y join candidate_skills cs on cs.skill_id = y.skill_id
               where lower(y.synonym) like $1 limit 20)
     )
     select c.encrypted_id::text as candidate_id, c.name as candidate_name, c.primary_email, c.primary_mobile, c.company_name,
            c.designation,
            coalesce((select string_agg(s.name, ', ' order by s.name) from candidate_skills cs join skills s on s.id = cs.skill_id
                       where cs.candidate_id = c.id), '') as skills,
            exists (select 1 from candidate_jobs cj where cj.candidate_id = c.id and cj.job_id = $3) as linked
       from hits h join candidates c on c.id = h.id
      order by lower(c.name), c.id
      limit 20`,
    [like, mobile, jobId, byContact],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Loads (the bulk seeder): many rows in few statements

/** A link as loaded: candidate, job, recruiter, status, offer, joining date, status changed at and by, creator, created and updated at. */
export type LinkLoadRow = readonly [
  candidateId: number,
  jobId: number,
  recruiterId: number,
  mainStatusId: string,
  subStatusId: string,
  offeredCtc: number | null,
  expectedJoiningDate: string | null,
  statusChangedAt: string,
  statusChangedBy: number,
  createdBy: number,
  createdAt: string,
  updatedAt: string,
];

/** Loads links; answers their serial keys in the order given. */
export async function insertManyLinks(q: Queryable, rows: readonly LinkLoadRow[]): Promise<number[]> {
  const ids = await bulkInsert<{ id: number }>(
    q,
    'candidate_jobs',
    [
      ['candidate_id', 'bigint'], ['job_id', 'bigint'], ['recruiter_id', 'bigint'], ['main_status_id', 'text'], ['sub_status_id', 'text'],
      ['offered_ctc', 'numeric'], ['expected_joining_date', 'date'], ['status_changed_at', 'timestamptz'], ['status_changed_by', 'bigint'],
      ['created_by', 'bigint'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
    ],
    rows,
    'returning id',
  );
  return ids.map((x) => Number(x.id));
}

/** A status move as loaded: link, candidate, job, from (null for the first), to, by, at. */
export type HistoryLoadRow = readonly [
  linkId: number,
  candidateId: number,
  jobId: number,
  fromMain: string | null,
  fromSub: string | null,
  toMain: string,
  toSub: string,
  changedBy: number,
  changedAt: string,
];

/** Loads status history rows, 10,000 a statement. */
export async function insertManyHistory(q: Queryable, rows: readonly HistoryLoadRow[]): Promise<void> {
  await bulkInsert(
    q,
    'candidate_job_status_history',
    [['link_id', 'bigint'], ['candidate_id', 'bigint'], ['job_id', 'bigint'], ['from_main_status_id', 'text'], ['from_sub_status_id', 'text'], ['to_main_status_id', 'text'], ['to_sub_status_id', 'text'], ['changed_by', 'bigint'], ['changed_at', 'timestamptz']],
    rows,
    '',
    10000,
  );
}
