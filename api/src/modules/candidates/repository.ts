// Every statement on candidates and their skills, experience and education rows (candidates, candidate_skills,
// candidate_experience, candidate_education), and the bulk loads of the seeders. Notes, attachments, messages and the
// activity trail: items-repository.ts. Links to job orders are made by the pipeline service.
import type { Queryable } from '../../db/index.js';
import { bulkInsert, type Col } from '../../db/bulk-insert.js';
import { notFound } from '../../http/errors.js';
import type { Clock } from '../../lib/actor.js';
import { placeJoinsSql } from '../../lib/place-joins.js';
import type { EducationInput, ExperienceInput } from './schema.js';

type Row = Record<string, unknown>;

export type CandidateRef = { id: number; name: string; encrypted_id: string; free_pool: boolean };

/** The candidate of a public id (locked for the transaction when `lock`), or 404. */
export async function findCandidate(
  q: Queryable,
  encryptedId: string,
  lock = false,
): Promise<CandidateRef> {
  const { rows } = await q.query<CandidateRef>(
    `select id, name, encrypted_id::text as encrypted_id, free_pool from candidates where encrypted_id = $1${lock ? ' for update' : ''}`,
    [encryptedId],
  );
  if (!rows[0]) throw notFound();
  return { ...rows[0], id: Number(rows[0].id) };
}

/** The record of GET /candidates/{id}: its columns, places, files and number of job links; null when there is none. */
export async function candidateRecordRow(q: Queryable, encryptedId: string): Promise<Row | null> {
  const { rows } = await q.query<Row>(
    `select c.encrypted_id::text as encrypted_id, c.name, c.primary_mobile, c.secondary_mobile, c.primary_email, c.secondary_email,
            c.country_id as country, c.state_id as state, c.city_id as city, co.name as country_name, st.name as state_name, ci.name as city_name,
            c.address, c.identity_card_name, c.identity_card_number, c.exp_years, c.exp_months, c.company_name, c.designation,
            c.current_ctc::float8 as current_ctc, c.expected_ctc::float8 as expected_ctc, c.fixed_ctc::float8 as fixed_ctc,
            c.variable_ctc::float8 as variable_ctc, c.stocks::float8 as stocks, c.notice_period, c.resume_source, c.resume_subsource, c.lock_version,
            c.about_candidate, c.free_pool, rf.encrypted_id::text as resume_file, rf.original_name as resume_name, rf.mime_type as resume_mime,
            pf.encrypted_id::text as pic_file, c.created_at, c.updated_at, c.id,
            (select count(*)::int from candidate_jobs j where j.candidate_id = c.id) as job_links
       from candidates c
       ${placeJoinsSql('c')}
       left join files rf on rf.id = c.resume_file_id
       left join files pf on pf.id = c.profile_pic_file_id
      where c.encrypted_id = $1`,
    [encryptedId],
  );
  return rows[0] ?? null;
}

/** A candidate's skills, by name. */
export async function skillsOfCandidate(
  q: Queryable,
  candidateId: number,
): Promise<{ encrypted_id: string; name: string }[]> {
  const { rows } = await q.query<{ encrypted_id: string; name: string }>(
    `select s.encrypted_id::text as encrypted_id, s.name from candidate_skills cs join skills s on s.id = cs.skill_id
      where cs.candidate_id = $1 order by lower(s.name)`,
    [candidateId],
  );
  return rows;
}

export type DuplicateRow = { encrypted_id: string; name: string; by_email: boolean; by_mobile: boolean };

/** The newest five candidates with this primary email or mobile (either one may be null), other than `exclude`. */
export async function candidatesWithContact(
  q: Queryable,
  email: string | null,
  mobile: string | null,
  exclude: string | null,
): Promise<DuplicateRow[]> {
  const { rows } = await q.query<DuplicateRow>(
    `select c.encrypted_id::text as encrypted_id, c.name,
            coalesce(lower(c.primary_email) = $1, false) as by_email,
            coalesce(c.primary_mobile = $2 or c.secondary_mobile = $2, false) as by_mobile
       from candidates c
      where (lower(c.primary_email) = $1 or c.primary_mobile = $2 or c.secondary_mobile = $2)
        and ($3::uuid is null or c.encrypted_id <> $3::uuid)
      order by c.created_at desc limit 5`,
    [email, mobile, exclude],
  );
  return rows;
}

/** The form's columns of a candidate as stored (country/state/city under the form's names), with its files. */
const FORM_COLUMNS = `name, primary_mobile, secondary_mobile, primary_email, secondary_email, country_id as country, state_id as state,
            city_id as city, address, identity_card_name, identity_card_number, exp_years, exp_months, company_name, designation,
            current_ctc::float8 as current_ctc, expected_ctc::float8 as expected_ctc, fixed_ctc::float8 as fixed_ctc,
            variable_ctc::float8 as variable_ctc, stocks::float8 as stocks, notice_period, resume_source, resume_subsource,
            about_candidate, free_pool`;

/** The stored form values of a candidate (public id) with its serial id; null when there is none. */
export async function storedFormValues(q: Queryable, encryptedId: string): Promise<Row | null> {
  const { rows } = await q.query<Row>(
    `select id, ${FORM_COLUMNS} from candidates where encrypted_id = $1`,
    [encryptedId],
  );
  return rows[0] ?? null;
}

/** The stored form values of a candidate (serial id) and its resume and photo files, before an update. */
export async function valuesBeforeUpdate(q: Queryable, candidateId: number): Promise<Row> {
  const { rows } = await q.query<Row>(
    `select ${FORM_COLUMNS}, resume_file_id, profile_pic_file_id from candidates where id = $1`,
    [candidateId],
  );
  return rows[0];
}

/** The experience and education rows of a candidate as the form sends them back, by public id. */
export async function storedRows(
  q: Queryable,
  candidateId: unknown,
): Promise<{ experience: Row[]; education: Row[] }> {
  const exp = await q.query<Row>(
    `select encrypted_id::text as encrypted_id, job_title, company_name, to_char(start_date, 'YYYY-MM-DD') as start_date,
            to_char(end_date, 'YYYY-MM-DD') as end_date, still_working
       from candidate_experience where candidate_id = $1`,
    [candidateId],
  );
  const edu = await q.query<Row>(
    `select encrypted_id::text as encrypted_id, university, qualification, passout_year,
            passout_percentage::float8 as passout_percentage, still_studying
       from candidate_education where candidate_id = $1`,
    [candidateId],
  );
  return { experience: exp.rows, education: edu.rows };
}

/** Inserts a candidate: `values` by column name, then its files, creator and time. */
export async function insertCandidate(
  q: Queryable,
  values: [column: string, value: unknown][],
  extra: { resumeFileId: number | null; picFileId: number | null; createdBy: number | null; at: Date },
): Promise<{ id: number; encrypted_id: string }> {
  const n = values.length;
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into candidates (${values.map(([c]) => c).join(', ')}, resume_file_id, profile_pic_file_id, created_by, created_at, updated_at)
     values (${values.map((_, i) => `$${i + 1}`).join(', ')}, $${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 4})
     returning id, encrypted_id::text as encrypted_id`,
    [...values.map(([, v]) => v), extra.resumeFileId, extra.picFileId, extra.createdBy, extra.at],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

/** Updates a candidate: `values` by column name, and `versionSet` (the SQL that moves its version on). */
export async function updateCandidate(
  q: Queryable,
  candidateId: number,
  values: [column: string, value: unknown][],
  at: Date,
  versionSet: string,
): Promise<void> {
  const params: unknown[] = [candidateId];
  const sets: string[] = [];
  for (const [column, value] of values) {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  params.push(at);
  sets.push(`updated_at = $${params.length}`, versionSet);
  await q.query(`update candidates set ${sets.join(', ')} where id = $1`, params);
}

/** True when another candidate (not `exceptId`) has this primary email; waits for a save of the same email. */
export async function primaryEmailTaken(
  q: Queryable,
  email: string,
  exceptId: number | null,
): Promise<boolean> {
  await q.query('select pg_advisory_xact_lock(727275, hashtext($1))', [email.toLowerCase()]);
  const { rows } = await q.query(
    'select 1 from candidates where lower(primary_email) = lower($1) and ($2::bigint is null or id <> $2) limit 1',
    [email, exceptId],
  );
  return rows.length > 0;
}

/** Which of a country, a state in it and a city in that state exist (null ones are not looked up). */
export async function placesExist(
  q: Queryable,
  country: number | null,
  state: number | null,
  city: number | null,
): Promise<{ country: boolean; state: boolean; city: boolean }> {
  const found = { country: true, state: true, city: true };
  if (country !== null)
    found.country = (await q.query('select 1 from countries where id = $1', [country])).rows.length > 0;
  if (state !== null)
    found.state =
      (await q.query('select 1 from states where id = $1 and country_id = $2', [state, country])).rows
        .length > 0;
  if (city !== null)
    found.city =
      (await q.query('select 1 from cities where id = $1 and state_id = $2', [city, state])).rows.length > 0;
  return found;
}

/** True when the candidate is linked to a job order. */
export async function hasJobLinks(q: Queryable, candidateId: number): Promise<boolean> {
  const links = await q.query('select 1 from candidate_jobs where candidate_id = $1 limit 1', [candidateId]);
  return links.rows.length > 0;
}

export type SkillMatch = { id: number; name: string; encrypted_id: string; synonym: string | null };

/** The skills whose public id is in `ids` or whose name or a synonym (lower case) is in `names`. */
export async function skillsMatching(q: Queryable, ids: string[], names: string[]): Promise<SkillMatch[]> {
  const { rows } = await q.query<SkillMatch>(
    `select s.id, s.name, s.encrypted_id::text as encrypted_id, null::text as synonym from skills s
      where s.encrypted_id::text = any($1::text[]) or lower(s.name) = any($2::text[])
     union all
     select s.id, s.name, s.encrypted_id::text, lower(y.synonym) from skill_synonyms y join skills s on s.id = y.skill_id
      where lower(y.synonym) = any($2::text[])`,
    [ids, names],
  );
  return rows;
}

/** Sets the candidate's skills to exactly these. */
export async function replaceSkills(
  q: Queryable,
  candidateId: number,
  skills: { id: number }[],
): Promise<void> {
  await q.query(
    'delete from candidate_skills where candidate_id = $1 and not (skill_id = any($2::bigint[]))',
    [candidateId, skills.map((s) => s.id)],
  );
  for (const s of skills) {
    await q.query(
      'insert into candidate_skills (candidate_id, skill_id) values ($1, $2) on conflict do nothing',
      [candidateId, s.id],
    );
  }
}

/** The serial id of a job order (public id), or null. */
export async function jobOrderId(q: Queryable, encryptedId: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('select id from job_orders where encrypted_id = $1', [encryptedId]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** The serial id of a user (public id), or null. */
export async function userId(q: Queryable, encryptedId: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('select id from users where encrypted_id = $1', [encryptedId]);
  return rows[0] ? Number(rows[0].id) : null;
}

/** Stores a candidate's resume text for search (the demo seeder's candidates have a text and no file). */
export async function setResumeText(q: Queryable, candidateId: number, resumeText: string): Promise<void> {
  await q.query('update candidates set resume_text = $2 where id = $1', [candidateId, resumeText]);
}

// ------------------------------------------------------------------------------------------ experience, education

/**
 * A candidate's rows of which at most one is current (experience: still working; education: still studying):
 * saving a current row makes the candidate's other rows not current. Names here are this file's constants.
 */
type CurrentRows<R> = {
  table: 'candidate_experience' | 'candidate_education';
  /** The flag column of the current row; the last of `columns`. */
  current: 'still_working' | 'still_studying';
  /** The columns written, in the order of `values`. */
  columns: string[];
  values: (r: R) => unknown[];
};

const EXPERIENCE: CurrentRows<ExperienceInput> = {
  table: 'candidate_experience',
  current: 'still_working',
  columns: ['job_title', 'company_name', 'start_date', 'end_date', 'still_working'],
  values: (r) => [r.job_title, r.company_name, r.start_date, r.still_working ? null : r.end_date, r.still_working],
};

const EDUCATION: CurrentRows<EducationInput> = {
  table: 'candidate_education',
  current: 'still_studying',
  columns: ['university', 'qualification', 'passout_year', 'passout_percentage', 'still_studying'],
  values: (r) => [r.university, r.qualification, r.passout_year, r.passout_percentage, r.still_studying],
};

type RowSave<R, T> = (q: Queryable, clock: Clock, candidateId: number, r: R) => Promise<T>;

/** Before a current row is saved: the candidate's other rows (all but `keep`) stop being current. */
async function endOtherCurrent<R>(t: CurrentRows<R>, q: Queryable, candidateId: number, keep: string | null) {
  await q.query(
    `update ${t.table} set ${t.current} = false
      where candidate_id = $1 and ${t.current} and encrypted_id is distinct from $2::uuid`,
    [candidateId, keep],
  );
}

/** Inserts a row of the candidate; returns its ids. */
const currentRowInsert =
  <R>(t: CurrentRows<R>): RowSave<R, { id: number; encrypted_id: string }> =>
  async (q, clock, candidateId, r) => {
    const values = t.values(r);
    if (values[values.length - 1]) await endOtherCurrent(t, q, candidateId, null);
    const names = t.columns.join(', ');
    const params = t.columns.map((_, i) => `$${i + 2}`).join(', ');
    const at = `$${values.length + 2}`;
    const { rows } = await q.query<{ id: number; encrypted_id: string }>(
      `insert into ${t.table} (candidate_id, ${names}, created_at, updated_at)
       values ($1, ${params}, ${at}, ${at}) returning id, encrypted_id::text as encrypted_id`,
      [candidateId, ...values, clock.now()],
    );
    return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
  };

/** Updates a row of the candidate; 404 when the row is not the candidate's. Returns its serial id. */
const currentRowUpdate =
  <R>(t: CurrentRows<R>): RowSave<R & { encrypted_id: string }, number> =>
  async (q, clock, candidateId, r) => {
    const values = t.values(r);
    if (values[values.length - 1]) await endOtherCurrent(t, q, candidateId, r.encrypted_id);
    const sets = t.columns.map((c, i) => `${c} = $${i + 3}`).join(', ');
    const { rows } = await q.query<{ id: number }>(
      `update ${t.table} set ${sets}, updated_at = $${values.length + 3}
        where encrypted_id = $1 and candidate_id = $2 returning id`,
      [r.encrypted_id, candidateId, ...values, clock.now()],
    );
    if (!rows[0]) throw notFound();
    return Number(rows[0].id);
  };

export const insertExperience = currentRowInsert(EXPERIENCE);
export const updateExperience = currentRowUpdate(EXPERIENCE);
export const insertEducation = currentRowInsert(EDUCATION);
export const updateEducation = currentRowUpdate(EDUCATION);

// ------------------------------------------------------------------------------------------------- photo, resume

/** The candidate's photo or resume file (serial id), or null. */
export async function fileOfCandidate(
  q: Queryable,
  candidateId: number,
  which: 'profile_pic' | 'resume',
): Promise<number | null> {
  const { rows } = await q.query<{ f: number | null }>(
    `select ${which === 'resume' ? 'resume_file_id' : 'profile_pic_file_id'} as f from candidates where id = $1`,
    [candidateId],
  );
  const f = rows[0]?.f ?? null;
  return f === null ? null : Number(f);
}

export async function setProfilePic(q: Queryable, candidateId: number, fileId: number, at: Date): Promise<void> {
  await q.query('update candidates set profile_pic_file_id = $2, updated_at = $3 where id = $1', [
    candidateId,
    fileId,
    at,
  ]);
}

/** A new resume: its text is emptied until the background job indexes the new one. */
export async function setResume(q: Queryable, candidateId: number, fileId: number, at: Date): Promise<void> {
  await q.query(
    `update candidates set resume_file_id = $2, resume_text = '', updated_at = $3 where id = $1`,
    [candidateId, fileId, at],
  );
}

export type ResumeFile = { encrypted_id: string; storage_key: string; original_name: string; mime_type: string };

export async function resumeFileOf(q: Queryable, candidateId: number): Promise<ResumeFile | null> {
  const { rows } = await q.query<ResumeFile>(
    `select f.encrypted_id::text as encrypted_id, f.storage_key, f.original_name, f.mime_type
       from candidates c join files f on f.id = c.resume_file_id where c.id = $1`,
    [candidateId],
  );
  return rows[0] ?? null;
}

export async function setAboutCandidate(q: Queryable, candidateId: number, about: string, at: Date): Promise<void> {
  await q.query('update candidates set about_candidate = $2, updated_at = $3 where id = $1', [
    candidateId,
    about,
    at,
  ]);
}

// -------------------------------------------------------------------------------------------------------- delete

export type DeletedCounts = { links: number; interviews: number; notes: number; attachments: number };

/**
 * Deletes a candidate and everything hanging on it (its interviews and job links first, the rest by cascade).
 * Answers what went with it and the ids of its files (resume, photo, attachments), whose rows the caller removes.
 */
export async function deleteCandidateRows(
  q: Queryable,
  candidateId: number,
): Promise<{ fileIds: number[]; counts: DeletedCounts }> {
  const { rows } = await q.query<{ id: number }>(
    `select resume_file_id as id from candidates where id = $1 and resume_file_id is not null
     union select profile_pic_file_id from candidates where id = $1 and profile_pic_file_id is not null
     union select file_id from candidate_attachments where candidate_id = $1`,
    [candidateId],
  );
  const counts = (
    await q.query<DeletedCounts>(
      `select (select count(*)::int from candidate_jobs where candidate_id = $1) as links,
              (select count(*)::int from interviews where candidate_id = $1) as interviews,
              (select count(*)::int from candidate_notes where candidate_id = $1) as notes,
              (select count(*)::int from candidate_attachments where candidate_id = $1) as attachments`,
      [candidateId],
    )
  ).rows[0];
  await q.query('delete from interviews where candidate_id = $1', [candidateId]);
  await q.query('delete from candidate_jobs where candidate_id = $1', [candidateId]);
  await q.query('delete from candidates where id = $1', [candidateId]);
  return { fileIds: rows.map((r) => Number(r.id)), counts };
}

// ------------------------------------------------------------------------------------------------------ bulk loads

/** The candidate tables a bulk load fills (emptied by the bulk seeder's reset, children first). */
export const CANDIDATE_TABLES = [
  'candidate_messages',
  'candidate_notes',
  'candidate_attachments',
  'candidate_skills',
  'candidate_experience',
  'candidate_education',
  'candidates',
] as const;

export async function countCandidates(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ n: number }>('select count(*)::int as n from candidates');
  return Number(rows[0].n);
}

/** The columns of a bulk-loaded candidate, in the order of each row of insertCandidatesMany. */
export const BULK_CANDIDATE_COLUMNS: readonly Col[] = [
  ['name', 'text'], ['primary_mobile', 'text'], ['primary_email', 'text'], ['country_id', 'int'], ['state_id', 'int'], ['city_id', 'int'],
  ['address', 'text'], ['exp_years', 'smallint'], ['exp_months', 'smallint'], ['company_name', 'text'], ['designation', 'text'],
  ['current_ctc', 'numeric'], ['expected_ctc', 'numeric'], ['notice_period', 'int'], ['resume_source', 'text'],
  ['about_candidate', 'text'], ['free_pool', 'boolean'], ['resume_text', 'text'], ['created_by', 'bigint'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
];

/** Inserts candidates (rows in the order of BULK_CANDIDATE_COLUMNS) in one statement; answers their ids in order. */
export async function insertCandidatesMany(q: Queryable, rows: unknown[][]): Promise<number[]> {
  const ids = await bulkInsert<{ id: number }>(q, 'candidates', BULK_CANDIDATE_COLUMNS, rows, 'returning id', rows.length || 1);
  return ids.map((r) => Number(r.id));
}

/** Inserts [candidate_id, skill_id] rows. */
export async function insertSkillsMany(q: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(q, 'candidate_skills', [['candidate_id', 'bigint'], ['skill_id', 'bigint']], rows);
}

/** Inserts [candidate_id, job_title, company_name, start_date, end_date, still_working] rows. */
export async function insertExperienceMany(q: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(q, 'candidate_experience', [['candidate_id', 'bigint'], ['job_title', 'text'], ['company_name', 'text'], ['start_date', 'date'], ['end_date', 'date'], ['still_working', 'boolean']], rows);
}

/** Inserts [candidate_id, university, qualification, passout_year, passout_percentage, still_studying] rows. */
export async function insertEducationMany(q: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(q, 'candidate_education', [['candidate_id', 'bigint'], ['university', 'text'], ['qualification', 'text'], ['passout_year', 'int'], ['passout_percentage', 'numeric'], ['still_studying', 'boolean']], rows);
}

/** Inserts [candidate_id, notes, created_by, created_at] rows. */
export async function insertNotesMany(q: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(q, 'candidate_notes', [['candidate_id', 'bigint'], ['notes', 'text'], ['created_by', 'bigint'], ['created_at', 'timestamptz']], rows);
}
