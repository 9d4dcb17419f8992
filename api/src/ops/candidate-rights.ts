import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import yazl from 'yazl';
import { audit } from '../audit.js';
import type { Executor, Queryable } from '../db/index.js';
import { access } from '../http/access.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { DataOf, errorResponses, IdParams, Message } from '../http/schemas.js';
import { ident } from './tables.js';

/** The name an erased candidate keeps, so the pipeline's rows still read. */
export const ERASED_NAME = 'Erased candidate';
const ERASED_TEXT = 'Erased.';
const ERASE_ACTION = 'candidate.erase';

/** Internal keys left out of an export (serial keys never leave the server). */
const INTERNAL = ['id', 'candidate_id', 'job_id', 'link_id', 'file_id', 'created_by', 'changed_by', 'status_changed_by', 'recruiter_id', 'search', 'profile_pic_file_id', 'resume_file_id', 'country_id', 'state_id', 'city_id'];
const strip = (alias: string) => `to_jsonb(${alias}) ${INTERNAL.map((k) => `- '${k}'`).join(' ')}`;

type CandidateRow = {
  id: number;
  name: string;
  primary_email: string;
  secondary_email: string;
  primary_mobile: string;
  secondary_mobile: string;
  identity_card_number: string;
  address: string;
  resume_file_id: number | null;
  profile_pic_file_id: number | null;
};

async function candidateByUuid(q: Queryable, id: string): Promise<CandidateRow> {
  const { rows } = await q.query<CandidateRow>(
    `select id, name, primary_email, secondary_email, primary_mobile, secondary_mobile, identity_card_number, address,
            resume_file_id, profile_pic_file_id
       from candidates where encrypted_id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function isErased(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query(`select 1 from audit_events where action = $1 and entity_type = 'candidate' and entity_id = $2 limit 1`, [ERASE_ACTION, id]);
  return rows.length > 0;
}

/** Everything held about one candidate, as plain data (files listed; their bytes go beside it in the archive). */
async function gather(q: Queryable, id: number) {
  const one = async (sql: string) => (await q.query<{ j: unknown }>(sql, [id])).rows.map((r) => r.j);
  const [profile] = await one(
    `select ${strip('c')} || jsonb_build_object('country', co.name, 'state', s.name, 'city', ci.name) as j
       from candidates c left join countries co on co.id = c.country_id left join states s on s.id = c.state_id
       left join cities ci on ci.id = c.city_id where c.id = $1`,
  );
  const withJob = (table: string, order: string) =>
    one(
      `select ${strip('x')} || jsonb_build_object('job_title', j.job_title, 'job_code', j.job_code) as j
         from ${table} x left join job_orders j on j.id = x.job_id where x.candidate_id = $1 order by ${order}`,
    );
  return {
    exported_at: new Date().toISOString(),
    profile,
    skills: await one(`select to_jsonb(s.name) as j from candidate_skills cs join skills s on s.id = cs.skill_id where cs.candidate_id = $1 order by s.name`),
    experience: await one(`select ${strip('x')} as j from candidate_experience x where x.candidate_id = $1 order by x.start_date desc nulls last`),
    education: await one(`select ${strip('x')} as j from candidate_education x where x.candidate_id = $1 order by x.passout_year desc nulls last`),
    notes: await one(`select ${strip('x')} as j from candidate_notes x where x.candidate_id = $1 order by x.created_at`),
    job_links: await withJob('candidate_jobs', 'x.created_at'),
    status_history: await withJob('candidate_job_status_history', 'x.changed_at'),
    interviews: await withJob('interviews', 'x.interview_date, x.interview_time'),
    messages: [
      ...(await one(`select ${strip('x')} as j from candidate_messages x where x.candidate_id = $1 order by x.created_at`)),
      ...(await withJob('job_messages', 'x.created_at')),
    ],
    attachments: await one(
      `select ${strip('x')} || jsonb_build_object('file', f.original_name) as j
         from candidate_attachments x join files f on f.id = x.file_id where x.candidate_id = $1 order by x.created_at`,
    ),
  };
}

/** The candidate's files: resume, photo, attachments (storage key, a name in the archive). */
async function filesOf(q: Queryable, c: CandidateRow): Promise<{ id: number; key: string; name: string }[]> {
  const { rows } = await q.query<{ id: number; storage_key: string; original_name: string; role: string }>(
    `select f.id, f.storage_key, f.original_name, 'resume' as role from files f where f.id = $1
     union all select f.id, f.storage_key, f.original_name, 'photo' from files f where f.id = $2
     union all select f.id, f.storage_key, f.original_name, 'attachment' from candidate_attachments a join files f on f.id = a.file_id where a.candidate_id = $3`,
    [c.resume_file_id, c.profile_pic_file_id, c.id],
  );
  const used = new Set<string>();
  return rows.map((r) => {
    const base = `${r.role}-${r.original_name.replace(/[^\w.\- ]+/g, '_')}`;
    let name = base;
    for (let i = 2; used.has(name); i++) name = `${i}-${base}`;
    used.add(name);
    return { id: Number(r.id), key: r.storage_key, name };
  });
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The values that identify the candidate, long enough not to match unrelated text. */
function identifiers(c: CandidateRow): string[] {
  const v = [
    [c.name, 5],
    [c.primary_email, 5],
    [c.secondary_email, 5],
    [c.primary_mobile, 6],
    [c.secondary_mobile, 6],
    [c.identity_card_number, 4],
    [c.address, 8],
  ] as const;
  return [...new Set(v.filter(([s, min]) => (s ?? '').trim().length >= min).map(([s]) => s.trim()))];
}

/**
 * Records that are other people's or the business's own (names of staff, clients, contacts, other candidates, job
 * orders, catalogues): an erasure never rewrites them, even when a value happens to match.
 */
const NOT_SCRUBBED = [
  'users', 'candidates', 'clients', 'client_contacts', 'client_gst', 'job_orders', 'job_order_search', 'skills',
  'skill_synonyms', 'qualifications', 'countries', 'states', 'cities', 'roles', 'modules', 'schema_migrations',
];

/** Whole values only: "Ali Khan" is not found inside "Alison Khanna". */
const whole = (alternatives: string[]) => `(?<![[:alnum:]])(?:${alternatives.join('|')})(?![[:alnum:]])`;

/**
 * Replaces the candidate's identifying values wherever else they were written: every text and JSON column of the
 * other tables (notes on job orders, audit summaries and snapshots, messages, tables added later), NOT_SCRUBBED aside.
 */
async function scrubEverywhere(q: Executor, values: string[]) {
  if (!values.length) return;
  const plain = whole(values.map(escapeRegex));
  const json = whole(values.map((s) => escapeRegex(JSON.stringify(s).slice(1, -1))));
  const { rows } = await q.query<{ t: string; col: string; type: string }>(
    `select c.relname as t, a.attname as col, format_type(a.atttypid, null) as type
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.attgenerated = '' and a.atttypid in ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype, 'jsonb'::regtype, 'json'::regtype)
        and c.relname <> all($1::text[])
      order by 1, 2`,
    [NOT_SCRUBBED],
  );
  for (const r of rows) {
    const col = ident(r.col);
    if (r.type === 'jsonb' || r.type === 'json') {
      await q.query(
        `update ${ident(r.t)} set ${col} = regexp_replace(${col}::text, $1, '[erased]', 'gi')::${r.type} where ${col}::text ~* $1`,
        [json],
      );
    } else {
      await q.query(`update ${ident(r.t)} set ${col} = regexp_replace(${col}, $1, '[erased]', 'gi') where ${col} ~* $1`, [plain]);
    }
  }
}

/** Every personal column of the candidate's row emptied (null, or its default where it may not be null). */
async function emptyCandidateRow(q: Executor, id: number, now: Date) {
  const keep = new Set(['id', 'encrypted_id', 'created_by', 'created_at', 'updated_at', 'name']);
  const { rows } = await q.query<{ col: string; nullable: boolean; has_default: boolean; is_text: boolean }>(
    `select a.attname as col, not a.attnotnull as nullable, a.atthasdef as has_default,
            a.atttypid in ('text'::regtype, 'varchar'::regtype) as is_text
       from pg_attribute a where a.attrelid = 'candidates'::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''`,
  );
  const sets = rows
    .filter((r) => !keep.has(r.col))
    .map((r) => `${ident(r.col)} = ${r.nullable ? 'null' : r.has_default ? 'default' : r.is_text ? `''` : ident(r.col)}`);
  await q.query(`update candidates set name = $2, updated_at = $3, ${sets.join(', ')} where id = $1`, [id, ERASED_NAME, now]);
}

const RetentionRow = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  created_at: Type.String(),
  last_activity_at: Type.String(),
});

/** A candidate's rights: their data exported as one archive, or erased; candidates untouched for long, for review. */
const candidateRights: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/candidates/:id/export',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Candidates'],
        description: 'Everything held about the candidate as one zip: candidate.json (profile, skills, experience, education, notes, job links and their history, interviews, messages, attachments) and files/ (resume, photo, attachments).',
        params: IdParams,
        response: { 200: Type.Any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const c = await candidateByUuid(app.db, request.params.id);
      const data = await gather(app.db, c.id);
      const files = await filesOf(app.db, c);
      await audit(app.db, request, { action: 'candidate.export', entityType: 'candidate', entityId: c.id, summary: 'Exported the candidate\'s data' });
      const zip = new yazl.ZipFile();
      zip.addBuffer(Buffer.from(JSON.stringify({ ...data, files: files.map((f) => `files/${f.name}`) }, null, 2)), 'candidate.json');
      for (const f of files) zip.addReadStream(app.storage.read(f.key), `files/${f.name}`);
      zip.end();
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="candidate-${request.params.id}.zip"`)
        .send(zip.outputStream);
    },
  );

  app.post(
    '/candidates/:id/erase',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Candidates'],
        description: 'Removes the candidate\'s personal data and files; the pipeline (links, status history, interviews) stays under "Erased candidate". The erasure is audited with who, when and why.',
        params: IdParams,
        body: Type.Object({ reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false }),
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (!reason) throw invalid({ reason: ['The reason field is required.'] });
      const keys = await app.db.tx(async (q) => {
        const c = await candidateByUuid(q, request.params.id);
        if (await isErased(q, c.id)) throw conflict('The candidate was already erased.');
        const files = await filesOf(q, c);
        await q.query('delete from candidate_skills where candidate_id = $1', [c.id]);
        await q.query('delete from candidate_experience where candidate_id = $1', [c.id]);
        await q.query('delete from candidate_education where candidate_id = $1', [c.id]);
        await q.query('delete from candidate_attachments where candidate_id = $1', [c.id]);
        await q.query('update candidate_notes set notes = $2 where candidate_id = $1', [c.id, ERASED_TEXT]);
        await q.query('update candidate_messages set message = $2 where candidate_id = $1', [c.id, ERASED_TEXT]);
        await q.query('update job_messages set message = $2 where candidate_id = $1', [c.id, ERASED_TEXT]);
        await q.query('update candidate_jobs set offered_ctc = null where candidate_id = $1', [c.id]);
        await emptyCandidateRow(q, c.id, app.clock.now());
        await q.query('delete from files where id = any($1::bigint[])', [files.map((f) => f.id)]);
        await q.query(`update audit_events set before = null, after = null where entity_type = 'candidate' and entity_id = $1`, [c.id]);
        await audit(q, request, { action: ERASE_ACTION, entityType: 'candidate', entityId: c.id, summary: `Erased on request: ${reason}` });
        await scrubEverywhere(q, identifiers(c));
        return files.map((f) => f.key);
      });
      await Promise.all(keys.map((k) => app.storage.remove(k)));
      return { status: true, message: 'The candidate\'s personal data was erased.' };
    },
  );

  app.get(
    '/candidates_retention',
    {
      config: { access: access.admin },
      schema: {
        tags: ['Candidates'],
        description: 'Candidates with no change, note, link, interview or message for `months` months, oldest first (erased ones left out), for review before erasure.',
        querystring: Type.Object(
          {
            months: Type.Integer({ minimum: 1, maximum: 600 }),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: DataOf(Type.Array(RetentionRow)), ...errorResponses },
      },
    },
    async (request) => {
      const { months, limit = 100 } = request.query;
      const { rows } = await app.db.query<{ encrypted_id: string; name: string; created_at: Date; last_activity_at: Date }>(
        `select c.encrypted_id::text as encrypted_id, c.name, c.created_at, a.at as last_activity_at
           from candidates c
           cross join lateral (select greatest(c.updated_at,
               (select max(greatest(l.updated_at, l.status_changed_at)) from candidate_jobs l where l.candidate_id = c.id),
               (select max(n.created_at) from candidate_notes n where n.candidate_id = c.id),
               (select max(i.created_at) from interviews i where i.candidate_id = c.id),
               (select max(m.created_at) from candidate_messages m where m.candidate_id = c.id),
               (select max(m.created_at) from job_messages m where m.candidate_id = c.id)) as at) a
          where a.at < $1::timestamptz - make_interval(months => $2::int)
            and not exists (select 1 from audit_events e where e.action = $3 and e.entity_type = 'candidate' and e.entity_id = c.id)
          order by a.at, c.id limit $4`,
        [app.clock.now(), months, ERASE_ACTION, limit],
      );
      return {
        status: true,
        data: rows.map((r) => ({ ...r, last_activity_at: new Date(r.last_activity_at).toISOString(), created_at: new Date(r.created_at).toISOString() })),
      };
    },
  );
};

export default candidateRights;
