import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../http/access.js';
import { DataOf, errorResponses, IdParams } from '../../http/schemas.js';
import { SkillUsage } from './schema.js';
import { skillUsage } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/skills/:id/usage',
    {
      // asked by whoever may delete the skill, before they do
      config: { access: access.module('Skills', 'delete') },
      schema: {
        tags: ['Skills'],
        params: IdParams,
        response: { 200: DataOf(SkillUsage), ...errorResponses },
      },
    },
    async (request) => ({ status: true, data: await skillUsage(app.db, request.params.id) }),
  );
};

export default routes;
