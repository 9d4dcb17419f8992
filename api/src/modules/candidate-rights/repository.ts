// Every SQL statement of a candidate's rights: the export (everything held about one candidate, across the candidate,
// pipeline, message and file tables), the erasure (those rows emptied, the candidate's values replaced wherever else
// they were written) and the retention list. Parameterised; table and column names come from the catalogue only.
import type { Executor, Queryable } from '../../db/index.js';
import { ident } from '../../ops/tables.js';

/** The audit action of an erasure: a candidate with one is erased. */
export const ERASE_ACTION = 'candidate.erase';

/** Internal keys left out of an export (serial keys never leave the server). */
const INTERNAL = ['id', 'candidate_id', 'job_id', 'link_id', 'file_id', 'created_by', 'changed_by', 'status_changed_by', 'recruiter_id', 'search', 'profile_pic_file_id', 'resume_file_id', 'country_id', 'state_id', 'city_id'];
const strip = (alias: string) => `to_jsonb(${alias}) ${INTERNAL.map((k) => `- '${k}'`).join(' ')}`;

export type CandidateRow = {
  id: number;
  name: string;
  primary_email: string;
  secondary_email: string;
  primary_mobile: string;
  secondary_mobile: string;
  identity_card_number: string;
  address: string;
  resume_file_id: number | null;
  profile_pic_file_id: number | null;
};

/** The candidate's identifying values and files, by public id. */
export async function candidateByPublicId(q: Queryable, id: string): Promise<CandidateRow | null> {
  const { rows } = await q.query<CandidateRow>(
    `select id, name, primary_email, secondary_email, primary_mobile, secondary_mobile, identity_card_number, address,
            resume_file_id, profile_pic_file_id
       from candidates where encrypted_id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function isErased(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query(`select 1 from audit_events where action = $1 and entity_type = 'candidate' and entity_id = $2 limit 1`, [ERASE_ACTION, id]);
  return rows.length > 0;
}

/** Everything held about one candidate, as plain data, internal keys left out (the files are listed by candidateFiles). */
export async function candidateData(q: Queryable, id: number) {
  const one = async (sql: string) => (await q.query<{ j: unknown }>(sql, [id])).rows.map((r) => r.j);
  const [profile] = await one(
    `select ${strip('c')} || jsonb_build_object('country', co.name, 'state', s.name, 'city', ci.name) as j
       from candidates c left join countries co on co.id = c.country_id left join states s on s.id = c.state_id
       left join cities ci on ci.id = c.city_id where c.id = $1`,
  );
  const withJob = (table: string, order: string) =>
    one(
      `select ${strip('x')} || jsonb_build_object('job_title', j.job_title, 'job_code', j.job_code) as j
         from ${table} x left join job_orders j on j.id = x.job_id where x.candidate_id = $1 order by ${order}`,
    );
  return {
    profile,
    skills: await one(`select to_jsonb(s.name) as j from candidate_skills cs join skills s on s.id = cs.skill_id where cs.candidate_id = $1 order by s.name`),
    experience: await one(`select ${strip('x')} as j from candidate_experience x where x.candidate_id = $1 order by x.start_date desc nulls last`),
    education: await one(`select ${strip('x')} as j from candidate_education x where x.candidate_id = $1 order by x.passout_year desc nulls last`),
    notes: await one(`select ${strip('x')} as j from candidate_notes x where x.candidate_id = $1 order by x.created_at`),
    job_links: await withJob('candidate_jobs', 'x.created_at'),
    status_history: await withJob('candidate_job_status_history', 'x.changed_at'),
    interviews: await withJob('interviews', 'x.interview_date, x.interview_time'),
    messages: [
      ...(await one(`select ${strip('x')} as j from candidate_messages x where x.candidate_id = $1 order by x.created_at`)),
      ...(await withJob('job_messages', 'x.created_at')),
    ],
    attachments: await one(
      `select ${strip('x')} || jsonb_build_object('file', f.original_name) as j
         from candidate_attachments x join files f on f.id = x.file_id where x.candidate_id = $1 order by x.created_at`,
    ),
  };
}

export type CandidateFileRow = { id: number; storage_key: string; original_name: string; role: 'resume' | 'photo' | 'attachment' };

/** The candidate's files: resume, photo, attachments. */
export async function candidateFiles(q: Queryable, c: CandidateRow): Promise<CandidateFileRow[]> {
  const { rows } = await q.query<CandidateFileRow>(
    `select f.id, f.storage_key, f.original_name, 'resume' as role from files f where f.id = $1
     union all select f.id, f.storage_key, f.original_name, 'photo' from files f where f.id = $2
     union all select f.id, f.storage_key, f.original_name, 'attachment' from candidate_attachments a join files f on f.id = a.file_id where a.candidate_id = $3`,
    [c.resume_file_id, c.profile_pic_file_id, c.id],
  );
  return rows;
}

/**
 * The candidate's own rows emptied: skills, experience, education and attachments deleted; notes and messages (theirs
 * and the job orders' about them) replaced by `erasedText`; offered CTC figures removed; the audit trail's snapshots
 * of the candidate forgotten.
 */
export async function eraseCandidateRows(q: Executor, id: number, erasedText: string): Promise<void> {
  await q.query('delete from candidate_skills where candidate_id = $1', [id]);
  await q.query('delete from candidate_experience where candidate_id = $1', [id]);
  await q.query('delete from candidate_education where candidate_id = $1', [id]);
  await q.query('delete from candidate_attachments where candidate_id = $1', [id]);
  await q.query('update candidate_notes set notes = $2 where candidate_id = $1', [id, erasedText]);
  await q.query('update candidate_messages set message = $2 where candidate_id = $1', [id, erasedText]);
  await q.query('update job_messages set message = $2 where candidate_id = $1', [id, erasedText]);
  await q.query('update candidate_jobs set offered_ctc = null where candidate_id = $1', [id]);
}

/** Every personal column of the candidate's row emptied (null, or its default where it may not be null); `name` kept as given. */
export async function emptyCandidateRow(q: Executor, id: number, name: string, now: Date): Promise<void> {
  const keep = new Set(['id', 'encrypted_id', 'created_by', 'created_at', 'updated_at', 'name']);
  const { rows } = await q.query<{ col: string; nullable: boolean; has_default: boolean; is_text: boolean }>(
    `select a.attname as col, not a.attnotnull as nullable, a.atthasdef as has_default,
            a.atttypid in ('text'::regtype, 'varchar'::regtype) as is_text
       from pg_attribute a where a.attrelid = 'candidates'::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''`,
  );
  const sets = rows
    .filter((r) => !keep.has(r.col))
    .map((r) => `${ident(r.col)} = ${r.nullable ? 'null' : r.has_default ? 'default' : r.is_text ? `''` : ident(r.col)}`);
  await q.query(`update candidates set name = $2, updated_at = $3, ${sets.join(', ')} where id = $1`, [id, name, now]);
}

/** The audit trail keeps that the candidate changed, not the values: before/after snapshots of the candidate forgotten. */
export async function forgetAuditSnapshots(q: Executor, id: number): Promise<void> {
  await q.query(`update audit_events set before = null, after = null where entity_type = 'candidate' and entity_id = $1`, [id]);
}

/**
 * Replaces what matches a pattern with '[erased]' in every text and JSON column of every table of the schema (tables
 * added later too) but `exceptTables`: `plain` for text columns, `json` (the values as JSON escapes them) for JSON ones.
 */
export async function replaceEverywhere(q: Executor, plain: string, json: string, exceptTables: readonly string[]): Promise<void> {
  const { rows } = await q.query<{ t: string; col: string; type: string }>(
    `select c.relname as t, a.attname as col, format_type(a.atttypid, null) as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype, 'jsonb'::regtype, 'json'::regtype)
        and c.relname <> all($1::text[])
      order by 1, 2`,
    [exceptTables],
  );
  for (const r of rows) {
    const col = ident(r.col);
    if (r.type === 'jsonb' || r.type === 'json') {
      await q.query(
        `update ${ident(r.t)} set ${col} = regexp_replace(${col}::text, $1, '[erased]', 'gi')::${r.type} where ${col}::text ~* $1`,
        [json],
      );
    } else {
      await q.query(`update ${ident(r.t)} set ${col} = regexp_replace(${col}, $1, '[erased]', 'gi') where ${col} ~* $1`, [plain]);
    }
  }
}

export type RetentionRow = { encrypted_id: string; name: string; created_at: Date; last_activity_at: Date };

/**
 * Candidates whose last change, note, link, interview or message is more than `months` months before `now`, oldest
 * first, erased ones left out.
 */
export async function untouchedCandidates(q: Queryable, now: Date, months: number, limit: number): Promise<RetentionRow[]> {
  const { rows } = await q.query<RetentionRow>(
    `select c.encrypted_id::text as encrypted_id, c.name, c.created_at, a.at as last_activity_at
       from candidates c
       cross join lateral (select greatest(c.updated_at,
           (select max(greatest(l.updated_at, l.status_changed_at)) from candidate_jobs l where l.candidate_id = c.id),
           (select max(n.created_at) from candidate_notes n where n.candidate_id = c.id),
           (select max(i.created_at) from interviews i where i.candidate_id = c.id),
           (select max(m.created_at) from candidate_messages m where m.candidate_id = c.id),
           (select max(m.created_at) from job_messages m where m.candidate_id = c.id)) as at) a
      where a.at < $1::timestamptz - make_interval(months => $2::int)
        and not exists (select 1 from audit_events e where e.action = $3 and e.entity_type = 'candidate' and e.entity_id = c.id)
      order by a.at, c.id limit $4`,
    [now, months, ERASE_ACTION, limit],
  );
  return rows;
}
