// The dashboard's Tasks panel: the signed-in user's own to-do list (another user's task is 404).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import { access, auth } from '../http/access.js';
import { invalid, notFound } from '../http/errors.js';
import { Created, DataOf, errorResponses, IdParams, Message, Uuid } from '../http/schemas.js';

const TAGS = ['Dashboard'];
const TaskRow = Type.Object({
  encrypted_id: Type.String(),
  title: Type.String(),
  done: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
const Title = Type.String({ minLength: 1, maxLength: 200 });
/** A user keeps at most this many tasks (the panel is a short to-do list, not a tracker). */
const MAX_TASKS = 500;

function taskTitle(raw: string): string {
  const title = raw.trim().replace(/\s+/g, ' ');
  if (!title) throw invalid({ title: ['The title field is required.'] });
  return title;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tasks',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description: "The signed-in user's tasks: open ones first, newest first.",
        response: { 200: DataOf(Type.Array(TaskRow)), ...errorResponses },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<Static<typeof TaskRow>>(
        `select encrypted_id::text as encrypted_id, title, done, created_at, updated_at
           from tasks where user_id = $1 order by done, created_at desc, id desc limit ${MAX_TASKS}`,
        [auth(request).user.id],
      );
      return { status: true, data: rows };
    },
  );

  app.post(
    '/tasks',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        body: Type.Object({ title: Title }, { additionalProperties: false }),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = auth(request).user.id;
      const title = taskTitle(request.body.title);
      const id = await app.db.tx(async (q) => {
        const { rows: count } = await q.query<{ n: number }>(
          'select count(*)::int as n from tasks where user_id = $1',
          [me],
        );
        if (Number(count[0].n) >= MAX_TASKS)
          throw invalid({
            title: [`A task list holds at most ${MAX_TASKS} tasks: delete done ones first.`],
          });
        const { rows } = await q.query<{ id: number; encrypted_id: string }>(
          `insert into tasks (user_id, title, created_at, updated_at) values ($1, $2, $3, $3)
           returning id, encrypted_id::text as encrypted_id`,
          [me, title, app.clock.now()],
        );
        await audit(q, request, {
          action: 'task.create',
          entityType: 'task',
          entityId: Number(rows[0].id),
          summary: 'Task added',
          after: { title },
        });
        return rows[0].encrypted_id;
      });
      return reply
        .code(201)
        .send({ status: true, message: 'Added Successfully', data: { encrypted_id: id } });
    },
  );

  app.put(
    '/tasks',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description: 'Ticks (done: true) or unticks a task; title renames it.',
        body: Type.Object(
          { encrypted_id: Uuid, done: Type.Optional(Type.Boolean()), title: Type.Optional(Title) },
          { additionalProperties: false },
        ),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const me = auth(request).user.id;
      const { encrypted_id, done } = request.body;
      const title = request.body.title === undefined ? undefined : taskTitle(request.body.title);
      if (done === undefined && title === undefined)
        throw invalid({ done: ['The done field is required.'] });
      await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; title: string; done: boolean }>(
          'select id, title, done from tasks where encrypted_id = $1 and user_id = $2 for update',
          [encrypted_id, me],
        );
        const task = rows[0];
        if (!task) throw notFound();
        const next = { title: title ?? task.title, done: done ?? task.done };
        await q.query('update tasks set title = $2, done = $3, updated_at = $4 where id = $1', [
          task.id,
          next.title,
          next.done,
          app.clock.now(),
        ]);
        await audit(q, request, {
          action: 'task.update',
          entityType: 'task',
          entityId: Number(task.id),
          summary:
            next.done !== task.done ? (next.done ? 'Task done' : 'Task reopened') : 'Task renamed',
          before: { title: task.title, done: task.done },
          after: next,
        });
      });
      return { status: true, message: 'Updated Successfully' };
    },
  );

  app.delete(
    '/tasks/:id',
    {
      config: { access: access.signedIn },
      schema: { tags: TAGS, params: IdParams, response: { 200: Message, ...errorResponses } },
    },
    async (request) => {
      const me = auth(request).user.id;
      await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; title: string; done: boolean }>(
          'delete from tasks where encrypted_id = $1 and user_id = $2 returning id, title, done',
          [request.params.id, me],
        );
        if (!rows[0]) throw notFound();
        await audit(q, request, {
          action: 'task.delete',
          entityType: 'task',
          entityId: Number(rows[0].id),
          summary: 'Task deleted',
          before: { title: rows[0].title, done: rows[0].done },
        });
      });
      return { status: true, message: 'Deleted Successfully' };
    },
  );
};

export default routes;
