// The dashboard's Tasks panel (API.md "Beyond the seed"): a user's own short to-do list.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, DataOf, Uuid } from './common';
import { TITLE_MAX } from './rules/tasks';

export * from './rules/tasks';

export const TaskRow = Type.Object({
  encrypted_id: Type.String(),
  title: Type.String(),
  done: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export const Title = Type.String({ minLength: 1, maxLength: TITLE_MAX });
export const TaskCreate = Closed({ title: Title });
export const TaskUpdate = Closed({
  encrypted_id: Uuid,
  done: Type.Optional(Type.Boolean()),
  title: Type.Optional(Title),
});
export const TaskList = DataOf(Type.Array(TaskRow));

export type Task = Static<typeof TaskRow>;
