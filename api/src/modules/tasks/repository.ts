// Every statement on tasks.
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../../db/index.js';
import type { TaskRow } from './schema.js';

/** The user's tasks: open ones first, newest first, at most `limit`. */
export async function listTasks(q: Queryable, userId: number, limit: number) {
  const { rows } = await q.query<Static<typeof TaskRow>>(
    `select encrypted_id::text as encrypted_id, title, done, created_at, updated_at
       from tasks where user_id = $1 order by done, created_at desc, id desc limit ${Number(limit)}`,
    [userId],
  );
  return rows;
}

export async function countTasks(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from tasks where user_id = $1',
    [userId],
  );
  return Number(rows[0].n);
}

export async function insertTask(q: Queryable, userId: number, title: string, now: Date) {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into tasks (user_id, title, created_at, updated_at) values ($1, $2, $3, $3)
     returning id, encrypted_id::text as encrypted_id`,
    [userId, title, now],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

/** The user's task, locked; null when it is not theirs or does not exist. */
export async function lockOwnTask(q: Queryable, encryptedId: string, userId: number) {
  const { rows } = await q.query<{ id: number; title: string; done: boolean }>(
    'select id, title, done from tasks where encrypted_id = $1 and user_id = $2 for update',
    [encryptedId, userId],
  );
  return rows[0] ?? null;
}

export async function updateTask(
  q: Queryable,
  id: number,
  title: string,
  done: boolean,
  now: Date,
) {
  await q.query('update tasks set title = $2, done = $3, updated_at = $4 where id = $1', [
    id,
    title,
    done,
    now,
  ]);
}

/** Deletes the user's task; answers what it was (null when not theirs or unknown). */
export async function deleteOwnTask(q: Queryable, encryptedId: string, userId: number) {
  const { rows } = await q.query<{ id: number; title: string; done: boolean }>(
    'delete from tasks where encrypted_id = $1 and user_id = $2 returning id, title, done',
    [encryptedId, userId],
  );
  return rows[0] ?? null;
}
