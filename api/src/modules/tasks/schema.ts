// The dashboard's Tasks panel: schemas and rules.
import { Type } from '@sinclair/typebox';
import { invalid } from '../../http/errors.js';
import { Uuid } from '../../http/schemas.js';

export const TAGS = ['Dashboard'];
export const TaskRow = Type.Object({
  encrypted_id: Type.String(),
  title: Type.String(),
  done: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export const Title = Type.String({ minLength: 1, maxLength: 200 });
export const TaskCreate = Type.Object({ title: Title }, { additionalProperties: false });
export const TaskUpdate = Type.Object(
  { encrypted_id: Uuid, done: Type.Optional(Type.Boolean()), title: Type.Optional(Title) },
  { additionalProperties: false },
);
/** A user keeps at most this many tasks (the panel is a short to-do list, not a tracker). */
export const MAX_TASKS = 500;

export function taskTitle(raw: string): string {
  const title = raw.trim().replace(/\s+/g, ' ');
  if (!title) throw invalid({ title: ['The title field is required.'] });
  return title;
}
