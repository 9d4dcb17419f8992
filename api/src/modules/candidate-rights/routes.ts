// A candidate's rights (administrators only): their data exported as one archive, or erased; candidates untouched
// for long, for review.
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access } from '../../http/access.js';
import { DataOf, errorResponses, IdParams, Message } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { EraseBody, RetentionQuery, RetentionRow, TAGS } from './schema.js';
import { eraseCandidate, exportCandidate, retentionList } from './service.js';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/candidates/:id/export',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description: 'Everything held about the candidate as one zip: candidate.json (profile, skills, experience, education, notes, job links and their history, interviews, messages, attachments) and files/ (resume, photo, attachments).',
        params: IdParams,
        response: { 200: Type.Any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const zip = await exportCandidate(app.db, app.storage, actorOf(request), app.clock, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="candidate-${request.params.id}.zip"`)
        .send(zip);
    },
  );

  app.post(
    '/candidates/:id/erase',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description: 'Removes the candidate\'s personal data and files; the pipeline (links, status history, interviews) stays under "Erased candidate". The erasure is audited with who, when and why.',
        params: IdParams,
        body: EraseBody,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await eraseCandidate(app.db, app.storage, actorOf(request), app.clock, request.params.id, request.body.reason);
      return { status: true, message: 'The candidate\'s personal data was erased.' };
    },
  );

  app.get(
    '/candidates_retention',
    {
      config: { access: access.admin },
      schema: {
        tags: TAGS,
        description: 'Candidates with no change, note, link, interview or message for `months` months, oldest first (erased ones left out), for review before erasure.',
        querystring: RetentionQuery,
        response: { 200: DataOf(Type.Array(RetentionRow)), ...errorResponses },
      },
    },
    async (request) => {
      const { months, limit = 100 } = request.query;
      return { status: true, data: await retentionList(app.db, app.clock, months, limit) };
    },
  );
};

export default routes;
