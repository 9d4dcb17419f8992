// Every statement of the dashboard: the figures, the lists behind them, the charts, the four tabs and the Notes
// panel, computed from the status history, the links' current status and the interview schedule in the product's
// time zone, within the one scope rule (lib/job-scope.ts). A reader who sees every job order is counted from the
// maintained counters (migration 006: status_move_counts, link_state_counts, interview_day_counts, job_link_counts).
// Reference joins are LEFT JOINs on keys the schema guarantees (not null foreign keys): the same rows, and the
// planner drops the joins a count does not read.
import type { Static } from '@sinclair/typebox';
import type { Queryable } from '../../db/index.js';
import { runList, tableCount, type ListSpec } from '../../http/lists.js';
import type { ListQuery } from '../../http/schemas.js';
import { scopeCondition, type JobScope } from '../../lib/job-scope.js';
import { userNameSql as userName } from '../../lib/user-name.js';
import type {
  Charts,
  HistoryMetric,
  InterviewRow,
  JobRow,
  Metric,
  MetricRow,
  NoteRow,
  PlacedRow,
  Summary,
} from './schema.js';
import { isHistoryMetric } from './schema.js';

/** When the dashboard is read: today's date (YYYY-MM-DD) in the product's time zone, that zone, and now. */
export type DashboardTime = { today: string; timeZone: string; now: Date };

const timeParams = (at: DashboardTime): unknown[] => [at.today, at.timeZone, at.now];

/**
 * The metric windows: "last N days" runs from the start (00:00, product time zone) of today − (N − 1) days
 * up to now. SQL for the window's first instant, given $today (date) and $tz (text) parameters.
 */
const windowStartSql = (todayParam: string, tzParam: string, days: 30 | 7) =>
  `((${todayParam}::date - ${days - 1})::timestamp at time zone ${tzParam})`;

/** Status-history moves each history figure counts (h = candidate_job_status_history). */
const HISTORY_METRICS: Record<HistoryMetric, string> = {
  // into Processed from another main status (or a link created directly in it)
  resumes_submitted: `h.to_main_status_id = 'S' and h.from_main_status_id is distinct from 'S'`,
  // into Offered from another main status
  offered_made: `h.to_main_status_id = 'R' and h.from_main_status_id is distinct from 'R'`,
  // into Joined from another main status
  candidates_placed: `h.to_main_status_id = 'J' and h.from_main_status_id is distinct from 'J'`,
  // into the 'Offer Declined' sub status (403)
  offers_declines: `h.to_sub_status_id = '403' and h.from_sub_status_id is distinct from '403'`,
};

/** Current-state figures on links (`a` = a candidate_jobs alias); todayParam holds the local date. */
const yetToJoinSql = (a: string, todayParam: string) =>
  `${a}.main_status_id = 'R' and ${a}.sub_status_id <> '403' and ${a}.expected_joining_date >= ${todayParam}::date`;
const prospectiveSql = (a: string) => `${a}.main_status_id = 'P'`;

/** The dashboard summary in one statement. */
export async function summary(
  q: Queryable,
  jobs: JobScope,
  at: DashboardTime,
): Promise<Static<typeof Summary>[]> {
  const params = timeParams(at);
  const scope = scopeCondition(jobs, params);
  const s30 = windowStartSql('$1', '$2', 30);
  const s7 = windowStartSql('$1', '$2', 7);
  const all = jobs.all;
  // Everyone's figures come from the maintained counters (migration 006): the moves per 15-minute bucket up to
  // the bucket of now, plus the history rows from there to now; the links by status; the interviews per day. A
  // user who sees only their job orders counts the history, the links and the interviews of those.
  const cut = 'move_bucket($3::timestamptz)';
  const moves = (metric: HistoryMetric) =>
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
  const { rows } = await q.query<Static<typeof Summary>>(
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
  return rows;
}

/** What a card or tile counts, paged: the moves in the window, the links (yet to join, prospective) or the interviews (today, tomorrow). */
export function metricList(
  q: Queryable,
  jobs: JobScope,
  at: DashboardTime,
  metric: Metric,
  window: 30 | 7,
  query: ListQuery,
) {
  const params = timeParams(at);
  const scope = scopeCondition(jobs, params);
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
  return runList<Static<typeof MetricRow>>(q, spec, query);
}

/** The funnel (links now in each pipeline group) and the last 12 weeks' offers and placements. */
export async function charts(
  q: Queryable,
  jobs: JobScope,
  at: DashboardTime,
): Promise<Static<typeof Charts>> {
  const params = timeParams(at);
  const scope = scopeCondition(jobs, params);
  const all = jobs.all;
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
  const { rows } = await q.query<Static<typeof Charts>>(
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
  return rows[0];
}

// ---------------------------------------------------------------------------------------------------------------
// The four tabs and the Notes panel
// ---------------------------------------------------------------------------------------------------------------

/** Interviews on or after now (upcoming) or before now (recent), local wall-clock time; cancelled ones do not take place. */
export function interviewList(
  q: Queryable,
  jobs: JobScope,
  at: DashboardTime,
  upcoming: boolean,
  query: ListQuery,
) {
  const params = timeParams(at);
  const scopeSql = scopeCondition(jobs, params)('i.job_id');
  const recruiter = `coalesce(nullif(${userName('ru')}, ''), ${userName('cu')})`;
  const spec: ListSpec = {
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
  if (!jobs.all) return runList<Static<typeof InterviewRow>>(q, spec, query);
  // everyone's interviews: the other days from the maintained per-day counters (migration 006), today's from the
  // (interview_date, interview_time) index
  const total = async (tq: Queryable) => {
    const { rows } = await tq.query<{ n: string | number }>(
      `select coalesce((select sum(d.n) from interview_day_counts d where d.interview_date ${upcoming ? '>' : '<'} $1::date), 0)
              + (select count(*) from interviews i
                  where i.interview_date = $1::date and i.interview_time ${upcoming ? '>=' : '<'} ($3::timestamptz at time zone $2)::time
                    and i.status <> 'cancelled') as n`,
      params.slice(0, 3),
    );
    return Number(rows[0]?.n ?? 0);
  };
  return runList<Static<typeof InterviewRow>>(q, { ...spec, total }, query);
}

/** Active job orders with their pipeline (candidates linked) and recruiters, paged. */
export function activeJobOrders(q: Queryable, jobs: JobScope, query: ListQuery) {
  const params: unknown[] = [];
  const scope = scopeCondition(jobs, params);
  // the job's links, from the maintained per-job counters (migration 006)
  const pipeline =
    '(select coalesce(sum(x.n), 0) from job_link_counts x where x.job_id = j.id)::int';
  const recruiters = `coalesce((select string_agg(${userName('u')}, ', ' order by u.first_name, u.last_name)
          from job_users ju join users u on u.id = ju.user_id where ju.job_id = j.id and ju.user_type = 'recruiter'), '')`;
  return runList<Static<typeof JobRow>>(
    q,
    {
      select: `j.encrypted_id::text as job_id, j.job_code, j.job_title as job_order_name, cl.client_short_name as client_name,
            ${pipeline} as pipeline, ${recruiters} as recruiter_name, j.created_at`,
      from: 'job_orders j left join clients cl on cl.id = j.client_id',
      where: [`j.status = 'active'`, scope('j.id')],
      params,
      ...(jobs.all ? { total: (tq: Queryable) => tableCount(tq, ['job_orders:active']) } : {}),
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
    query,
  );
}

/** Candidate–job links now in Offered or Joined, paged. */
export function placedOrOffered(q: Queryable, jobs: JobScope, query: ListQuery) {
  const params: unknown[] = [];
  const scope = scopeCondition(jobs, params);
  // everyone's links in Offered or Joined: the maintained counters (migration 006)
  const total = async (tq: Queryable) =>
    Number(
      (
        await tq.query<{ n: string | null }>(
          `select sum(n) as n from link_state_counts where main_status_id in ('R', 'J')`,
        )
      ).rows[0]?.n ?? 0,
    );
  return runList<Static<typeof PlacedRow>>(
    q,
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
      ...(jobs.all ? { total } : {}),
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
    query,
  );
}

/** The newest 20 notes the user wrote on candidates, job orders and clients. */
export async function recentNotesBy(
  q: Queryable,
  userId: number,
): Promise<Static<typeof NoteRow>[]> {
  const part = (table: string, key: string, entity: string, type: string, name: string) =>
    `(select n.encrypted_id::text as encrypted_id, n.notes, n.created_at, '${type}' as entity_type,
             e.encrypted_id::text as entity_id, ${name} as entity_name
        from ${table} n join ${entity} e on e.id = n.${key}
       where n.created_by = $1 order by n.created_at desc, n.id desc limit 20)`;
  const { rows } = await q.query<Static<typeof NoteRow>>(
    `select * from (
       ${part('candidate_notes', 'candidate_id', 'candidates', 'candidate', 'e.name')}
       union all ${part('job_notes', 'job_id', 'job_orders', 'job_order', 'e.job_title')}
       union all ${part('client_notes', 'client_id', 'clients', 'client', 'e.client_short_name')}
     ) notes order by created_at desc limit 20`,
    [userId],
  );
  return rows;
}
