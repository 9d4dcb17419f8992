// A candidate's sub-items (API.md Candidates): education, experience, about, notes, attachments, messages and the
// activity trail. Reads need Candidates view; every write is a change to the candidate and needs Candidates edit.
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_KINDS } from '../../files/kinds.js';
import { fileUrl, readMultipart } from '../../files/service.js';
import { access } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import { Created, errorResponses, IdParams, Message, Uuid } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import * as items from './items-service.js';
import {
  AboutBody,
  ActivityQuery,
  ActivityRow,
  AttachmentRow,
  CandidateParams,
  CandidateQuery,
  EducationRow,
  ExperienceRow,
  List,
  Loose,
  MessageBody,
  MessageRow,
  NoteBody,
  NoteRow,
} from './schema.js';

function added(reply: FastifyReply, encryptedId: string) {
  return reply
    .code(201)
    .send({ status: true, message: 'Added Successfully', data: { encrypted_id: encryptedId } });
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const view = { access: access.module('Candidates', 'view') };
  const edit = { access: access.module('Candidates', 'edit') };

  /** GET the candidate's rows of an item, the candidate named in the path or the query; `map` shapes each row. */
  function list(
    url: string,
    o: {
      which: items.ItemList;
      in: 'params' | 'querystring';
      description?: string;
      row: TSchema;
      map?: (row: Record<string, unknown>, request: FastifyRequest) => Record<string, unknown>;
    },
  ) {
    app.get(
      url,
      {
        config: view,
        schema: {
          tags: ['Candidates'],
          ...(o.description ? { description: o.description } : {}),
          ...(o.in === 'params' ? { params: CandidateParams } : { querystring: CandidateQuery }),
          response: { 200: List(o.row), ...errorResponses },
        },
      },
      async (request) => {
        const named = (o.in === 'params' ? request.params : request.query) as { candidate_id: string };
        const rows = await items.itemsOf(app.db, o.which, named.candidate_id);
        return { status: true, data: (o.map ? rows.map((r) => o.map!(r, request)) : rows) as never[] };
      },
    );
  }

  /** DELETE /<item>/:id: 404 for an unknown id, else the row (and its files) go with an audit on the candidate. */
  function remove(url: string, table: items.DeletableItem) {
    deleteRoute(app, url, { ...edit, tags: ['Candidates'] }, (request, id) =>
      items.deleteItem(app, actorOf(request), table, id),
    );
  }

  /** POST /<item>: adds a row (201), or updates the candidate's row `encrypted_id` (200; 404 if not theirs). */
  function save<Row>(url: string, description: string, fields: string[], def: items.RowItem<Row>) {
    app.post(
      url,
      {
        config: edit,
        schema: {
          tags: ['Candidates'],
          description,
          body: Type.Object(
            {
              candidate_id: Uuid,
              encrypted_id: Type.Optional(Type.Union([Uuid, Type.Literal('')])),
              ...Object.fromEntries(fields.map((f) => [f, Loose])),
            },
            { additionalProperties: false },
          ),
          response: { 200: Created, 201: Created, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown> & { candidate_id: string; encrypted_id?: string };
        const out = await items.saveRowItem(app.db, actorOf(request), app.clock, app.config.timeZone, def, body);
        return reply.code(out.updated ? 200 : 201).send({
          status: true,
          message: out.updated ? 'Updated Successfully' : 'Added Successfully',
          data: { encrypted_id: out.encrypted_id },
        });
      },
    );
  }

  /** Education and experience: GET the candidate's rows, POST one (add or update), DELETE one. */
  function rows<Row>(
    which: 'education' | 'experience',
    row: TSchema,
    description: string,
    fields: string[],
    def: items.RowItem<Row>,
  ) {
    list(`/candidates_${which}/:candidate_id`, { which, in: 'params', row });
    save(`/candidates_${which}`, description, fields, def);
    remove(`/candidates_${which}/:id`, `candidate_${which}`);
  }

  rows(
    'education',
    EducationRow,
    "Adds an education row, or updates the candidate's row `encrypted_id`. Marking it still studying clears the mark on the other rows.",
    ['university', 'qualification', 'passout_year', 'passout_percentage', 'still_studying'],
    items.EDUCATION,
  );
  rows(
    'experience',
    ExperienceRow,
    "Adds an experience row, or updates the candidate's row `encrypted_id`. Dates YYYY-MM-DD (or YYYY-MM). Marking it still working clears the mark on the other rows.",
    ['job_title', 'company_name', 'start_date', 'end_date', 'still_working'],
    items.EXPERIENCE,
  );

  // --------------------------------------------------------------------------------------------------- about
  app.post(
    '/candidates_about',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        description: 'Saves the About Candidate rich text (sanitised).',
        body: AboutBody,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await items.saveAbout(app.db, actorOf(request), app.clock, request.body.candidate_id, request.body.about);
      return { status: true, message: 'Updated Successfully' };
    },
  );

  // --------------------------------------------------------------------------------------------------- notes
  list('/candidates_notes', { which: 'notes', in: 'querystring', row: NoteRow });

  app.post(
    '/candidates_notes',
    {
      config: edit,
      schema: { tags: ['Candidates'], body: NoteBody, response: { 201: Created, ...errorResponses } },
    },
    async (request, reply) =>
      added(
        reply,
        await items.addNote(app.db, actorOf(request), app.clock, request.body.candidate_id, request.body.notes),
      ),
  );

  remove('/candidates_notes/:id', 'candidate_notes');

  // --------------------------------------------------------------------------------------------- attachments
  list('/candidates_attachments', {
    which: 'attachments',
    in: 'querystring',
    row: AttachmentRow,
    map: ({ file, ...r }, request) => ({ ...r, attachment_url: fileUrl(request, file as string) }),
  });

  app.post(
    '/candidates_attachments',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        consumes: ['multipart/form-data'],
        description:
          'multipart `{file_name (the file), description, candidate_id}`: PDF, Word, HTML, images, XLSX or text, checked by content.',
        response: { 201: Created, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(app, request, {
        file_name: { kinds: DOCUMENT_KINDS, label: 'attachment' },
      });
      return added(reply, await items.addAttachment(app, actorOf(request), fields, files.file_name));
    },
  );

  remove('/candidates_attachments/:id', 'candidate_attachments');

  // ------------------------------------------------------------------------------------------------ messages
  list('/candidates_messages', {
    which: 'messages',
    in: 'querystring',
    description:
      'Messages recorded on the candidate (Message Candidates tab), newest first. No e-mail is sent: they are a record.',
    row: MessageRow,
  });

  app.post(
    '/candidates_messages',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        description:
          "Records a message to the candidate against one of the candidate's job-order links (`link_id`, the link's encrypted_id from " +
          'candidates_job_orders). Nothing is sent by e-mail yet.',
        body: MessageBody,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) =>
      added(reply, await items.addMessage(app.db, actorOf(request), app.clock, request.body)),
  );

  // ------------------------------------------------------------------------------------------------ activity
  app.get(
    '/candidates_activity/:id',
    {
      config: view,
      schema: {
        tags: ['Candidates'],
        description:
          "The candidate's activity, newest first: changes to the candidate and its sub-items (audit events) and every status its " +
          "job-order links took, from the status history (a link's first status, from_status null, is its creation). At most `limit` (default 100).",
        params: IdParams,
        querystring: ActivityQuery,
        response: { 200: List(ActivityRow), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: (await items.activityOf(app.db, request.params.id, request.query.limit ?? 100)) as never[],
    }),
  );
};

export default routes;
