// The dashboard's four tabs (spec 000 §2.4; API.md Dashboard) and the Notes panel. Lists: page size 20,
// default order created_at desc, every column sortable, q searched over the shown columns; all within
// the dashboard scope rule (jobScope). Reference joins are LEFT JOINs on not null foreign keys: the same rows,
// and the planner drops the joins a count does not read.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Queryable } from '../db/index.js';
import { access, auth } from '../http/access.js';
import { runList, tableCount, type ListSpec } from '../http/lists.js';
import { DataOf, errorResponses, ListOf, listQuery, Nullable } from '../http/schemas.js';
import { jobScope, localToday, seesAllJobs, TAGS, userName } from './dashboard-common.js';

const Timestamp = Type.String({ format: 'date-time' });

const InterviewRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  job_title: Type.String(),
  client_name: Type.String(),
  interview_date: Type.String(),
  interview_time: Type.String({ description: 'HH:MM, local wall-clock time' }),
  mode_interview: Type.String(),
  recruiter_name: Type.String(),
  created_at: Timestamp,
});
const INTERVIEW_SORT = [
  'candidate_name',
  'client_name',
  'interview_date',
  'interview_time',
  'mode_interview',
  'recruiter_name',
  'created_at',
] as const;

const JobRow = Type.Object({
  job_id: Type.String(),
  job_code: Type.Integer(),
  job_order_name: Type.String(),
  client_name: Type.String(),
  pipeline: Type.Integer({ description: 'candidates linked to the job order' }),
  recruiter_name: Type.String({ description: "the job order's recruiters, comma separated" }),
  created_at: Timestamp,
});
const JOB_SORT = [
  'job_order_name',
  'client_name',
  'pipeline',
  'recruiter_name',
  'created_at',
] as const;

const PlacedRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  job_title: Type.String(),
  client_name: Type.String(),
  ctc: Nullable(Type.Number({ description: 'offered CTC, rupees' })),
  doj: Nullable(Type.String({ description: 'expected joining date' })),
  status: Type.String(),
  sub_status: Type.String(),
  recruiter_name: Type.String(),
  created_at: Timestamp,
});
const PLACED_SORT = [
  'candidate_name',
  'client_name',
  'ctc',
  'doj',
  'status',
  'recruiter_name',
  'created_at',
] as const;

const NoteRow = Type.Object({
  encrypted_id: Type.String(),
  notes: Type.String(),
  created_at: Timestamp,
  entity_type: Type.Union([
    Type.Literal('candidate'),
    Type.Literal('job_order'),
    Type.Literal('client'),
  ]),
  entity_id: Type.String(),
  entity_name: Type.String(),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /** Interviews on or after now (upcoming) or before now (recent), local wall-clock time. */
  const interviewList = (upcoming: boolean) => ({
    config: { access: access.module('Dashboard', 'view') },
    schema: {
      tags: TAGS,
      description: upcoming
        ? 'Interviews from now on (product time zone), paged. Default order: interview date and time, soonest first.'
        : 'Interviews before now (product time zone), paged. Default order: interview date and time, latest first.',
      querystring: listQuery(INTERVIEW_SORT),
      response: { 200: ListOf(InterviewRow), ...errorResponses },
    },
  });
  const interviewSpec = (upcoming: boolean, params: unknown[], scopeSql: string): ListSpec => {
    const recruiter = `coalesce(nullif(${userName('ru')}, ''), ${userName('cu')})`;
    return {
      select: `i.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
        j.encrypted_id::text as job_id, j.job_title, cl.client_short_name as client_name, i.interview_date::text as interview_date,
        to_char(i.interview_time, 'HH24:MI') as interview_time, i.mode_interview, ${recruiter} as recruiter_name, i.created_at`,
      from: `interviews i
        left join candidates c on c.id = i.candidate_id
        left join job_orders j on j.id = i.job_id
        left join clients cl on cl.id = j.client_id
        left join candidate_jobs cj on cj.candidate_id = i.candidate_id and cj.job_id = i.job_id
        left join users ru on ru.id = cj.recruiter_id
        left join users cu on cu.id = i.created_by`,
      where: [
        upcoming
          ? `i.interview_date >= $1::date and (i.interview_date + i.interview_time) >= ($3::timestamptz at time zone $2)`
          : `i.interview_date <= $1::date and (i.interview_date + i.interview_time) < ($3::timestamptz at time zone $2)`,
        // a cancelled interview does not take place (and is not in the per-day counters)
        `i.status <> 'cancelled'`,
        scopeSql,
      ],
      params,
      sortable: {
        candidate_name: 'lower(c.name)',
        client_name: 'lower(cl.client_short_name)',
        interview_date: 'i.interview_date',
        interview_time: 'i.interview_time',
        mode_interview: 'i.mode_interview',
        recruiter_name: `lower(${recruiter})`,
        created_at: 'i.created_at',
      },
      // by when they happen (issue 18; the seed's created_at order was a defect for these two tabs)
      defaultSort: upcoming
        ? [
            ['i.interview_date', 'asc'],
            ['i.interview_time', 'asc'],
          ]
        : [
            ['i.interview_date', 'desc'],
            ['i.interview_time', 'desc'],
          ],
      search: ['c.name', 'cl.client_short_name', 'j.job_title', 'i.mode_interview', recruiter],
      tiebreak: 'i.id',
    };
  };

  for (const [path, upcoming] of [
    ['/dashboard_future_job_interviews', true],
    ['/dashboard_recent_job_interviews', false],
  ] as const) {
    app.get(path, interviewList(upcoming), async (request) => {
      const params: unknown[] = [localToday(app), app.config.timeZone, app.clock.now()];
      const ctx = auth(request);
      const scope = jobScope(ctx, params);
      const spec = interviewSpec(upcoming, params, scope('i.job_id'));
      // everyone's interviews: the other days from the maintained per-day counters (migration 006), today's from the
      // (interview_date, interview_time) index
      if (seesAllJobs(ctx)) {
        const total = async (q: Queryable) => {
          const { rows } = await q.query<{ n: string | number }>(
            `select coalesce((select sum(d.n) from interview_day_counts d where d.interview_date ${upcoming ? '>' : '<'} $1::date), 0)
                    + (select count(*) from interviews i
                        where i.interview_date = $1::date and i.interview_time ${upcoming ? '>=' : '<'} ($3::timestamptz at time zone $2)::time
                          and i.status <> 'cancelled') as n`,
            params.slice(0, 3),
          );
          return Number(rows[0]?.n ?? 0);
        };
        return runList(app.db, { ...spec, total }, request.query);
      }
      return runList(app.db, spec, request.query);
    });
  }

  app.get(
    '/dashboard_job_orders',
    {
      config: { access: access.module('Dashboard', 'view') },
      schema: {
        tags: TAGS,
        description:
          'Active job orders with their pipeline (candidates linked) and recruiters, paged. Default order: created_at desc.',
        querystring: listQuery(JOB_SORT),
        response: { 200: ListOf(JobRow), ...errorResponses },
      },
    },
    async (request) => {
      const params: unknown[] = [];
      const ctx = auth(request);
      const scope = jobScope(ctx, params);
      // the job's links, from the maintained per-job counters (migration 006)
      const pipeline = '(select coalesce(sum(x.n), 0) from job_link_counts x where x.job_id = j.id)::int';
      const recruiters = `coalesce((select string_agg(${userName('u')}, ', ' order by u.first_name, u.last_name)
          from job_users ju join users u on u.id = ju.user_id where ju.job_id = j.id and ju.user_type = 'recruiter'), '')`;
      return runList(
        app.db,
        {
          select: `j.encrypted_id::text as job_id, j.job_code, j.job_title as job_order_name, cl.client_short_name as client_name,
            ${pipeline} as pipeline, ${recruiters} as recruiter_name, j.created_at`,
          from: 'job_orders j left join clients cl on cl.id = j.client_id',
          where: [`j.status = 'active'`, scope('j.id')],
          params,
          ...(seesAllJobs(ctx) ? { total: (q: Queryable) => tableCount(q, ['job_orders:active']) } : {}),
          sortable: {
            job_order_name: 'lower(j.job_title)',
            client_name: 'lower(cl.client_short_name)',
            pipeline,
            recruiter_name: `lower(${recruiters})`,
            created_at: 'j.created_at',
          },
          defaultSort: [['j.created_at', 'desc']],
          search: ['j.job_title', 'cl.client_short_name', recruiters, 'j.job_code::text'],
          tiebreak: 'j.id',
        },
        request.query,
      );
    },
  );

  app.get(
    '/dashboard_placed_offered_list',
    {
      config: { access: access.module('Dashboard', 'view') },
      schema: {
        tags: TAGS,
        description:
          'Candidate-job links now in Offered or Joined, paged. Default order: created_at desc.',
        querystring: listQuery(PLACED_SORT),
        response: { 200: ListOf(PlacedRow), ...errorResponses },
      },
    },
    async (request) => {
      const params: unknown[] = [];
      const ctx = auth(request);
      const scope = jobScope(ctx, params);
      // everyone's links in Offered or Joined: the maintained counters (migration 006)
      const total = async (q: Queryable) =>
        Number(
          (await q.query<{ n: string | null }>(`select sum(n) as n from link_state_counts where main_status_id in ('R', 'J')`)).rows[0]?.n ?? 0,
        );
      return runList(
        app.db,
        {
          select: `cj.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name,
            j.encrypted_id::text as job_id, j.job_title, cl.client_short_name as client_name, cj.offered_ctc as ctc,
            cj.expected_joining_date::text as doj, ms.name as status, ss.name as sub_status, ${userName('u')} as recruiter_name,
            cj.created_at`,
          from: `candidate_jobs cj
            left join candidates c on c.id = cj.candidate_id
            left join job_orders j on j.id = cj.job_id
            left join clients cl on cl.id = j.client_id
            left join job_main_status ms on ms.fixed_id = cj.main_status_id
            left join job_sub_status ss on ss.fixed_id = cj.sub_status_id
            left join users u on u.id = cj.recruiter_id`,
          where: [`cj.main_status_id in ('R', 'J')`, scope('cj.job_id')],
          params,
          ...(seesAllJobs(ctx) ? { total } : {}),
          sortable: {
            candidate_name: 'lower(c.name)',
            client_name: 'lower(cl.client_short_name)',
            ctc: 'cj.offered_ctc',
            doj: 'cj.expected_joining_date',
            status: '(ms.sort_order * 100 + ss.sort_order)',
            recruiter_name: `lower(${userName('u')})`,
            created_at: 'cj.created_at',
          },
          defaultSort: [['cj.created_at', 'desc']],
          search: [
            'c.name',
            'cl.client_short_name',
            'j.job_title',
            'ms.name',
            'ss.name',
            userName('u'),
          ],
          tiebreak: 'cj.id',
        },
        request.query,
      );
    },
  );

  app.get(
    '/my_recent_notes',
    {
      config: { access: access.module('Dashboard', 'view') },
      schema: {
        tags: TAGS,
        description:
          'The newest 20 notes the signed-in user wrote on candidates, job orders and clients.',
        response: { 200: DataOf(Type.Array(NoteRow)), ...errorResponses },
      },
    },
    async (request) => {
      const me = auth(request).user.id;
      const part = (table: string, key: string, entity: string, type: string, name: string) =>
        `(select n.encrypted_id::text as encrypted_id, n.notes, n.created_at, '${type}' as entity_type,
                 e.encrypted_id::text as entity_id, ${name} as entity_name
            from ${table} n join ${entity} e on e.id = n.${key}
           where n.created_by = $1 order by n.created_at desc, n.id desc limit 20)`;
      const { rows } = await app.db.query<Static<typeof NoteRow>>(
        `select * from (
           ${part('candidate_notes', 'candidate_id', 'candidates', 'candidate', 'e.name')}
           union all ${part('job_notes', 'job_id', 'job_orders', 'job_order', 'e.job_title')}
           union all ${part('client_notes', 'client_id', 'clients', 'client', 'e.client_short_name')}
         ) notes order by created_at desc limit 20`,
        [me],
      );
      return { status: true, data: rows };
    },
  );
};

export default routes;
