// Clients routes (API.md Clients): the record, its logo, notes, documents, the four sections, search, activity.
// Handlers read the request, call the service and answer; links to files are signed for the caller's session.
import { ClientFilterProps } from '../search/schema.js';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_KINDS, IMAGE_KINDS } from '../../files/kinds.js';
import {
  fileUrl,
  readMultipart,
  type MultipartResult,
  type UploadRule,
} from '../../files/service.js';
import { created } from '../../http/answers.js';
import { access, auth } from '../../http/access.js';
import { deleteRoute } from '../../http/delete-route.js';
import { HttpError } from '../../http/errors.js';
import { Created, DataOf, errorResponses, IdParams, listQuery, Message } from '../../http/schemas.js';
import { actorOf } from '../../lib/actor.js';
import { blankToNull } from '../../lib/form-values.js';
import { iso } from '../../lib/timestamps.js';
import {
  ActivityQuery,
  ActivityRow,
  AttachmentRow,
  ClientIdParams,
  ClientIdQuery,
  ClientUpdate,
  DuplicatesQuery,
  IdParams as ItemIdParams,
  LOGO_MAX_BYTES,
  LogoAnswer,
  NoteCreate,
  NoteRow,
  NotesQuery,
  NULLABLE_KEYS,
  SearchQuery,
  SearchRow,
  SUB_RESOURCES,
  SubItemCreate,
  SubItemUpdate,
  SubItemList,
  ClientsList,
  ClientOne,
  Duplicates,
  TAGS,
  type Values,
} from './schema.js';
import * as clients from './service.js';

const LOGO_RULE: UploadRule = { kinds: IMAGE_KINDS, maxBytes: LOGO_MAX_BYTES, label: 'clientlogo' };

/**
 * readMultipart whose 413 for a file over its own limit names that limit in the field's words (the generic 413
 * names the server-wide limit). Files already stored are removed on failure by readMultipart.
 */
async function readClientMultipart(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: Record<string, UploadRule>,
): Promise<MultipartResult> {
  try {
    return await readMultipart(app, request, rules);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 413) {
      const [field, rule] = Object.entries(rules)[0];
      const max = Math.min(rule.maxBytes ?? app.config.uploadMaxBytes, app.config.uploadMaxBytes);
      const message = `The ${rule.label ?? field.replace(/_/g, ' ')} must not be greater than ${Math.round(max / 1024)} kilobytes.`;
      throw new HttpError(413, message, { [field]: [message] });
    }
    throw e;
  }
}

/** A client row of a list, with its logo as a link signed for the caller. */
const listRow = (request: FastifyRequest, r: clients.ClientListRow) => ({
  encrypted_id: r.encrypted_id,
  client_short_name: r.client_short_name,
  client_legal_name: r.client_legal_name,
  clientlogo_file_url: fileUrl(request, r.logo_eid),
  created_at: iso(r.created_at),
});

const record = (request: FastifyRequest, r: clients.ClientRecordRow) => ({
  encrypted_id: r.encrypted_id,
  client_legal_name: r.client_legal_name,
  client_short_name: r.client_short_name,
  website_url: r.website_url,
  replacement_duration: r.replacement_duration,
  invoice_payment_duration: r.invoice_payment_duration,
  agreement_start_date: r.agreement_start_date,
  agreement_end_date: r.agreement_end_date,
  status: r.status,
  about_client: r.about_client,
  additional_information: r.additional_information,
  clientlogo_file_url: fileUrl(request, r.logo_eid),
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  lock_version: r.lock_version,
});

const WRITE = access.module('Clients', ['edit', 'add']);
const guardOf = (app: FastifyInstance, request: FastifyRequest) =>
  clients.itemWriteGuard(app, auth(request));

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/clients',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description:
          'Clients, paged. Default order: created_at desc, then client_legal_name asc. q searches short name, legal name and website; status, recruiter, state and city (of its job orders) filter.',
        querystring: listQuery(['client_short_name', 'client_legal_name', 'created_at'] as const, ClientFilterProps),
        response: { 200: ClientsList, ...errorResponses },
      },
    },
    async (request) => {
      const list = await clients.clientsPage(app.db, request.query);
      return { ...list, data: list.data.map((r) => listRow(request, r)) };
    },
  );

  app.get(
    '/clients/:id',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        params: IdParams,
        response: { 200: ClientOne, ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: [record(request, await clients.clientRecord(app.db, request.params.id))],
    }),
  );

  app.get(
    '/clients_duplicates',
    {
      config: { access: access.module('Clients', ['add', 'edit']) },
      schema: {
        tags: TAGS,
        description:
          'Other clients with the same legal or short name (case and spaces aside): a warning for the form, never a refusal. ' +
          '`exclude` is the client being edited.',
        querystring: DuplicatesQuery,
        response: { 200: Duplicates, ...errorResponses },
      },
    },
    async (request) => {
      const { legal_name, short_name, exclude } = request.query;
      return {
        status: true,
        data: await clients.sameNamedClients(app.db, legal_name, short_name, exclude),
      };
    },
  );

  app.post(
    '/clients',
    {
      config: { access: access.module('Clients', 'add') },
      schema: {
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: the client fields (dates YYYY-MM-DD, durations in days) and an optional image `clientlogo` (PNG, JPEG, WebP or GIF, at most 2 MB; stored re-encoded, at most 1024 px). Status is always active.',
        response: { 201: Created, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readClientMultipart(app, request, { clientlogo: LOGO_RULE });
      const id = await clients.createClient(app, actorOf(request), fields, files.clientlogo);
      return created(reply, 'Client Added Successfully', id);
    },
  );

  app.put(
    '/clients',
    {
      config: { access: access.module('Clients', 'edit') },
      preValidation: async (request) => {
        blankToNull(request.body, NULLABLE_KEYS);
      },
      schema: {
        tags: TAGS,
        description:
          'JSON: encrypted_id and the client fields. Fields left out keep their value; the names are required.',
        body: ClientUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const { encrypted_id, lock_version, ...input } = request.body;
      await clients.updateClient(app, actorOf(request), encrypted_id, lock_version, input);
      return { status: true, message: 'Client Updated Successfully' };
    },
  );

  deleteRoute(
    app,
    '/clients/:id',
    {
      access: access.module('Clients', 'delete'),
      tags: TAGS,
      description:
        'Deletes the client, its sub-items, notes and documents (and their files). 409 while it has job orders.',
      message: 'Client deleted Successfully',
    },
    (request, id) => clients.deleteClient(app, actorOf(request), id),
  );

  // ---------------------------------------------------------------------------------------------------------
  // The four sections: GET /api/{sub}/{client_id}, POST /api/{sub}, PUT /api/{sub}, DELETE /api/{sub}/{id}
  for (const def of SUB_RESOURCES) {
    const normalise = async (request: { body: unknown }) => {
      blankToNull(request.body, def.nullable);
    };

    app.get(
      `/${def.path}/:client_id`,
      {
        // the job-order form picks the client's contact: Job Orders viewers read contacts too
        config: {
          access: access.module(
            def.path === 'client_contacts' ? ['Clients', 'Job Orders'] : 'Clients',
            'view',
          ),
        },
        schema: {
          tags: ['Clients'],
          description: `The client's ${def.label} items, in the order they were added.`,
          params: ClientIdParams,
          response: { 200: SubItemList[def.path], ...errorResponses },
        },
      },
      async (request) => ({
        status: true,
        data: (await clients.subItemsOf(app.db, def, request.params.client_id)) as never,
      }),
    );

    app.post(
      `/${def.path}`,
      {
        config: { access: WRITE },
        preValidation: normalise,
        schema: {
          tags: ['Clients'],
          description: `Adds a ${def.label}. Needs Clients m_edit (m_add for the creator of a client being created).`,
          body: SubItemCreate(def),
          response: { 201: Created, ...errorResponses },
        },
      },
      async (request, reply) => {
        const guard = await guardOf(app, request);
        const id = await clients.addSubItem(
          app,
          actorOf(request),
          guard,
          def,
          request.body as Values & { client_id: string },
        );
        return created(reply, def.created, id);
      },
    );

    app.put(
      `/${def.path}`,
      {
        config: { access: WRITE },
        preValidation: normalise,
        schema: {
          tags: ['Clients'],
          description: `Updates a ${def.label} of the client given (404 when the item is not that client's). Fields left out keep their value. Needs Clients m_edit (m_add for the creator of a client being created).`,
          body: SubItemUpdate(def),
          response: { 200: Message, ...errorResponses },
        },
      },
      async (request) => {
        const guard = await guardOf(app, request);
        const body = request.body as Values & { client_id: string; encrypted_id: string };
        await clients.changeSubItem(app, actorOf(request), guard, def, body);
        return { status: true, message: 'Updated Successfully' };
      },
    );

    deleteRoute(
      app,
      `/${def.path}/:id`,
      {
        access: WRITE,
        tags: ['Clients'],
        description: `Deletes a ${def.label}. Needs Clients m_edit (m_add for the creator of a client being created).`,
      },
      async (request, id) =>
        clients.deleteSubItem(app, actorOf(request), await guardOf(app, request), def, id),
    );
  }

  // ---------------------------------------------------------------------------------------------------------
  // Logo
  app.post(
    '/clients_logo',
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'Multipart `client_id`, `clientlogo` (PNG, JPEG, WebP or GIF by content, at most 2 MB; stored re-encoded, at most 1024 px, no metadata). Needs Clients m_edit (m_add for the creator of a client being created).',
        response: { 200: LogoAnswer, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request) => {
      const guard = await guardOf(app, request);
      const { fields, files } = await readClientMultipart(app, request, { clientlogo: LOGO_RULE });
      const logo = await clients.replaceLogo(
        app,
        actorOf(request),
        guard,
        fields,
        files.clientlogo,
      );
      return {
        status: true,
        message: 'Client Logo Updated Successfully',
        data: { clientlogo_file_url: fileUrl(request, logo.encrypted_id) },
      };
    },
  );

  // ---------------------------------------------------------------------------------------------------------
  // Notes
  app.get(
    '/clients_notes',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description: "The client's notes, newest first (`limit` to take only the newest few).",
        querystring: NotesQuery,
        response: { 200: DataOf(Type.Array(NoteRow)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await clients.notesOf(app.db, request.query.client_id, request.query.limit),
    }),
  );

  app.post(
    '/clients_notes',
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        description:
          'Adds a note. Needs Clients m_edit (m_add for the creator of a client being created).',
        body: NoteCreate,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const guard = await guardOf(app, request);
      const id = await clients.addNote(
        app.db,
        actorOf(request),
        app.clock,
        guard,
        request.body.client_id,
        request.body.notes,
      );
      return created(reply, 'Added Successfully', id);
    },
  );

  deleteRoute(
    app,
    '/clients_notes/:id',
    {
      access: WRITE,
      tags: TAGS,
      description: 'Deletes a note. Needs Clients m_edit (m_add for the creator of a client being created).',
      params: ItemIdParams,
    },
    async (request, id) =>
      clients.deleteNote(app.db, actorOf(request), app.clock, await guardOf(app, request), id),
  );

  // ---------------------------------------------------------------------------------------------------------
  // Documents
  app.get(
    '/clients_attachments',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description:
          "The client's documents, newest first; attachment_url is a signed, expiring download link.",
        querystring: ClientIdQuery,
        response: { 200: DataOf(Type.Array(AttachmentRow)), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await clients.documentsOf(app.db, request.query.client_id);
      return {
        status: true,
        data: rows.map((r) => ({
          encrypted_id: r.encrypted_id,
          description: r.description,
          attachment_url: fileUrl(request, r.file_eid),
          attachment_name: r.attachment_name,
          created_at: r.created_at,
          username: r.username,
        })),
      };
    },
  );

  app.post(
    '/clients_attachments',
    {
      config: { access: WRITE },
      schema: {
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'Multipart `file_name` (the document: PDF, Word, HTML, image, XLSX or text, by content), `description`, `client_id`. Needs Clients m_edit (m_add for the creator of a client being created).',
        response: { 201: Created, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const guard = await guardOf(app, request);
      const { fields, files } = await readClientMultipart(app, request, {
        file_name: { kinds: DOCUMENT_KINDS, label: 'attachment' },
      });
      const id = await clients.addDocument(app, actorOf(request), guard, fields, files.file_name);
      return created(reply, 'Added Successfully', id);
    },
  );

  deleteRoute(
    app,
    '/clients_attachments/:id',
    {
      access: WRITE,
      tags: TAGS,
      description:
        'Deletes a document and its file. Needs Clients m_edit (m_add for the creator of a client being created).',
      params: ItemIdParams,
    },
    async (request, id) => clients.deleteDocument(app, actorOf(request), await guardOf(app, request), id),
  );

  // ---------------------------------------------------------------------------------------------------------
  // Snapshot, search, activity
  app.get(
    '/client_active_jobs_count/:client_id',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description: "The number of the client's active job orders.",
        params: ClientIdParams,
        response: { 200: DataOf(Type.Object({ count: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: { count: await clients.activeJobOrders(app.db, request.params.client_id) },
    }),
  );

  app.get(
    '/clients_cities',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description: "The cities the client list's city filter can match (those of job orders), by name: the filter's choices.",
        response: { 200: DataOf(Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }))), ...errorResponses },
      },
    },
    async () => ({ status: true, data: await clients.clientCities(app.db) }),
  );

  app.get(
    '/clients_search',
    {
      config: { access: access.module(['Clients', 'Job Orders'], 'view') },
      schema: {
        tags: TAGS,
        description:
          'Clients whose short or legal name contains q (case-insensitive), by short name; for the job-order form and selectors.',
        querystring: SearchQuery,
        response: { 200: DataOf(Type.Array(SearchRow)), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await clients.searchClients(app.db, request.query.q, request.query.limit);
      return { status: true, data: rows.map((r) => listRow(request, r)) };
    },
  );

  app.get(
    '/clients_activity/:client_id',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description:
          'What was done to the client and its sub-items, newest first: who, action, summary, when.',
        params: ClientIdParams,
        querystring: ActivityQuery,
        response: { 200: DataOf(Type.Array(ActivityRow)), ...errorResponses },
      },
    },
    async (request) => ({
      status: true,
      data: await clients.activityOf(app.db, request.params.client_id, request.query.limit),
    }),
  );
};

export default routes;
