// The skills catalogue's schemas and rules (spec 000 §2.5; API.md Administration).
import { Type } from '@sinclair/typebox';
import { invalid } from '../../http/errors.js';
import { Uuid } from '../../http/schemas.js';

export const SkillRow = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  skill_name: Type.String(),
});
export const Name = Type.String({ maxLength: 100 });
export const SkillCreate = Type.Object({ name: Name }, { additionalProperties: false });
export const SkillRename = Type.Object(
  { name: Name, encrypted_id: Uuid },
  { additionalProperties: false },
);
export const SkillRenamed = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ encrypted_id: Type.String(), name: Type.String(), merged: Type.Boolean() }),
});

export const TAKEN = 'The name has already been taken.';

/** Trimmed, inner runs of white space made one space; 422 when nothing is left. */
export function skillName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw invalid({ name: ['The name field is required.'] });
  return name;
}
