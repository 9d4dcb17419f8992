// A job order's notes and the messages to candidates recorded against it (spec 002 §2.1 right panel, Actionable
// row icons; API.md Job orders).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import { access } from '../http/access.js';
import { invalid, notFound } from '../http/errors.js';
import { Created, errorResponses, IdParams, Message, OneOf, Uuid } from '../http/schemas.js';
import { candidateAndJob, jobKey, linkOf, NOT_LINKED, Timestamp } from './jobs-common.js';

const NoteRow = Type.Object({
  encrypted_id: Type.String(),
  notes: Type.String(),
  created_at: Timestamp,
  username: Type.String(),
});
const MessageRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  message: Type.String(),
  created_at: Timestamp,
  username: Type.String(),
});

const Text = Type.String({ maxLength: 10_000 });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/job_notes',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description: "The job order's notes, newest first.",
        querystring: Type.Object({ job_id: Uuid }, { additionalProperties: false }),
        response: { 200: OneOf(NoteRow), ...errorResponses },
      },
    },
    async (request) => {
      const job = await jobKey(app.db, request.query.job_id);
      const { rows } = await app.db.query<Static<typeof NoteRow>>(
        `select n.encrypted_id::text as encrypted_id, n.notes, n.created_at, coalesce(trim(u.first_name || ' ' || u.last_name), '') as username
           from job_notes n left join users u on u.id = n.created_by
          where n.job_id = $1 order by n.created_at desc, n.id desc limit 200`,
        [job.id],
      );
      return { status: true, data: rows };
    },
  );

  app.post(
    '/job_notes',
    {
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        body: Type.Object({ notes: Text, job_id: Uuid }, { additionalProperties: false }),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const notes = request.body.notes.trim();
      if (!notes) throw invalid({ notes: ['The notes field is required.'] });
      const id = await app.db.tx(async (q) => {
        const job = await jobKey(q, request.body.job_id);
        const { rows } = await q.query<{ id: number; encrypted_id: string }>(
          'insert into job_notes (job_id, notes, created_by, created_at) values ($1, $2, $3, $4) returning id, encrypted_id::text as encrypted_id',
          [job.id, notes, request.auth?.user.id ?? null, app.clock.now()],
        );
        await audit(q, request, {
          action: 'job_order.note_add',
          entityType: 'job_order',
          entityId: job.id,
          summary: 'Note added',
          after: { notes },
        });
        return rows[0].encrypted_id;
      });
      return reply
        .code(201)
        .send({ status: true, message: 'Added Successfully', data: { encrypted_id: id } });
    },
  );

  app.delete(
    '/job_notes/:id',
    {
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; job_id: number; notes: string }>(
          'delete from job_notes where encrypted_id = $1 returning id, job_id, notes',
          [request.params.id],
        );
        if (!rows[0]) throw notFound();
        await audit(q, request, {
          action: 'job_order.note_delete',
          entityType: 'job_order',
          entityId: Number(rows[0].job_id),
          summary: 'Note deleted',
          before: { notes: rows[0].notes },
        });
      });
      return { status: true, message: 'Deleted Successfully' };
    },
  );

  app.get(
    '/job_messages',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'Messages to candidates recorded against the job order, newest first; candidate_id narrows to one candidate.',
        querystring: Type.Object(
          { job_id: Uuid, candidate_id: Type.Optional(Uuid) },
          { additionalProperties: false },
        ),
        response: { 200: OneOf(MessageRow), ...errorResponses },
      },
    },
    async (request) => {
      const job = await jobKey(app.db, request.query.job_id);
      const { rows } = await app.db.query<Static<typeof MessageRow>>(
        `select m.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name, $2::text as job_id,
                m.message, m.created_at, coalesce(trim(u.first_name || ' ' || u.last_name), '') as username
           from job_messages m join candidates c on c.id = m.candidate_id left join users u on u.id = m.created_by
          where m.job_id = $1 and ($3::uuid is null or c.encrypted_id = $3::uuid)
          order by m.created_at desc, m.id desc limit 200`,
        [job.id, job.encrypted_id, request.query.candidate_id ?? null],
      );
      return { status: true, data: rows };
    },
  );

  app.post(
    '/job_messages',
    {
      // Recorded against the job order (API.md lists it under Job Orders): Job Orders edit.
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        description:
          'Records a message to a candidate linked to the job order (422 when the candidate is not linked to it).',
        body: Type.Object(
          { candidate_id: Uuid, job_id: Uuid, message: Text },
          { additionalProperties: false },
        ),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = request.body.message.trim();
      if (!message) throw invalid({ message: ['The message field is required.'] });
      const id = await app.db.tx(async (q) => {
        const ids = await candidateAndJob(q, request.body.candidate_id, request.body.job_id);
        if ((await linkOf(q, ids.candidateId, ids.jobId)) === null)
          throw invalid({ candidate_id: [NOT_LINKED] });
        const { rows } = await q.query<{ encrypted_id: string }>(
          `insert into job_messages (job_id, candidate_id, message, created_by, created_at) values ($1, $2, $3, $4, $5)
           returning encrypted_id::text as encrypted_id`,
          [ids.jobId, ids.candidateId, message, request.auth?.user.id ?? null, app.clock.now()],
        );
        await audit(q, request, {
          action: 'job_order.message_add',
          entityType: 'job_order',
          entityId: ids.jobId,
          summary: `Message to ${ids.candidateName}`,
          after: { candidate_id: request.body.candidate_id, message },
        });
        return rows[0].encrypted_id;
      });
      return reply
        .code(201)
        .send({ status: true, message: 'Added Successfully', data: { encrypted_id: id } });
    },
  );
};

export default routes;
