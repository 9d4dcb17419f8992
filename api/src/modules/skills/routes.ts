// Skills catalogue routes (API.md Administration): GET/POST /skills, DELETE /skills/{id}, POST /update_skill.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created } from '../../http/answers.js';
import { access } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import {
  Created,
  DataOf,
  errorResponses,
  IdParams,
  ListOf,
  listQuery,
} from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { SkillCreate, SkillRename, SkillRenamed, SkillRow, SkillUsage } from './schema.js';
import { addSkill, deleteSkill, listSkills, renameSkill, skillUsage } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/skills',
    {
      // The candidate and job order forms read the catalogue too (skill pickers).
      config: { access: access.module(['Skills', 'Candidates', 'Job Orders'], 'view') },
      schema: {
        tags: ['Skills'],
        querystring: listQuery(['name', 'skill_name', 'created_at']),
        response: { 200: ListOf(SkillRow), ...errorResponses },
      },
    },
    async (request) => listSkills(app.db, request.query),
  );

  app.post(
    '/skills',
    {
      // Adding a skill is offered by the candidate and job order forms as well.
      config: { access: access.module(['Skills', 'Candidates', 'Job Orders'], 'add') },
      schema: {
        tags: ['Skills'],
        body: SkillCreate,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await addSkill(app.db, actorOf(request), app.clock, request.body.name);
      return created(reply, 'Skills added successfully', id);
    },
  );

  deleteRoute(app, '/skills/:id', { access: access.module('Skills', 'delete'), tags: ['Skills'] }, (request, id) =>
    deleteSkill(app.db, actorOf(request), app.clock, id),
  );

  app.post(
    '/update_skill',
    {
      config: { access: access.module('Skills', 'edit') },
      schema: {
        tags: ['Skills'],
        description:
          'Renames a skill. When another skill already has that name (case-insensitive), the two merge in one transaction: ' +
          'candidates and job orders of the renamed skill move to the other one (each keeps one reference), its synonyms move ' +
          'and its old name becomes a synonym, and it is deleted.',
        body: SkillRename,
        response: { 200: SkillRenamed, ...errorResponses },
      },
    },
    async (request) => {
      const data = await renameSkill(
        app.db,
        actorOf(request),
        app.clock,
        request.body.encrypted_id,
        request.body.name,
      );
      return { status: true, message: 'Updated Successfully', data };
    },
  );

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
