// Dashboard figures (spec 000 §2.4, §3; API.md Dashboard; DESIGN §5): the summary, the list behind each
// card and tile, and the charts. Everything is computed from the status history, the links' current
// status and the interview schedule, in the product's time zone, within the one scope rule (jobScope).
// Reference joins are LEFT JOINs on keys the schema guarantees (not null foreign keys): the same rows, and the
// planner drops the joins a count does not read.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { access, auth } from '../http/access.js';
import { runList, type ListSpec } from '../http/lists.js';
import { DataOf, errorResponses, ListOf, listQuery, OneOf } from '../http/schemas.js';
import {
  HISTORY_METRICS,
  isHistoryMetric,
  jobScope,
  localToday,
  METRICS,
  prospectiveSql,
  seesAllJobs,
  TAGS,
  userName,
  windowStartSql,
  yetToJoinSql,
  type Metric,
} from './dashboard-common.js';
import dashboardLists from './dashboard-lists.js';

const Count = Type.Integer({ minimum: 0 });
const Summary = Type.Object({
  resumes_submitted_last_30_days: Count,
  resumes_submitted_last_7_days: Count,
  offered_made_last_30_days: Count,
  offered_made_last_7_days: Count,
  candidates_placed_last_30_days: Count,
  candidates_placed_last_7_days: Count,
  offers_declines_last_30_days: Count,
  offers_declines_last_7_days: Count,
  candidates_yet_to_join: Count,
  today_interviews: Count,
  tomorrow_interviews: Count,
  prospective_candidates: Count,
});

const MetricRow = Type.Object({
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  job_title: Type.String(),
  client_name: Type.String(),
  /** Local date (YYYY-MM-DD) of what is counted: the move, the expected joining, the interview. */
  date: Type.String(),
  /** Local time (HH:MM), '' when the figure has none (expected joining date). */
  time: Type.String(),
  /** The status reached ('Processed · Resume Submitted'), or the interview mode. */
  detail: Type.String(),
  /** Who moved it (history figures), the link's recruiter, or who scheduled the interview. */
  user_name: Type.String(),
});
const METRIC_SORT = [
  'candidate_name',
  'job_title',
  'client_name',
  'date',
  'detail',
  'user_name',
] as const;

const Charts = Type.Object({
  funnel: Type.Object({
    Prospective: Count,
    Processed: Count,
    Active: Count,
    Offered: Count,
    Joined: Count,
  }),
  weekly: Type.Array(Type.Object({ week_start: Type.String(), offers: Count, placements: Count })),
});

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(dashboardLists);

  app.get(
    '/dashboard',
    {
      config: { access: access.module('Dashboard', 'view') },
      schema: {
        tags: TAGS,
        description:
          'The dashboard summary in one statement. Windows: last 30 days = from 00:00 (product time zone) of today − 29 days ' +
          'to now; last 7 days = from 00:00 of today − 6 days to now. Admins and managers see every job order, anyone else ' +
          'the job orders they are assigned to.',
        response: { 200: OneOf(Summary), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const params: unknown[] = [localToday(app), app.config.timeZone, app.clock.now()];
      const scope = jobScope(ctx, params);
      const s30 = windowStartSql('$1', '$2', 30);
      const s7 = windowStartSql('$1', '$2', 7);
      const all = seesAllJobs(ctx);
      // Everyone's figures come from the maintained counters (migration 006): the moves per 15-minute bucket up to
      // the bucket of now, plus the history rows from there to now; the links by status; the interviews per day. A
      // user who sees only their job orders counts the history, the links and the interviews of those.
      const cut = 'move_bucket($3::timestamptz)';
      const moves = (metric: keyof typeof HISTORY_METRICS) =>
        all
          ? `(
        select coalesce(sum(x.n), 0)::int as c30, coalesce(sum(x.n) filter (where x.at >= ${s7}), 0)::int as c7
          from (select b.bucket as at, b.n from status_move_counts b
                 where b.metric = '${metric}' and b.bucket >= ${s30} and b.bucket < ${cut}
                union all
                select h.changed_at, 1 from candidate_job_status_history h
                 where ${HISTORY_METRICS[metric]} and h.changed_at >= greatest(${s30}, ${cut}) and h.changed_at <= $3) x)`
          : `(
        select count(*)::int as c30, (count(*) filter (where h.changed_at >= ${s7}))::int as c7
          from candidate_job_status_history h
         where ${HISTORY_METRICS[metric]} and h.changed_at >= ${s30} and h.changed_at <= $3 and ${scope('h.job_id')})`;
      const yetToJoin = all
        ? `(select coalesce(sum(k.n), 0)::int as n from link_state_counts k
             where k.main_status_id = 'R' and k.sub_status_id <> '403' and k.joining_date >= $1::date)`
        : `(select count(*)::int as n from candidate_jobs cj where ${yetToJoinSql('cj', '$1')} and ${scope('cj.job_id')})`;
      const interviews = all
        ? `(select coalesce(sum(d.n) filter (where d.interview_date = $1::date), 0)::int as today,
                   coalesce(sum(d.n) filter (where d.interview_date = $1::date + 1), 0)::int as tomorrow
              from interview_day_counts d where d.interview_date between $1::date and $1::date + 1)`
        : `(select (count(*) filter (where i.interview_date = $1::date))::int as today,
                   (count(*) filter (where i.interview_date = $1::date + 1))::int as tomorrow
              from interviews i
             where i.interview_date between $1::date and $1::date + 1 and i.status <> 'cancelled' and ${scope('i.job_id')})`;
      const prospective = all
        ? `(select coalesce(sum(k.n), 0)::int as n from link_state_counts k where k.main_status_id = 'P')`
        : `(select count(*)::int as n from candidate_jobs cj where ${prospectiveSql('cj')} and ${scope('cj.job_id')})`;
      const { rows } = await app.db.query<Static<typeof Summary>>(
        `select rs.c30 as resumes_submitted_last_30_days, rs.c7 as resumes_submitted_last_7_days,
                om.c30 as offered_made_last_30_days, om.c7 as offered_made_last_7_days,
                cp.c30 as candidates_placed_last_30_days, cp.c7 as candidates_placed_last_7_days,
                od.c30 as offers_declines_last_30_days, od.c7 as offers_declines_last_7_days,
                yj.n as candidates_yet_to_join, iv.today as today_interviews, iv.tomorrow as tomorrow_interviews,
                pc.n as prospective_candidates
           from ${moves('resumes_submitted')} rs,
                ${moves('offered_made')} om,
                ${moves('candidates_placed')} cp,
                ${moves('offers_declines')} od,
                ${yetToJoin} yj,
                ${interviews} iv,
                ${prospective} pc`,
        params,
      );
      return { status: true, data: rows };
    },
  );

  app.get(
    '/dashboard_metric/:metric',
    {
      config: { access: access.module('Dashboard', 'view') },
      schema: {
        tags: TAGS,
        description:
          'What a card or tile counts, paged: the moves (history figures, in the window of 30 or 7 days), the links ' +
          '(yet to join, prospective) or the interviews (today, tomorrow). Default order: date desc (interviews and joining dates: ascending).',
        params: Type.Object(
          { metric: Type.Union(METRICS.map((m) => Type.Literal(m))) },
          { additionalProperties: false },
        ),
        querystring: listQuery(METRIC_SORT, {
          window: Type.Optional(Type.Union([Type.Literal(30), Type.Literal(7)])),
        }),
        response: { 200: ListOf(MetricRow), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const metric = request.params.metric as Metric;
      const { window = 30, ...query } = request.query as typeof request.query & { window?: 30 | 7 };
      const params: unknown[] = [localToday(app), app.config.timeZone, app.clock.now()];
      const scope = jobScope(ctx, params);
      const common = {
        candidate: `c.encrypted_id::text as candidate_id, c.name as candidate_name, j.encrypted_id::text as job_id,
          j.job_title, cl.client_short_name as client_name`,
        // (k types every parameter, whichever of them the count query uses)
        joins: `cross join (select $1::date as today, $2::text as tz, $3::timestamptz as now) k
          left join candidates c on c.id = x.candidate_id left join job_orders j on j.id = x.job_id left join clients cl on cl.id = j.client_id`,
        sortable: {
          candidate_name: 'lower(c.name)',
          job_title: 'lower(j.job_title)',
          client_name: 'lower(cl.client_short_name)',
        },
        search: ['c.name', 'j.job_title', 'cl.client_short_name'],
      };
      let spec: ListSpec;
      if (isHistoryMetric(metric)) {
        const detail = `coalesce(ms.name || ' · ' || ss.name, '')`;
        spec = {
          select: `${common.candidate}, to_char(x.changed_at at time zone $2, 'YYYY-MM-DD') as date,
            to_char(x.changed_at at time zone $2, 'HH24:MI') as time, ${detail} as detail, ${userName('u')} as user_name`,
          from: `(select h.* from candidate_job_status_history h
                   where ${HISTORY_METRICS[metric]} and h.changed_at >= ${windowStartSql('$1', '$2', window)}
                     and h.changed_at <= $3 and ${scope('h.job_id')}) x
                 ${common.joins}
                 left join job_main_status ms on ms.fixed_id = x.to_main_status_id
                 left join job_sub_status ss on ss.fixed_id = x.to_sub_status_id
                 left join users u on u.id = x.changed_by`,
          params,
          sortable: {
            ...common.sortable,
            date: 'x.changed_at',
            detail: `lower(${detail})`,
            user_name: `lower(${userName('u')})`,
          },
          defaultSort: [['x.changed_at', 'desc']],
          search: [...common.search, detail, userName('u')],
          tiebreak: 'x.id',
        };
      } else if (metric === 'today_interviews' || metric === 'tomorrow_interviews') {
        const day = metric === 'today_interviews' ? '$1::date' : '$1::date + 1';
        spec = {
          select: `${common.candidate}, x.interview_date::text as date, to_char(x.interview_time, 'HH24:MI') as time,
            x.mode_interview as detail, ${userName('u')} as user_name`,
          from: `interviews x ${common.joins} left join users u on u.id = x.created_by`,
          where: [`x.interview_date = ${day}`, scope('x.job_id')],
          params,
          sortable: {
            ...common.sortable,
            date: 'x.interview_time',
            detail: 'x.mode_interview',
            user_name: `lower(${userName('u')})`,
          },
          defaultSort: [['x.interview_time', 'asc']],
          search: [...common.search, 'x.mode_interview', userName('u')],
          tiebreak: 'x.id',
        };
      } else {
        const yet = metric === 'candidates_yet_to_join';
        const dateExpr = yet ? 'x.expected_joining_date' : 'x.status_changed_at';
        spec = {
          select: `${common.candidate},
            ${yet ? `x.expected_joining_date::text` : `to_char(x.status_changed_at at time zone $2, 'YYYY-MM-DD')`} as date,
            ${yet ? `''` : `to_char(x.status_changed_at at time zone $2, 'HH24:MI')`} as time,
            ss.name as detail, ${userName('u')} as user_name`,
          from: `candidate_jobs x ${common.joins}
                 left join job_sub_status ss on ss.fixed_id = x.sub_status_id
                 left join users u on u.id = x.recruiter_id`,
          where: [yet ? yetToJoinSql('x', '$1') : prospectiveSql('x'), scope('x.job_id')],
          params,
          sortable: {
            ...common.sortable,
            date: dateExpr,
            detail: 'lower(ss.name)',
            user_name: `lower(${userName('u')})`,
          },
          defaultSort: [[dateExpr, yet ? 'asc' : 'desc']],
          search: [...common.search, 'ss.name', userName('u')],
          tiebreak: 'x.id',
        };
      }
      return runList(app.db, spec, query);
    },
  );

  app.get(
    '/dashboard_charts',
    {
      config: { access: access.module('Dashboard', 'view') },
      schema: {
        tags: TAGS,
        description:
          'funnel: the links now in each pipeline group. weekly: the last 12 weeks (Monday to Sunday, product time zone, the ' +
          'current week last) with the moves into Offered (offers) and into Joined (placements).',
        response: { 200: DataOf(Charts), ...errorResponses },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const params: unknown[] = [localToday(app), app.config.timeZone, app.clock.now()];
      const scope = jobScope(ctx, params);
      const all = seesAllJobs(ctx);
      const start = `((date_trunc('week', $1::date) - interval '11 weeks')::timestamp at time zone $2)`;
      const cut = 'move_bucket($3::timestamptz)';
      const historyMoves = (from: string) => `select h.changed_at, 1 as n,
                  (${HISTORY_METRICS.offered_made}) as offer,
                  (${HISTORY_METRICS.candidates_placed}) as placement
             from candidate_job_status_history h
            where h.to_main_status_id in ('R', 'J')
              and h.changed_at >= ${from} and h.changed_at <= $3 and ${scope('h.job_id')}`;
      // everyone's: the maintained counters (migration 006) up to the bucket of now, then the history
      const moves = all
        ? `select b.bucket as changed_at, b.n, b.metric = 'offered_made' as offer, b.metric = 'candidates_placed' as placement
             from status_move_counts b
            where b.metric in ('offered_made', 'candidates_placed') and b.bucket >= ${start} and b.bucket < ${cut}
           union all
           ${historyMoves(`greatest(${start}, ${cut})`)}`
        : historyMoves(start);
      const funnel = all
        ? `(select json_build_object(
              'Prospective', coalesce(sum(k.n) filter (where k.main_status_id = 'P'), 0),
              'Processed', coalesce(sum(k.n) filter (where k.main_status_id = 'S'), 0),
              'Active', coalesce(sum(k.n) filter (where k.main_status_id = 'A'), 0),
              'Offered', coalesce(sum(k.n) filter (where k.main_status_id = 'R'), 0),
              'Joined', coalesce(sum(k.n) filter (where k.main_status_id = 'J'), 0))
              from link_state_counts k)`
        : `(select json_build_object(
              'Prospective', count(*) filter (where cj.main_status_id = 'P'),
              'Processed', count(*) filter (where cj.main_status_id = 'S'),
              'Active', count(*) filter (where cj.main_status_id = 'A'),
              'Offered', count(*) filter (where cj.main_status_id = 'R'),
              'Joined', count(*) filter (where cj.main_status_id = 'J'))
              from candidate_jobs cj where ${scope('cj.job_id')})`;
      const { rows } = await app.db.query<Static<typeof Charts>>(
        `with weeks as (
           select (date_trunc('week', $1::date) - make_interval(weeks => n))::date as week_start
             from generate_series(0, 11) n
         ),
         moves as (${moves})
         select
           ${funnel} as funnel,
           (select json_agg(json_build_object('week_start', w.week_start::text, 'offers', w.offers, 'placements', w.placements)
                            order by w.week_start)
              from (select wk.week_start, coalesce(m.offers, 0)::int as offers, coalesce(m.placements, 0)::int as placements
                      from weeks wk
                      left join (select date_trunc('week', m.changed_at at time zone $2)::date as week_start,
                                        sum(m.n) filter (where m.offer) as offers,
                                        sum(m.n) filter (where m.placement) as placements
                                   from moves m group by 1) m on m.week_start = wk.week_start) w) as weekly`,
        params,
      );
      return { status: true, data: rows[0] };
    },
  );
};

export default routes;
