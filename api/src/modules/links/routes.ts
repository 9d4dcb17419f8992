// Candidate–job links and their status (one row: the link holds its current status), shared by the Candidates and
// Job Orders modules (spec 001 §3–§4, spec 002 §4; API.md Candidates: candidates_job_orders, candidate_job_status,
// job_assigned_users). Handlers read the request, call the service and answer.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created } from '../../http/answers.js';
import { access } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import { seesPersonalData } from '../../http/personal-data.js';
import { Created, DataOf, errorResponses, Message, OneOf, Uuid } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { assignedUsers } from '../jobs/service.js';
import { LINK_UPDATED, LinkCreate, LinkQuery, LinkRow, LinkStatusSet, LinkUpdate, SearchRow } from './schema.js';
import * as links from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const read = { config: { access: access.module(['Candidates', 'Job Orders'], 'view') } };
  // A link is a candidate's sub-item (API.md lists these routes under Candidates): writes need Candidates edit, so a
  // role without Candidates flags cannot move, add or remove a candidate through a job order.
  const write = { config: { access: access.module('Candidates', 'edit') } };

  for (const path of ['/candidates_job_orders', '/candidate_job_status']) {
    app.get(
      path,
      {
        ...read,
        schema: {
          tags: ['Pipeline'],
          description:
            "A candidate's job-order links (candidate_id) or a job's (job_id), each with its current status; mainstatus_id filters.",
          querystring: LinkQuery,
          response: { 200: OneOf(LinkRow), ...errorResponses },
        },
      },
      async (request) => ({ status: true, data: await links.listLinks(app.db, request.query) }),
    );
  }

  app.post(
    '/candidates_job_orders',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          'Links a candidate to a job order with a recruiter assigned to the job (recruiter_id or user_id). Status P/103 unless ' +
          'mainstatus_id and mainsubstatus_id are given. 409 "Candidate already added for this job" for a second link.',
        body: LinkCreate,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const link = await links.addLink(app.db, actorOf(request), app.clock, request.body);
      return created(reply, 'Added Successfully', link.encrypted_id);
    },
  );

  app.put(
    '/candidates_job_orders',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          'Moves the link to the status (422 unless the sub status belongs to the main status); offered CTC (rupees > 0, null clears), ' +
          'expected joining date (YYYY-MM-DD, a real date) and recruiter optional, kept when not sent.',
        body: LinkUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await links.changeLink(app.db, actorOf(request), app.clock, request.body);
      return { status: true, message: LINK_UPDATED };
    },
  );

  app.put(
    '/candidate_job_status',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          'Moves the link (a link and its status record are one row) to the status; 422 unless the sub status belongs to the main status.',
        body: LinkUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await links.changeLink(app.db, actorOf(request), app.clock, request.body);
      return { status: true, message: 'Updated Successfully' };
    },
  );

  app.post(
    '/candidate_job_status',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          "Sets the status of the candidate's link to the job: moves the link when it exists (200), creates it with that status otherwise " +
          '(201, recruiter required).',
        body: LinkStatusSet,
        response: { 200: Created, 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await links.setLinkStatus(app.db, actorOf(request), app.clock, request.body);
      return reply.code(result.created ? 201 : 200).send({
        status: true,
        message: result.created ? 'Added Successfully' : 'Updated Successfully',
        data: { encrypted_id: result.encrypted_id },
      });
    },
  );

  deleteRoute(
    app,
    '/candidates_job_orders/:id',
    {
      ...write.config,
      tags: ['Pipeline'],
      description: 'Removes the link with its status history and its interviews.',
    },
    (request, id) => links.removeLink(app.db, actorOf(request), app.clock, id),
  );

  app.get(
    '/job_candidate_search/:job_id',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          'Candidates to add to the job order: name, e-mail or mobile starting with q, or holding a skill (or synonym) that starts ' +
          'with q; 20 at most, each with `linked` (already on this job).',
        params: Type.Object({ job_id: Uuid }, { additionalProperties: false }),
        querystring: Type.Object({ q: Type.String({ minLength: 2, maxLength: 100 }) }, { additionalProperties: false }),
        response: { 200: DataOf(Type.Array(SearchRow)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await links.candidatesToLink(app.db, request.params.job_id, request.query.q, seesPersonalData(request)),
    }),
  );

  app.get(
    '/job_assigned_users/:job_id',
    {
      ...read,
      schema: {
        tags: ['Pipeline'],
        description: "The job's users (recruiters, managers, coordinators): the choices of a link's recruiter.",
        params: Type.Object({ job_id: Uuid }, { additionalProperties: false }),
        response: {
          200: DataOf(
            Type.Array(
              Type.Object({
                user_id: Type.String(),
                username: Type.String(),
                user_type: Type.String(),
                email: Type.String(),
              }),
            ),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ status: true, data: await assignedUsers(app.db, request.params.job_id) }),
  );
};

export default routes;
