// The skills catalogue (spec 000 §2.5). Names are unique case-insensitively; renaming a skill onto another skill's
// name merges the two.
import { auditAs } from '../../audit.js';
import type { Db } from '../../db/index.js';
import { invalid, notFound } from '../../http/errors.js';
import type { Actor, Clock } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import * as repo from './repository.js';
import { skillName, TAKEN } from './schema.js';

export { listSkills, skillsWithSynonyms } from './repository.js';

/** Adds a skill; answers its public id. 422 when the name is blank or taken. */
export async function addSkill(
  db: Db,
  actor: Actor,
  clock: Clock,
  rawName: string,
): Promise<string> {
  const name = skillName(rawName);
  try {
    return await db.tx(async (q) => {
      if (await repo.nameTaken(q, name)) throw invalid({ name: [TAKEN] });
      const skill = await repo.insertSkill(q, name, clock.now());
      await auditAs(q, actor, clock.now(), {
        action: 'skill.create',
        entityType: 'skill',
        entityId: skill.id,
        summary: `Skill ${name} added`,
        after: { name },
      });
      return skill.encrypted_id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ name: [TAKEN] });
    throw e;
  }
}

/** Deletes a skill and every reference to it. */
export async function deleteSkill(
  db: Db,
  actor: Actor,
  clock: Clock,
  encryptedId: string,
): Promise<void> {
  await db.tx(async (q) => {
    const skill = await repo.lockSkillWithUses(q, encryptedId);
    if (!skill) throw notFound();
    await repo.deleteSkill(q, skill.id);
    await auditAs(q, actor, clock.now(), {
      action: 'skill.delete',
      entityType: 'skill',
      entityId: skill.id,
      summary: `Skill ${skill.name} deleted (${skill.candidates} candidate and ${skill.jobs} job order references removed)`,
      before: { name: skill.name, candidates: skill.candidates, job_orders: skill.jobs },
    });
  });
}

/**
 * Renames a skill. When another skill already has that name (case-insensitive), the two merge in one transaction:
 * the renamed skill's references and synonyms move to the other one, its old name becomes a synonym, and it goes.
 */
export async function renameSkill(
  db: Db,
  actor: Actor,
  clock: Clock,
  encryptedId: string,
  rawName: string,
): Promise<{ encrypted_id: string; name: string; merged: boolean }> {
  const name = skillName(rawName);
  try {
    return await db.tx(async (q) => {
      const now = clock.now();
      const from = await repo.lockSkill(q, encryptedId);
      if (!from) throw notFound();
      const other = await repo.lockOtherNamed(q, name, from.id);

      if (!other) {
        await repo.renameSkill(q, from.id, name, now);
        await auditAs(q, actor, now, {
          action: 'skill.rename',
          entityType: 'skill',
          entityId: Number(from.id),
          summary: `Skill ${from.name} renamed to ${name}`,
          before: { name: from.name },
          after: { name },
        });
        return { encrypted_id: encryptedId, name, merged: false };
      }

      const counts = await repo.countUses(q, from.id);
      await repo.mergeSkillInto(q, from.id, other.id);
      // The old spelling keeps mapping to the skill (resume parsing, search), unless it is the same word.
      if (from.name.toLowerCase() !== other.name.toLowerCase())
        await repo.addSynonym(q, other.id, from.name);
      if (other.name !== name) await repo.renameSkill(q, other.id, name, now);
      else await repo.touchSkill(q, other.id, now);
      await auditAs(q, actor, now, {
        action: 'skill.merge',
        entityType: 'skill',
        entityId: Number(other.id),
        summary: `Skill ${from.name} merged into ${name}`,
        before: { merged_skill: from.name, into: other.name },
        after: { name, candidates: counts.candidates, job_orders: counts.jobs },
      });
      return { encrypted_id: other.encrypted_id, name, merged: true };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw invalid({ name: [TAKEN] });
    throw e;
  }
}

/** A skill's use, for the delete confirmation; 404 when the skill is gone. */
export async function skillUsage(db: Db, encryptedId: string): Promise<{ candidates: number; job_orders: number }> {
  const usage = await repo.countUsesOf(db, encryptedId);
  if (!usage) throw notFound();
  return usage;
}
