import { Type, type Static } from '@sinclair/typebox';

/** How many records a skill is on: what deleting it takes away (the delete confirmation says it). */
export const SkillUsage = Type.Object({
  candidates: Type.Integer({ minimum: 0 }),
  job_orders: Type.Integer({ minimum: 0 }),
});
export type SkillUsage = Static<typeof SkillUsage>;
