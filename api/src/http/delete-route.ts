// The routes that delete one record by the public id in their path (`:id`) and answer a message.
import type { TObject } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Access } from './access.js';
import { errorResponses, IdParams, Message } from './schemas.js';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export type DeleteRoute = {
  access: Access;
  tags: string[];
  description?: string;
  /** The path's parameters: `{ id }`, a uuid (IdParams unless given). */
  params?: TObject;
  /** The answer's message. */
  message?: string;
};

/** DELETE `url`: `remove` deletes the record of `:id`, then the route answers 200 `{ status: true, message }`. */
export function deleteRoute(
  app: App,
  url: string,
  route: DeleteRoute,
  remove: (request: FastifyRequest, id: string) => Promise<unknown>,
): void {
  const { access, tags, description, params = IdParams, message = 'Deleted Successfully' } = route;
  app.delete(
    url,
    {
      config: { access },
      schema: {
        tags,
        ...(description === undefined ? {} : { description }),
        params,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await remove(request, (request.params as { id: string }).id);
      return { status: true, message };
    },
  );
}
