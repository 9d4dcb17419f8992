import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { audit } from '../audit.js';
import type { Queryable } from '../db/index.js';
import { deleteFile, fileUrl, type StoredFile } from '../files/service.js';
import { access, auth } from '../http/access.js';
import { clientConditions } from '../modules/search/repository.js';
import { ClientFilterProps, type ClientFilters } from '../modules/search/schema.js';
import { checkVersion } from '../http/versions.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { runList } from '../http/lists.js';
import { sanitizeRichText } from '../http/sanitize.js';
import { Created, DataOf, errorResponses, IdParams, ListOf, listQuery, Message, Nullable, OneOf, Uuid } from '../http/schemas.js';
import { validate } from '../http/validate.js';
import {
  blankToNull,
  deleteFileRows,
  isForeignKeyViolation,
  iso,
  LOGO_RULE,
  NullableDate,
  NullableInt,
  readClientMultipart,
  reencodeLogo,
  removeStored,
  Text,
  normaliseWebsite,
  WEBSITE_INVALID,
} from './clients-common.js';
import clientExtras from './clients-extras.js';
import clientItems from './clients-items.js';

const TAGS = ['Clients'];

const clientFields = {
  client_legal_name: Text(200),
  client_short_name: Text(100),
  website_url: Type.Optional(Text(500)),
  replacement_duration: Type.Optional(NullableInt(36_500)),
  invoice_payment_duration: Type.Optional(NullableInt(36_500)),
  agreement_start_date: Type.Optional(NullableDate),
  agreement_end_date: Type.Optional(NullableDate),
  status: Type.Optional(Type.String({ maxLength: 20, description: 'Always stored as active.' })),
  about_client: Type.Optional(Text(200_000)),
  additional_information: Type.Optional(Text(200_000)),
};
const NULLABLE_KEYS = ['replacement_duration', 'invoice_payment_duration', 'agreement_start_date', 'agreement_end_date'] as const;

const ClientCreateFields = Type.Object(clientFields, { additionalProperties: false });
const ClientUpdate = Type.Object(
  {
    encrypted_id: Uuid,
    lock_version: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'The version edited (GET /api/clients/{id}); 409 when stale.' })),
    ...clientFields,
  },
  { additionalProperties: false },
);
type ClientInput = Static<typeof ClientCreateFields>;

export const ClientListRow = Type.Object({
  encrypted_id: Type.String(),
  client_short_name: Type.String(),
  client_legal_name: Type.String(),
  clientlogo_file_url: Nullable(Type.String()),
  created_at: Type.String(),
});

const ClientRecord = Type.Object({
  encrypted_id: Type.String(),
  client_legal_name: Type.String(),
  client_short_name: Type.String(),
  website_url: Type.String(),
  replacement_duration: Nullable(Type.Integer()),
  invoice_payment_duration: Nullable(Type.Integer()),
  agreement_start_date: Nullable(Type.String()),
  agreement_end_date: Nullable(Type.String()),
  status: Type.String(),
  about_client: Type.String(),
  additional_information: Type.String(),
  clientlogo_file_url: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  lock_version: Type.Integer({ description: 'The version of the record: send it back with an update (409 when stale).' }),
});

/** The stored columns a client form sets. */
type ClientColumns = {
  client_legal_name: string;
  client_short_name: string;
  website_url: string;
  replacement_duration: number | null;
  invoice_payment_duration: number | null;
  agreement_start_date: string | null;
  agreement_end_date: string | null;
  about_client: string;
  additional_information: string;
};
const COLUMNS: (keyof ClientColumns)[] = [
  'client_legal_name',
  'client_short_name',
  'website_url',
  'replacement_duration',
  'invoice_payment_duration',
  'agreement_start_date',
  'agreement_end_date',
  'about_client',
  'additional_information',
];

/**
 * The checks a schema cannot say, over the values the client will have (`current` for an update):
 * names not blank, the end date not before the start date, a website that is a web address (normalised).
 */
function clientColumns(input: Partial<ClientInput>, current?: ClientColumns): ClientColumns {
  const errors: Record<string, string[]> = {};
  const pick = <K extends keyof ClientColumns>(k: K, v: ClientColumns[K] | undefined): ClientColumns[K] =>
    v === undefined ? (current ? current[k] : (null as ClientColumns[K])) : v;
  const out: ClientColumns = {
    client_legal_name: (input.client_legal_name ?? '').trim(),
    client_short_name: (input.client_short_name ?? '').trim(),
    website_url: pick('website_url', input.website_url?.trim()) ?? '',
    replacement_duration: pick('replacement_duration', input.replacement_duration),
    invoice_payment_duration: pick('invoice_payment_duration', input.invoice_payment_duration),
    agreement_start_date: pick('agreement_start_date', input.agreement_start_date),
    agreement_end_date: pick('agreement_end_date', input.agreement_end_date),
    about_client: pick('about_client', input.about_client === undefined ? undefined : sanitizeRichText(input.about_client)) ?? '',
    additional_information:
      pick('additional_information', input.additional_information === undefined ? undefined : sanitizeRichText(input.additional_information)) ?? '',
  };
  if (!out.client_legal_name) errors.client_legal_name = ['The client legal name field is required.'];
  if (!out.client_short_name) errors.client_short_name = ['The client short name field is required.'];
  // A website stored before these rules stays as it is until it is changed.
  if (out.website_url && out.website_url !== current?.website_url) {
    const website = normaliseWebsite(out.website_url);
    if (website === null) errors.website_url = [WEBSITE_INVALID];
    else out.website_url = website;
  }
  if (out.agreement_start_date && out.agreement_end_date && out.agreement_end_date < out.agreement_start_date) {
    errors.agreement_end_date = ['The agreement end date must be a date after or equal to agreement start date.'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

const RECORD_SQL = `select c.id, c.encrypted_id::text as encrypted_id, c.client_legal_name, c.client_short_name, c.website_url,
  c.replacement_duration, c.invoice_payment_duration,
  to_char(c.agreement_start_date, 'YYYY-MM-DD') as agreement_start_date, to_char(c.agreement_end_date, 'YYYY-MM-DD') as agreement_end_date,
  c.status, c.about_client, c.additional_information, c.logo_file_id, f.encrypted_id::text as logo_eid, c.created_at, c.updated_at, c.lock_version
  from clients c left join files f on f.id = c.logo_file_id`;

type RecordRow = ClientColumns & {
  id: number;
  encrypted_id: string;
  status: string;
  logo_file_id: number | null;
  logo_eid: string | null;
  created_at: Date;
  updated_at: Date;
  lock_version: number;
};

async function loadRecord(q: Queryable, encryptedId: string, lock = false): Promise<RecordRow> {
  const { rows } = await q.query<RecordRow>(`${RECORD_SQL} where c.encrypted_id = $1 ${lock ? 'for update of c' : ''}`, [encryptedId]);
  if (!rows[0]) throw notFound();
  const r = rows[0];
  return {
    ...r,
    id: Number(r.id),
    lock_version: Number(r.lock_version),
    logo_file_id: r.logo_file_id === null ? null : Number(r.logo_file_id),
    replacement_duration: r.replacement_duration === null ? null : Number(r.replacement_duration),
    invoice_payment_duration: r.invoice_payment_duration === null ? null : Number(r.invoice_payment_duration),
  };
}

function publicRecord(request: FastifyRequest, r: RecordRow): Static<typeof ClientRecord> {
  return {
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
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/clients',
    {
      config: { access: access.module('Clients', 'view') },
      schema: {
        tags: TAGS,
        description: 'Clients, paged. Default order: created_at desc, then client_legal_name asc. q searches short name, legal name and website; status, recruiter, state and city (of its job orders) filter.',
        querystring: listQuery(['client_short_name', 'client_legal_name', 'created_at'] as const, ClientFilterProps),
        response: { 200: ListOf(ClientListRow), ...errorResponses },
      },
    },
    async (request) => {
      const filterParams: unknown[] = [];
      const list = await runList<{ encrypted_id: string; client_short_name: string; client_legal_name: string; logo_eid: string | null; created_at: Date }>(
        app.db,
        {
          select: `c.encrypted_id::text as encrypted_id, c.client_short_name, c.client_legal_name, c.created_at,
                   (select f.encrypted_id::text from files f where f.id = c.logo_file_id) as logo_eid`,
          from: 'clients c',
          params: filterParams,
          where: clientConditions(request.query as ClientFilters, filterParams),
          sortable: {
            client_short_name: 'lower(c.client_short_name)',
            client_legal_name: 'lower(c.client_legal_name)',
            created_at: 'c.created_at',
          },
          defaultSort: [
            ['c.created_at', 'desc'],
            ['c.client_legal_name', 'asc'],
          ],
          search: ['c.client_short_name', 'c.client_legal_name', 'c.website_url'],
          tiebreak: 'c.id',
          defaultLimit: 7,
        },
        request.query,
      );
      return {
        ...list,
        data: list.data.map((r) => ({
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
    '/clients/:id',
    {
      config: { access: access.module('Clients', 'view') },
      schema: { tags: TAGS, params: IdParams, response: { 200: OneOf(ClientRecord), ...errorResponses } },
    },
    async (request) => ({ status: true, data: [publicRecord(request, await loadRecord(app.db, request.params.id))] }),
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
        querystring: Type.Object(
          {
            legal_name: Type.Optional(Type.String({ maxLength: 200 })),
            short_name: Type.Optional(Type.String({ maxLength: 100 })),
            exclude: Type.Optional(Uuid),
          },
          { additionalProperties: false },
        ),
        response: {
          200: DataOf(
            Type.Array(
              Type.Object({
                encrypted_id: Type.String(),
                client_legal_name: Type.String(),
                client_short_name: Type.String(),
                matched: Type.Array(Type.Union([Type.Literal('legal_name'), Type.Literal('short_name')])),
              }),
            ),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const name = (v: string | undefined) => (v ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
      const legal = name(request.query.legal_name);
      const short = name(request.query.short_name);
      if (!legal && !short) return { status: true, data: [] };
      const { rows } = await app.db.query<{
        encrypted_id: string;
        client_legal_name: string;
        client_short_name: string;
        by_legal: boolean;
        by_short: boolean;
      }>(
        `select c.encrypted_id::text as encrypted_id, c.client_legal_name, c.client_short_name,
                lower(c.client_legal_name) = $1 as by_legal, lower(c.client_short_name) = $2 as by_short
           from clients c
          where (lower(c.client_legal_name) = $1 or lower(c.client_short_name) = $2)
            and ($3::uuid is null or c.encrypted_id <> $3::uuid)
          order by c.client_short_name limit 10`,
        [legal || null, short || null, request.query.exclude ?? null],
      );
      return {
        status: true,
        data: rows.map((r) => ({
          encrypted_id: r.encrypted_id,
          client_legal_name: r.client_legal_name,
          client_short_name: r.client_short_name,
          matched: [...(r.by_legal ? ['legal_name' as const] : []), ...(r.by_short ? ['short_name' as const] : [])],
        })),
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
      const ctx = auth(request);
      const { fields, files } = await readClientMultipart(app, request, { clientlogo: LOGO_RULE });
      let upload: StoredFile | undefined = files.clientlogo;
      let logo: StoredFile | null = null;
      try {
        const input = validate(ClientCreateFields, blankToNull(fields, NULLABLE_KEYS));
        const cols = clientColumns(input);
        if (upload) {
          const u = upload;
          upload = undefined; // reencodeLogo removes it whatever happens
          logo = await reencodeLogo(app, request, u);
        }
        const now = app.clock.now();
        const created = await app.db.tx(async (q) => {
          const { rows } = await q.query<{ id: number; encrypted_id: string }>(
            `insert into clients (${COLUMNS.join(', ')}, status, logo_file_id, created_by, created_at, updated_at)
             values (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, 'active', $10, $11, $12, $12)
             returning id, encrypted_id::text as encrypted_id`,
            [...COLUMNS.map((k) => cols[k]), logo?.id ?? null, ctx.user.id, now],
          );
          const row = { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
          await audit(q, request, {
            action: 'client.create',
            entityType: 'client',
            entityId: row.id,
            summary: `Created client ${cols.client_short_name}${logo ? ' with a logo' : ''}`,
            after: { ...cols, status: 'active', logo: logo ? logo.original_name : null },
          });
          return row;
        });
        reply.code(201);
        return { status: true, message: 'Client Added Successfully', data: { encrypted_id: created.encrypted_id } };
      } catch (e) {
        if (upload) await deleteFile(app, app.db, upload.id);
        if (logo) await deleteFile(app, app.db, logo.id);
        throw e;
      }
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
        description: 'JSON: encrypted_id and the client fields. Fields left out keep their value; the names are required.',
        body: ClientUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const { encrypted_id, lock_version, ...input } = request.body;
      await app.db.tx(async (q) => {
        const current = await loadRecord(q, encrypted_id, true);
        const version = await checkVersion(app, q, 'client', current.id, lock_version);
        const cols = clientColumns(input, current);
        const changed = COLUMNS.filter((k) => cols[k] !== current[k]);
        if (!changed.length) return;
        await q.query(
          `update clients set ${changed.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = $${changed.length + 2}, ${version} where id = $1`,
          [current.id, ...changed.map((k) => cols[k]), app.clock.now()],
        );
        await audit(q, request, {
          action: 'client.update',
          entityType: 'client',
          entityId: current.id,
          summary: `Updated ${changed.map((k) => k.replace(/_/g, ' ')).join(', ')}`,
          before: Object.fromEntries(changed.map((k) => [k, current[k]])),
          after: Object.fromEntries(changed.map((k) => [k, cols[k]])),
        });
      });
      return { status: true, message: 'Client Updated Successfully' };
    },
  );

  app.delete(
    '/clients/:id',
    {
      config: { access: access.module('Clients', 'delete') },
      schema: {
        tags: TAGS,
        description: 'Deletes the client, its sub-items, notes and documents (and their files). 409 while it has job orders.',
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      let keys: string[] = [];
      try {
        keys = await app.db.tx(async (q) => {
          const current = await loadRecord(q, request.params.id, true);
          const jobs = await q.query<{ n: number }>('select count(*)::int as n from job_orders where client_id = $1', [current.id]);
          const n = Number(jobs.rows[0]?.n ?? 0);
          if (n > 0) throw conflict(`This client has ${plural(n, 'job order', 'job orders')}. Delete or move them first.`);
          const docs = await q.query<{ file_id: number }>('select file_id from client_attachments where client_id = $1', [current.id]);
          await q.query('delete from clients where id = $1', [current.id]);
          const removed = await deleteFileRows(q, [current.logo_file_id, ...docs.rows.map((d) => Number(d.file_id))]);
          await audit(q, request, {
            action: 'client.delete',
            entityType: 'client',
            entityId: current.id,
            summary: `Deleted client ${current.client_short_name}`,
            before: Object.fromEntries(COLUMNS.map((k) => [k, current[k]])),
          });
          return removed;
        });
      } catch (e) {
        if (isForeignKeyViolation(e)) throw conflict('This client has job orders. Delete or move them first.');
        throw e;
      }
      await removeStored(app, keys);
      return { status: true, message: 'Client deleted Successfully' };
    },
  );

  await app.register(clientItems);
  await app.register(clientExtras);
};

export default routes;
