// The skills catalogue (spec 000 §2.5; API.md Administration): schemas and messages.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, SavedOf, Uuid } from './common';
import { SKILL_NAME_MAX } from './rules/skills';

export * from './rules/skills';

export const SkillRow = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  skill_name: Type.String(),
});
export const Name = Type.String({ maxLength: SKILL_NAME_MAX });
export const SkillCreate = Closed({ name: Name });
export const SkillRename = Closed({ name: Name, encrypted_id: Uuid });
export const SkillRenamed = SavedOf(
  Type.Object({ encrypted_id: Type.String(), name: Type.String(), merged: Type.Boolean() }),
);

export const TAKEN = 'The name has already been taken.';

/** How many records a skill is on: what deleting it takes away (the delete confirmation says it). */
export const SkillUsage = Type.Object({
  candidates: Type.Integer({ minimum: 0 }),
  job_orders: Type.Integer({ minimum: 0 }),
});

export type SkillRow = Static<typeof SkillRow>;
export type SkillUsage = Static<typeof SkillUsage>;
