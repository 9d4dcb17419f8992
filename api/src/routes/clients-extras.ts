import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit, actorNameSql } from '../audit.js';
import { DOCUMENT_KINDS } from '../files/kinds.js';
import { deleteFile, fileUrl, type StoredFile } from '../files/service.js';
import { access, auth } from '../http/access.js';
import { invalid, notFound } from '../http/errors.js';
import { Created, DataOf, errorResponses, Message, Nullable, Uuid } from '../http/schemas.js';
import { validate } from '../http/validate.js';
import {
  deleteFileRows,
  findClient,
  itemWriteGuard,
  iso,
  LOGO_RULE,
  normaliseRef,
  readClientMultipart,
  reencodeLogo,
  removeStored,
  Text,
  USERNAME_SQL,
  type ClientRef,
} from './clients-common.js';

/** Logo, notes, documents, the active job count, the client search of the job-order form and the activity trail. */

const TAGS = ['Clients'];
const ClientIdParams = Type.Object({ client_id: Uuid }, { additionalProperties: false });
const ClientIdQuery = Type.Object({ client_id: Uuid }, { additionalProperties: false });
const IdParams = Type.Object({ id: Uuid }, { additionalProperties: false });

const NoteRow = Type.Object({ encrypted_id: Type.String(), notes: Type.String(), created_at: Type.String(), username: Type.String() });
const AttachmentRow = Type.Object({
  encrypted_id: Type.String(),
  description: Type.String(),
  attachment_url: Nullable(Type.String()),
  attachment_name: Type.String(),
  created_at: Type.String(),
  username: Type.String(),
});
const SearchRow = Type.Object({
  encrypted_id: Type.String(),
  client_short_name: Type.String(),
  client_legal_name: Type.String(),
  clientlogo_file_url: Nullable(Type.String()),
  created_at: Type.String(),
});
const ActivityRow = Type.Object({
  action: Type.String(),
  summary: Type.String(),
  username: Type.String(),
  created_at: Type.String(),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // ---------------------------------------------------------------------------------------------------------
  // Logo
  app.post(
    '/clients_logo',
    {
      config: { access: access.module('Clients', ['edit', 'add']) },
      schema: {
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description:
          'Multipart `client_id`, `clientlogo` (PNG, JPEG, WebP or GIF by content, at most 2 MB; stored re-encoded, at most 1024 px, no metadata). Needs Clients m_edit (m_add for the creator of a client being created).',
        response: {
          200: Type.Object({ status: Type.Boolean(), message: Type.String(), data: Type.Object({ clientlogo_file_url: Nullable(Type.String()) }) }),
          413: errorResponses[422],
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const guard = await itemWriteGuard(app, request);
      const { fields, files } = await readClientMultipart(app, request, { clientlogo: LOGO_RULE });
      let upload: StoredFile | undefined = files.clientlogo;
      let logo: StoredFile | null = null;
      try {
        const input = validate(Type.Object({ client_id: Uuid }, { additionalProperties: false }), fields);
        if (!upload) throw invalid({ clientlogo: ['The clientlogo field is required.'] });
        const client = await findClient(app.db, input.client_id);
        guard.check(client);
        const u = upload;
        upload = undefined;
        logo = await reencodeLogo(app, request, u);
        const newLogo = logo;
        const keys = await app.db.tx(async (q) => {
          const { rows } = await q.query<{ id: number; logo_file_id: number | null }>('select id, logo_file_id from clients where id = $1 for update', [client.id]);
          if (!rows[0]) throw notFound();
          await q.query('update clients set logo_file_id = $2, updated_at = $3 where id = $1', [client.id, newLogo.id, app.clock.now()]);
          const removed = await deleteFileRows(q, [rows[0].logo_file_id === null ? null : Number(rows[0].logo_file_id)]);
          await audit(q, request, {
            action: 'client.logo',
            entityType: 'client',
            entityId: client.id,
            summary: rows[0].logo_file_id ? 'Changed the logo' : 'Added a logo',
            after: { logo: newLogo.original_name },
          });
          return removed;
        });
        logo = null;
        await removeStored(app, keys);
        return { status: true, message: 'Client Logo Updated Successfully', data: { clientlogo_file_url: fileUrl(request, newLogo.encrypted_id) } };
      } catch (e) {
        if (upload) await deleteFile(app, app.db, upload.id);
        if (logo) await deleteFile(app, app.db, logo.id);
        throw e;
      }
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
        querystring: Type.Object({ client_id: Uuid, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }, { additionalProperties: false }),
        response: { 200: DataOf(Type.Array(NoteRow)), ...errorResponses },
      },
    },
    async (request) => {
      const client = await findClient(app.db, request.query.client_id);
      const { rows } = await app.db.query<{ encrypted_id: string; notes: string; created_at: Date; username: string | null }>(
        `select n.encrypted_id::text as encrypted_id, n.notes, n.created_at, ${USERNAME_SQL('u')} as username
           from client_notes n left join users u on u.id = n.created_by
          where n.client_id = $1 order by n.created_at desc, n.id desc limit $2`,
        [client.id, request.query.limit ?? 500],
      );
      return { status: true, data: rows.map((r) => ({ ...r, created_at: iso(r.created_at), username: r.username ?? '' })) };
    },
  );

  app.post(
    '/clients_notes',
    {
      config: { access: access.module('Clients', ['edit', 'add']) },
      schema: {
        tags: TAGS,
        description: 'Adds a note. Needs Clients m_edit (m_add for the creator of a client being created).',
        body: Type.Object({ client_id: Uuid, notes: Text(10_000) }, { additionalProperties: false }),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const guard = await itemWriteGuard(app, request);
      const notes = request.body.notes.trim();
      if (!notes) throw invalid({ notes: ['The notes field is required.'] });
      const row = await app.db.tx(async (q) => {
        const client = await findClient(q, request.body.client_id);
        guard.check(client);
        const { rows } = await q.query<{ encrypted_id: string }>(
          'insert into client_notes (client_id, notes, created_by, created_at) values ($1, $2, $3, $4) returning encrypted_id::text as encrypted_id',
          [client.id, notes, auth(request).user.id, app.clock.now()],
        );
        await audit(q, request, {
          action: 'client_note.create',
          entityType: 'client',
          entityId: client.id,
          summary: `Added a note: ${notes.length > 80 ? `${notes.slice(0, 77)}...` : notes}`,
          after: { encrypted_id: rows[0].encrypted_id, notes },
        });
        return rows[0];
      });
      reply.code(201);
      return { status: true, message: 'Added Successfully', data: { encrypted_id: row.encrypted_id } };
    },
  );

  app.delete(
    '/clients_notes/:id',
    {
      config: { access: access.module('Clients', ['edit', 'add']) },
      schema: { tags: TAGS, description: 'Deletes a note. Needs Clients m_edit (m_add for the creator of a client being created).', params: IdParams, response: { 200: Message, ...errorResponses } },
    },
    async (request) => {
      const guard = await itemWriteGuard(app, request);
      await app.db.tx(async (q) => {
        const { rows } = await q.query<ClientRef & { note_id: number; notes: string }>(
          `select c.id, c.encrypted_id::text as encrypted_id, c.client_short_name, c.created_by, c.created_at, n.id as note_id, n.notes
             from client_notes n join clients c on c.id = n.client_id where n.encrypted_id = $1 for update of n`,
          [request.params.id],
        );
        if (!rows[0]) throw notFound();
        const client = normaliseRef(rows[0]);
        guard.check(client);
        await q.query('delete from client_notes where id = $1 and client_id = $2', [rows[0].note_id, client.id]);
        await audit(q, request, {
          action: 'client_note.delete',
          entityType: 'client',
          entityId: client.id,
          summary: 'Deleted a note',
          before: { encrypted_id: request.params.id, notes: rows[0].notes },
        });
      });
      return { status: true, message: 'Deleted Successfully' };
    },
  );

  // ---------------------------------------------------------------------------------------------------------
  // Documents
  app.get(
    '/clients_attachments',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description: "The client's documents, newest first; attachment_url is a signed, expiring download link.",
        querystring: ClientIdQuery,
        response: { 200: DataOf(Type.Array(AttachmentRow)), ...errorResponses },
      },
    },
    async (request) => {
      const client = await findClient(app.db, request.query.client_id);
      const { rows } = await app.db.query<{
        encrypted_id: string;
        description: string;
        file_eid: string;
        attachment_name: string;
        created_at: Date;
        username: string | null;
      }>(
        `select a.encrypted_id::text as encrypted_id, a.description, f.encrypted_id::text as file_eid, f.original_name as attachment_name,
                a.created_at, ${USERNAME_SQL('u')} as username
           from client_attachments a join files f on f.id = a.file_id left join users u on u.id = a.created_by
          where a.client_id = $1 order by a.created_at desc, a.id desc`,
        [client.id],
      );
      return {
        status: true,
        data: rows.map((r) => ({
          encrypted_id: r.encrypted_id,
          description: r.description,
          attachment_url: fileUrl(request, r.file_eid),
          attachment_name: r.attachment_name,
          created_at: iso(r.created_at),
          username: r.username ?? '',
        })),
      };
    },
  );

  app.post(
    '/clients_attachments',
    {
      config: { access: access.module('Clients', ['edit', 'add']) },
      schema: {
        tags: TAGS,
        consumes: ['multipart/form-data'],
        description: 'Multipart `file_name` (the document: PDF, Word, HTML, image, XLSX or text, by content), `description`, `client_id`. Needs Clients m_edit (m_add for the creator of a client being created).',
        response: { 201: Created, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const guard = await itemWriteGuard(app, request);
      const { fields, files } = await readClientMultipart(app, request, { file_name: { kinds: DOCUMENT_KINDS, label: 'attachment' } });
      const file = files.file_name;
      try {
        const input = validate(Type.Object({ client_id: Uuid, description: Type.Optional(Text(500)) }, { additionalProperties: false }), fields);
        if (!file) throw invalid({ file_name: ['The file name field is required.'] });
        const row = await app.db.tx(async (q) => {
          const client = await findClient(q, input.client_id);
          guard.check(client);
          const description = (input.description ?? '').trim();
          const { rows } = await q.query<{ encrypted_id: string }>(
            `insert into client_attachments (client_id, file_id, description, created_by, created_at) values ($1, $2, $3, $4, $5)
             returning encrypted_id::text as encrypted_id`,
            [client.id, file.id, description, auth(request).user.id, app.clock.now()],
          );
          await audit(q, request, {
            action: 'client_attachment.create',
            entityType: 'client',
            entityId: client.id,
            summary: `Uploaded document ${file.original_name}`,
            after: { encrypted_id: rows[0].encrypted_id, attachment_name: file.original_name, description },
          });
          return rows[0];
        });
        reply.code(201);
        return { status: true, message: 'Added Successfully', data: { encrypted_id: row.encrypted_id } };
      } catch (e) {
        if (file) await deleteFile(app, app.db, file.id);
        throw e;
      }
    },
  );

  app.delete(
    '/clients_attachments/:id',
    {
      config: { access: access.module('Clients', ['edit', 'add']) },
      schema: { tags: TAGS, description: 'Deletes a document and its file. Needs Clients m_edit (m_add for the creator of a client being created).', params: IdParams, response: { 200: Message, ...errorResponses } },
    },
    async (request) => {
      const guard = await itemWriteGuard(app, request);
      const keys = await app.db.tx(async (q) => {
        const { rows } = await q.query<ClientRef & { attachment_id: number; file_id: number; original_name: string; description: string }>(
          `select c.id, c.encrypted_id::text as encrypted_id, c.client_short_name, c.created_by, c.created_at,
                  a.id as attachment_id, a.file_id, a.description, f.original_name
             from client_attachments a join clients c on c.id = a.client_id join files f on f.id = a.file_id
            where a.encrypted_id = $1 for update of a`,
          [request.params.id],
        );
        if (!rows[0]) throw notFound();
        const client = normaliseRef(rows[0]);
        guard.check(client);
        await q.query('delete from client_attachments where id = $1 and client_id = $2', [rows[0].attachment_id, client.id]);
        const removed = await deleteFileRows(q, [Number(rows[0].file_id)]);
        await audit(q, request, {
          action: 'client_attachment.delete',
          entityType: 'client',
          entityId: client.id,
          summary: `Deleted document ${rows[0].original_name}`,
          before: { encrypted_id: request.params.id, attachment_name: rows[0].original_name, description: rows[0].description },
        });
        return removed;
      });
      await removeStored(app, keys);
      return { status: true, message: 'Deleted Successfully' };
    },
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
    async (request) => {
      const client = await findClient(app.db, request.params.client_id);
      const { rows } = await app.db.query<{ n: number }>(
        `select count(*)::int as n from job_orders where client_id = $1 and status = 'active'`,
        [client.id],
      );
      return { status: true, data: { count: Number(rows[0]?.n ?? 0) } };
    },
  );

  app.get(
    '/clients_search',
    {
      config: { access: access.module(['Clients', 'Job Orders'], 'view') },
      schema: {
        tags: TAGS,
        description: 'Clients whose short or legal name contains q (case-insensitive), by short name; for the job-order form and selectors.',
        querystring: Type.Object(
          { q: Type.Optional(Type.String({ maxLength: 200 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
          { additionalProperties: false },
        ),
        response: { 200: DataOf(Type.Array(SearchRow)), ...errorResponses },
      },
    },
    async (request) => {
      const q = (request.query.q ?? '').trim();
      const params: unknown[] = [request.query.limit ?? 20];
      let where = 'true';
      if (q) {
        params.push(`%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        where = '(c.client_short_name ilike $2 or c.client_legal_name ilike $2)';
      }
      const { rows } = await app.db.query<{ encrypted_id: string; client_short_name: string; client_legal_name: string; logo_eid: string | null; created_at: Date }>(
        `select c.encrypted_id::text as encrypted_id, c.client_short_name, c.client_legal_name, c.created_at,
                (select f.encrypted_id::text from files f where f.id = c.logo_file_id) as logo_eid
           from clients c where ${where} order by lower(c.client_short_name), c.id limit $1`,
        params,
      );
      return {
        status: true,
        data: rows.map((r) => ({
          encrypted_id: r.encrypted_id,
          client_short_name: r.client_short_name,
          client_legal_name: r.client_legal_name,
          clientlogo_file_url: fileUrl(request, r.logo_eid),
          created_at: iso(r.created_at),
        })),
      };
    },
  );

  app.get(
    '/clients_activity/:client_id',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description: 'What was done to the client and its sub-items, newest first: who, action, summary, when.',
        params: ClientIdParams,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) }, { additionalProperties: false }),
        response: { 200: DataOf(Type.Array(ActivityRow)), ...errorResponses },
      },
    },
    async (request) => {
      const client = await findClient(app.db, request.params.client_id);
      const { rows } = await app.db.query<{ action: string; summary: string; username: string | null; occurred_at: Date }>(
        `select e.action, e.summary, ${actorNameSql('u', 'i')} as username, e.occurred_at
           from audit_events e left join users u on u.id = e.actor_id left join users i on i.id = e.impersonator_id
          where e.entity_type = 'client' and e.entity_id = $1
          order by e.occurred_at desc, e.id desc limit $2`,
        [client.id, request.query.limit ?? 50],
      );
      return {
        status: true,
        data: rows.map((r) => ({ action: r.action, summary: r.summary, username: r.username ?? '', created_at: iso(r.occurred_at) })),
      };
    },
  );
};

export default routes;
