// The SQL of job orders (job_orders) and their skills, users, qualifications, notes and messages. Functions run on the
// Queryable they are given, so a caller's transaction holds them all.
import { bulkInsert } from '../../db/bulk-insert.js';
import type { Queryable } from '../../db/index.js';
import { runList, tableCount, type ListResult } from '../../http/lists.js';
import type { ListQuery } from '../../http/schemas.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { placeJoinsSql } from '../../lib/place-joins.js';
import { userNameSql } from '../../lib/user-name.js';
import { jobOrderConditions } from '../search/repository.js';
import type { JobOrderFilters } from '../search/schema.js';
import type {
  JobListRow,
  JobRecordRow,
  MessageRow,
  NoteRow,
  ResolvedJob,
} from './schema.js';

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

// ---------------------------------------------------------------------------------------------------------------
// The list and the record

/** A page of job orders for the user (their assignment on each as user_type), with the list query's filters. */
export function listJobs(
  q: Queryable,
  userId: number,
  query: ListQuery & JobOrderFilters & { status?: 'active' | 'inactive' },
): Promise<ListResult<JobListRow>> {
  const params: unknown[] = [userId];
  const where = ['$1::bigint is not null'];
  // a search's count reads the narrow table of searched text and status (migration 009) alone
  const countWhere = [...where];
  const status = query.status;
  if (status) {
    params.push(status);
    where.push(`j.status = $${params.length}`);
    countWhere.push(`s.status = $${params.length}`);
  }
  // the filters of issue 19 (client, recruiter, place, position type): counted over the job orders themselves
  const filters = jobOrderConditions(query, params);
  where.push(...filters);
  const searching = Boolean(query.q?.trim());
  return runList<JobListRow>(
    q,
    {
      select: `j.encrypted_id::text as encrypted_id, j.encrypted_id::text as job_id, j.job_code, j.job_title,
                   c.encrypted_id::text as client_id, c.client_short_name as client_name, c.client_legal_name,
                   coalesce((select cc.client_contact_name from client_contacts cc where cc.id = j.contact_id), '') as contact_name,
                   coalesce((select ci.name from cities ci where ci.id = j.city_id), '') as city_name,
                   coalesce((select st.name from states st where st.id = j.state_id), '') as state_name, j.office_landmark, j.status,
                   coalesce((select string_agg(ju.user_type, ', ' order by ju.user_type) from job_users ju where ju.job_id = j.id and ju.user_id = $1), '') as user_type,
                   (select coalesce(sum(x.n), 0)::int from job_link_counts x where x.job_id = j.id) as cnd_count,
                   j.created_at`,
      // names by key, not joins: a search's plan is made again for each word, and planning five joins took
      // 4.6 ms against 0.9 ms to run the page (0.7 ms and 0.5 ms this way)
      from: `job_orders j ${searching ? 'join job_order_search s on s.job_id = j.id' : ''}
         join clients c on c.id = j.client_id`,
      where,
      params,
      // the job orders by status, from the maintained counter (counting joined rows cost 11 ms a request)
      total: filters.length
        ? undefined
        : (q) => tableCount(q, status ? [`job_orders:${status}`] : ['job_orders:active', 'job_orders:inactive']),
      sortable: {
        job_title: 'lower(j.job_title)',
        // names of joined rows, kept on the job order (migration 006) so a page is read off an index
        client_name: 'j.client_sort',
        city_name: 'j.city_sort',
        created_at: 'j.created_at',
        status: 'j.status',
        job_code: 'j.job_code',
      },
      defaultSort: [
        ['j.created_at', 'desc'],
        ['j.status', 'asc'],
        ['lower(j.job_title)', 'asc'],
      ],
      // the title, client's names, contact, city, landmark and code, kept in job_order_search (migrations 008, 009)
      search: ['s.search_text'],
      searchLowered: true,
      searchCount: filters.length ? undefined : { from: 'job_order_search s', where: countWhere },
      tiebreak: 'j.id',
      defaultLimit: 20,
    },
    query,
  );
}

/** A job order with its client, contact, place, JD file, counts and lists (file ids to sign by the caller). */
export async function loadJob(q: Queryable, encryptedId: string): Promise<JobRecordRow | null> {
  const { rows } = await q.query<JobRecordRow>(
    `select j.encrypted_id::text as encrypted_id, j.encrypted_id::text as job_id, j.job_code, j.lock_version, j.job_title,
            c.encrypted_id::text as client_id, c.client_short_name as client_name, c.client_legal_name, lf.encrypted_id::text as logo_file,
            cc.encrypted_id::text as contact_id, coalesce(cc.client_contact_name, '') as contact_name,
            coalesce(cc.client_contact_email, '') as contact_email, coalesce(cc.client_contact_phone, '') as contact_phone,
            j.country_id, coalesce(co.name, '') as country_name, j.state_id, coalesce(st.name, '') as state_name,
            j.city_id, coalesce(ci.name, '') as city_name, j.office_landmark,
            j.min_experience::float8 as min_experience, j.max_experience::float8 as max_experience, j.max_budget::float8 as max_budget,
            j.no_positions, j.position_type, j.open_outstation, j.status,
            case j.status when 'active' then 'Active' else 'Inactive' end as position_status,
            j.positions_description, j.job_description, j.qualification_description,
            jf.encrypted_id::text as jd_file, jf.original_name as jobdescription_file_name,
            (select count(*)::int from candidate_jobs x where x.job_id = j.id) as cnd_count,
            j.created_at, j.updated_at,
            coalesce((select json_agg(json_build_object('encrypted_id', s.encrypted_id, 'skill_name', s.name, 'skill_type', js.skill_type)
                                      order by js.skill_type, lower(s.name))
                        from job_skills js join skills s on s.id = js.skill_id where js.job_id = j.id), '[]') as skills,
            coalesce((select json_agg(json_build_object('user_id', u.encrypted_id, 'user_email', u.email,
                                                        'username', trim(u.first_name || ' ' || u.last_name),
                                                        'user_type', ju.user_type, 'encrypted_id', ju.encrypted_id) order by ju.user_type, ju.id)
                        from job_users ju join users u on u.id = ju.user_id where ju.job_id = j.id), '[]') as users,
            coalesce((select json_agg(json_build_object('name', x.name, 'qualification_name', x.name) order by lower(x.name))
                        from job_qualifications jq join qualifications x on x.id = jq.qualification_id where jq.job_id = j.id), '[]') as qualifications
       from job_orders j
       join clients c on c.id = j.client_id
       left join files lf on lf.id = c.logo_file_id
       left join client_contacts cc on cc.id = j.contact_id
       ${placeJoinsSql('j')}
       left join files jf on jf.id = j.jd_file_id
      where j.encrypted_id = $1`,
    [encryptedId],
  );
  const r = rows[0];
  if (!r) return null;
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    ...r,
    job_code: Number(r.job_code),
    lock_version: Number(r.lock_version),
    skills: parse(r.skills),
    users: parse(r.users),
    qualifications: parse(r.qualifications),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Writing a job order

/** The client (public id) and, when given, its contact (public id): null when the client is unknown. */
export async function clientAndContact(
  q: Queryable,
  client: string,
  contact: string | null,
): Promise<{ id: number; contact: number | null } | null> {
  const { rows } = await q.query<{ id: number; contact: number | null }>(
    `select c.id, (select cc.id from client_contacts cc where cc.client_id = c.id and cc.encrypted_id = $2) as contact
       from clients c where c.encrypted_id = $1`,
    [client, contact],
  );
  return rows[0] ? { id: Number(rows[0].id), contact: rows[0].contact === null ? null : Number(rows[0].contact) } : null;
}

/** Whether the country exists, the state is in it and the city in the state. */
export async function placeExists(q: Queryable, country: number, state: number, city: number) {
  const { rows } = await q.query<{ c: boolean; s: boolean; ci: boolean }>(
    `select exists (select 1 from countries where id = $1) as c,
            exists (select 1 from states where id = $2 and country_id = $1) as s,
            exists (select 1 from cities where id = $3 and state_id = $2) as ci`,
    [country, state, city],
  );
  return rows[0];
}

/** Skills by public id, name or synonym (case aside), in the order asked; id null for one unknown. */
export async function skillsByKey(q: Queryable, keys: string[]): Promise<{ key: string; id: number | null }[]> {
  const { rows } = await q.query<{ key: string; id: number | null }>(
    `select w.key, coalesce(byid.id, byname.id, bysyn.skill_id) as id
       from unnest($1::text[]) as w(key)
       left join skills byid on w.key ~* '^[0-9a-f-]{36}$' and byid.encrypted_id::text = lower(w.key)
       left join skills byname on lower(byname.name) = lower(w.key)
       left join skill_synonyms bysyn on lower(bysyn.synonym) = lower(w.key)`,
    [keys],
  );
  return rows.map((r) => ({ key: r.key, id: r.id === null ? null : Number(r.id) }));
}

/** The users of these public ids (lower-case) that exist. */
export async function usersByPublicId(q: Queryable, ids: string[]): Promise<{ id: number; encrypted_id: string }[]> {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    'select id, encrypted_id::text as encrypted_id from users where encrypted_id::text = any($1::text[])',
    [ids],
  );
  return rows.map((r) => ({ id: Number(r.id), encrypted_id: r.encrypted_id }));
}

/** Replaces the job's skills, users and qualifications (inside the caller's transaction). Unknown qualifications are added. */
export async function replaceLists(
  q: Queryable,
  jobId: number,
  job: Pick<ResolvedJob, 'skills' | 'users' | 'qualifications'>,
  userId: number | null,
  now: Date,
): Promise<void> {
  await q.query('delete from job_skills where job_id = $1', [jobId]);
  if (job.skills.length) {
    await q.query(
      `insert into job_skills (job_id, skill_id, skill_type) select $1, s.id, s.type from unnest($2::bigint[], $3::text[]) as s(id, type)`,
      [jobId, job.skills.map((s) => s.id), job.skills.map((s) => s.type)],
    );
  }
  // users: keep the rows (and their created_at, which feeds 'assigned to you') of those who stay
  await q.query(
    `delete from job_users j where j.job_id = $1
        and not exists (select 1 from unnest($2::bigint[], $3::text[]) as u(id, type) where u.id = j.user_id and u.type = j.user_type)`,
    [jobId, job.users.map((u) => u.id), job.users.map((u) => u.type)],
  );
  if (job.users.length) {
    await q.query(
      `insert into job_users (job_id, user_id, user_type, created_by, created_at)
       select $1, u.id, u.type, $4, $5 from unnest($2::bigint[], $3::text[]) as u(id, type)
       on conflict (job_id, user_id, user_type) do nothing`,
      [jobId, job.users.map((u) => u.id), job.users.map((u) => u.type), userId, now],
    );
  }
  await q.query('delete from job_qualifications where job_id = $1', [jobId]);
  if (job.qualifications.length) {
    await q.query(
      `insert into qualifications (name) select distinct on (lower(n)) n from unnest($1::text[]) as n
        where not exists (select 1 from qualifications x where lower(x.name) = lower(n))
       on conflict do nothing`,
      [job.qualifications],
    );
    await q.query(
      `insert into job_qualifications (job_id, qualification_id)
       select distinct $1::bigint, x.id from qualifications x where lower(x.name) = any(select lower(n) from unnest($2::text[]) as n)
       on conflict do nothing`,
      [jobId, job.qualifications],
    );
  }
}

/** The values of the job order's columns, in the order insertJob and updateJob write them. */
const columnValues = (job: ResolvedJob) => [
  job.clientId,
  job.contactId,
  job.countryId,
  job.stateId,
  job.cityId,
  job.job_title,
  job.office_landmark,
  job.min_experience,
  job.max_experience,
  job.max_budget,
  job.no_positions,
  job.position_type,
  job.open_outstation,
  job.status,
  job.positions_description,
  job.job_description,
  job.qualification_description,
];

/** A new job order (its lists written too), created by userId at `now`. */
export async function insertJob(
  q: Queryable,
  job: ResolvedJob,
  jdFileId: number | null,
  userId: number | null,
  now: Date,
): Promise<{ id: number; encrypted_id: string; job_code: number }> {
  const { rows } = await q.query<{ id: number; encrypted_id: string; job_code: number }>(
    `insert into job_orders (client_id, contact_id, country_id, state_id, city_id, job_title, office_landmark, min_experience, max_experience,
                             max_budget, no_positions, position_type, open_outstation, status, positions_description, job_description,
                             qualification_description, jd_file_id, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)
     returning id, encrypted_id::text as encrypted_id, job_code`,
    [
      ...columnValues(job),
      jdFileId,
      userId,
      now,
    ],
  );
  const row = { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id, job_code: Number(rows[0].job_code) };
  await replaceLists(q, row.id, job, userId, now);
  return row;
}

/** The job order's serial key, its row locked for the caller's transaction; null when unknown. */
export async function lockJob(q: Queryable, encryptedId: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('select id from job_orders where encrypted_id = $1 for update', [
    encryptedId,
  ]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Writes the job order's fields and lists; `version` is the SQL of checkVersion that moves the version on. */
export async function updateJob(
  q: Queryable,
  jobId: number,
  job: ResolvedJob,
  version: string,
  userId: number | null,
  now: Date,
): Promise<void> {
  await q.query(
    `update job_orders set client_id = $2, contact_id = $3, country_id = $4, state_id = $5, city_id = $6, job_title = $7, office_landmark = $8,
            min_experience = $9, max_experience = $10, max_budget = $11, no_positions = $12, position_type = $13, open_outstation = $14,
            status = $15, positions_description = $16, job_description = $17, qualification_description = $18, updated_at = $19,
            ${version}
      where id = $1`,
    [
      jobId,
      ...columnValues(job),
      now,
    ],
  );
  await replaceLists(q, jobId, job, userId, now);
}

/** The job order's JD file and title, its row locked; null when unknown. */
export async function lockJobFile(q: Queryable, encryptedId: string) {
  const { rows } = await q.query<{ id: number; jd_file_id: number | null; job_title: string }>(
    'select id, jd_file_id, job_title from job_orders where encrypted_id = $1 for update',
    [encryptedId],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id) } : null;
}

export async function setJdFile(q: Queryable, jobId: number, fileId: number, now: Date): Promise<void> {
  await q.query('update job_orders set jd_file_id = $2, updated_at = $3 where id = $1', [jobId, fileId, now]);
}

/** What a deletion needs to know of the job order (its row locked): its code, title, JD file and links. */
export async function lockJobForDelete(q: Queryable, encryptedId: string) {
  const { rows } = await q.query<{
    id: number;
    job_code: number;
    job_title: string;
    jd_file_id: number | null;
    links: number;
  }>(
    `select j.id, j.job_code, j.job_title, j.jd_file_id, (select count(*)::int from candidate_jobs x where x.job_id = j.id) as links
       from job_orders j where j.encrypted_id = $1 for update`,
    [encryptedId],
  );
  return rows[0] ?? null;
}

/** Deletes a job order; its skills, users, notes and messages go with it (cascade). */
export async function deleteJob(q: Queryable, jobId: number): Promise<void> {
  await q.query('delete from job_orders where id = $1', [jobId]);
}

// ---------------------------------------------------------------------------------------------------------------
// The job's lists, the Actionable tab's jobs, notes and messages

export const SKILLS_SQL = `select s.encrypted_id::text as encrypted_id, s.name as skill_name, js.skill_type
       from job_skills js join skills s on s.id = js.skill_id where js.job_id = $1 order by js.skill_type, lower(s.name)`;
export const QUALIFICATIONS_SQL = `select x.name, x.name as qualification_name from job_qualifications jq join qualifications x on x.id = jq.qualification_id
      where jq.job_id = $1 order by lower(x.name)`;
export const USERS_SQL = `select u.encrypted_id::text as user_id, u.email as user_email, trim(u.first_name || ' ' || u.last_name) as username,
            ju.user_type, ju.encrypted_id::text as encrypted_id
       from job_users ju join users u on u.id = ju.user_id where ju.job_id = $1 order by ju.user_type, ju.id`;

/** One of the job's lists (SKILLS_SQL, QUALIFICATIONS_SQL, USERS_SQL). */
export async function jobList<T>(q: Queryable, sql: string, jobId: number): Promise<T[]> {
  const { rows } = await q.query<T & Record<string, unknown>>(sql, [jobId]);
  return rows;
}

export type JobCount = { job_id: string; job_code: number; job_title: string; cnd_count: number; company_name: string };

/** Active job orders with their candidate count, newest first; text searches title, client and job code. */
export async function jobsWithCounts(q: Queryable, text: string, limit: number): Promise<JobCount[]> {
  const { rows } = await q.query<JobCount>(
    `select j.encrypted_id::text as job_id, j.job_code, j.job_title, c.client_short_name as company_name,
                (select count(*)::int from candidate_jobs x where x.job_id = j.id) as cnd_count
           from (select * from job_orders jo
                  where jo.status = 'active'
                    and ($1 = '' or jo.job_title ilike $2 or jo.job_code::text = $1
                         or exists (select 1 from clients cc where cc.id = jo.client_id and cc.client_short_name ilike $2))
                  order by jo.created_at desc, jo.id desc
                  limit $3) j
           join clients c on c.id = j.client_id
          order by j.created_at desc, j.id desc`,
    [text, containsPattern(text), limit],
  );
  return rows.map((r) => ({ ...r, job_code: Number(r.job_code) }));
}

export async function notesOf(q: Queryable, jobId: number): Promise<NoteRow[]> {
  const { rows } = await q.query<NoteRow>(
    `select n.encrypted_id::text as encrypted_id, n.notes, n.created_at, ${userNameSql('u')} as username
           from job_notes n left join users u on u.id = n.created_by
          where n.job_id = $1 order by n.created_at desc, n.id desc limit 200`,
    [jobId],
  );
  return rows;
}

export async function insertNote(q: Queryable, jobId: number, notes: string, userId: number | null, at: Date): Promise<string> {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    'insert into job_notes (job_id, notes, created_by, created_at) values ($1, $2, $3, $4) returning id, encrypted_id::text as encrypted_id',
    [jobId, notes, userId, at],
  );
  return rows[0].encrypted_id;
}

/** Deletes a note (public id); what it was, or null when unknown. */
export async function deleteNote(q: Queryable, encryptedId: string): Promise<{ job_id: number; notes: string } | null> {
  const { rows } = await q.query<{ id: number; job_id: number; notes: string }>(
    'delete from job_notes where encrypted_id = $1 returning id, job_id, notes',
    [encryptedId],
  );
  return rows[0] ? { job_id: Number(rows[0].job_id), notes: rows[0].notes } : null;
}

export async function messagesOf(
  q: Queryable,
  job: { id: number; encrypted_id: string },
  candidateId: string | null,
): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    `select m.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name, $2::text as job_id,
                m.message, m.created_at, ${userNameSql('u')} as username
           from job_messages m join candidates c on c.id = m.candidate_id left join users u on u.id = m.created_by
          where m.job_id = $1 and ($3::uuid is null or c.encrypted_id = $3::uuid)
          order by m.created_at desc, m.id desc limit 200`,
    [job.id, job.encrypted_id, candidateId],
  );
  return rows;
}

export async function insertMessage(
  q: Queryable,
  m: { jobId: number; candidateId: number; message: string },
  userId: number | null,
  at: Date,
): Promise<string> {
  const { rows } = await q.query<{ encrypted_id: string }>(
    `insert into job_messages (job_id, candidate_id, message, created_by, created_at) values ($1, $2, $3, $4, $5)
           returning encrypted_id::text as encrypted_id`,
    [m.jobId, m.candidateId, m.message, userId, at],
  );
  return rows[0].encrypted_id;
}

// ---------------------------------------------------------------------------------------------------------------
// Loads (the bulk seeder): many rows in few statements, the counters and search text kept by the tables' triggers

/** A job order as loaded: client, contact, country, state, city, title, landmark, experience, budget, positions, type, status, description, creator, created at. */
export type JobLoadRow = readonly [
  clientId: number,
  contactId: number | null,
  countryId: number,
  stateId: number,
  cityId: number | null,
  jobTitle: string,
  officeLandmark: string,
  minExperience: number,
  maxExperience: number,
  maxBudget: number,
  noPositions: number,
  positionType: string,
  status: string,
  jobDescription: string,
  createdBy: number,
  createdAt: string,
];

/** Loads job orders; answers their serial keys in the order given. */
export async function insertManyJobs(q: Queryable, rows: readonly JobLoadRow[]): Promise<number[]> {
  const ids = await bulkInsert<{ id: number }>(
    q,
    'job_orders',
    [['client_id', 'bigint'], ['contact_id', 'bigint'], ['country_id', 'int'], ['state_id', 'int'], ['city_id', 'int'], ['job_title', 'text'], ['office_landmark', 'text'], ['min_experience', 'numeric'], ['max_experience', 'numeric'], ['max_budget', 'numeric'], ['no_positions', 'int'], ['position_type', 'text'], ['status', 'text'], ['job_description', 'text'], ['created_by', 'bigint'], ['created_at', 'timestamptz']],
    rows,
    'returning id',
  );
  return ids.map((x) => Number(x.id));
}

/** Loads job skills: job, skill, 'primary' or 'secondary'. */
export async function insertManyJobSkills(q: Queryable, rows: readonly (readonly [jobId: number, skillId: number, type: string])[]) {
  await bulkInsert(q, 'job_skills', [['job_id', 'bigint'], ['skill_id', 'bigint'], ['skill_type', 'text']], rows);
}

/** Loads job users: job, user, type, assigned at (a pair assigned twice is kept once). */
export async function insertManyJobUsers(
  q: Queryable,
  rows: readonly (readonly [jobId: number, userId: number, type: string, createdAt: string])[],
) {
  await bulkInsert(
    q,
    'job_users',
    [['job_id', 'bigint'], ['user_id', 'bigint'], ['user_type', 'text'], ['created_at', 'timestamptz']],
    rows,
    'on conflict do nothing',
  );
}
