// The signed-in user's own to-do list (the dashboard's Tasks panel); another user's task is 404.
import { auditAs } from '../../audit.js';
import type { Db } from '../../db/index.js';
import { invalid, notFound } from '../../http/errors.js';
import { signedInUser, type Actor, type Clock } from '../../lib/actor.js';
import * as repo from './repository.js';
import { MAX_TASKS, taskTitle } from './schema.js';

export function listOwnTasks(db: Db, actor: Actor) {
  return repo.listTasks(db, signedInUser(actor), MAX_TASKS);
}

export async function addTask(
  db: Db,
  actor: Actor,
  clock: Clock,
  rawTitle: string,
): Promise<string> {
  const me = signedInUser(actor);
  const title = taskTitle(rawTitle);
  return db.tx(async (q) => {
    if ((await repo.countTasks(q, me)) >= MAX_TASKS)
      throw invalid({
        title: [`A task list holds at most ${MAX_TASKS} tasks: delete done ones first.`],
      });
    const task = await repo.insertTask(q, me, title, clock.now());
    await auditAs(q, actor, clock.now(), {
      action: 'task.create',
      entityType: 'task',
      entityId: task.id,
      summary: 'Task added',
      after: { title },
    });
    return task.encrypted_id;
  });
}

/** Ticks, unticks or renames a task. */
export async function changeTask(
  db: Db,
  actor: Actor,
  clock: Clock,
  change: { encrypted_id: string; done?: boolean; title?: string },
): Promise<void> {
  const me = signedInUser(actor);
  const { encrypted_id, done } = change;
  const title = change.title === undefined ? undefined : taskTitle(change.title);
  if (done === undefined && title === undefined)
    throw invalid({ done: ['The done field is required.'] });
  await db.tx(async (q) => {
    const task = await repo.lockOwnTask(q, encrypted_id, me);
    if (!task) throw notFound();
    const next = { title: title ?? task.title, done: done ?? task.done };
    await repo.updateTask(q, task.id, next.title, next.done, clock.now());
    await auditAs(q, actor, clock.now(), {
      action: 'task.update',
      entityType: 'task',
      entityId: Number(task.id),
      summary:
        next.done !== task.done ? (next.done ? 'Task done' : 'Task reopened') : 'Task renamed',
      before: { title: task.title, done: task.done },
      after: next,
    });
  });
}

export async function deleteTask(
  db: Db,
  actor: Actor,
  clock: Clock,
  encryptedId: string,
): Promise<void> {
  const me = signedInUser(actor);
  await db.tx(async (q) => {
    const task = await repo.deleteOwnTask(q, encryptedId, me);
    if (!task) throw notFound();
    await auditAs(q, actor, clock.now(), {
      action: 'task.delete',
      entityType: 'task',
      entityId: Number(task.id),
      summary: 'Task deleted',
      before: { title: task.title, done: task.done },
    });
  });
}
