// Candidate–job links and their status (one row: the link holds its current status), shared by the Candidates and
// Job Orders modules (spec 001 §3–§4, spec 002 §4; API.md Candidates: candidates_job_orders, candidate_job_status,
// job_assigned_users). Every status move is appended to the history in the same transaction (services/pipeline.ts).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/index.js';
import { access } from '../http/access.js';
import { invalid, notFound } from '../http/errors.js';
import {
  Created,
  DataOf,
  errorResponses,
  IdParams,
  Message,
  Nullable,
  OneOf,
  Uuid,
} from '../http/schemas.js';
import { createLink, deleteLink, moveLink } from '../services/pipeline.js';
import { candidateAndJob, jobKey, Timestamp } from './jobs-common.js';

export const LINK_UPDATED = 'Candidate Job Orders Details Updated Successfully';

const LinkRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  job_code: Type.Integer(),
  job_title: Type.String(),
  client_name: Type.String(),
  recruiter_id: Nullable(Type.String()),
  user_id: Nullable(Type.String()),
  username: Type.String(),
  user_type: Type.String(),
  offered_ctc: Nullable(Type.Number()),
  expected_joining_date: Nullable(Type.String()),
  main_status_id: Type.String(),
  main_substatus_id: Type.String(),
  mainstatus_id: Type.String(),
  mainsubstatus_id: Type.String(),
  main_status: Type.String(),
  main_substatus: Type.String(),
  pipeline_group: Type.String(),
  status_changed_at: Timestamp,
  created_at: Timestamp,
});

const LINK_SELECT = `cj.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
  j.encrypted_id::text as job_id, j.job_code, j.job_title, cl.client_short_name as client_name,
  r.encrypted_id::text as recruiter_id, r.encrypted_id::text as user_id, coalesce(trim(r.first_name || ' ' || r.last_name), '') as username,
  coalesce((select string_agg(ju.user_type, ', ' order by ju.user_type) from job_users ju where ju.job_id = j.id and ju.user_id = cj.recruiter_id), '') as user_type,
  cj.offered_ctc::float8 as offered_ctc, to_char(cj.expected_joining_date, 'YYYY-MM-DD') as expected_joining_date,
  cj.main_status_id, cj.sub_status_id as main_substatus_id, cj.main_status_id as mainstatus_id, cj.sub_status_id as mainsubstatus_id,
  m.name as main_status, s.name as main_substatus, m.pipeline_group, cj.status_changed_at, cj.created_at`;
const LINK_FROM = `candidate_jobs cj join candidates c on c.id = cj.candidate_id join job_orders j on j.id = cj.job_id
  join clients cl on cl.id = j.client_id join job_main_status m on m.fixed_id = cj.main_status_id
  join job_sub_status s on s.fixed_id = cj.sub_status_id left join users r on r.id = cj.recruiter_id`;

const SearchRow = Type.Object({
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  primary_email: Type.String(),
  primary_mobile: Type.String(),
  company_name: Type.String(),
  designation: Type.String(),
  skills: Type.String(),
  linked: Type.Boolean(),
});

const StatusId = Type.String({ minLength: 1, maxLength: 10 });
/** Rupees above 0 (checked by the pipeline service, one message for 0 and below); null clears the offer. */
const Money = Nullable(Type.Number({ maximum: 999_999_999_999 }));
const DateText = Nullable(Type.String({ format: 'date' }));

const LinkCreate = Type.Object(
  {
    candidate_id: Uuid,
    job_id: Uuid,
    recruiter_id: Type.Optional(Nullable(Uuid)),
    /** spec 001 names the recruiter user_id too */
    user_id: Type.Optional(Nullable(Uuid)),
    mainstatus_id: Type.Optional(StatusId),
    mainsubstatus_id: Type.Optional(StatusId),
    offered_ctc: Type.Optional(Money),
    expected_joining_date: Type.Optional(DateText),
  },
  { additionalProperties: false },
);
const LinkUpdate = Type.Object(
  {
    encrypted_id: Uuid,
    mainstatus_id: StatusId,
    mainsubstatus_id: StatusId,
    recruiter_id: Type.Optional(Nullable(Uuid)),
    offered_ctc: Type.Optional(Money),
    expected_joining_date: Type.Optional(DateText),
  },
  { additionalProperties: false },
);
const LinkQuery = Type.Object(
  {
    candidate_id: Type.Optional(Uuid),
    job_id: Type.Optional(Uuid),
    mainstatus_id: Type.Optional(StatusId),
  },
  { additionalProperties: false },
);

async function listLinks(q: Queryable, query: Static<typeof LinkQuery>) {
  if (!query.candidate_id && !query.job_id)
    throw invalid({ candidate_id: ['The candidate id field is required.'] });
  // only the conditions asked for (not `$1 is null or …`), so that the kept plan of each combination uses its index
  const params: unknown[] = [];
  const where: string[] = [];
  if (query.candidate_id) where.push(`c.encrypted_id = $${params.push(query.candidate_id)}::uuid`);
  if (query.job_id) where.push(`j.encrypted_id = $${params.push(query.job_id)}::uuid`);
  if (query.mainstatus_id) where.push(`cj.main_status_id = $${params.push(query.mainstatus_id)}`);
  const { rows } = await q.query<Static<typeof LinkRow>>(
    `select ${LINK_SELECT} from ${LINK_FROM}
      where ${where.join(' and ')}
      order by cj.created_at desc, cj.id desc limit 1000`,
    params,
  );
  return rows.map((r) => ({ ...r, job_code: Number(r.job_code) }));
}

async function userKey(
  q: Queryable,
  encryptedId: string | null | undefined,
  field: string,
): Promise<number | null> {
  if (!encryptedId) return null;
  const { rows } = await q.query<{ id: number }>('select id from users where encrypted_id = $1', [
    encryptedId,
  ]);
  if (!rows[0])
    throw invalid({ [field]: [`The selected ${field.replace(/_/g, ' ')} is invalid.`] });
  return Number(rows[0].id);
}

async function linkKey(q: Queryable, encryptedId: string): Promise<{ id: number; job_id: number }> {
  const { rows } = await q.query<{ id: number; job_id: number }>(
    'select id, job_id from candidate_jobs where encrypted_id = $1',
    [encryptedId],
  );
  if (!rows[0]) throw notFound();
  return { id: Number(rows[0].id), job_id: Number(rows[0].job_id) };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const read = { config: { access: access.module(['Candidates', 'Job Orders'], 'view') } };
  // A link is a candidate's sub-item (API.md lists these routes under Candidates): writes need Candidates edit, so a
  // role without Candidates flags cannot move, add or remove a candidate through a job order.
  const write = { config: { access: access.module('Candidates', 'edit') } };

  for (const path of ['/candidates_job_orders', '/candidate_job_status']) {
    app.get(
      path,
      {
        ...read,
        schema: {
          tags: ['Pipeline'],
          description:
            "A candidate's job-order links (candidate_id) or a job's (job_id), each with its current status; mainstatus_id filters.",
          querystring: LinkQuery,
          response: { 200: OneOf(LinkRow), ...errorResponses },
        },
      },
      async (request) => ({ status: true, data: await listLinks(app.db, request.query) }),
    );
  }

  app.post(
    '/candidates_job_orders',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          'Links a candidate to a job order with a recruiter assigned to the job (recruiter_id or user_id). Status P/103 unless ' +
          'mainstatus_id and mainsubstatus_id are given. 409 "Candidate already added for this job" for a second link.',
        body: LinkCreate,
        response: { 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const link = await app.db.tx(async (q) => {
        const ids = await candidateAndJob(q, b.candidate_id, b.job_id);
        const recruiter = b.recruiter_id ?? b.user_id ?? null;
        if (!recruiter) throw invalid({ recruiter_id: ['The recruiter id field is required.'] });
        const recruiterId = await userKey(q, recruiter, 'recruiter_id');
        if (b.mainstatus_id && !b.mainsubstatus_id)
          throw invalid({ mainsubstatus_id: ['The mainsubstatus id field is required.'] });
        return createLink(q, request, {
          candidateId: ids.candidateId,
          jobId: ids.jobId,
          recruiterId,
          mainStatusId: b.mainstatus_id,
          subStatusId: b.mainsubstatus_id,
          offeredCtc: b.offered_ctc,
          expectedJoiningDate: b.expected_joining_date,
        });
      });
      return reply
        .code(201)
        .send({
          status: true,
          message: 'Added Successfully',
          data: { encrypted_id: link.encrypted_id },
        });
    },
  );

  const update = async (b: Static<typeof LinkUpdate>, request: Parameters<typeof moveLink>[1]) =>
    app.db.tx(async (q) => {
      const link = await linkKey(q, b.encrypted_id);
      if (b.recruiter_id !== undefined) {
        const recruiterId = await userKey(q, b.recruiter_id, 'recruiter_id');
        if (recruiterId !== null) {
          const ok = await q.query(
            'select 1 from job_users where job_id = $1 and user_id = $2 limit 1',
            [link.job_id, recruiterId],
          );
          if (!ok.rows.length)
            throw invalid({
              recruiter_id: ['The selected recruiter is not assigned to this job.'],
            });
        }
        await q.query('update candidate_jobs set recruiter_id = $2 where id = $1', [
          link.id,
          recruiterId,
        ]);
      }
      await moveLink(q, request, link.id, {
        mainStatusId: b.mainstatus_id,
        subStatusId: b.mainsubstatus_id,
        offeredCtc: b.offered_ctc,
        expectedJoiningDate: b.expected_joining_date,
      });
    });

  app.put(
    '/candidates_job_orders',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          'Moves the link to the status (422 unless the sub status belongs to the main status); offered CTC (rupees > 0, null clears), ' +
          'expected joining date (YYYY-MM-DD, a real date) and recruiter optional, kept when not sent.',
        body: LinkUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await update(request.body, request);
      return { status: true, message: LINK_UPDATED };
    },
  );

  app.put(
    '/candidate_job_status',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          'Moves the link (a link and its status record are one row) to the status; 422 unless the sub status belongs to the main status.',
        body: LinkUpdate,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await update(request.body, request);
      return { status: true, message: 'Updated Successfully' };
    },
  );

  app.post(
    '/candidate_job_status',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          "Sets the status of the candidate's link to the job: moves the link when it exists (200), creates it with that status otherwise " +
          '(201, recruiter required).',
        body: Type.Object(
          {
            candidate_id: Uuid,
            job_id: Uuid,
            recruiter_id: Type.Optional(Nullable(Uuid)),
            mainstatus_id: StatusId,
            mainsubstatus_id: StatusId,
            offered_ctc: Type.Optional(Money),
            expected_joining_date: Type.Optional(DateText),
          },
          { additionalProperties: false },
        ),
        response: { 200: Created, 201: Created, ...errorResponses },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const result = await app.db.tx(async (q) => {
        const ids = await candidateAndJob(q, b.candidate_id, b.job_id);
        const { rows } = await q.query<{ id: number; encrypted_id: string }>(
          'select id, encrypted_id::text as encrypted_id from candidate_jobs where candidate_id = $1 and job_id = $2',
          [ids.candidateId, ids.jobId],
        );
        if (rows[0]) {
          await moveLink(q, request, Number(rows[0].id), {
            mainStatusId: b.mainstatus_id,
            subStatusId: b.mainsubstatus_id,
            offeredCtc: b.offered_ctc,
            expectedJoiningDate: b.expected_joining_date,
          });
          return { created: false, encrypted_id: rows[0].encrypted_id };
        }
        if (!b.recruiter_id)
          throw invalid({ recruiter_id: ['The recruiter id field is required.'] });
        const recruiterId = await userKey(q, b.recruiter_id, 'recruiter_id');
        const link = await createLink(q, request, {
          candidateId: ids.candidateId,
          jobId: ids.jobId,
          recruiterId,
          mainStatusId: b.mainstatus_id,
          subStatusId: b.mainsubstatus_id,
          offeredCtc: b.offered_ctc,
          expectedJoiningDate: b.expected_joining_date,
        });
        return { created: true, encrypted_id: link.encrypted_id };
      });
      return reply
        .code(result.created ? 201 : 200)
        .send({
          status: true,
          message: result.created ? 'Added Successfully' : 'Updated Successfully',
          data: { encrypted_id: result.encrypted_id },
        });
    },
  );

  app.delete(
    '/candidates_job_orders/:id',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description: 'Removes the link with its status history and its interviews.',
        params: IdParams,
        response: { 200: Message, ...errorResponses },
      },
    },
    async (request) => {
      await app.db.tx(async (q) => {
        const link = await linkKey(q, request.params.id);
        await deleteLink(q, request, link.id);
      });
      return { status: true, message: 'Deleted Successfully' };
    },
  );

  app.get(
    '/job_candidate_search/:job_id',
    {
      ...write,
      schema: {
        tags: ['Pipeline'],
        description:
          'Candidates to add to the job order: name, e-mail or mobile starting with q, or holding a skill (or synonym) that starts ' +
          'with q; 20 at most, each with `linked` (already on this job).',
        params: Type.Object({ job_id: Uuid }, { additionalProperties: false }),
        querystring: Type.Object(
          { q: Type.String({ minLength: 2, maxLength: 100 }) },
          { additionalProperties: false },
        ),
        response: { 200: DataOf(Type.Array(SearchRow)), ...errorResponses },
      },
    },
    async (request) => {
      const job = await jobKey(app.db, request.params.job_id);
      const q = request.query.q.trim();
      const like = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = q.replace(/\D/g, '');
      const mobile = /^[\d\s+()-]+$/.test(q) && digits.length >= 3 ? `${digits.slice(-10)}%` : null;
      // each branch walks its own prefix index (name, e-mail, mobile, skill name, synonym) and stops at 20
      const { rows } = await app.db.query<Static<typeof SearchRow>>(
        `with hits as (
           (select c.id from candidates c where lower(c.name) like $1 limit 20)
           union (select c.id from candidates c where lower(c.primary_email) like $1 limit 20)
           union (select c.id from candidates c where $2::text is not null and c.primary_mobile like $2 limit 20)
           union (select cs.candidate_id from skills s join candidate_skills cs on cs.skill_id = s.id where lower(s.name) like $1 limit 20)
           union (select cs.candidate_id from skill_synonyms y join candidate_skills cs on cs.skill_id = y.skill_id
                   where lower(y.synonym) like $1 limit 20)
         )
         select c.encrypted_id::text as candidate_id, c.name as candidate_name, c.primary_email, c.primary_mobile, c.company_name,
                c.designation,
                coalesce((select string_agg(s.name, ', ' order by s.name) from candidate_skills cs join skills s on s.id = cs.skill_id
                           where cs.candidate_id = c.id), '') as skills,
                exists (select 1 from candidate_jobs cj where cj.candidate_id = c.id and cj.job_id = $3) as linked
           from hits h join candidates c on c.id = h.id
          order by lower(c.name), c.id
          limit 20`,
        [like, mobile, job.id],
      );
      return { status: true, data: rows };
    },
  );

  app.get(
    '/job_assigned_users/:job_id',
    {
      ...read,
      schema: {
        tags: ['Pipeline'],
        description:
          "The job's users (recruiters, managers, coordinators): the choices of a link's recruiter.",
        params: Type.Object({ job_id: Uuid }, { additionalProperties: false }),
        response: {
          200: DataOf(
            Type.Array(
              Type.Object({
                user_id: Type.String(),
                username: Type.String(),
                user_type: Type.String(),
                email: Type.String(),
              }),
            ),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const job = await jobKey(app.db, request.params.job_id);
      const { rows } = await app.db.query<{
        user_id: string;
        username: string;
        user_type: string;
        email: string;
      }>(
        `select u.encrypted_id::text as user_id, trim(u.first_name || ' ' || u.last_name) as username, ju.user_type, u.email
           from job_users ju join users u on u.id = ju.user_id
          where ju.job_id = $1
          order by case ju.user_type when 'recruiter' then 0 when 'manager' then 1 else 2 end, lower(u.first_name), ju.id`,
        [job.id],
      );
      return { status: true, data: rows };
    },
  );
};

export default routes;
