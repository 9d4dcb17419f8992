import type { Queryable } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import { countSkillUsage } from './repository.js';
import type { SkillUsage } from './schema.js';

/** A skill's use, for the delete confirmation; 404 when the skill is gone. */
export async function skillUsage(db: Queryable, encryptedId: string): Promise<SkillUsage> {
  const usage = await countSkillUsage(db, encryptedId);
  if (!usage) throw notFound();
  return usage;
}
