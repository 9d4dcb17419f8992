// The navigation's notification bell (what a notification is: service.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../http/access.js';
import { errorResponses, Message } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { NOTIFICATION_LIMIT, Notifications, TAGS } from './schema.js';
import { markAllRead, myNotifications } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description: `My unread notifications, newest first (at most ${NOTIFICATION_LIMIT}); unread counts them all.`,
        response: { 200: Notifications, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      ...(await myNotifications(app.db, actorOf(request), app.clock, app.config.timeZone)),
    }),
  );

  app.post(
    '/notifications/read',
    {
      config: { access: access.signedIn },
      schema: {
        tags: TAGS,
        description: 'Marks every notification up to now read.',
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await markAllRead(app.db, actorOf(request), app.clock);
      return { status: true, message: 'Updated Successfully' };
    },
  );
};

export default routes;
