import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit.js';
import type { Queryable } from '../db/index.js';
import { access, auth } from '../http/access.js';
import { invalid, notFound } from '../http/errors.js';
import { Created, DataOf, errorResponses, Message, Nullable, Uuid } from '../http/schemas.js';
import {
  blankToNull,
  findClient,
  itemWriteGuard,
  normaliseRef,
  NullableDate,
  NullableNumber,
  Text,
  isContactEmail,
  isContactPhone,
  today,
  type ClientRef,
} from './clients-common.js';

/**
 * The four repeatable sections of a client: GET /api/{sub}/{client_id}, POST /api/{sub}, PUT /api/{sub},
 * DELETE /api/{sub}/{id}. Every write checks the item belongs to the client given and is audited on the client.
 */

type Values = Record<string, unknown>;

type SubResource = {
  path: 'client_gst' | 'client_contacts' | 'client_payment_terms' | 'client_invoice_stages';
  label: string;
  /** Writable columns and their schemas (the column name is the field name). */
  fields: Record<string, TSchema>;
  /** Defaults for a new item. */
  defaults: Values;
  /** Columns that are numbers or dates, where '' means no value. */
  nullable: string[];
  /** Read expression per column when it is not the plain column. */
  read?: Record<string, string>;
  row: Record<string, TSchema>;
  created: string;
  /** Checks over the item as it will be stored (`before` when updating); throws invalid(). */
  check?: (app: FastifyInstance, item: Values, before: Values | null) => void;
  describe: (item: Values) => string;
};

const str = (n: number) => Type.Optional(Text(n));

const gstFields = {
  gst_id: str(50),
  gst_state_code: str(10),
  gst_state_name: str(100),
  client_pan_no: str(50),
  client_tan_no: str(50),
  client_office_short_name: str(100),
  client_office_address1: str(500),
  client_office_address2: str(500),
  client_office_address3: str(500),
  client_office_address4: str(500),
  gst_exemption_eligibility: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('YES'), Type.Literal('NO')])),
  approval_from_gst_enddate: Type.Optional(NullableDate),
};

export const SUB_RESOURCES: SubResource[] = [
  {
    path: 'client_gst',
    label: 'GST entry',
    fields: gstFields,
    defaults: {
      gst_id: '',
      gst_state_code: '77',
      gst_state_name: '',
      client_pan_no: '',
      client_tan_no: '',
      client_office_short_name: '',
      client_office_address1: '',
      client_office_address2: '',
      client_office_address3: '',
      client_office_address4: '',
      gst_exemption_eligibility: '',
      approval_from_gst_enddate: null,
    },
    nullable: ['approval_from_gst_enddate'],
    read: { approval_from_gst_enddate: `to_char(t.approval_from_gst_enddate, 'YYYY-MM-DD')` },
    row: {
      ...Object.fromEntries(Object.keys(gstFields).map((k) => [k, Type.String()])),
      approval_from_gst_enddate: Nullable(Type.String()),
    },
    created: 'Added Successfully',
    check: (app, item, before) => {
      const end = item.approval_from_gst_enddate as string | null;
      if (item.gst_exemption_eligibility === 'NO' && end) {
        throw invalid({ approval_from_gst_enddate: ['The approval from gst enddate must be empty when the gst exemption eligibility is NO.'] });
      }
      // An end date already stored may have passed: only a new or changed date must not be before today.
      if (end && end !== (before?.approval_from_gst_enddate ?? null) && end < today(app)) {
        throw invalid({ approval_from_gst_enddate: ['The approval from gst enddate must be a date after or equal to today.'] });
      }
    },
    describe: (i) => [i.gst_id, i.gst_state_code && `state ${i.gst_state_code}`, i.gst_state_name].filter(Boolean).join(', '),
  },
  {
    path: 'client_contacts',
    label: 'point of contact',
    fields: {
      client_contact_name: Type.Optional(Text(200)),
      client_contact_email: str(254),
      client_contact_phone: str(50),
      client_contact_alternate_phone: str(50),
    },
    defaults: { client_contact_name: '', client_contact_email: '', client_contact_phone: '', client_contact_alternate_phone: '' },
    nullable: [],
    row: {
      client_contact_name: Type.String(),
      client_contact_email: Type.String(),
      client_contact_phone: Type.String(),
      client_contact_alternate_phone: Type.String(),
    },
    created: 'Point Of Contact Added Successfully',
    check: (_app, item, before) => {
      const errors: Record<string, string[]> = {};
      if (!String(item.client_contact_name ?? '').trim()) errors.client_contact_name = ['The client contact name field is required.'];
      // checked when new or changed: a value stored before these rules does not block other edits
      const changed = (k: string) => String(item[k] ?? '').trim() !== String(before?.[k] ?? '').trim();
      const email = String(item.client_contact_email ?? '').trim();
      if (changed('client_contact_email') && !isContactEmail(email))
        errors.client_contact_email = ['The client contact email must be a valid email address.'];
      for (const k of ['client_contact_phone', 'client_contact_alternate_phone']) {
        if (changed(k) && !isContactPhone(String(item[k] ?? '').trim()))
          errors[k] = [`The ${k.replace(/_/g, ' ')} must be a phone number of 7 to 15 digits.`];
      }
      if (Object.keys(errors).length) throw invalid(errors);
    },
    describe: (i) => String(i.client_contact_name ?? ''),
  },
  {
    path: 'client_payment_terms',
    label: 'payment term',
    fields: { criteria_name: str(200), charges: Type.Optional(NullableNumber(0, 100)), remarks: str(2000) },
    defaults: { criteria_name: '', charges: null, remarks: '' },
    nullable: ['charges'],
    read: { charges: 't.charges::float8' },
    row: { criteria_name: Type.String(), charges: Nullable(Type.Number()), remarks: Type.String() },
    created: 'Added Successfully',
    describe: (i) => [i.criteria_name, i.charges !== null && i.charges !== undefined ? `${i.charges}%` : ''].filter(Boolean).join(', '),
  },
  {
    path: 'client_invoice_stages',
    label: 'invoice process stage',
    fields: { steps: str(2000) },
    defaults: { steps: '' },
    nullable: [],
    row: { steps: Type.String() },
    created: 'Added Successfully',
    describe: (i) => String(i.steps ?? '').slice(0, 80),
  },
];

const trimStrings = (v: Values): Values => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]));

function selectSql(def: SubResource): string {
  const cols = Object.keys(def.fields).map((k) => `${def.read?.[k] ?? `t.${k}`} as ${k}`);
  return `t.id, t.encrypted_id::text as encrypted_id, c.encrypted_id::text as client_id, ${cols.join(', ')}`;
}

async function findItem(q: Queryable, def: SubResource, itemId: string, clientId?: number): Promise<Values & { id: number }> {
  const { rows } = await q.query<Values & { id: number }>(
    `select ${selectSql(def)} from ${def.path} t join clients c on c.id = t.client_id
      where t.encrypted_id = $1 ${clientId === undefined ? '' : 'and t.client_id = $2'} for update of t`,
    clientId === undefined ? [itemId] : [itemId, clientId],
  );
  if (!rows[0]) throw notFound();
  return { ...rows[0], id: Number(rows[0].id) };
}

const publicRow = (def: SubResource, r: Values) =>
  Object.fromEntries(['encrypted_id', 'client_id', ...Object.keys(def.fields)].map((k) => [k, r[k] ?? null]));

const routes: FastifyPluginAsyncTypebox = async (app) => {
  for (const def of SUB_RESOURCES) {
    const keys = Object.keys(def.fields);
    const Row = Type.Object({ encrypted_id: Type.String(), client_id: Type.String(), ...def.row });
    const tags = ['Clients'];
    const normalise = async (request: { body: unknown }) => {
      blankToNull(request.body, def.nullable);
    };

    app.get(
      `/${def.path}/:client_id`,
      {
        // the job-order form picks the client's contact: Job Orders viewers read contacts too
        config: { access: access.module(def.path === 'client_contacts' ? ['Clients', 'Job Orders'] : 'Clients', 'view') },
        schema: {
          tags,
          description: `The client's ${def.label} items, in the order they were added.`,
          params: Type.Object({ client_id: Uuid }, { additionalProperties: false }),
          response: { 200: DataOf(Type.Array(Row)), ...errorResponses },
        },
      },
      async (request) => {
        const client = await findClient(app.db, request.params.client_id);
        const { rows } = await app.db.query<Values>(
          `select ${selectSql(def)} from ${def.path} t join clients c on c.id = t.client_id where t.client_id = $1 order by t.created_at, t.id`,
          [client.id],
        );
        return { status: true, data: rows.map((r) => publicRow(def, r)) as never };
      },
    );

    app.post(
      `/${def.path}`,
      {
        config: { access: access.module('Clients', ['edit', 'add']) },
        preValidation: normalise,
        schema: {
          tags,
          description: `Adds a ${def.label}. Needs Clients m_edit (m_add for the creator of a client being created).`,
          body: Type.Object({ client_id: Uuid, ...def.fields }, { additionalProperties: false }),
          response: { 201: Created, ...errorResponses },
        },
      },
      async (request, reply) => {
        const guard = await itemWriteGuard(app, request);
        const body = request.body as Values & { client_id: string };
        const item = { ...def.defaults, ...trimStrings(Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]]))) };
        const created = await app.db.tx(async (q) => {
          const client = await findClient(q, body.client_id);
          guard.check(client);
          def.check?.(app, item, null);
          const now = app.clock.now();
          const { rows } = await q.query<{ id: number; encrypted_id: string }>(
            `insert into ${def.path} (client_id, ${keys.join(', ')}, created_by, created_at, updated_at)
             values ($1, ${keys.map((_, i) => `$${i + 2}`).join(', ')}, $${keys.length + 2}, $${keys.length + 3}, $${keys.length + 3})
             returning id, encrypted_id::text as encrypted_id`,
            [client.id, ...keys.map((k) => item[k]), auth(request).user.id, now],
          );
          await audit(q, request, {
            action: `${def.path}.create`,
            entityType: 'client',
            entityId: client.id,
            summary: `Added ${def.label} ${def.describe(item)}`.trim(),
            after: { encrypted_id: rows[0].encrypted_id, ...item },
          });
          return rows[0];
        });
        reply.code(201);
        return { status: true, message: def.created, data: { encrypted_id: created.encrypted_id } };
      },
    );

    app.put(
      `/${def.path}`,
      {
        config: { access: access.module('Clients', ['edit', 'add']) },
        preValidation: normalise,
        schema: {
          tags,
          description: `Updates a ${def.label} of the client given (404 when the item is not that client's). Fields left out keep their value. Needs Clients m_edit (m_add for the creator of a client being created).`,
          body: Type.Object({ encrypted_id: Uuid, client_id: Uuid, ...def.fields }, { additionalProperties: false }),
          response: { 200: Message, ...errorResponses },
        },
      },
      async (request) => {
        const guard = await itemWriteGuard(app, request);
        const body = request.body as Values & { client_id: string; encrypted_id: string };
        await app.db.tx(async (q) => {
          const client = await findClient(q, body.client_id);
          guard.check(client);
          const before = await findItem(q, def, body.encrypted_id, client.id);
          const given = trimStrings(Object.fromEntries(keys.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])));
          const item = { ...Object.fromEntries(keys.map((k) => [k, before[k]])), ...given };
          def.check?.(app, item, before);
          const changed = keys.filter((k) => (item[k] ?? null) !== (before[k] ?? null));
          if (!changed.length) return;
          await q.query(
            `update ${def.path} set ${changed.map((k, i) => `${k} = $${i + 3}`).join(', ')}, updated_at = $${changed.length + 3}
              where id = $1 and client_id = $2`,
            [before.id, client.id, ...changed.map((k) => item[k]), app.clock.now()],
          );
          await audit(q, request, {
            action: `${def.path}.update`,
            entityType: 'client',
            entityId: client.id,
            summary: `Updated ${def.label} ${def.describe(item)}`.trim(),
            before: { encrypted_id: body.encrypted_id, ...Object.fromEntries(changed.map((k) => [k, before[k]])) },
            after: { encrypted_id: body.encrypted_id, ...Object.fromEntries(changed.map((k) => [k, item[k]])) },
          });
        });
        return { status: true, message: 'Updated Successfully' };
      },
    );

    app.delete(
      `/${def.path}/:id`,
      {
        config: { access: access.module('Clients', ['edit', 'add']) },
        schema: {
          tags,
          description: `Deletes a ${def.label}. Needs Clients m_edit (m_add for the creator of a client being created).`,
          params: Type.Object({ id: Uuid }, { additionalProperties: false }),
          response: { 200: Message, ...errorResponses },
        },
      },
      async (request) => {
        const guard = await itemWriteGuard(app, request);
        await app.db.tx(async (q) => {
          const { rows } = await q.query<ClientRef & { item_id: number }>(
            `select c.id, c.encrypted_id::text as encrypted_id, c.client_short_name, c.created_by, c.created_at, t.id as item_id
               from ${def.path} t join clients c on c.id = t.client_id where t.encrypted_id = $1`,
            [request.params.id],
          );
          if (!rows[0]) throw notFound();
          const client = normaliseRef(rows[0]);
          guard.check(client);
          const before = await findItem(q, def, request.params.id, client.id);
          await q.query(`delete from ${def.path} where id = $1 and client_id = $2`, [before.id, client.id]);
          await audit(q, request, {
            action: `${def.path}.delete`,
            entityType: 'client',
            entityId: client.id,
            summary: `Deleted ${def.label} ${def.describe(before)}`.trim(),
            before: { encrypted_id: request.params.id, ...Object.fromEntries(keys.map((k) => [k, before[k]])) },
          });
        });
        return { status: true, message: 'Deleted Successfully' };
      },
    );
  }
};

export default routes;
