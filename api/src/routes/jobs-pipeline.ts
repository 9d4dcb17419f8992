// A job order's pipeline: counts per group, the server-paged group lists, the Actionable candidates, the recent
// interviews, the candidates an interview can be scheduled for, the Activity panel and the Database Match
// (spec 002 §2.1, §3.3, §7.3; API.md Job orders).
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorNameSql } from '../audit.js';
import { access } from '../http/access.js';
import { seesPersonalData } from '../http/personal-data.js';
import { notFound } from '../http/errors.js';
import { runList, type ListResult } from '../http/lists.js';
import type { Queryable } from '../db/index.js';
import { recentInterviewsOfJob } from '../modules/interviews/service.js';
import {
  DataOf,
  errorResponses,
  IdParams,
  ListOf,
  listQuery,
  Nullable,
  MAX_PAGE,
  OneOf,
  Uuid,
  type ListQuery,
} from '../http/schemas.js';
import {
  InterviewRow,
  jobKey,
  Timestamp,
  todayIn,
} from './jobs-common.js';

export const GROUPS = ['joined', 'active', 'offered', 'processed', 'prospective'] as const;
const GROUP_TITLE = {
  joined: 'Joined',
  active: 'Active',
  offered: 'Offered',
  processed: 'Processed',
  prospective: 'Prospective',
} as const;

/**
 * Candidates considered by the Database Match, so its cost does not grow with the candidate base: for each of the
 * job's skills the newest MATCH_SKILL_SCAN candidates having it, of those at most MATCH_SKILL_POOL by skill overlap,
 * and the newest MATCH_PLACE_POOL more in the job's city.
 */
export const MATCH_SKILL_SCAN = 1000;
export const MATCH_SKILL_POOL = 3000;
export const MATCH_PLACE_POOL = 300;
/** A page of Database Match: 20 by default, at most 50. */
export const MATCH_LIMIT = 50;
export const MATCH_PAGE = 20;
/** Below this score a candidate is not shown unless the caller asks for less (min_score). */
export const MATCH_MIN_SCORE = 5;
/**
 * Score weights: each primary skill, each secondary skill, experience in range, expected CTC in budget, same city,
 * same state, notice of 30 days or less (half of it for 60 or less).
 */
export const MATCH_WEIGHTS = {
  primary: 10,
  secondary: 4,
  experience: 3,
  budget: 2,
  city: 3,
  state: 1,
  notice: 2,
} as const;

const PipelineRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  primary_email: Nullable(Type.String()),
  primary_mobile: Nullable(Type.String()),
  job_id: Type.String(),
  job_title: Type.String(),
  client_name: Type.String(),
  main_status_id: Type.String(),
  sub_status_id: Type.String(),
  main_status: Type.String(),
  sub_status: Type.String(),
  pipeline_group: Type.String(),
  sub_status_updated: Timestamp,
  sub_status_created_at: Timestamp,
  expected_joining_date: Nullable(Type.String()),
  offered_ctc: Nullable(Type.Number()),
  recruiter_id: Nullable(Type.String()),
  recruiter_name: Type.String(),
  interview_date: Nullable(Type.String()),
  interview_time: Nullable(Type.String()),
  cnd_int_details: Type.String(),
  notice_period: Nullable(Type.Integer()),
  recent_notes: Type.String(),
  candidates_notes: Type.Integer(),
});
type PipelineRecord = Static<typeof PipelineRow>;

/** One select for a pipeline row; $today is the parameter holding today's date. Interview: the next one, else the latest. */
function pipelineSelect(today: string): string {
  return `cj.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
          c.primary_email, c.primary_mobile, j.encrypted_id::text as job_id, j.job_title, cl.client_short_name as client_name,
          cj.main_status_id, cj.sub_status_id, m.name as main_status, s.name as sub_status, m.pipeline_group,
          cj.status_changed_at as sub_status_updated, cj.created_at as sub_status_created_at,
          to_char(cj.expected_joining_date, 'YYYY-MM-DD') as expected_joining_date, cj.offered_ctc::float8 as offered_ctc,
          r.encrypted_id::text as recruiter_id, coalesce(trim(r.first_name || ' ' || r.last_name), '') as recruiter_name,
          (select json_build_object('d', to_char(i.interview_date, 'YYYY-MM-DD'), 't', to_char(i.interview_time, 'HH12:MI AM'),
                                    'm', i.mode_interview, 'n', i.duration_minutes)
             from interviews i where i.link_id = cj.id
            order by (i.interview_date >= ${today}::date) desc,
                     case when i.interview_date >= ${today}::date then i.interview_date end asc,
                     i.interview_date desc, i.interview_time asc
            limit 1) as iv,
          c.notice_period,
          (select json_build_object('t', n.notes, 'c', count(*) over ()) from candidate_notes n where n.candidate_id = c.id
            order by n.created_at desc, n.id desc limit 1) as nt`;
}
const PIPELINE_FROM = `candidate_jobs cj
  join candidates c on c.id = cj.candidate_id
  join job_orders j on j.id = cj.job_id
  join clients cl on cl.id = j.client_id
  join job_main_status m on m.fixed_id = cj.main_status_id
  join job_sub_status s on s.fixed_id = cj.sub_status_id
  left join users r on r.id = cj.recruiter_id`;
const PIPELINE_SORT = {
  candidate_name: 'lower(c.name)',
  sub_status_updated: 'cj.status_changed_at',
  sub_status: 's.sort_order',
  main_status: 'm.sort_order',
  recruiter_name: 'lower(r.first_name)',
  expected_joining_date: 'cj.expected_joining_date',
  created_at: 'cj.created_at',
  job_title: 'lower(j.job_title)',
};
const PIPELINE_SEARCH = [
  'c.name',
  'c.primary_email',
  'c.primary_mobile',
  's.name',
  'm.name',
  "(r.first_name || ' ' || r.last_name)",
  'j.job_title',
];

type RawPipeline = Omit<
  PipelineRecord,
  'interview_date' | 'interview_time' | 'cnd_int_details' | 'recent_notes' | 'candidates_notes'
> & {
  iv: { d: string; t: string; m: string; n: number } | string | null;
  nt: { t: string; c: number } | string | null;
};

function shapePipeline(r: RawPipeline): PipelineRecord {
  const iv =
    typeof r.iv === 'string'
      ? (JSON.parse(r.iv) as { d: string; t: string; m: string; n: number })
      : r.iv;
  const nt = typeof r.nt === 'string' ? (JSON.parse(r.nt) as { t: string; c: number }) : r.nt;
  const { iv: _iv, nt: _nt, ...rest } = r;
  return {
    ...rest,
    notice_period: rest.notice_period === null ? null : Number(rest.notice_period),
    interview_date: iv?.d ?? null,
    interview_time: iv?.t ?? null,
    cnd_int_details: iv ? `${iv.m}, ${iv.n} min` : '',
    recent_notes: nt?.t ?? '',
    candidates_notes: Number(nt?.c ?? 0),
  };
}

/** The joins a page of pipeline rows needs only when searching or sorting by a name. */
const PIPELINE_LIGHT_FROM = `candidate_jobs cj join job_orders j on j.id = cj.job_id join job_main_status m on m.fixed_id = cj.main_status_id`;
const NEEDS_FULL_FROM = new Set(['candidate_name', 'sub_status', 'recruiter_name']);
const NULLABLE_SORT = new Set(['recruiter_name', 'expected_joining_date']);

/**
 * A page of pipeline rows in three cheap steps instead of one wide query: the page's link ids (over the light joins
 * unless a search or a name sort needs the rest, ordered by an indexed column by default), the counts, then the row
 * details for those ids only. `where` may use cj, j and m; params are $1..$n, $1 being today's date.
 */
async function pipelinePage(
  q: Queryable,
  opts: {
    where: string[];
    params: unknown[];
    query: ListQuery;
    defaultSort: string;
    defaultLimit: number;
    /** The role has Candidates view: a search also matches e-mails and mobiles (no lookup by what it cannot see). */
    byContact: boolean;
  },
): Promise<ListResult<PipelineRecord>> {
  const { query } = opts;
  const params = [...opts.params];
  const search = (query.q ?? '').trim();
  const filtered = [...opts.where];
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const columns = opts.byContact ? PIPELINE_SEARCH : PIPELINE_SEARCH.filter((e) => !/primary_(email|mobile)/.test(e));
    filtered.push(`(${columns.map((e) => `${e} ilike $${params.length}`).join(' or ')})`);
  }
  const sortKey =
    query.sortby && query.sortby in PIPELINE_SORT
      ? (query.sortby as keyof typeof PIPELINE_SORT)
      : null;
  const order = [
    // 'nulls last' only where a value can be missing: on a not-null column it would keep the index from serving the order
    ...(sortKey
      ? [
          `${PIPELINE_SORT[sortKey]} ${query.direction === 'desc' ? 'desc' : 'asc'}${NULLABLE_SORT.has(sortKey) ? ' nulls last' : ''}`,
        ]
      : []),
    opts.defaultSort,
    'cj.id desc',
  ].join(', ');
  const from =
    search || (sortKey && NEEDS_FULL_FROM.has(sortKey)) ? PIPELINE_FROM : PIPELINE_LIGHT_FROM;
  const limit = query.limit ?? opts.defaultLimit;
  const offset = (query.page ?? 0) * limit;
  const base = opts.where.join(' and ');
  const [ids, all, some] = await Promise.all([
    q.query<{ id: number }>(
      `select cj.id from ${from} where ${filtered.join(' and ')} order by ${order} limit ${limit} offset ${offset}`,
      params,
    ),
    q.query<{ n: number }>(
      `select count(*)::int as n from ${PIPELINE_LIGHT_FROM} where ${base}`,
      opts.params,
    ),
    search
      ? q.query<{ n: number }>(
          `select count(*)::int as n from ${PIPELINE_FROM} where ${filtered.join(' and ')}`,
          params,
        )
      : null,
  ]);
  const pageIds = ids.rows.map((r) => Number(r.id));
  const details = pageIds.length
    ? await q.query<RawPipeline & { id: number }>(
        `select cj.id, ${pipelineSelect('$1')} from ${PIPELINE_FROM} where cj.id = any($2::bigint[])`,
        [opts.params[0], pageIds],
      )
    : { rows: [] };
  const byId = new Map(details.rows.map((r) => [Number(r.id), r]));
  const data = pageIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { id: _id, ...rest } = row;
    return [shapePipeline(rest)];
  });
  const allCount = Number(all.rows[0]?.n ?? 0);
  return {
    status: true,
    data,
    all_data_cnt: allCount,
    filter_data_cnt: some ? Number(some.rows[0]?.n ?? 0) : allCount,
  };
}

const MatchRow = Type.Object({
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  primary_email: Nullable(Type.String()),
  primary_mobile: Nullable(Type.String()),
  company_name: Type.String(),
  designation: Type.String(),
  city_name: Type.String(),
  state_name: Type.String(),
  exp_years: Type.Integer(),
  exp_months: Type.Integer(),
  expected_ctc: Nullable(Type.Number()),
  notice_period: Nullable(Type.Integer()),
  score: Type.Integer(),
  primary_skills: Type.Array(Type.String()),
  secondary_skills: Type.Array(Type.String()),
  experience_match: Type.Boolean(),
  budget_match: Type.Boolean(),
  city_match: Type.Boolean(),
  state_match: Type.Boolean(),
  notice_match: Type.Boolean(),
  /** Why it matched, in one line: '4 of 5 skills · 6 yrs (range 4–8) · Pune · 30 days notice'. */
  summary: Type.String(),
  reasons: Type.Array(Type.String()),
});

const ActivityRow = Type.Object({
  kind: Type.String(),
  changed_on: Type.String(),
  changed_to: Type.String(),
  entered_by: Type.String(),
  date_time: Timestamp,
});

const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => todayIn(app.config.timeZone, app.clock.now());

  app.get(
    '/job_pipeline_counts/:id',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          "How many of the job's candidates are now in each pipeline group (from each link's current status).",
        params: IdParams,
        response: {
          200: DataOf(
            Type.Object({
              Joined: Type.Integer(),
              Active: Type.Integer(),
              Offered: Type.Integer(),
              Processed: Type.Integer(),
              Prospective: Type.Integer(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { rows } = await app.db.query<{
        pipeline_group: keyof typeof GROUP_TITLE;
        n: number;
        found: boolean;
      }>(
        `with j as (select id from job_orders where encrypted_id = $1)
         select m.pipeline_group, coalesce(sum(k.n), 0)::int as n, exists (select 1 from j) as found
           from job_main_status m
           left join job_link_counts k on k.main_status_id = m.fixed_id and k.job_id = (select id from j)
          group by m.pipeline_group`,
        [request.params.id],
      );
      if (!rows[0]?.found) throw notFound();
      const data = { Joined: 0, Active: 0, Offered: 0, Processed: 0, Prospective: 0 };
      for (const r of rows) data[GROUP_TITLE[r.pipeline_group]] = Number(r.n);
      return { status: true, data };
    },
  );

  app.get(
    '/job_pipeline/:id/:group',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'The candidates of one pipeline group of the job (server-paged list query; default: latest status change first). ' +
          'interview_date/time: the next interview of the link, else its latest; recent_notes: the newest candidate note, candidates_notes: how many.',
        params: Type.Object(
          { id: Uuid, group: Type.Union(GROUPS.map((g) => Type.Literal(g))) },
          { additionalProperties: false },
        ),
        querystring: listQuery(Object.keys(PIPELINE_SORT)),
        response: { 200: ListOf(PipelineRow), ...errorResponses },
      },
    },
    async (request) => {
      const job = await jobKey(app.db, request.params.id);
      return pipelinePage(app.db, {
        byContact: seesPersonalData(request),
        where: ['$1::date is not null', 'cj.job_id = $2', 'm.pipeline_group = $3'],
        params: [today(), job.id, request.params.group],
        query: request.query,
        // candidate_jobs_job_idx (job_id, main_status_id, status_changed_at desc)
        defaultSort: 'cj.status_changed_at desc',
        defaultLimit: 10,
      });
    },
  );

  app.get(
    '/pipeline_candidates',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'Pipeline rows of every active job order (the Actionable tab\'s "All Job Orders", newest links first), or of one with job_id ' +
          '(latest status change first); list query.',
        querystring: listQuery(Object.keys(PIPELINE_SORT), { job_id: Type.Optional(Uuid) }),
        response: { 200: ListOf(PipelineRow), ...errorResponses },
      },
    },
    async (request) => {
      const params: unknown[] = [today()];
      const where = ['$1::date is not null'];
      const jobId = (request.query as { job_id?: string }).job_id;
      if (jobId) {
        const job = await jobKey(app.db, jobId);
        params.push(job.id);
        where.push(`cj.job_id = $${params.length}`);
      } else {
        where.push(`j.status = 'active'`);
      }
      return pipelinePage(app.db, {
        byContact: seesPersonalData(request),
        where,
        params,
        query: request.query,
        // newest links first: candidate_jobs_created_at_idx serves every job at once
        defaultSort: jobId ? 'cj.status_changed_at desc' : 'cj.created_at desc',
        defaultLimit: 20,
      });
    },
  );

  app.get(
    '/job_recent_interviews/:id',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          "The job's next five interviews (from today on), soonest first; when fewer, the latest past ones follow.",
        params: IdParams,
        response: { 200: OneOf(InterviewRow), ...errorResponses },
      },
    },
    async (request) => {
      const job = await jobKey(app.db, request.params.id);
      return { status: true, data: await recentInterviewsOfJob(app.db, app.config.timeZone, job.id, today()) };
    },
  );

  app.get(
    '/job_assignable_candidates/:id',
    {
      config: { access: access.module(['Job Orders', 'Candidates'], 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          'Candidates linked to the job (those an interview can be scheduled for); q searches name, and e-mail and mobile for ' +
          'roles with Candidates view (others cannot find a candidate by a contact detail they may not see).',
        params: IdParams,
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 200 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: OneOf(
            Type.Object({
              encrypted_id: Type.String(),
              candidate_id: Type.String(),
              candidate_name: Type.String(),
              primary_email: Nullable(Type.String()),
              main_status: Type.String(),
              sub_status: Type.String(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const job = await jobKey(app.db, request.params.id);
      const text = (request.query.q ?? '').trim();
      const byContact = seesPersonalData(request);
      const { rows } = await app.db.query<{
        encrypted_id: string;
        candidate_id: string;
        candidate_name: string;
        primary_email: string;
        main_status: string;
        sub_status: string;
      }>(
        `select cj.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name, c.primary_email,
                m.name as main_status, s.name as sub_status
           from candidate_jobs cj join candidates c on c.id = cj.candidate_id
           join job_main_status m on m.fixed_id = cj.main_status_id join job_sub_status s on s.fixed_id = cj.sub_status_id
          where cj.job_id = $1 and ($2 = '' or c.name ilike $3 or ($5 and (c.primary_email ilike $3 or c.primary_mobile ilike $3)))
          order by lower(c.name), cj.id limit $4`,
        [
          job.id,
          text,
          `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`,
          request.query.limit ?? 50,
          byContact,
        ],
      );
      return { status: true, data: rows };
    },
  );

  app.get(
    '/job_activity/:id',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          "The job's activity, newest first: every status move of its candidates (from the status history) and the changes to the job " +
          'order and its sub-items (audit events). changed_on: what changed (a candidate, Job Order, Notes, ...), changed_to: the new state.',
        params: IdParams,
        querystring: listQuery(['date_time']),
        response: { 200: ListOf(ActivityRow), ...errorResponses },
      },
    },
    async (request) => {
      const job = await jobKey(app.db, request.params.id);
      return runList<Static<typeof ActivityRow>>(
        app.db,
        {
          select: 'a.kind, a.changed_on, a.changed_to, a.entered_by, a.date_time',
          from: `(select 'status' as kind, h.id as sort_id, h.changed_at as date_time, c.name as changed_on,
                         m.name || ' / ' || s.name || case when h.from_main_status_id is null then ' (added to the job)' else '' end as changed_to,
                         coalesce(${actorNameSql('u', 'i')}, '') as entered_by
                    from candidate_job_status_history h
                    join candidates c on c.id = h.candidate_id
                    join job_main_status m on m.fixed_id = h.to_main_status_id
                    join job_sub_status s on s.fixed_id = h.to_sub_status_id
                    left join users u on u.id = h.changed_by
                    left join users i on i.id = h.impersonator_id
                   where h.job_id = $1
                  union all
                  select 'event', e.id, e.occurred_at,
                         case when e.action like 'job_order.note%' then 'Notes'
                              when e.action like 'job_order.message%' then 'Messages'
                              when e.action like 'job_order.interview%' then 'Schedule Interviews'
                              when e.action = 'job_order.jd_file' then 'Job Description'
                              when e.entity_type = 'candidate_job' then 'Candidate'
                              else 'Job Order' end,
                         e.summary, coalesce(${actorNameSql('u', 'i')}, '')
                    from audit_events e left join users u on u.id = e.actor_id left join users i on i.id = e.impersonator_id
                   where (e.entity_type = 'job_order' and e.entity_id = $1)
                      or (e.entity_type = 'candidate_job' and e.action = 'candidate_job.delete' and e.before ->> 'job_id' = $2)) a`,
          where: ['$1::bigint is not null', '$2::text is not null'],
          params: [job.id, job.encrypted_id],
          sortable: { date_time: 'a.date_time' },
          defaultSort: [
            ['a.date_time', 'desc'],
            ['a.kind', 'asc'],
          ],
          search: ['a.changed_on', 'a.changed_to', 'a.entered_by'],
          tiebreak: 'a.sort_id',
          defaultLimit: 20,
        },
        request.query,
      );
    },
  );

  app.get(
    '/job_database_match/:id',
    {
      config: { access: access.module('Job Orders', 'view') },
      schema: {
        tags: ['Job orders'],
        description:
          `Candidates not linked to the job, ranked: those within the job's experience range first, then by score ` +
          `(${MATCH_WEIGHTS.primary} per primary skill shared, ${MATCH_WEIGHTS.secondary} per secondary skill, ` +
          `${MATCH_WEIGHTS.experience} when the experience is within min–max, ${MATCH_WEIGHTS.budget} when the expected CTC is within ` +
          `the maximum budget, ${MATCH_WEIGHTS.city} for the same city (else ${MATCH_WEIGHTS.state} for the same state), ` +
          `${MATCH_WEIGHTS.notice} for a notice of 30 days or less (${MATCH_WEIGHTS.notice / 2} for 60 or less)). Only scores of at ` +
          `least min_score (default ${MATCH_MIN_SCORE}); paged (page from 0, limit ${MATCH_PAGE} by default, at most ${MATCH_LIMIT}); ` +
          `all_data_cnt counts the candidates above the minimum. Each row says why it matched (summary, reasons). Considered: for ` +
          `each of the job's skills the ${MATCH_SKILL_SCAN} newest candidates having it (of those, the ${MATCH_SKILL_POOL} sharing ` +
          `the most skills), and the ${MATCH_PLACE_POOL} newest in the job's city.`,
        params: IdParams,
        querystring: Type.Object(
          {
            page: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MATCH_LIMIT })),
            min_score: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            status: Type.Boolean(),
            data: Type.Array(MatchRow),
            all_data_cnt: Type.Integer(),
            job_skills: Type.Integer(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const W = MATCH_WEIGHTS;
      const limit = request.query.limit ?? MATCH_PAGE;
      const page = request.query.page ?? 0;
      const minScore = request.query.min_score ?? MATCH_MIN_SCORE;
      const { rows: jobRows } = await app.db.query<{
        id: number;
        min_exp: number | null;
        max_exp: number | null;
        budget: number | null;
        skills: number;
      }>(
        `select id, min_experience::float8 as min_exp, max_experience::float8 as max_exp, max_budget::float8 as budget,
                (select count(*)::int from job_skills js where js.job_id = j.id) as skills
           from job_orders j where encrypted_id = $1`,
        [request.params.id],
      );
      const job = jobRows[0];
      if (!job) throw notFound();
      const { rows } = await app.db.query<
        Omit<Static<typeof MatchRow>, 'reasons' | 'summary'> & { exp: number; total: number }
      >(
        `with job as (
           select id, coalesce(min_experience, 0)::float8 as min_exp, coalesce(max_experience, 99)::float8 as max_exp,
                  max_budget as budget, city_id, state_id
             from job_orders where encrypted_id = $1
         ),
         js as (select skill_id, skill_type from job_skills where job_id = (select id from job)),
         by_skill as (
           select cs.candidate_id,
                  count(*) filter (where js.skill_type = 'primary')::int as p,
                  count(*) filter (where js.skill_type = 'secondary')::int as s
             from js cross join lateral (
                    select x.candidate_id from candidate_skills x where x.skill_id = js.skill_id
                     order by x.candidate_id desc limit ${MATCH_SKILL_SCAN}) cs
            where not exists (select 1 from candidate_jobs l where l.candidate_id = cs.candidate_id and l.job_id = $2::bigint)
            group by cs.candidate_id
            order by ${W.primary} * count(*) filter (where js.skill_type = 'primary') + ${W.secondary} * count(*) filter (where js.skill_type = 'secondary') desc,
                     cs.candidate_id desc
            limit ${MATCH_SKILL_POOL}
         ),
         by_place as (
           select c.id as candidate_id, 0 as p, 0 as s from candidates c
            where c.city_id = (select city_id from job)
              and not exists (select 1 from candidate_jobs l where l.candidate_id = c.id and l.job_id = $2::bigint)
            order by c.created_at desc
            limit ${MATCH_PLACE_POOL}
         ),
         -- at most ${MATCH_SKILL_POOL + MATCH_PLACE_POOL} candidates, each read once by its key
         pool as (
           select candidate_id, max(p) as p, max(s) as s from (select * from by_skill union all select * from by_place) x
            group by candidate_id
         ),
         scored as (
           select c.id, pool.p, pool.s,
                  (c.exp_years + c.exp_months / 12.0) between job.min_exp and job.max_exp as experience_match,
                  coalesce(c.expected_ctc <= job.budget, false) as budget_match,
                  coalesce(c.city_id = job.city_id, false) as city_match,
                  coalesce(c.state_id = job.state_id, false) as state_match,
                  case when c.notice_period <= 30 then ${W.notice} when c.notice_period <= 60 then ${W.notice / 2} else 0 end as notice_points
             from pool join candidates c on c.id = pool.candidate_id cross join job
         ),
         ranked as (
           select *, (${W.primary} * p + ${W.secondary} * s
                      + case when experience_match then ${W.experience} else 0 end
                      + case when budget_match then ${W.budget} else 0 end
                      + case when city_match then ${W.city} when state_match then ${W.state} else 0 end
                      + notice_points)::int as score
             from scored
         ),
         top as (
           select *, count(*) over () as total from ranked
            where score >= $3
            order by experience_match desc, score desc, p desc, s desc, id desc
            limit $4 offset $5
         )
         select c.encrypted_id::text as candidate_id, c.name as candidate_name, c.primary_email, c.primary_mobile, c.company_name, c.designation,
                coalesce(ci.name, '') as city_name, coalesce(st.name, '') as state_name, c.exp_years::int as exp_years, c.exp_months::int as exp_months,
                (c.exp_years + c.exp_months / 12.0)::float8 as exp, t.total::int as total,
                c.expected_ctc::float8 as expected_ctc, c.notice_period, t.score, t.experience_match, t.budget_match, t.city_match, t.state_match,
                t.notice_points > 0 as notice_match,
                coalesce((select array_agg(sk.name order by sk.name) from candidate_skills cs join js on js.skill_id = cs.skill_id
                            join skills sk on sk.id = cs.skill_id where cs.candidate_id = c.id and js.skill_type = 'primary'), '{}') as primary_skills,
                coalesce((select array_agg(sk.name order by sk.name) from candidate_skills cs join js on js.skill_id = cs.skill_id
                            join skills sk on sk.id = cs.skill_id where cs.candidate_id = c.id and js.skill_type = 'secondary'), '{}') as secondary_skills
           from top t join candidates c on c.id = t.id
           left join cities ci on ci.id = c.city_id left join states st on st.id = c.state_id
          order by t.experience_match desc, t.score desc, t.p desc, t.s desc, t.id desc`,
        // (the job's key as a value: each candidate's link to it is one probe of the (candidate_id, job_id) key)
        [request.params.id, job.id, minScore, limit, page * limit],
        // planned with the values: the plan depends on how many candidates the job has linked (a kept plan assumed a
        // few and re-read them all for each candidate of the city)
        { plan: 'each' },
      );
      const range = `${job.min_exp ?? 0}–${job.max_exp ?? 'any'}`;
      const data = rows.map((r) => {
        const { exp, total: _total, ...row } = r;
        const years = Math.round(Number(exp) * 10) / 10;
        const reasons: string[] = [];
        if (row.primary_skills.length)
          reasons.push(`Primary skills: ${row.primary_skills.join(', ')}`);
        if (row.secondary_skills.length)
          reasons.push(`Secondary skills: ${row.secondary_skills.join(', ')}`);
        if (row.experience_match) {
          reasons.push(
            `Experience ${years} years, within ${job.min_exp ?? 0} to ${job.max_exp ?? '–'} Years`,
          );
        }
        if (row.budget_match && job.budget !== null)
          reasons.push(`Expected CTC within the budget of ${rupees(job.budget)}`);
        if (row.city_match) reasons.push(`Same city (${row.city_name})`);
        else if (row.state_match) reasons.push(`Same state (${row.state_name})`);
        const notice = row.notice_period === null ? null : Number(row.notice_period);
        if (row.notice_match && notice !== null) reasons.push(`Notice period ${notice} days`);
        const shared = row.primary_skills.length + row.secondary_skills.length;
        const summary = [
          job.skills ? `${shared} of ${job.skills} skills` : 'no skills listed for the job',
          `${years} yrs (${row.experience_match ? 'range' : 'outside'} ${range})`,
          row.city_name || row.state_name,
          notice === null ? 'notice not known' : `${notice} days notice`,
        ]
          .filter(Boolean)
          .join(' · ');
        return { ...row, notice_period: notice, score: Number(row.score), summary, reasons };
      });
      return {
        status: true,
        data,
        all_data_cnt: rows.length ? Number(rows[0].total) : 0,
        job_skills: job.skills,
      };
    },
  );
};

export default routes;
