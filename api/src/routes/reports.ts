// Data Tables (spec 002 §2.3, §3.5, §4, §5, §7.5; API.md Data Tables): saved custom reports (list, save, delete,
// download) here; the selector lookups and the Resume / Interview reports in reports-generate.ts.
// A saved report keeps its client, job and columns; its download reads the job's linked candidates as they are now.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../audit.js';
import { access, auth } from '../http/access.js';
import { forbidden, notFound } from '../http/errors.js';
import { runList } from '../http/lists.js';
import { Created, errorResponses, IdParams, ListOf, listQuery, Message } from '../http/schemas.js';
import { Timestamp } from './jobs-common.js';
import reportsGenerate from './reports-generate.js';
import {
  COLUMN_BY_KEY,
  CUSTOM_KEY,
  MAX_COLUMNS,
  MAX_TITLE,
  MESSAGES,
  multipartBody,
  registerFormParser,
  ReportTarget,
  resolveReportTarget,
  TAGS,
  type SavedColumn,
} from './reports-common.js';

const ColumnInput = Type.Union([
  Type.String({ maxLength: 2000, description: 'A column key of spec 3.5 (or, in a form, a JSON object {title, key}).' }),
  Type.Object(
    { key: Type.String({ maxLength: 100 }), title: Type.Optional(Type.String({ maxLength: 1000 })) },
    { additionalProperties: false, description: "A column: a key of spec 3.5 (its title is the catalogue's), or a custom column {title, key: 'custom:<n>'}." },
  ),
]);

const SaveReport = Type.Object(
  {
    ...ReportTarget,
    report_name: Type.Optional(Type.String({ maxLength: 200 })),
    columns_array: Type.Optional(Type.Array(ColumnInput, { maxItems: MAX_COLUMNS })),
  },
  { additionalProperties: false },
);

const ReportListRow = Type.Object({
  encrypted_id: Type.String(),
  report_name: Type.String(),
  created_at: Timestamp,
  client_name: Type.String(),
  job_title: Type.String(),
  username: Type.String(),
  /** The signed-in user may delete it (their own report, or the admin); the Data Tables delete flag applies as well. */
  can_delete: Type.Boolean(),
});

const Cell = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'] });
const Download = Type.Object({
  status: Type.Boolean(),
  report_name: Type.String(),
  columns: Type.Array(Type.Object({ title: Type.String(), key: Type.String() })),
  data: Type.Array(Type.Record(Type.String(), Cell)),
});

/** The columns of a save request, each a known key or a titled custom column; messages by index. */
export function readColumns(raw: Static<typeof ColumnInput>[] | undefined): { columns: SavedColumn[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const columns: SavedColumn[] = [];
  if (!raw || raw.length === 0) return { columns, errors: { columns_array: [MESSAGES.columnsRequired] } };
  const seen = new Set<string>();
  raw.forEach((item, i) => {
    const field = `columns_array.${i}`;
    let value: unknown = item;
    if (typeof item === 'string' && item.trim().startsWith('{')) {
      try {
        value = JSON.parse(item);
      } catch {
        value = item;
      }
    }
    const key = typeof value === 'string' ? value.trim() : typeof value === 'object' && value && typeof (value as { key?: unknown }).key === 'string' ? (value as { key: string }).key.trim() : '';
    const rawTitle = typeof value === 'object' && value && typeof (value as { title?: unknown }).title === 'string' ? (value as { title: string }).title.trim() : '';
    const known = COLUMN_BY_KEY.get(key);
    if (!known && !CUSTOM_KEY.test(key)) {
      errors[field] = ['The selected columns array is invalid.'];
      return;
    }
    if (seen.has(key)) {
      errors[field] = ['The columns array field has a duplicate value.'];
      return;
    }
    seen.add(key);
    if (known) {
      columns.push({ title: known.title, key });
      return;
    }
    if (!rawTitle) errors[`${field}.title`] = ['The column title field is required.'];
    else if (rawTitle.length > MAX_TITLE) errors[`${field}.title`] = [`The column title must not be greater than ${MAX_TITLE} characters.`];
    else columns.push({ title: rawTitle, key });
  });
  return { columns, errors };
}

/** The saved columns as stored (jsonb), keeping only well-formed entries. */
function storedColumns(value: unknown): SavedColumn[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((c) =>
    c && typeof c === 'object' && typeof (c as SavedColumn).key === 'string'
      ? [{ key: (c as SavedColumn).key, title: String((c as SavedColumn).title ?? COLUMN_BY_KEY.get((c as SavedColumn).key)?.title ?? '') }]
      : [],
  );
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  registerFormParser(app);
  await app.register(reportsGenerate);
  const formBody = multipartBody(app);

  app.get(
    '/reports',
    {
      config: { access: access.module('Data Tables', 'view') },
      schema: {
        tags: TAGS,
        description:
          'Saved reports, newest first, 10 a page by default (page is 0-based). q searches the report name, client and job title. ' +
          "can_delete: the report is the user's own, or the user is the admin.",
        querystring: listQuery(['report_name', 'created_at'] as const),
        response: { 200: ListOf(ReportListRow), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      return runList<Static<typeof ReportListRow>>(
        app.db,
        {
          select: `r.encrypted_id::text as encrypted_id, r.report_name, r.created_at, cl.client_short_name as client_name, j.job_title,
                   coalesce(trim(u.first_name || ' ' || u.last_name), '') as username,
                   ($2::boolean or r.created_by is not distinct from $1::bigint) as can_delete`,
          from: `reports r join clients cl on cl.id = r.client_id join job_orders j on j.id = r.job_id left join users u on u.id = r.created_by`,
          // (the parameters are named here too: the count query must know their types)
          where: ['$1::bigint is not null', '$2::boolean is not null'],
          params: [ctx.user.id, ctx.isAdmin],
          sortable: { report_name: 'lower(r.report_name)', created_at: 'r.created_at' },
          defaultSort: [['r.created_at', 'desc']],
          search: ['r.report_name', 'cl.client_short_name', 'j.job_title'],
          tiebreak: 'r.id',
          defaultLimit: 10,
        },
        request.query,
      );
    },
  );

  app.post(
    '/reports',
    {
      config: { access: access.module('Data Tables', 'add') },
      preValidation: formBody,
      schema: {
        tags: TAGS,
        description:
          'Saves a custom report: client_id, job_id (the client\'s), report_name and columns_array, in order. A column is a key of spec 3.5 ' +
          "(name, primary_mobile, ..., notice_period) or a custom column {title, key: 'custom:<n>'}; in a form, columns_array[i] is a key " +
          "or a JSON object, or columns_array[i][key] and columns_array[i][title]. Messages: 'Client Is Required.', 'Job Is Required.', " +
          "'Report Name Is Required.'; 422 for an unknown or repeated column.",
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        body: SaveReport,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = (body.report_name ?? '').trim();
      const { columns, errors } = readColumns(body.columns_array);
      if (!name) errors.report_name = [MESSAGES.nameRequired];
      const id = await app.db.tx(async (q) => {
        const target = await resolveReportTarget(q, body, errors);
        const { rows } = await q.query<{ id: number; encrypted_id: string }>(
          `insert into reports (report_name, client_id, job_id, columns, created_by, created_at)
           values ($1, $2, $3, $4::jsonb, $5, $6) returning id, encrypted_id::text as encrypted_id`,
          [name, target.clientId, target.jobId, JSON.stringify(columns), auth(request).user.id, app.clock.now()],
        );
        await audit(q, request, {
          action: 'report.create',
          entityType: 'report',
          entityId: Number(rows[0].id),
          summary: `Report ${name} saved for ${target.clientName} - ${target.jobTitle}`,
          after: { report: rows[0].encrypted_id, report_name: name, client_id: body.client_id, job_id: body.job_id, columns },
        });
        return rows[0].encrypted_id;
      });
      return reply.code(201).send({ status: true, message: MESSAGES.added, data: { encrypted_id: id } });
    },
  );

  app.delete(
    '/reports/:id',
    {
      config: { access: access.module('Data Tables', 'delete') },
      schema: {
        tags: TAGS,
        description: "Deletes a saved report: the user's own, or any for the admin (403 otherwise).",
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number; report_name: string; created_by: number | null; columns: unknown }>(
          'select id, report_name, created_by, columns from reports where encrypted_id = $1 for update',
          [request.params.id],
        );
        const r = rows[0];
        if (!r) throw notFound();
        if (!ctx.isAdmin && (r.created_by === null || Number(r.created_by) !== ctx.user.id)) throw forbidden();
        await q.query('delete from reports where id = $1', [r.id]);
        await audit(q, request, {
          action: 'report.delete',
          entityType: 'report',
          entityId: Number(r.id),
          summary: `Report ${r.report_name} deleted`,
          before: { report: request.params.id, report_name: r.report_name, columns: storedColumns(r.columns) },
        });
      });
      return { status: true, message: MESSAGES.deleted };
    },
  );

  app.get(
    '/reports/:id/download',
    {
      config: { access: access.module('Data Tables', 'view') },
      schema: {
        tags: TAGS,
        description:
          "The saved report's columns (in order) and one row per candidate linked to its job now, by name, keyed by column key; " +
          'custom columns are empty. Identity card numbers appear only when that column was chosen.',
        params: IdParams,
        response: { 200: Download, ...errorResponses },
      },
    },
    async (request) => {
      const { rows: found } = await app.db.query<{ report_name: string; job_id: number; columns: unknown }>(
        'select report_name, job_id, columns from reports where encrypted_id = $1',
        [request.params.id],
      );
      const report = found[0];
      if (!report) throw notFound();
      const columns = storedColumns(report.columns);
      const known = columns.map((c) => COLUMN_BY_KEY.get(c.key)).filter((c) => c !== undefined);
      // Only the chosen columns are read (an identity card number never leaves the database unless asked for).
      const select = known.length ? known.map((c, i) => `${c.sql} as c${i}`).join(', ') : '1 as c_none';
      const { rows } = await app.db.query<Record<string, string | number | null>>(
        `select ${select}
           from candidate_jobs cj join candidates c on c.id = cj.candidate_id
           left join countries co on co.id = c.country_id left join states st on st.id = c.state_id left join cities ci on ci.id = c.city_id
           left join job_main_status ms on ms.fixed_id = cj.main_status_id left join job_sub_status ss on ss.fixed_id = cj.sub_status_id
          where cj.job_id = $1 order by lower(c.name), c.id`,
        [report.job_id],
      );
      const slot = new Map(known.map((c, i) => [c.key, `c${i}`]));
      const data = rows.map((row) => {
        const out: Record<string, string | number | null> = {};
        for (const c of columns) {
          const from = slot.get(c.key);
          out[c.key] = from === undefined ? '' : (row[from] ?? null);
        }
        return out;
      });
      return { status: true, report_name: report.report_name, columns, data };
    },
  );
};

export default routes;
