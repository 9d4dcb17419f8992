import type { Queryable } from '../../db/index.js';
import type { SkillUsage } from './schema.js';

/** The candidates and job orders that carry the skill; null when there is no such skill. */
export async function countSkillUsage(
  db: Queryable,
  encryptedId: string,
): Promise<SkillUsage | null> {
  const { rows } = await db.query<{ candidates: number; job_orders: number }>(
    `select (select count(*)::int from candidate_skills c where c.skill_id = s.id) as candidates,
            (select count(*)::int from job_skills j where j.skill_id = s.id) as job_orders
       from skills s where s.encrypted_id = $1`,
    [encryptedId],
  );
  const row = rows[0];
  return row ? { candidates: Number(row.candidates), job_orders: Number(row.job_orders) } : null;
}
