-- Totals that do not scan, sort keys that do not join, and indexes found missing by EXPLAIN (ANALYZE, BUFFERS) of
-- `npm run bench:api -- --explain` at 100k candidates. Runs the same on PGlite and PostgreSQL (plpgsql, statement-level
-- triggers with transition tables: a bulk insert or a cascaded delete updates each counter once per statement).
--
-- Counters are rebuilt from the tables by recount_all() (here, and after a TRUNCATE of a counted table), and kept by the
-- triggers below inside the writing transaction, so they are exact and roll back with it.

-- ----------------------------------------------------------------------------------------------------------------
-- Row counts: GET /api/candidates all_data_cnt (was count(*) of 100k rows per request: 12–30 ms on PostgreSQL) and
-- GET /api/jobs all_data_cnt (count(*) over job_orders ⋈ clients: 11 ms), by status.
-- key: 'candidates', 'job_orders:active', 'job_orders:inactive'.
create table table_counts (
  key text primary key,
  n bigint not null default 0
);

-- ----------------------------------------------------------------------------------------------------------------
-- Links by current status: the dashboard's prospective and yet-to-join figures, the charts' funnel (were counts of
-- 225k and 27k links per request: 25 ms each), summed over a few hundred rows. joining_date is '-infinity' for none.
create table link_state_counts (
  main_status_id text not null,
  sub_status_id text not null,
  joining_date date not null,
  n bigint not null default 0,
  primary key (main_status_id, sub_status_id, joining_date)
);

-- Links per job and main status: pipeline counts, the job list's and the dashboard job list's candidate counts
-- (were a count of up to 3k links per job per row).
create table job_link_counts (
  job_id bigint not null,
  main_status_id text not null,
  n bigint not null default 0,
  primary key (job_id, main_status_id)
);

-- ----------------------------------------------------------------------------------------------------------------
-- Status moves per 15-minute bucket (UTC; every time zone's midnight falls on one): the dashboard's 30- and 7-day
-- figures and the charts' weekly offers and placements (were counts of 105k history rows per request: 130 ms).
-- metric: resumes_submitted, offered_made, candidates_placed, offers_declines (the definitions of HISTORY_METRICS in
-- api/src/routes/dashboard-common.ts).
create table status_move_counts (
  metric text not null,
  bucket timestamptz not null,
  n bigint not null default 0,
  primary key (metric, bucket)
);

-- Interviews per day: the dashboard's upcoming and recent interview lists' totals (were counts of 29k and 171k
-- interviews per request: 40–66 ms); today's are counted from the (interview_date, interview_time) index.
create table interview_day_counts (
  interview_date date primary key,
  n bigint not null default 0
);

create function move_bucket(at timestamptz) returns timestamptz
  language sql immutable parallel safe
  as $$ select date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $$;

-- ----------------------------------------------------------------------------------------------------------------
-- Trigger functions. Each folds its statement's transition table(s) into the counters with one upsert per statement,
-- taking the rows in key order (two transactions never wait for each other's counter rows in opposite orders).
-- delta_rows(tg_op): the changed rows, each with d = +1 (new) or -1 (old). Only the transition tables of the firing
-- event exist, hence EXECUTE of constant text.
create function delta_rows(op text) returns text language sql immutable as $$
  select case op
    when 'INSERT' then 'select n.*, 1 as d from new_rows n'
    when 'DELETE' then 'select o.*, -1 as d from old_rows o'
    else 'select n.*, 1 as d from new_rows n union all select o.*, -1 as d from old_rows o'
  end
$$;

create function count_candidates() returns trigger language plpgsql as $$
begin
  execute 'update table_counts set n = n + (select coalesce(sum(d), 0) from (' || delta_rows(tg_op) || ') x)
            where key = ''candidates''';
  return null;
end $$;

create function count_job_orders() returns trigger language plpgsql as $$
begin
  execute 'insert into table_counts as t (key, n)
    select ''job_orders:'' || status, sum(d) from (' || delta_rows(tg_op) || ') x
     group by status having sum(d) <> 0 order by 1
    on conflict (key) do update set n = t.n + excluded.n';
  return null;
end $$;

create function count_links() returns trigger language plpgsql as $$
begin
  execute 'with x as (' || delta_rows(tg_op) || '),
    s as (
      insert into link_state_counts as t (main_status_id, sub_status_id, joining_date, n)
      select main_status_id, sub_status_id, coalesce(expected_joining_date, ''-infinity''::date), sum(d) from x
       group by 1, 2, 3 having sum(d) <> 0 order by 1, 2, 3
      on conflict (main_status_id, sub_status_id, joining_date) do update set n = t.n + excluded.n
    )
    insert into job_link_counts as t (job_id, main_status_id, n)
    select job_id, main_status_id, sum(d) from x group by 1, 2 having sum(d) <> 0 order by 1, 2
    on conflict (job_id, main_status_id) do update set n = t.n + excluded.n';
  return null;
end $$;

create function count_interviews() returns trigger language plpgsql as $$
begin
  execute 'insert into interview_day_counts as t (interview_date, n)
    select interview_date, sum(d) from (' || delta_rows(tg_op) || ') x
     group by 1 having sum(d) <> 0 order by 1
    on conflict (interview_date) do update set n = t.n + excluded.n';
  return null;
end $$;

create function count_moves() returns trigger language plpgsql as $$
begin
  execute 'insert into status_move_counts as t (metric, bucket, n)
    select m.metric, move_bucket(h.changed_at), sum(h.d)
      from (' || delta_rows(tg_op) || ') h
     cross join lateral (values
       (''resumes_submitted'', h.to_main_status_id = ''S'' and h.from_main_status_id is distinct from ''S''),
       (''offered_made'', h.to_main_status_id = ''R'' and h.from_main_status_id is distinct from ''R''),
       (''candidates_placed'', h.to_main_status_id = ''J'' and h.from_main_status_id is distinct from ''J''),
       (''offers_declines'', h.to_sub_status_id = ''403'' and h.from_sub_status_id is distinct from ''403'')
     ) m (metric, hit)
     where m.hit
     group by 1, 2 having sum(h.d) <> 0 order by 1, 2
    on conflict (metric, bucket) do update set n = t.n + excluded.n';
  return null;
end $$;

-- Rebuilds every counter from its table (the back-fill below, and after a TRUNCATE of a counted table).
create function recount_all() returns trigger language plpgsql as $$
begin
  perform recount_counters();
  return null;
end $$;

create function recount_counters() returns void language plpgsql as $$
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
  insert into interview_day_counts (interview_date, n) select interview_date, count(*) from interviews group by 1 order by 1;

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

create trigger candidates_count_ins after insert on candidates referencing new table as new_rows
  for each statement execute function count_candidates();
create trigger candidates_count_del after delete on candidates referencing old table as old_rows
  for each statement execute function count_candidates();

create trigger job_orders_count_ins after insert on job_orders referencing new table as new_rows
  for each statement execute function count_job_orders();
create trigger job_orders_count_upd after update on job_orders referencing old table as old_rows new table as new_rows
  for each statement execute function count_job_orders();
create trigger job_orders_count_del after delete on job_orders referencing old table as old_rows
  for each statement execute function count_job_orders();

create trigger candidate_jobs_count_ins after insert on candidate_jobs referencing new table as new_rows
  for each statement execute function count_links();
create trigger candidate_jobs_count_upd after update on candidate_jobs referencing old table as old_rows new table as new_rows
  for each statement execute function count_links();
create trigger candidate_jobs_count_del after delete on candidate_jobs referencing old table as old_rows
  for each statement execute function count_links();

create trigger status_history_count_ins after insert on candidate_job_status_history referencing new table as new_rows
  for each statement execute function count_moves();
create trigger status_history_count_upd after update on candidate_job_status_history
  referencing old table as old_rows new table as new_rows
  for each statement execute function count_moves();
create trigger status_history_count_del after delete on candidate_job_status_history referencing old table as old_rows
  for each statement execute function count_moves();

create trigger interviews_count_ins after insert on interviews referencing new table as new_rows
  for each statement execute function count_interviews();
create trigger interviews_count_upd after update on interviews referencing old table as old_rows new table as new_rows
  for each statement execute function count_interviews();
create trigger interviews_count_del after delete on interviews referencing old table as old_rows
  for each statement execute function count_interviews();

create trigger candidates_recount after truncate on candidates for each statement execute function recount_all();
create trigger job_orders_recount after truncate on job_orders for each statement execute function recount_all();
create trigger candidate_jobs_recount after truncate on candidate_jobs for each statement execute function recount_all();
create trigger status_history_recount after truncate on candidate_job_status_history
  for each statement execute function recount_all();
create trigger interviews_recount after truncate on interviews for each statement execute function recount_all();

select recount_counters();

-- ----------------------------------------------------------------------------------------------------------------
-- Sort keys of joined names, kept on the row: GET /api/candidates?sortby=city_name and GET /api/jobs?sortby=city_name
-- sorted every row through the cities join (0.3–1 s); GET /api/jobs?sortby=client_name walked clients in name order.
-- Cities are a fixed catalogue; a client's short name can change (the clients trigger carries it to its job orders).
alter table candidates add column city_sort text;
alter table job_orders add column city_sort text;
alter table job_orders add column client_sort text;

create function candidates_city_sort() returns trigger language plpgsql as $$
begin
  new.city_sort := (select lower(name) from cities where id = new.city_id);
  return new;
end $$;
create trigger candidates_city_sort before insert or update of city_id on candidates
  for each row execute function candidates_city_sort();

create function job_orders_sort_keys() returns trigger language plpgsql as $$
begin
  new.city_sort := (select lower(name) from cities where id = new.city_id);
  new.client_sort := (select lower(client_short_name) from clients where id = new.client_id);
  return new;
end $$;
create trigger job_orders_sort_keys before insert or update of city_id, client_id on job_orders
  for each row execute function job_orders_sort_keys();

create function clients_sort_key() returns trigger language plpgsql as $$
begin
  if new.client_short_name is distinct from old.client_short_name then
    update job_orders set client_sort = lower(new.client_short_name) where client_id = new.id;
  end if;
  return null;
end $$;
create trigger clients_sort_key after update of client_short_name on clients
  for each row execute function clients_sort_key();

update candidates c set city_sort = lower(ci.name) from cities ci where ci.id = c.city_id;
update job_orders j set city_sort = (select lower(name) from cities where id = j.city_id),
                        client_sort = (select lower(client_short_name) from clients where id = j.client_id);

-- order by <key> asc nulls last, <the list's default order>, id desc: a page is read off the index.
create index candidates_sort_city_idx on candidates (city_sort, created_at desc, name, id desc);
create index job_orders_sort_city_idx on job_orders (city_sort, created_at desc, status, lower(job_title), id desc);
create index job_orders_sort_client_idx on job_orders (client_sort, created_at desc, status, lower(job_title), id desc);
create index job_orders_sort_code_idx on job_orders (job_code, created_at desc, status, lower(job_title), id desc);

-- GET /api/job_database_match/:id: the job city's newest candidates (was a walk of every candidate, newest first,
-- filtered by city) and the newest candidates having each of the job's skills; the candidates of the cities a
-- search prefix names (index-only).
create index candidates_city_created_idx on candidates (city_id, created_at desc, id);
create index candidate_skills_skill_candidate_idx on candidate_skills (skill_id, candidate_id desc);
-- … and the job's linked candidates, left out of the Database Match (index-only instead of reading 2k+ link rows).
create index candidate_jobs_job_candidate_idx on candidate_jobs (job_id, candidate_id);
