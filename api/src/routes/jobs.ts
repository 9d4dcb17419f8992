// Job orders: list, read, create (multipart), update (JSON), delete, the JD file, and the job's skills, users and
// qualifications (spec 002 §2.1, §3.1–3.3, §5, §7.1; API.md Job orders).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { audit } from '../audit.js';
import type { Queryable } from '../db/index.js';
import { deleteFile, fileUrl, readMultipart, type StoredFile } from '../files/service.js';
import { access, auth } from '../http/access.js';
import { jobOrderConditions } from '../modules/search/repository.js';
import { JobOrderFilterProps, type JobOrderFilters } from '../modules/search/schema.js';
import { checkVersion } from '../http/versions.js';
import { conflict, fieldLabel, invalid, notFound } from '../http/errors.js';
import { runList, tableCount } from '../http/lists.js';
import { sanitizeRichText } from '../http/sanitize.js';
import {
  Created,
  DataOf,
  errorResponses,
  IdParams,
  ListOf,
  listQuery,
  Message,
  Nullable,
  OneOf,
  Uuid,
} from '../http/schemas.js';
import { jobKey, Timestamp, validateOnce } from './jobs-common.js';

export const MESSAGES = {
  added: ' Job Added Successfully',
  updated: ' Job updated Successfully',
  deleted: 'Deleted Successfully',
  jdSaved: 'Job Description Updated Successfully',
} as const;

/** 409 while candidates are linked: the links (and their history) would go with the job. */
export function linkedRefusal(n: number): string {
  return `This job order has ${n} linked ${n === 1 ? 'candidate' : 'candidates'}. Make it inactive instead.`;
}

const JD_KINDS = ['pdf', 'doc', 'docx'] as const;

const Str = (max: number) => Type.String({ maxLength: max });
/**
 * A number that may be left empty (null, '' or absent). Declared without a JSON type so the schema's type coercion
 * does not turn null into 0; numbers() parses and range-checks these fields with one message each.
 */
const NumberField = (kind: 'number' | 'integer', minimum: number, maximum: number) =>
  Type.Unsafe<number | string | null>({
    description: `${kind} from ${minimum} to ${maximum}, or null`,
  });
const NUMBER_FIELDS = {
  country: ['integer', 1, 2_147_483_647],
  state: ['integer', 1, 2_147_483_647],
  city: ['integer', 1, 2_147_483_647],
  min_experience: ['number', 0, 99],
  max_experience: ['number', 0, 99],
  max_budget: ['number', 0, 999_999_999_999],
  no_positions: ['integer', 0, 100_000],
} as const;
type NumberFieldName = keyof typeof NUMBER_FIELDS;

/** Parses the number fields in place ('' and null become null); 422 with one message per bad field. */
function numbers(input: Record<string, unknown>): void {
  const errors: Record<string, string[]> = {};
  for (const [field, [kind, min, max]] of Object.entries(NUMBER_FIELDS)) {
    const raw = input[field];
    if (raw === undefined) continue;
    if (raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      input[field] = null;
      continue;
    }
    const n =
      typeof raw === 'number'
        ? raw
        : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw)
          ? Number(raw)
          : NaN;
    const label = fieldLabel(field);
    if (!Number.isFinite(n))
      errors[field] = [
        kind === 'integer' ? `The ${label} must be an integer.` : `The ${label} must be a number.`,
      ];
    else if (kind === 'integer' && !Number.isInteger(n))
      errors[field] = [`The ${label} must be an integer.`];
    else if (n < min) errors[field] = [`The ${label} must be at least ${min}.`];
    else if (n > max) errors[field] = [`The ${label} must not be greater than ${max}.`];
    else input[field] = n;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}
const List = (max: number) => Type.Array(Type.String({ maxLength: 200 }), { maxItems: max });
const Choice = (...values: string[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** The form's fields (spec 3.1). Every field optional here; required ones are checked by requireJob (one message each). */
const JobFieldsProps = {
  country: Type.Optional(NumberField('integer', 1, 2_147_483_647)),
  state: Type.Optional(NumberField('integer', 1, 2_147_483_647)),
  city: Type.Optional(NumberField('integer', 1, 2_147_483_647)),
  client: Type.Optional(Nullable(Uuid)),
  contact: Type.Optional(Nullable(Uuid)),
  name: Type.Optional(Str(200)),
  job_title: Type.Optional(Str(200)),
  office_landmark: Type.Optional(Str(300)),
  min_experience: Type.Optional(NumberField('number', 0, 99)),
  max_experience: Type.Optional(NumberField('number', 0, 99)),
  max_budget: Type.Optional(NumberField('number', 0, 999_999_999_999)),
  no_positions: Type.Optional(NumberField('integer', 0, 100_000)),
  positions_description: Type.Optional(Str(200_000)),
  job_description: Type.Optional(Str(200_000)),
  qualification_description: Type.Optional(Str(20_000)),
  position_status: Type.Optional(Choice('Active', 'Inactive', 'active', 'inactive')),
  position_type: Type.Optional(Choice('Full Time', 'Contract')),
  open_outstation: Type.Optional(Choice('Yes', 'No')),
  skill_primary: Type.Optional(List(100)),
  skill_secondary: Type.Optional(List(100)),
  user_recruiter: Type.Optional(List(50)),
  user_coordinator: Type.Optional(List(50)),
  user_manager: Type.Optional(List(50)),
  qualifications: Type.Optional(List(50)),
};
const JobFields = Type.Object(JobFieldsProps, { additionalProperties: false });
const JobUpdate = Type.Object(
  {
    encrypted_id: Uuid,
    lock_version: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'The version edited (GET /api/jobs/{id}); 409 when stale.' })),
    ...JobFieldsProps,
  },
  { additionalProperties: false },
);
type JobInput = Omit<Static<typeof JobFields>, NumberFieldName> & {
  [K in NumberFieldName]?: number | null;
};

const REQUIRED: (keyof JobInput)[] = [
  'job_title',
  'client',
  'country',
  'state',
  'city',
  'office_landmark',
  'min_experience',
  'max_experience',
  'max_budget',
  'user_recruiter',
];

const USER_TYPES = {
  user_recruiter: 'recruiter',
  user_manager: 'manager',
  user_coordinator: 'coordinator',
} as const;
type UserField = keyof typeof USER_TYPES;

/** The validated fields with their numbers parsed. */
function parseJob(fields: Static<typeof JobFields>): JobInput {
  const input = { ...fields } as Record<string, unknown>;
  numbers(input);
  return input as JobInput;
}

/** The job order as it is stored, resolved to serial keys, ready to write. */
type ResolvedJob = {
  clientId: number;
  contactId: number | null;
  countryId: number;
  stateId: number;
  cityId: number;
  job_title: string;
  office_landmark: string;
  min_experience: number;
  max_experience: number;
  max_budget: number;
  no_positions: number | null;
  positions_description: string;
  job_description: string;
  qualification_description: string;
  status: 'active' | 'inactive';
  position_type: string;
  open_outstation: string;
  skills: { id: number; type: 'primary' | 'secondary' }[];
  users: { id: number; type: string }[];
  qualifications: string[];
};

const isBlank = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.filter((x) => String(x).trim()).length === 0);

/** Required fields, experience range, then every reference resolved (unknown ids are 422 per field). */
async function resolveJob(q: Queryable, input: JobInput): Promise<ResolvedJob> {
  const errors: Record<string, string[]> = {};
  const add = (f: string, m: string) => (errors[f] ??= []).push(m);
  for (const f of REQUIRED)
    if (isBlank(input[f])) add(f, `The ${fieldLabel(f)} field is required.`);
  if (
    input.min_experience != null &&
    input.max_experience != null &&
    input.min_experience > input.max_experience
  ) {
    add('max_experience', 'The max experience must be greater than or equal to min experience.');
  }
  const clean = (list?: string[]) => [
    ...new Set((list ?? []).map((s) => s.trim()).filter(Boolean)),
  ];

  // client and contact
  let clientId = 0;
  let contactId: number | null = null;
  if (input.client) {
    const { rows } = await q.query<{ id: number; contact: number | null }>(
      `select c.id, (select cc.id from client_contacts cc where cc.client_id = c.id and cc.encrypted_id = $2) as contact
         from clients c where c.encrypted_id = $1`,
      [input.client, input.contact ?? null],
    );
    if (!rows[0]) add('client', 'The selected client is invalid.');
    else {
      clientId = Number(rows[0].id);
      if (input.contact && rows[0].contact === null)
        add('contact', 'The selected contact is invalid.');
      contactId = rows[0].contact === null ? null : Number(rows[0].contact);
    }
  }
  // geography: the state in the country, the city in the state
  if (input.country && input.state && input.city) {
    const { rows } = await q.query<{ c: boolean; s: boolean; ci: boolean }>(
      `select exists (select 1 from countries where id = $1) as c,
              exists (select 1 from states where id = $2 and country_id = $1) as s,
              exists (select 1 from cities where id = $3 and state_id = $2) as ci`,
      [input.country, input.state, input.city],
    );
    if (!rows[0].c) add('country', 'The selected country is invalid.');
    else if (!rows[0].s) add('state', 'The selected state is invalid.');
    else if (!rows[0].ci) add('city', 'The selected city is invalid.');
  }
  // skills by public id or by name (or synonym), primary first
  const skills: ResolvedJob['skills'] = [];
  const seen = new Set<number>();
  for (const [field, type] of [
    ['skill_primary', 'primary'],
    ['skill_secondary', 'secondary'],
  ] as const) {
    const wanted = clean(input[field]);
    if (!wanted.length) continue;
    const { rows } = await q.query<{ key: string; id: number }>(
      `select w.key, coalesce(byid.id, byname.id, bysyn.skill_id) as id
         from unnest($1::text[]) as w(key)
         left join skills byid on w.key ~* '^[0-9a-f-]{36}$' and byid.encrypted_id::text = lower(w.key)
         left join skills byname on lower(byname.name) = lower(w.key)
         left join skill_synonyms bysyn on lower(bysyn.synonym) = lower(w.key)`,
      [wanted],
    );
    const unknown = rows.filter((r) => r.id === null).map((r) => r.key);
    if (unknown.length)
      add(field, `The selected ${fieldLabel(field)} is invalid: ${unknown.join(', ')}.`);
    for (const r of rows) {
      const id = Number(r.id);
      if (r.id !== null && !seen.has(id)) {
        seen.add(id);
        skills.push({ id, type });
      }
    }
  }
  // users by public id
  const users: ResolvedJob['users'] = [];
  for (const field of Object.keys(USER_TYPES) as UserField[]) {
    const wanted = clean(input[field]);
    if (!wanted.length) continue;
    const bad = wanted.filter(
      (w) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(w),
    );
    const { rows } = await q.query<{ id: number; encrypted_id: string }>(
      'select id, encrypted_id::text as encrypted_id from users where encrypted_id::text = any($1::text[])',
      [wanted.filter((w) => !bad.includes(w)).map((w) => w.toLowerCase())],
    );
    if (bad.length || rows.length !== wanted.length)
      add(field, `The selected ${fieldLabel(field)} is invalid.`);
    for (const r of rows) users.push({ id: Number(r.id), type: USER_TYPES[field] });
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    clientId,
    contactId,
    countryId: input.country as number,
    stateId: input.state as number,
    cityId: input.city as number,
    job_title: (input.job_title ?? '').trim(),
    office_landmark: (input.office_landmark ?? '').trim(),
    min_experience: input.min_experience as number,
    max_experience: input.max_experience as number,
    max_budget: input.max_budget as number,
    no_positions: input.no_positions ?? null,
    positions_description: sanitizeRichText(input.positions_description),
    job_description: sanitizeRichText(input.job_description),
    qualification_description: sanitizeRichText(input.qualification_description),
    status:
      (input.position_status ?? 'Active').toLowerCase() === 'inactive' ? 'inactive' : 'active',
    position_type: input.position_type ?? 'Full Time',
    open_outstation: input.open_outstation ?? 'No',
    skills,
    users,
    qualifications: clean(input.qualifications).slice(0, 50),
  };
}

/** Replaces the job's skills, users and qualifications (inside the caller's transaction). Unknown qualifications are added. */
async function writeLists(
  q: Queryable,
  jobId: number,
  job: ResolvedJob,
  userId: number | null,
  now: Date,
) {
  await q.query('delete from job_skills where job_id = $1', [jobId]);
  if (job.skills.length) {
    await q.query(
      `insert into job_skills (job_id, skill_id, skill_type) select $1, s.id, s.type from unnest($2::bigint[], $3::text[]) as s(id, type)`,
      [jobId, job.skills.map((s) => s.id), job.skills.map((s) => s.type)],
    );
  }
  // users: keep the rows (and their created_at, which feeds 'assigned to you') of those who stay
  await q.query(
    `delete from job_users j where j.job_id = $1
        and not exists (select 1 from unnest($2::bigint[], $3::text[]) as u(id, type) where u.id = j.user_id and u.type = j.user_type)`,
    [jobId, job.users.map((u) => u.id), job.users.map((u) => u.type)],
  );
  if (job.users.length) {
    await q.query(
      `insert into job_users (job_id, user_id, user_type, created_by, created_at)
       select $1, u.id, u.type, $4, $5 from unnest($2::bigint[], $3::text[]) as u(id, type)
       on conflict (job_id, user_id, user_type) do nothing`,
      [jobId, job.users.map((u) => u.id), job.users.map((u) => u.type), userId, now],
    );
  }
  await q.query('delete from job_qualifications where job_id = $1', [jobId]);
  if (job.qualifications.length) {
    await q.query(
      `insert into qualifications (name) select distinct on (lower(n)) n from unnest($1::text[]) as n
        where not exists (select 1 from qualifications x where lower(x.name) = lower(n))
       on conflict do nothing`,
      [job.qualifications],
    );
    await q.query(
      `insert into job_qualifications (job_id, qualification_id)
       select distinct $1::bigint, x.id from qualifications x where lower(x.name) = any(select lower(n) from unnest($2::text[]) as n)
       on conflict do nothing`,
      [jobId, job.qualifications],
    );
  }
}

/** What the audit trail keeps of a job order (no file ids, no serial keys of other records). */
function auditView(job: ResolvedJob) {
  return {
    job_title: job.job_title,
    office_landmark: job.office_landmark,
    min_experience: job.min_experience,
    max_experience: job.max_experience,
    max_budget: job.max_budget,
    no_positions: job.no_positions,
    status: job.status,
    position_type: job.position_type,
    open_outstation: job.open_outstation,
    skills: job.skills.length,
    users: job.users.length,
    qualifications: job.qualifications,
  };
}

const JobListRow = Type.Object({
  encrypted_id: Type.String(),
  job_id: Type.String(),
  job_code: Type.Integer(),
  job_title: Type.String(),
  client_id: Type.String(),
  client_name: Type.String(),
  client_legal_name: Type.String(),
  contact_name: Type.String(),
  city_name: Type.String(),
  state_name: Type.String(),
  office_landmark: Type.String(),
  status: Type.String(),
  user_type: Type.String(),
  cnd_count: Type.Integer(),
  created_at: Timestamp,
});

const SkillRow = Type.Object({
  encrypted_id: Type.String(),
  skill_name: Type.String(),
  skill_type: Type.String(),
});
const QualificationRow = Type.Object({ name: Type.String(), qualification_name: Type.String() });
const JobUserRow = Type.Object({
  user_id: Type.String(),
  user_email: Type.String(),
  username: Type.String(),
  user_type: Type.String(),
  encrypted_id: Type.String(),
});

const JobRecord = Type.Object({
  encrypted_id: Type.String(),
  job_id: Type.String(),
  job_code: Type.Integer(),
  lock_version: Type.Integer({ description: 'The version of the record: send it back with an update (409 when stale).' }),
  job_title: Type.String(),
  client_id: Type.String(),
  client_name: Type.String(),
  client_legal_name: Type.String(),
  clientlogo_file_url: Nullable(Type.String()),
  contact_id: Nullable(Type.String()),
  contact_name: Type.String(),
  contact_email: Type.String(),
  contact_phone: Type.String(),
  country_id: Nullable(Type.Integer()),
  country_name: Type.String(),
  state_id: Nullable(Type.Integer()),
  state_name: Type.String(),
  city_id: Nullable(Type.Integer()),
  city_name: Type.String(),
  office_landmark: Type.String(),
  min_experience: Nullable(Type.Number()),
  max_experience: Nullable(Type.Number()),
  max_budget: Nullable(Type.Number()),
  no_positions: Nullable(Type.Integer()),
  position_type: Type.String(),
  open_outstation: Type.String(),
  status: Type.String(),
  position_status: Type.String(),
  positions_description: Type.String(),
  job_description: Type.String(),
  qualification_description: Type.String(),
  jobdescription_file_url: Nullable(Type.String()),
  jobdescription_file_name: Nullable(Type.String()),
  cnd_count: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
  skills: Type.Array(SkillRow),
  users: Type.Array(JobUserRow),
  qualifications: Type.Array(QualificationRow),
});

type JobRecordRow = Static<typeof JobRecord> & { logo_file: string | null; jd_file: string | null };

async function readJob(
  request: FastifyRequest,
  q: Queryable,
  encryptedId: string,
): Promise<Static<typeof JobRecord> | null> {
  const { rows } = await q.query<JobRecordRow>(
    `select j.encrypted_id::text as encrypted_id, j.encrypted_id::text as job_id, j.job_code, j.lock_version, j.job_title,
            c.encrypted_id::text as client_id, c.client_short_name as client_name, c.client_legal_name, lf.encrypted_id::text as logo_file,
            cc.encrypted_id::text as contact_id, coalesce(cc.client_contact_name, '') as contact_name,
            coalesce(cc.client_contact_email, '') as contact_email, coalesce(cc.client_contact_phone, '') as contact_phone,
            j.country_id, coalesce(co.name, '') as country_name, j.state_id, coalesce(st.name, '') as state_name,
            j.city_id, coalesce(ci.name, '') as city_name, j.office_landmark,
            j.min_experience::float8 as min_experience, j.max_experience::float8 as max_experience, j.max_budget::float8 as max_budget,
            j.no_positions, j.position_type, j.open_outstation, j.status,
            case j.status when 'active' then 'Active' else 'Inactive' end as position_status,
            j.positions_description, j.job_description, j.qualification_description,
            jf.encrypted_id::text as jd_file, jf.original_name as jobdescription_file_name,
            (select count(*)::int from candidate_jobs x where x.job_id = j.id) as cnd_count,
            j.created_at, j.updated_at,
            coalesce((select json_agg(json_build_object('encrypted_id', s.encrypted_id, 'skill_name', s.name, 'skill_type', js.skill_type)
                                      order by js.skill_type, lower(s.name))
                        from job_skills js join skills s on s.id = js.skill_id where js.job_id = j.id), '[]') as skills,
            coalesce((select json_agg(json_build_object('user_id', u.encrypted_id, 'user_email', u.email,
                                                        'username', trim(u.first_name || ' ' || u.last_name),
                                                        'user_type', ju.user_type, 'encrypted_id', ju.encrypted_id) order by ju.user_type, ju.id)
                        from job_users ju join users u on u.id = ju.user_id where ju.job_id = j.id), '[]') as users,
            coalesce((select json_agg(json_build_object('name', x.name, 'qualification_name', x.name) order by lower(x.name))
                        from job_qualifications jq join qualifications x on x.id = jq.qualification_id where jq.job_id = j.id), '[]') as qualifications
       from job_orders j
       join clients c on c.id = j.client_id
       left join files lf on lf.id = c.logo_file_id
       left join client_contacts cc on cc.id = j.contact_id
       left join countries co on co.id = j.country_id
       left join states st on st.id = j.state_id
       left join cities ci on ci.id = j.city_id
       left join files jf on jf.id = j.jd_file_id
      where j.encrypted_id = $1`,
    [encryptedId],
  );
  const r = rows[0];
  if (!r) return null;
  const { logo_file, jd_file, ...rest } = r;
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
  return {
    ...rest,
    job_code: Number(rest.job_code),
    lock_version: Number(rest.lock_version),
    skills: parse(rest.skills),
    users: parse(rest.users),
    qualifications: parse(rest.qualifications),
    clientlogo_file_url: fileUrl(request, logo_file),
    jobdescription_file_url: fileUrl(request, jd_file),
  };
}

async function insertJob(
  q: Queryable,
  request: FastifyRequest,
  job: ResolvedJob,
  jdFileId: number | null,
): Promise<{ id: number; encrypted_id: string; job_code: number }> {
  const now = request.server.clock.now();
  const userId = request.auth?.user.id ?? null;
  const { rows } = await q.query<{ id: number; encrypted_id: string; job_code: number }>(
    `insert into job_orders (client_id, contact_id, country_id, state_id, city_id, job_title, office_landmark, min_experience, max_experience,
                             max_budget, no_positions, position_type, open_outstation, status, positions_description, job_description,
                             qualification_description, jd_file_id, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)
     returning id, encrypted_id::text as encrypted_id, job_code`,
    [
      job.clientId,
      job.contactId,
      job.countryId,
      job.stateId,
      job.cityId,
      job.job_title,
      job.office_landmark,
      job.min_experience,
      job.max_experience,
      job.max_budget,
      job.no_positions,
      job.position_type,
      job.open_outstation,
      job.status,
      job.positions_description,
      job.job_description,
      job.qualification_description,
      jdFileId,
      userId,
      now,
    ],
  );
  const row = {
    id: Number(rows[0].id),
    encrypted_id: rows[0].encrypted_id,
    job_code: Number(rows[0].job_code),
  };
  await writeLists(q, row.id, job, userId, now);
  return row;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobs',
    {
      // The candidate form's job picker reads this list too (spec 001 §7).
      config: { access: access.module(['Job Orders', 'Candidates'], 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'Job orders, newest first (then status, then title). status filters Active or InActive; q searches title, client, contact, city, ' +
          'landmark and job code; client, recruiter, state, city and position_type filter. user_type is the signed-in user\'s assignment on the job (recruiter, manager, coordinator), or "".',
        querystring: listQuery(
          ['job_title', 'client_name', 'city_name', 'created_at', 'status', 'job_code'],
          {
            status: Type.Optional(Choice('active', 'inactive')),
            ...JobOrderFilterProps,
          },
        ),
        response: { 200: ListOf(JobListRow), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const params: unknown[] = [ctx.user.id];
      const where = ['$1::bigint is not null'];
      // a search's count reads the narrow table of searched text and status (migration 009) alone
      const countWhere = [...where];
      const status = (request.query as { status?: 'active' | 'inactive' }).status;
      if (status) {
        params.push(status);
        where.push(`j.status = $${params.length}`);
        countWhere.push(`s.status = $${params.length}`);
      }
      // the filters of issue 19 (client, recruiter, place, position type): counted over the job orders themselves
      const filters = jobOrderConditions(request.query as JobOrderFilters, params);
      where.push(...filters);
      const searching = Boolean(request.query.q?.trim());
      return runList<Static<typeof JobListRow>>(
        app.db,
        {
          select: `j.encrypted_id::text as encrypted_id, j.encrypted_id::text as job_id, j.job_code, j.job_title,
                   c.encrypted_id::text as client_id, c.client_short_name as client_name, c.client_legal_name,
                   coalesce((select cc.client_contact_name from client_contacts cc where cc.id = j.contact_id), '') as contact_name,
                   coalesce((select ci.name from cities ci where ci.id = j.city_id), '') as city_name,
                   coalesce((select st.name from states st where st.id = j.state_id), '') as state_name, j.office_landmark, j.status,
                   coalesce((select string_agg(ju.user_type, ', ' order by ju.user_type) from job_users ju where ju.job_id = j.id and ju.user_id = $1), '') as user_type,
                   (select coalesce(sum(x.n), 0)::int from job_link_counts x where x.job_id = j.id) as cnd_count,
                   j.created_at`,
          // names by key, not joins: a search's plan is made again for each word, and planning five joins took
          // 4.6 ms against 0.9 ms to run the page (0.7 ms and 0.5 ms this way)
          from: `job_orders j ${searching ? 'join job_order_search s on s.job_id = j.id' : ''}
                 join clients c on c.id = j.client_id`,
          where,
          params,
          // the job orders by status, from the maintained counter (counting joined rows cost 11 ms a request)
          total: filters.length
            ? undefined
            : (q) => tableCount(q, status ? [`job_orders:${status}`] : ['job_orders:active', 'job_orders:inactive']),
          sortable: {
            job_title: 'lower(j.job_title)',
            // names of joined rows, kept on the job order (migration 006) so a page is read off an index
            client_name: 'j.client_sort',
            city_name: 'j.city_sort',
            created_at: 'j.created_at',
            status: 'j.status',
            job_code: 'j.job_code',
          },
          defaultSort: [
            ['j.created_at', 'desc'],
            ['j.status', 'asc'],
            ['lower(j.job_title)', 'asc'],
          ],
          // the title, client's names, contact, city, landmark and code, kept in job_order_search (migrations 008, 009)
          search: ['s.search_text'],
          searchLowered: true,
          searchCount: filters.length ? undefined : { from: 'job_order_search s', where: countWhere },
          tiebreak: 'j.id',
          defaultLimit: 20,
        },
        request.query,
      );
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: { access: access.module(['Job Orders', 'Candidates'], 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'One job order (spec 3.2) with job_code, the client logo and JD file links, and its skills, users and qualifications.',
        params: IdParams,
        response: { 200: OneOf(JobRecord), ...errorResponses },
      },
    },
    async (request) => {
      const job = await readJob(request, app.db, request.params.id);
      if (!job) throw notFound();
      return { status: true, data: [job] };
    },
  );

  app.post(
    '/jobs',
    {
      config: { access: access.module('Job Orders', 'add') },
      schema: {
        tags: ['Job orders'],
        description:
          'Multipart: the fields of spec 3.1, lists as skill_primary[i], skill_secondary[i] (skill names or public ids), user_recruiter[i], ' +
          'user_manager[i], user_coordinator[i] (user public ids), qualifications[i] (names; unknown ones are added), and the optional ' +
          'jobdescription file (pdf, doc, docx). Required: job_title, client, country, state, city, office_landmark, min_experience, ' +
          'max_experience, max_budget and at least one recruiter; min_experience <= max_experience.',
        consumes: ['multipart/form-data'],
        response: { 201: Created, 413: errorResponses[422], ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fields, files } = await readMultipart(app, request, {
        jobdescription: { kinds: [...JD_KINDS], label: 'job description file' },
      });
      const jd: StoredFile | undefined = files.jobdescription;
      try {
        const input = parseJob(validateOnce(JobFields, fields));
        const created = await app.db.tx(async (q) => {
          const job = await resolveJob(q, input);
          const row = await insertJob(q, request, job, jd?.id ?? null);
          await audit(q, request, {
            action: 'job_order.create',
            entityType: 'job_order',
            entityId: row.id,
            summary: `Job order ${row.job_code} ${job.job_title} added`,
            after: {
              ...auditView(job),
              job_code: row.job_code,
              jd_file: jd?.original_name ?? null,
            },
          });
          return row;
        });
        return reply
          .code(201)
          .send({
            status: true,
            message: MESSAGES.added,
            data: { encrypted_id: created.encrypted_id },
          });
      } catch (e) {
        if (jd) await deleteFile(app, app.db, jd.id);
        throw e;
      }
    },
  );

  app.put(
    '/jobs',
    {
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        description:
          'JSON: encrypted_id and the fields of spec 3.1, lists as arrays. A field left out keeps its value; a list sent replaces the ' +
          "job's list (skills, users, qualifications) in the same transaction as the rest.",
        body: JobUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const { encrypted_id, lock_version, ...raw } = request.body;
      const given = parseJob(raw);
      await app.db.tx(async (q) => {
        const { rows } = await q.query<{ id: number }>(
          'select id from job_orders where encrypted_id = $1 for update',
          [encrypted_id],
        );
        if (!rows[0]) throw notFound();
        const jobId = Number(rows[0].id);
        const version = await checkVersion(app, q, 'job_order', jobId, lock_version);
        const current = await readJob(request, q, encrypted_id);
        if (!current) throw notFound();
        const stored: JobInput = {
          country: current.country_id,
          state: current.state_id,
          city: current.city_id,
          client: current.client_id,
          contact: current.contact_id,
          job_title: current.job_title,
          office_landmark: current.office_landmark,
          min_experience: current.min_experience,
          max_experience: current.max_experience,
          max_budget: current.max_budget,
          no_positions: current.no_positions,
          positions_description: current.positions_description,
          job_description: current.job_description,
          qualification_description: current.qualification_description,
          position_status: current.position_status,
          position_type: current.position_type as JobInput['position_type'],
          open_outstation: current.open_outstation as JobInput['open_outstation'],
          skill_primary: current.skills
            .filter((s) => s.skill_type === 'primary')
            .map((s) => s.encrypted_id),
          skill_secondary: current.skills
            .filter((s) => s.skill_type === 'secondary')
            .map((s) => s.encrypted_id),
          user_recruiter: current.users
            .filter((u) => u.user_type === 'recruiter')
            .map((u) => u.user_id),
          user_manager: current.users
            .filter((u) => u.user_type === 'manager')
            .map((u) => u.user_id),
          user_coordinator: current.users
            .filter((u) => u.user_type === 'coordinator')
            .map((u) => u.user_id),
          qualifications: current.qualifications.map((x) => x.name),
        };
        // A new client without a contact clears the contact.
        const merged: JobInput = {
          ...stored,
          ...(given.client !== undefined && given.client !== stored.client
            ? { contact: null }
            : {}),
        };
        for (const [k, v] of Object.entries(given))
          if (v !== undefined) (merged as Record<string, unknown>)[k] = v;
        const job = await resolveJob(q, merged);
        const now = app.clock.now();
        await q.query(
          `update job_orders set client_id = $2, contact_id = $3, country_id = $4, state_id = $5, city_id = $6, job_title = $7, office_landmark = $8,
                  min_experience = $9, max_experience = $10, max_budget = $11, no_positions = $12, position_type = $13, open_outstation = $14,
                  status = $15, positions_description = $16, job_description = $17, qualification_description = $18, updated_at = $19,
                  ${version}
            where id = $1`,
          [
            jobId,
            job.clientId,
            job.contactId,
            job.countryId,
            job.stateId,
            job.cityId,
            job.job_title,
            job.office_landmark,
            job.min_experience,
            job.max_experience,
            job.max_budget,
            job.no_positions,
            job.position_type,
            job.open_outstation,
            job.status,
            job.positions_description,
            job.job_description,
            job.qualification_description,
            now,
          ],
        );
        await writeLists(q, jobId, job, auth(request).user.id, now);
        await audit(q, request, {
          action: 'job_order.update',
          entityType: 'job_order',
          entityId: jobId,
          summary: `Job order ${current.job_code} ${job.job_title} updated`,
          before: {
            job_title: current.job_title,
            office_landmark: current.office_landmark,
            min_experience: current.min_experience,
            max_experience: current.max_experience,
            max_budget: current.max_budget,
            no_positions: current.no_positions,
            status: current.status,
            position_type: current.position_type,
            open_outstation: current.open_outstation,
            skills: current.skills.length,
            users: current.users.length,
            qualifications: current.qualifications.map((x) => x.name),
          },
          after: auditView(job),
        });
      });
      return { status: true, message: MESSAGES.updated };
    },
  );

  app.post(
    '/jobs_description_file',
    {
      config: { access: access.module('Job Orders', 'edit') },
      schema: {
        tags: ['Job orders'],
        description:
          'Multipart: job_id and the jobdescription file (pdf, doc, docx); replaces the stored one.',
        consumes: ['multipart/form-data'],
        response: {
          200: DataOf(
            Type.Object({
              jobdescription_file_url: Nullable(Type.String()),
              jobdescription_file_name: Type.String(),
            }),
          ),
          413: errorResponses[422],
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(app, request, {
        jobdescription: { kinds: [...JD_KINDS], label: 'job description file' },
      });
      const jd = files.jobdescription;
      try {
        const input = validateOnce(
          Type.Object({ job_id: Uuid }, { additionalProperties: false }),
          fields,
        );
        if (!jd) throw invalid({ jobdescription: ['The jobdescription field is required.'] });
        const old = await app.db.tx(async (q) => {
          const { rows } = await q.query<{
            id: number;
            jd_file_id: number | null;
            job_title: string;
          }>(
            'select id, jd_file_id, job_title from job_orders where encrypted_id = $1 for update',
            [input.job_id],
          );
          if (!rows[0]) throw notFound();
          await q.query('update job_orders set jd_file_id = $2, updated_at = $3 where id = $1', [
            rows[0].id,
            jd.id,
            app.clock.now(),
          ]);
          await audit(q, request, {
            action: 'job_order.jd_file',
            entityType: 'job_order',
            entityId: Number(rows[0].id),
            summary: `Job description file of ${rows[0].job_title} replaced (${jd.original_name})`,
            after: { jd_file: jd.original_name },
          });
          return rows[0].jd_file_id;
        });
        if (old) await deleteFile(app, app.db, Number(old));
        return {
          status: true,
          message: MESSAGES.jdSaved,
          data: {
            jobdescription_file_url: fileUrl(request, jd.encrypted_id),
            jobdescription_file_name: jd.original_name,
          },
        };
      } catch (e) {
        if (jd) await deleteFile(app, app.db, jd.id);
        throw e;
      }
    },
  );

  app.delete(
    '/jobs/:id',
    {
      config: { access: access.module('Job Orders', 'delete') },
      schema: {
        tags: ['Job orders'],
        description:
          'Deletes a job order with its skills, users, notes and messages. Refused (409) while candidates are linked to it: their ' +
          'pipeline history and interviews would go with it; make the job order inactive instead.',
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      const fileId = await app.db.tx(async (q) => {
        const { rows } = await q.query<{
          id: number;
          job_code: number;
          job_title: string;
          jd_file_id: number | null;
          links: number;
        }>(
          `select j.id, j.job_code, j.job_title, j.jd_file_id, (select count(*)::int from candidate_jobs x where x.job_id = j.id) as links
             from job_orders j where j.encrypted_id = $1 for update`,
          [request.params.id],
        );
        const job = rows[0];
        if (!job) throw notFound();
        if (Number(job.links) > 0) throw conflict(linkedRefusal(Number(job.links)));
        await q.query('delete from job_orders where id = $1', [job.id]);
        await audit(q, request, {
          action: 'job_order.delete',
          entityType: 'job_order',
          entityId: Number(job.id),
          summary: `Job order ${job.job_code} ${job.job_title} deleted`,
          before: { job_code: Number(job.job_code), job_title: job.job_title },
        });
        return job.jd_file_id;
      });
      if (fileId) await deleteFile(app, app.db, Number(fileId));
      return { status: true, message: MESSAGES.deleted };
    },
  );

  // A job order's skills, qualifications and assigned users: one statement each, keyed by the job's id.
  const jobRows = <T extends TSchema>(url: string, row: T, sql: string) =>
    app.get(
      url,
      {
        config: { access: access.module(['Job Orders', 'Candidates'], 'view') },
        schema: { tags: ['Job orders'], params: IdParams, response: { 200: Type.Array(row), ...errorResponses } },
      },
      async (request) => {
        const job = await jobKey(app.db, (request.params as Static<typeof IdParams>).id);
        const { rows } = await app.db.query<Static<T>>(sql, [job.id]);
        return rows;
      },
    );
  jobRows(
    '/job_skills/:id',
    SkillRow,
    `select s.encrypted_id::text as encrypted_id, s.name as skill_name, js.skill_type
       from job_skills js join skills s on s.id = js.skill_id where js.job_id = $1 order by js.skill_type, lower(s.name)`,
  );
  jobRows(
    '/job_qualifications/:id',
    QualificationRow,
    `select x.name, x.name as qualification_name from job_qualifications jq join qualifications x on x.id = jq.qualification_id
      where jq.job_id = $1 order by lower(x.name)`,
  );
  jobRows(
    '/job_users/:id',
    JobUserRow,
    `select u.encrypted_id::text as user_id, u.email as user_email, trim(u.first_name || ' ' || u.last_name) as username,
            ju.user_type, ju.encrypted_id::text as encrypted_id
       from job_users ju join users u on u.id = ju.user_id where ju.job_id = $1 order by ju.user_type, ju.id`,
  );

  app.get(
    '/jobs_candidate_counts',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          "The Actionable tab's job list: active job orders with their candidate count, newest first. q searches title, client " +
          'and job code; limit (default 100, at most 500) bounds the list.',
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 200 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Array(
            Type.Object({
              job_id: Type.String(),
              job_code: Type.Integer(),
              job_title: Type.String(),
              cnd_count: Type.Integer(),
              company_name: Type.String(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const text = (request.query.q ?? '').trim();
      const { rows } = await app.db.query<{
        job_id: string;
        job_code: number;
        job_title: string;
        cnd_count: number;
        company_name: string;
      }>(
        `select j.encrypted_id::text as job_id, j.job_code, j.job_title, c.client_short_name as company_name,
                (select count(*)::int from candidate_jobs x where x.job_id = j.id) as cnd_count
           from (select * from job_orders jo
                  where jo.status = 'active'
                    and ($1 = '' or jo.job_title ilike $2 or jo.job_code::text = $1
                         or exists (select 1 from clients cc where cc.id = jo.client_id and cc.client_short_name ilike $2))
                  order by jo.created_at desc, jo.id desc
                  limit $3) j
           join clients c on c.id = j.client_id
          order by j.created_at desc, j.id desc`,
        [text, `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`, request.query.limit ?? 100],
      );
      return rows.map((r) => ({ ...r, job_code: Number(r.job_code) }));
    },
  );
};

export default routes;
