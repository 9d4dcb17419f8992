// The dashboard's Tasks panel: the signed-in user's own to-do list (another user's task is 404).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created } from '../../http/answers.js';
import { access } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import { Created, errorResponses, Message } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { TAGS, TaskCreate, TaskList, TaskUpdate } from './schema.js';
import { addTask, changeTask, deleteTask, listOwnTasks } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tasks',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description: "The signed-in user's tasks: open ones first, newest first.",
        response: { 200: TaskList, ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await listOwnTasks(app.db, actorOf(request)) }),
  );

  app.post(
    '/tasks',
    {
      config: { access: access.signedIn },
      schema: { tags: TAGS, body: TaskCreate, response: { 201: Created, ...errorResponses } },
    },
    async (request, reply) => {
      const id = await addTask(app.db, actorOf(request), app.clock, request.body.title);
      return created(reply, 'Added Successfully', id);
    },
  );

  app.put(
    '/tasks',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description: 'Ticks (done: true) or unticks a task; title renames it.',
        body: TaskUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await changeTask(app.db, actorOf(request), app.clock, request.body);
      return { status: true, message: 'Updated Successfully' };
    },
  );

  deleteRoute(app, '/tasks/:id', { access: access.signedIn, tags: TAGS }, (request, id) =>
    deleteTask(app.db, actorOf(request), app.clock, id),
  );
};

export default routes;
