// A candidate's sub-items (spec 001; API.md Candidates): education, experience, about, notes, attachments,
// messages and the activity trail. Reads need Candidates view; every write is a change to the candidate and needs
// Candidates edit. A write names the candidate and the item must belong to it (404 otherwise).
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { audit, actorNameSql } from '../audit.js';
import type { Queryable } from '../db/index.js';
import { DOCUMENT_KINDS } from '../files/kinds.js';
import { fileUrl, readMultipart } from '../files/service.js';
import { access } from '../http/access.js';
import { invalid, notFound } from '../http/errors.js';
import { sanitizeRichText } from '../http/sanitize.js';
import {
  Created,
  DataOf,
  errorResponses,
  IdParams,
  Message,
  Nullable,
  Uuid,
} from '../http/schemas.js';
import {
  addError,
  candidateOf,
  checkEducation,
  checkExperience,
  type CandidateRef,
  discardUploads,
  dropFileRows,
  insertEducation,
  insertExperience,
  isUuid,
  removeStored,
  required,
  text,
  throwIfAny,
  updateEducation,
  updateExperience,
  USERNAME,
  type FieldErrors,
} from './candidates-common.js';

const Timestamp = Type.String({ format: 'date-time' });
const Loose = Type.Optional(
  Type.Union([Type.String({ maxLength: 300 }), Type.Number(), Type.Boolean(), Type.Null()]),
);
const CandidateParams = Type.Object({ candidate_id: Uuid }, { additionalProperties: false });
const CandidateQuery = Type.Object({ candidate_id: Uuid }, { additionalProperties: false });
const List = <T extends Parameters<typeof Type.Array>[0]>(row: T) => DataOf(Type.Array(row));

const EducationRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  university: Type.String(),
  qualification: Type.String(),
  passout_year: Nullable(Type.Integer()),
  passout_percentage: Nullable(Type.Number()),
  still_studying: Type.Union([Type.Literal('0'), Type.Literal('1')]),
});

const ExperienceRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  job_title: Type.String(),
  company_name: Type.String(),
  start_date: Nullable(Type.String()),
  end_date: Nullable(Type.String()),
  still_working: Type.Union([Type.Literal('0'), Type.Literal('1')]),
});

const NoteRow = Type.Object({
  encrypted_id: Type.String(),
  notes: Type.String(),
  created_at: Timestamp,
  username: Nullable(Type.String()),
});

const AttachmentRow = Type.Object({
  encrypted_id: Type.String(),
  description: Type.String(),
  attachment_url: Nullable(Type.String()),
  attachment_name: Type.String(),
  mime_type: Type.String(),
  size_bytes: Type.Integer(),
  created_at: Timestamp,
  username: Nullable(Type.String()),
});

const MessageRow = Type.Object({
  encrypted_id: Type.String(),
  message: Type.String(),
  link_id: Nullable(Type.String()),
  job_id: Nullable(Type.String()),
  job_title: Nullable(Type.String()),
  client_name: Nullable(Type.String()),
  created_at: Timestamp,
  username: Nullable(Type.String()),
});

const ActivityRow = Type.Object({
  kind: Type.Union([Type.Literal('event'), Type.Literal('status')]),
  at: Timestamp,
  username: Nullable(Type.String()),
  action: Type.String(),
  summary: Type.String(),
  job_id: Nullable(Type.String()),
  job_title: Nullable(Type.String()),
  /** The job's client, so the job is named with it ('Senior Java Engineer — Lotus Media'). */
  client_name: Nullable(Type.String()),
  from_status: Nullable(Type.String()),
  to_status: Nullable(Type.String()),
});

/** Audit of a change to a candidate's sub-item: recorded against the candidate, so its Activity shows it. */
function note(
  q: Queryable,
  request: FastifyRequest,
  candidateId: number,
  action: string,
  summary: string,
  extra: { before?: unknown; after?: unknown } = {},
) {
  return audit(q, request, {
    action,
    entityType: 'candidate',
    entityId: candidateId,
    summary,
    ...extra,
  });
}

/** The candidate a list names, in its path (`/:candidate_id`) or its query (`?candidate_id=`). */
type CandidateIn = 'params' | 'querystring';

/** Education and experience: rows validated by candidates-common, added or updated by one POST. */
type RowItem<Row> = {
  /** The item in the audit actions (candidate.<item>.create / update / delete). */
  item: string;
  description: string;
  /** The body fields besides candidate_id and encrypted_id, in the order of the schema. */
  fields: string[];
  check: (
    app: FastifyInstance,
    raw: Record<string, unknown>,
    errors: FieldErrors,
  ) => { row: Row; blank: boolean };
  /** The errors of a row with none of its key fields. */
  blank: [field: string, message: string][];
  insert: (
    q: Queryable,
    app: FastifyInstance,
    candidateId: number,
    row: Row,
  ) => Promise<{ encrypted_id: string }>;
  update: (
    q: Queryable,
    app: FastifyInstance,
    candidateId: number,
    row: Row & { encrypted_id: string },
  ) => Promise<number>;
  /** What the audit records after an update (the row id is the updated row's). */
  updated: (row: Row, rowId: number) => unknown;
  /** "Education MBA (IIM)": the summary of the audit, before "added", "updated" or "deleted". */
  label: (row: Row) => string;
};

/** A deletion by the item's public id, audited against its candidate; `files` are the file rows it held. */
type Deletion<R extends { candidate_id: number }> = {
  table: string;
  /** The columns returned by the delete, candidate_id first. */
  returning: string;
  audit: (row: R) => { action: string; summary: string; extra?: { before?: unknown } };
  files?: (row: R) => number[];
};

function added(reply: FastifyReply, encryptedId: string) {
  return reply
    .code(201)
    .send({ status: true, message: 'Added Successfully', data: { encrypted_id: encryptedId } });
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const view = { access: access.module('Candidates', 'view') };
  const edit = { access: access.module('Candidates', 'edit') };

  /** GET the candidate's rows of an item: `sql` selects them with `args` of the candidate; `map` shapes each. */
  function list(
    url: string,
    o: {
      in: CandidateIn;
      description?: string;
      row: TSchema;
      sql: string;
      args: (c: CandidateRef) => unknown[];
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
        const named = (o.in === 'params' ? request.params : request.query) as {
          candidate_id: string;
        };
        const c = await candidateOf(app.db, named.candidate_id);
        const { rows } = await app.db.query<Record<string, unknown>>(o.sql, o.args(c));
        return { status: true, data: (o.map ? rows.map((r) => o.map!(r, request)) : rows) as never[] };
      },
    );
  }

  /** DELETE /<item>/:id: 404 for an unknown id, else the row (and its files) go with an audit on the candidate. */
  function remove<R extends { candidate_id: number }>(url: string, o: Deletion<R>) {
    app.delete(
      url,
      {
        config: edit,
        schema: {
          tags: ['Candidates'],
          params: IdParams,
          response: { 200: Message, ...errorResponses },
        },
      },
      async (request) => {
        const keys = await app.db.tx(async (q) => {
          const { rows } = await q.query<R>(
            `delete from ${o.table} where encrypted_id = $1 returning ${o.returning}`,
            [request.params.id],
          );
          if (!rows[0]) throw notFound();
          const removed = o.files ? await dropFileRows(q, o.files(rows[0])) : [];
          const a = o.audit(rows[0]);
          await note(q, request, Number(rows[0].candidate_id), a.action, a.summary, a.extra);
          return removed;
        });
        if (o.files) await removeStored(app, keys);
        return { status: true, message: 'Deleted Successfully' };
      },
    );
  }

  /** POST /<item>: adds a row (201), or updates the candidate's row `encrypted_id` (200; 404 if not theirs). */
  function save<Row>(url: string, o: RowItem<Row>) {
    app.post(
      url,
      {
        config: edit,
        schema: {
          tags: ['Candidates'],
          description: o.description,
          body: Type.Object(
            {
              candidate_id: Uuid,
              encrypted_id: Type.Optional(Type.Union([Uuid, Type.Literal('')])),
              ...Object.fromEntries(o.fields.map((f) => [f, Loose])),
            },
            { additionalProperties: false },
          ),
          response: { 200: Created, 201: Created, ...errorResponses },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown> & {
          candidate_id: string;
          encrypted_id?: string;
        };
        const errors: FieldErrors = {};
        const { row, blank } = o.check(app, body, errors);
        if (blank) for (const [field, message] of o.blank) addError(errors, field, message);
        throwIfAny(errors);
        const id = body.encrypted_id || undefined;
        const out = await app.db.tx(async (q) => {
          const c = await candidateOf(q, body.candidate_id, true);
          if (id) {
            const rowId = await o.update(q, app, c.id, { ...row, encrypted_id: id });
            await note(q, request, c.id, `candidate.${o.item}.update`, `${o.label(row)} updated`, {
              after: o.updated(row, rowId),
            });
            return id;
          }
          const made = await o.insert(q, app, c.id, row);
          await note(q, request, c.id, `candidate.${o.item}.create`, `${o.label(row)} added`, {
            after: row,
          });
          return made.encrypted_id;
        });
        return reply.code(id ? 200 : 201).send({
          status: true,
          message: id ? 'Updated Successfully' : 'Added Successfully',
          data: { encrypted_id: out },
        });
      },
    );
  }

  // ----------------------------------------------------------------------------------------------- education
  const education = (r: { qualification: string; university: string }) =>
    `Education ${r.qualification} (${r.university})`;
  list('/candidates_education/:candidate_id', {
    in: 'params',
    row: EducationRow,
    sql: `select e.encrypted_id::text as encrypted_id, $2::text as candidate_id, e.university, e.qualification, e.passout_year,
                e.passout_percentage::float8 as passout_percentage, case when e.still_studying then '1' else '0' end as still_studying
           from candidate_education e where e.candidate_id = $1
          order by e.still_studying desc, e.passout_year desc nulls last, e.id`,
    args: (c) => [c.id, c.encrypted_id],
  });
  save('/candidates_education', {
    item: 'education',
    description:
      "Adds an education row, or updates the candidate's row `encrypted_id`. Marking it still studying clears the mark on the other rows.",
    fields: ['university', 'qualification', 'passout_year', 'passout_percentage', 'still_studying'],
    check: checkEducation,
    blank: [
      ['university', 'The university field is required in Education.'],
      ['qualification', 'The qualification field is required in Education.'],
    ],
    insert: insertEducation,
    update: updateEducation,
    updated: (row, rowId) => ({ ...row, id: rowId }),
    label: education,
  });
  remove<{ candidate_id: number; university: string; qualification: string }>(
    '/candidates_education/:id',
    {
      table: 'candidate_education',
      returning: 'candidate_id, university, qualification',
      audit: (r) => ({ action: 'candidate.education.delete', summary: `${education(r)} deleted` }),
    },
  );

  // ---------------------------------------------------------------------------------------------- experience
  const experience = (r: { job_title: string; company_name: string }) =>
    `Experience ${r.job_title} at ${r.company_name}`;
  list('/candidates_experience/:candidate_id', {
    in: 'params',
    row: ExperienceRow,
    sql: `select e.encrypted_id::text as encrypted_id, $2::text as candidate_id, e.job_title, e.company_name,
                to_char(e.start_date, 'YYYY-MM-DD') as start_date, to_char(e.end_date, 'YYYY-MM-DD') as end_date,
                case when e.still_working then '1' else '0' end as still_working
           from candidate_experience e where e.candidate_id = $1
          order by e.still_working desc, e.start_date desc nulls last, e.id`,
    args: (c) => [c.id, c.encrypted_id],
  });
  save('/candidates_experience', {
    item: 'experience',
    description:
      "Adds an experience row, or updates the candidate's row `encrypted_id`. Dates YYYY-MM-DD (or YYYY-MM). Marking it still working clears the mark on the other rows.",
    fields: ['job_title', 'company_name', 'start_date', 'end_date', 'still_working'],
    check: checkExperience,
    blank: [
      ['company_name', 'The company name field is required in Experience.'],
      ['job_title', 'The job title field is required in Experience.'],
    ],
    insert: insertExperience,
    update: updateExperience,
    updated: (row) => row,
    label: experience,
  });
  remove<{ candidate_id: number; job_title: string; company_name: string }>(
    '/candidates_experience/:id',
    {
      table: 'candidate_experience',
      returning: 'candidate_id, job_title, company_name',
      audit: (r) => ({
        action: 'candidate.experience.delete',
        summary: `${experience(r)} deleted`,
      }),
    },
  );

  // --------------------------------------------------------------------------------------------------- about
  app.post(
    '/candidates_about',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        description: 'Saves the About Candidate rich text (sanitised).',
        body: Type.Object(
          { candidate_id: Uuid, about: Type.String({ maxLength: 200_000 }) },
          { additionalProperties: false },
        ),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const about = sanitizeRichText(request.body.about);
      await app.db.tx(async (q) => {
        const c = await candidateOf(q, request.body.candidate_id, true);
        await q.query('update candidates set about_candidate = $2, updated_at = $3 where id = $1', [
          c.id,
          about,
          app.clock.now(),
        ]);
        await note(q, request, c.id, 'candidate.about', 'About candidate updated', {
          after: { about_candidate: `[${about.length} characters]` },
        });
      });
      return { status: true, message: 'Updated Successfully' };
    },
  );

  // --------------------------------------------------------------------------------------------------- notes
  list('/candidates_notes', {
    in: 'querystring',
    row: NoteRow,
    sql: `select n.encrypted_id::text as encrypted_id, n.notes, n.created_at, ${USERNAME} as username
           from candidate_notes n left join users u on u.id = n.created_by
          where n.candidate_id = $1 order by n.created_at desc, n.id desc`,
    args: (c) => [c.id],
  });

  app.post(
    '/candidates_notes',
    {
      config: edit,
      schema: {
        tags: ['Candidates'],
        body: Type.Object(
          { candidate_id: Uuid, notes: Type.String({ maxLength: 10_000 }) },
          { additionalProperties: false },
        ),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const notes = request.body.notes.trim();
      if (!notes) throw invalid({ notes: [required('notes')] });
      const id = await app.db.tx(async (q) => {
        const c = await candidateOf(q, request.body.candidate_id);
        const { rows } = await q.query<{ encrypted_id: string }>(
          'insert into candidate_notes (candidate_id, notes, created_by, created_at) values ($1, $2, $3, $4) returning encrypted_id::text as encrypted_id',
          [c.id, notes, request.auth?.user.id ?? null, app.clock.now()],
        );
        await note(q, request, c.id, 'candidate.note.create', 'Note added');
        return rows[0].encrypted_id;
      });
      return added(reply, id);
    },
  );

  remove('/candidates_notes/:id', {
    table: 'candidate_notes',
    returning: 'candidate_id',
    audit: () => ({ action: 'candidate.note.delete', summary: 'Note deleted' }),
  });

  // --------------------------------------------------------------------------------------------- attachments
  list('/candidates_attachments', {
    in: 'querystring',
    row: AttachmentRow,
    sql: `select a.encrypted_id::text as encrypted_id, a.description, f.encrypted_id::text as file, f.original_name as attachment_name,
                f.mime_type, f.size_bytes::int as size_bytes, a.created_at, ${USERNAME} as username
           from candidate_attachments a join files f on f.id = a.file_id left join users u on u.id = a.created_by
          where a.candidate_id = $1 order by a.created_at desc, a.id desc`,
    args: (c) => [c.id],
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
      try {
        const errors: FieldErrors = {};
        for (const k of Object.keys(fields))
          if (!['description', 'candidate_id'].includes(k))
            addError(errors, k, `The ${k.replace(/_/g, ' ')} field is not allowed.`);
        const description = text(fields.description);
        const candidateId = text(fields.candidate_id);
        if (!candidateId) addError(errors, 'candidate_id', required('candidate id'));
        else if (!isUuid(candidateId))
          addError(errors, 'candidate_id', 'The selected candidate id is invalid.');
        if (!description) addError(errors, 'description', required('description'));
        else if (description.length > 500)
          addError(
            errors,
            'description',
            'The description must not be greater than 500 characters.',
          );
        if (!files.file_name) addError(errors, 'file_name', required('file name'));
        throwIfAny(errors);
        const file = files.file_name!;
        const id = await app.db.tx(async (q) => {
          const c = await candidateOf(q, candidateId);
          const { rows } = await q.query<{ encrypted_id: string }>(
            `insert into candidate_attachments (candidate_id, file_id, description, created_by, created_at)
             values ($1, $2, $3, $4, $5) returning encrypted_id::text as encrypted_id`,
            [c.id, file.id, description, request.auth?.user.id ?? null, app.clock.now()],
          );
          await note(
            q,
            request,
            c.id,
            'candidate.attachment.create',
            `Attachment ${file.original_name} added`,
            { after: { description, file: file.original_name } },
          );
          return rows[0].encrypted_id;
        });
        return added(reply, id);
      } catch (e) {
        await discardUploads(app, Object.values(files));
        throw e;
      }
    },
  );

  remove<{ candidate_id: number; file_id: number; description: string }>(
    '/candidates_attachments/:id',
    {
      table: 'candidate_attachments',
      returning: 'candidate_id, file_id, description',
      files: (r) => [Number(r.file_id)],
      audit: (r) => ({
        action: 'candidate.attachment.delete',
        summary: 'Attachment deleted',
        extra: { before: { description: r.description } },
      }),
    },
  );

  // ------------------------------------------------------------------------------------------------ messages
  list('/candidates_messages', {
    in: 'querystring',
    description:
      'Messages recorded on the candidate (Message Candidates tab), newest first. No e-mail is sent: they are a record.',
    row: MessageRow,
    sql: `select m.encrypted_id::text as encrypted_id, m.message, l.encrypted_id::text as link_id, j.encrypted_id::text as job_id, j.job_title,
                cl.client_short_name as client_name, m.created_at, ${USERNAME} as username
           from candidate_messages m
           left join candidate_jobs l on l.id = m.link_id
           left join job_orders j on j.id = l.job_id
           left join clients cl on cl.id = j.client_id
           left join users u on u.id = m.created_by
          where m.candidate_id = $1 order by m.created_at desc, m.id desc`,
    args: (c) => [c.id],
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
        body: Type.Object(
          {
            candidate_id: Uuid,
            link_id: Type.Optional(Type.String({ maxLength: 36 })),
            message: Type.String({ maxLength: 5_000 }),
          },
          { additionalProperties: false },
        ),
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const errors: FieldErrors = {};
      const message = request.body.message.trim();
      const linkId = (request.body.link_id ?? '').trim();
      if (!linkId) addError(errors, 'link_id', required('job order'));
      else if (!isUuid(linkId)) addError(errors, 'link_id', 'The selected job order is invalid.');
      if (!message) addError(errors, 'message', required('message'));
      throwIfAny(errors);
      const id = await app.db.tx(async (q) => {
        const c = await candidateOf(q, request.body.candidate_id);
        const link = (
          await q.query<{ id: number; job_title: string }>(
            'select l.id, j.job_title from candidate_jobs l join job_orders j on j.id = l.job_id where l.encrypted_id = $1 and l.candidate_id = $2',
            [linkId, c.id],
          )
        ).rows[0];
        if (!link) throw invalid({ link_id: ['The selected job order is invalid.'] });
        const { rows } = await q.query<{ encrypted_id: string }>(
          `insert into candidate_messages (candidate_id, link_id, message, created_by, created_at) values ($1, $2, $3, $4, $5)
           returning encrypted_id::text as encrypted_id`,
          [c.id, link.id, message, request.auth?.user.id ?? null, app.clock.now()],
        );
        await note(
          q,
          request,
          c.id,
          'candidate.message.create',
          `Message recorded for job ${link.job_title}`,
        );
        return rows[0].encrypted_id;
      });
      return added(reply, id);
    },
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
        querystring: Type.Object(
          { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) },
          { additionalProperties: false },
        ),
        response: { 200: List(ActivityRow), ...errorResponses },
      },
    },
    async (request) => {
      const c = await candidateOf(app.db, request.params.id);
      const limit = request.query.limit ?? 100;
      const { rows } = await app.db.query<Record<string, unknown>>(
        `select * from (
           select 'event' as kind, a.occurred_at as at, ${actorNameSql('u', 'i')} as username, a.action, a.summary,
                  null::text as job_id, null::text as job_title, null::text as client_name, null::text as from_status,
                  null::text as to_status, a.id as seq
             from audit_events a left join users u on u.id = a.actor_id left join users i on i.id = a.impersonator_id
            where a.entity_type = 'candidate' and a.entity_id = $1
           union all
           select 'status', h.changed_at, ${actorNameSql('u', 'i')}, 'candidate_job.status',
                  coalesce(fm.name || ' / ' || fs.name || ' → ', '') || tm.name || ' / ' || ts.name,
                  j.encrypted_id::text, j.job_title, cl.client_short_name, fm.name || ' / ' || fs.name,
                  tm.name || ' / ' || ts.name, h.id
             from candidate_job_status_history h
             join job_orders j on j.id = h.job_id
             left join clients cl on cl.id = j.client_id
             join job_main_status tm on tm.fixed_id = h.to_main_status_id
             join job_sub_status ts on ts.fixed_id = h.to_sub_status_id
             left join job_main_status fm on fm.fixed_id = h.from_main_status_id
             left join job_sub_status fs on fs.fixed_id = h.from_sub_status_id
             left join users u on u.id = h.changed_by
             left join users i on i.id = h.impersonator_id
            where h.candidate_id = $1
         ) x order by at desc, seq desc limit $2`,
        [c.id, limit],
      );
      return { status: true, data: rows.map(({ seq: _seq, ...r }) => r) as never[] };
    },
  );
};

export default routes;
