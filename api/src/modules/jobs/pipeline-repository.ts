// The SQL of a job order's pipeline: its candidates by group (paged), the counts, the candidates an interview can be
// scheduled for, the Activity panel and the Database Match.
import { actorNameSql } from '../../audit.js';
import type { Queryable } from '../../db/index.js';
import { runList, type ListResult } from '../../http/lists.js';
import type { ListQuery } from '../../http/schemas.js';
import { containsPattern } from '../../lib/like-pattern.js';
import {
  MATCH_PLACE_POOL,
  MATCH_SKILL_POOL,
  MATCH_SKILL_SCAN,
  MATCH_WEIGHTS,
  type ActivityRow,
  type GROUP_TITLE,
  type MatchRow,
  type PipelineRecord,
} from './schema.js';

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
export const PIPELINE_SORT = {
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
export async function pipelinePage(
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
    params.push(containsPattern(search));
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

/** How many of the job's candidates are in each pipeline group; null when the job is unknown. */
export async function groupCounts(q: Queryable, jobId: string) {
  const { rows } = await q.query<{ pipeline_group: keyof typeof GROUP_TITLE; n: number; found: boolean }>(
    `with j as (select id from job_orders where encrypted_id = $1)
         select m.pipeline_group, coalesce(sum(k.n), 0)::int as n, exists (select 1 from j) as found
           from job_main_status m
           left join job_link_counts k on k.main_status_id = m.fixed_id and k.job_id = (select id from j)
          group by m.pipeline_group`,
    [jobId],
  );
  return rows[0]?.found ? rows.map((r) => ({ group: r.pipeline_group, n: Number(r.n) })) : null;
}

export type AssignableRow = {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  primary_email: string;
  main_status: string;
  sub_status: string;
};

/** Candidates linked to the job whose name (or, with byContact, e-mail or mobile) contains the text. */
export async function assignableCandidates(
  q: Queryable,
  jobId: number,
  text: string,
  limit: number,
  byContact: boolean,
): Promise<AssignableRow[]> {
  const { rows } = await q.query<AssignableRow>(
    `select cj.encrypted_id::text as encrypted_id, c.encrypted_id::text as candidate_id, c.name as candidate_name, c.primary_email,
                m.name as main_status, s.name as sub_status
           from candidate_jobs cj join candidates c on c.id = cj.candidate_id
           join job_main_status m on m.fixed_id = cj.main_status_id join job_sub_status s on s.fixed_id = cj.sub_status_id
          where cj.job_id = $1 and ($2 = '' or c.name ilike $3 or ($5 and (c.primary_email ilike $3 or c.primary_mobile ilike $3)))
          order by lower(c.name), cj.id limit $4`,
    [jobId, text, containsPattern(text), limit, byContact],
  );
  return rows;
}

/** The job's activity: its candidates' status moves and the audit events of the job order and its sub-items. */
export function activityPage(q: Queryable, job: { id: number; encrypted_id: string }, query: ListQuery) {
  return runList<ActivityRow>(
    q,
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
    query,
  );
}

export type MatchJob = { id: number; min_exp: number | null; max_exp: number | null; budget: number | null; skills: number };

/** What the Database Match reads of the job; null when unknown. */
export async function matchJob(q: Queryable, jobId: string): Promise<MatchJob | null> {
  const { rows } = await q.query<MatchJob>(
    `select id, min_experience::float8 as min_exp, max_experience::float8 as max_exp, max_budget::float8 as budget,
                (select count(*)::int from job_skills js where js.job_id = j.id) as skills
           from job_orders j where encrypted_id = $1`,
    [jobId],
  );
  return rows[0] ?? null;
}

export type MatchHit = Omit<MatchRow, 'reasons' | 'summary'> & { exp: number; total: number };

/** A page of the Database Match of the job (public id and serial key), scores of at least minScore. */
export async function matchPage(
  q: Queryable,
  job: { encryptedId: string; id: number },
  minScore: number,
  limit: number,
  offset: number,
): Promise<MatchHit[]> {
  const W = MATCH_WEIGHTS;
  const { rows } = await q.query<MatchHit>(
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
    [job.encryptedId, job.id, minScore, limit, offset],
    // planned with the values: the plan depends on how many candidates the job has linked (a kept plan assumed a
    // few and re-read them all for each candidate of the city)
    { plan: 'each' },
  );
  return rows;
}
