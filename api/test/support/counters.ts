// The maintained counters of migrations 006 and 016 (clients), and the same figures counted from their tables.
import type { Db } from '../../src/db/index.js';

/** Every counter, and the same figures counted from the tables: the two must be equal. */
export async function maintainedCounters(db: Db) {
  const kept = (await db.query<{ k: string; n: string }>(
    `select 'count ' || key as k, n::text as n from table_counts where n <> 0
     union all select 'link ' || main_status_id || ' ' || sub_status_id || ' ' || joining_date, n::text from link_state_counts where n <> 0
     union all select 'job ' || job_id || ' ' || main_status_id, n::text from job_link_counts where n <> 0
     union all select 'move ' || metric || ' ' || bucket, n::text from status_move_counts where n <> 0
     union all select 'interviews ' || interview_date, n::text from interview_day_counts where n <> 0
     order by 1`,
  )).rows;
  const counted = (await db.query<{ k: string; n: string }>(
    `select 'count candidates' as k, count(*)::text as n from candidates having count(*) > 0
     union all select 'count clients', count(*)::text from clients having count(*) > 0
     union all select 'count job_orders:' || status, count(*)::text from job_orders group by status
     union all select 'link ' || main_status_id || ' ' || sub_status_id || ' ' || coalesce(expected_joining_date, '-infinity'::date), count(*)::text
       from candidate_jobs group by main_status_id, sub_status_id, coalesce(expected_joining_date, '-infinity'::date)
     union all select 'job ' || job_id || ' ' || main_status_id, count(*)::text from candidate_jobs group by job_id, main_status_id
     union all select 'move ' || m.metric || ' ' || move_bucket(h.changed_at), count(*)::text
       from candidate_job_status_history h cross join lateral (values
         ('resumes_submitted', h.to_main_status_id = 'S' and h.from_main_status_id is distinct from 'S'),
         ('offered_made', h.to_main_status_id = 'R' and h.from_main_status_id is distinct from 'R'),
         ('candidates_placed', h.to_main_status_id = 'J' and h.from_main_status_id is distinct from 'J'),
         ('offers_declines', h.to_sub_status_id = '403' and h.from_sub_status_id is distinct from '403')) m (metric, hit)
      where m.hit group by m.metric, move_bucket(h.changed_at)
     union all select 'interviews ' || interview_date, count(*)::text from interviews where status <> 'cancelled' group by interview_date
     order by 1`,
  )).rows;
  return { kept, counted };
}

/**
 * The candidates whose row of candidate_facets (migration 016: what the list's filters read) differs from what their
 * own row, their skills and their links say, and the candidates without one (or rows without a candidate).
 */
export async function facetsMismatch(db: Db): Promise<{ wrong: number; missing: number }> {
  const { rows } = await db.query<{ wrong: number; missing: number }>(
    `select (select count(*)::int from candidates c join candidate_facets f on f.candidate_id = c.id
              where f.skill_ids is distinct from candidate_skill_ids(c.id)
                 or f.main_statuses is distinct from candidate_main_statuses(c.id)
                 or (f.created_at, f.exp_months, f.notice_period, f.current_ctc, f.expected_ctc, f.resume_source, f.free_pool,
                     f.city_id, f.state_id)
                    is distinct from
                    (c.created_at, c.exp_years * 12 + c.exp_months, c.notice_period, c.current_ctc, c.expected_ctc,
                     c.resume_source, c.free_pool, c.city_id, c.state_id)) as wrong,
            (select count(*)::int from candidates c full join candidate_facets f on f.candidate_id = c.id
              where c.id is null or f.candidate_id is null) as missing`,
  );
  return rows[0];
}
