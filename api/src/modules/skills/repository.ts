// Every statement on skills, skill_synonyms, and the skill references of candidate_skills and job_skills.
import type { Queryable } from '../../db/index.js';
import { runList } from '../../http/lists.js';
import type { ListQuery } from '../../http/schemas.js';

export function listSkills(q: Queryable, query: ListQuery) {
  return runList<{ encrypted_id: string; name: string; skill_name: string }>(
    q,
    {
      select: 's.encrypted_id::text as encrypted_id, s.name, s.name as skill_name',
      from: 'skills s',
      sortable: { name: 'lower(s.name)', skill_name: 'lower(s.name)', created_at: 's.created_at' },
      defaultSort: [['lower(s.name)', 'asc']],
      search: ['s.name'],
      tiebreak: 's.id',
      defaultLimit: 20,
    },
    query,
  );
}

export async function nameTaken(q: Queryable, name: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from skills where lower(name) = lower($1)', [name]);
  return rows.length > 0;
}

export async function insertSkill(q: Queryable, name: string, now: Date) {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    'insert into skills (name, created_at, updated_at) values ($1, $2, $2) returning id, encrypted_id::text as encrypted_id',
    [name, now],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

/** The skill (locked) with how many candidates and job orders name it; null when unknown. */
export async function lockSkillWithUses(q: Queryable, encryptedId: string) {
  const { rows } = await q.query<{ id: number; name: string; candidates: number; jobs: number }>(
    `select s.id, s.name,
            (select count(*)::int from candidate_skills c where c.skill_id = s.id) as candidates,
            (select count(*)::int from job_skills j where j.skill_id = s.id) as jobs
       from skills s where s.encrypted_id = $1 for update`,
    [encryptedId],
  );
  const r = rows[0];
  return r
    ? { id: Number(r.id), name: r.name, candidates: Number(r.candidates), jobs: Number(r.jobs) }
    : null;
}

export async function deleteSkill(q: Queryable, id: number): Promise<void> {
  await q.query('delete from skills where id = $1', [id]);
}

export async function lockSkill(q: Queryable, encryptedId: string) {
  const { rows } = await q.query<{ id: number; name: string }>(
    'select id, name from skills where encrypted_id = $1 for update',
    [encryptedId],
  );
  return rows[0] ?? null;
}

/** Another skill with that name (case-insensitive), locked; null when none. */
export async function lockOtherNamed(q: Queryable, name: string, exceptId: number) {
  const { rows } = await q.query<{ id: number; encrypted_id: string; name: string }>(
    'select id, encrypted_id::text as encrypted_id, name from skills where lower(name) = lower($1) and id <> $2 for update',
    [name, exceptId],
  );
  return rows[0] ?? null;
}

export async function renameSkill(
  q: Queryable,
  id: number,
  name: string,
  now: Date,
): Promise<void> {
  await q.query('update skills set name = $2, updated_at = $3 where id = $1', [id, name, now]);
}

export async function touchSkill(q: Queryable, id: number, now: Date): Promise<void> {
  await q.query('update skills set updated_at = $2 where id = $1', [id, now]);
}

export async function countUses(q: Queryable, id: number) {
  const { rows } = await q.query<{ candidates: number; jobs: number }>(
    `select (select count(*)::int from candidate_skills where skill_id = $1) as candidates,
            (select count(*)::int from job_skills where skill_id = $1) as jobs`,
    [id],
  );
  return { candidates: Number(rows[0].candidates), jobs: Number(rows[0].jobs) };
}

/**
 * Moves every reference of skill `fromId` to `toId` (none duplicated; a job order keeps the stronger of the two
 * types, primary over secondary), its synonyms too, and deletes it.
 */
export async function mergeSkillInto(q: Queryable, fromId: number, toId: number): Promise<void> {
  await q.query(
    `insert into candidate_skills (candidate_id, skill_id)
     select candidate_id, $2 from candidate_skills where skill_id = $1
     on conflict (candidate_id, skill_id) do nothing`,
    [fromId, toId],
  );
  await q.query('delete from candidate_skills where skill_id = $1', [fromId]);
  await q.query(
    `insert into job_skills (job_id, skill_id, skill_type)
     select job_id, $2, skill_type from job_skills where skill_id = $1
     on conflict (job_id, skill_id) do update
       set skill_type = case when job_skills.skill_type = 'primary' or excluded.skill_type = 'primary' then 'primary' else 'secondary' end`,
    [fromId, toId],
  );
  await q.query('delete from job_skills where skill_id = $1', [fromId]);
  await q.query('update skill_synonyms set skill_id = $2 where skill_id = $1', [fromId, toId]);
  await q.query('delete from skills where id = $1', [fromId]);
}

export async function addSynonym(q: Queryable, skillId: number, synonym: string): Promise<void> {
  await q.query(
    'insert into skill_synonyms (skill_id, synonym) values ($1, $2) on conflict do nothing',
    [skillId, synonym],
  );
}

/** How many candidates and job orders carry the skill; null when there is no such skill. */
export async function countUsesOf(q: Queryable, encryptedId: string) {
  const { rows } = await q.query<{ candidates: number; job_orders: number }>(
    `select (select count(*)::int from candidate_skills c where c.skill_id = s.id) as candidates,
            (select count(*)::int from job_skills j where j.skill_id = s.id) as job_orders
       from skills s where s.encrypted_id = $1`,
    [encryptedId],
  );
  const row = rows[0];
  return row ? { candidates: Number(row.candidates), job_orders: Number(row.job_orders) } : null;
}

/** Every skill with its synonyms (the resume parser matches against them). */
export async function skillsWithSynonyms(q: Queryable) {
  const { rows } = await q.query<{ name: string; synonyms: string[] | null }>(
    `select s.name, array_remove(array_agg(y.synonym order by y.synonym), null) as synonyms
       from skills s left join skill_synonyms y on y.skill_id = s.id group by s.id, s.name`,
  );
  return rows.map((r) => ({ name: r.name, synonyms: r.synonyms ?? [] }));
}

/** Every skill's key by its name. */
export async function skillIdsByName(q: Queryable): Promise<Map<string, number>> {
  const { rows } = await q.query<{ id: number; name: string }>('select id, name from skills');
  return new Map(rows.map((r) => [r.name, Number(r.id)]));
}

/** The skill of a name, in any case, or null. */
export async function skillNamed(q: Queryable, name: string): Promise<{ id: number; name: string } | null> {
  const { rows } = await q.query<{ id: number; name: string }>('select id, name from skills where lower(name) = lower($1)', [name]);
  return rows[0] ? { id: Number(rows[0].id), name: rows[0].name } : null;
}
