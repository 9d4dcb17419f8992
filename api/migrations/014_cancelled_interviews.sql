-- A cancelled interview no longer takes place: the per-day interview counters (the dashboard's Interviews Today /
-- Tomorrow tiles and the totals of its Upcoming and Recent lists) count the interviews that are not cancelled. A
-- cancel is an update of the row's status, which the update trigger folds in (the old row -1, the new one not counted).
create or replace function count_interviews() returns trigger language plpgsql as $$
begin
  execute 'insert into interview_day_counts as t (interview_date, n)
    select interview_date, sum(d) from (' || delta_rows(tg_op) || ') x
     where x.status <> ''cancelled''
     group by 1 having sum(d) <> 0 order by 1
    on conflict (interview_date) do update set n = t.n + excluded.n';
  return null;
end $$;

create or replace function recount_counters() returns void language plpgsql as $$
begin
  delete from table_counts;
  insert into table_counts (key, n) select 'candidates', count(*) from candidates;
  insert into table_counts (key, n) values ('job_orders:active', 0), ('job_orders:inactive', 0);
  update table_counts t set n = x.n
    from (select 'job_orders:' || status as key, count(*) as n from job_orders group by status) x where t.key = x.key;

  delete from link_state_counts;
  insert into link_state_counts (main_status_id, sub_status_id, joining_date, n)
  select main_status_id, sub_status_id, coalesce(expected_joining_date, '-infinity'::date), count(*)
    from candidate_jobs group by 1, 2, 3 order by 1, 2, 3;

  delete from job_link_counts;
  insert into job_link_counts (job_id, main_status_id, n)
  select job_id, main_status_id, count(*) from candidate_jobs group by 1, 2 order by 1, 2;

  delete from interview_day_counts;
  insert into interview_day_counts (interview_date, n)
  select interview_date, count(*) from interviews where status <> 'cancelled' group by 1 order by 1;

  delete from status_move_counts;
  insert into status_move_counts (metric, bucket, n)
  select m.metric, move_bucket(h.changed_at), count(*)
    from candidate_job_status_history h
   cross join lateral (values
     ('resumes_submitted', h.to_main_status_id = 'S' and h.from_main_status_id is distinct from 'S'),
     ('offered_made', h.to_main_status_id = 'R' and h.from_main_status_id is distinct from 'R'),
     ('candidates_placed', h.to_main_status_id = 'J' and h.from_main_status_id is distinct from 'J'),
     ('offers_declines', h.to_sub_status_id = '403' and h.from_sub_status_id is distinct from '403')
   ) m (metric, hit)
   where m.hit
   group by 1, 2
   order by 1, 2;  -- in key order: a metric's window is a few adjacent pages
end $$;

select recount_counters();
