-- Performance indexes, from the EXPLAIN (ANALYZE) plans of `npm run bench:api -- --explain` on 100k candidates
-- (seed:bulk). Indexes only. Each names the query it serves; the lists order by the chosen column, then the list's
-- default order, then the tiebreak, so each index carries the whole order and a page is read straight off it
-- (no Sort node, no scan of the table).

-- GET /api/candidates?sortby=<key>&direction=asc: order by <expr> asc nulls last, c.created_at desc, c.name asc, c.id desc.
-- (the existing lower(...) text_pattern_ops indexes serve prefix search only: they cannot give an order.)
create index candidates_sort_name_idx on candidates (lower(name), created_at desc, name, id desc);
create index candidates_sort_company_idx on candidates (lower(company_name), created_at desc, name, id desc);
create index candidates_sort_designation_idx on candidates (lower(designation), created_at desc, name, id desc);
create index candidates_sort_mobile_idx on candidates (primary_mobile, created_at desc, name, id desc);
create index candidates_sort_email_idx on candidates (lower(primary_email), created_at desc, name, id desc);
create index candidates_sort_exp_idx on candidates ((exp_years * 12 + exp_months), created_at desc, name, id desc);
create index candidates_sort_notice_idx on candidates (notice_period, created_at desc, name, id desc);
create index candidates_sort_current_ctc_idx on candidates (current_ctc, created_at desc, name, id desc);
create index candidates_sort_expected_ctc_idx on candidates (expected_ctc, created_at desc, name, id desc);
create index candidates_sort_stocks_idx on candidates (stocks, created_at desc, name, id desc);
-- GET /api/candidates?sortby=name&direction=desc: order by lower(c.name) desc nulls last, c.created_at desc, c.name, c.id desc
-- (the name column is the list's first column and the one sorted most; the other columns' descending order is in the report).
create index candidates_sort_name_desc_idx on candidates (lower(name) desc nulls last, created_at desc, name, id desc);

-- GET /api/candidates?q=…: `c.city_id = any(array(select id from cities where lower(name) like 'q%'))` scanned every city.
create index cities_name_prefix_idx on cities (lower(name) text_pattern_ops);

-- GET /api/jobs?sortby=job_title: order by lower(j.job_title), j.created_at desc, j.status, j.id desc.
create index job_orders_sort_title_idx on job_orders (lower(job_title), created_at desc, status, id desc);
-- GET /api/jobs (default) and ?status=: order by j.created_at desc, j.status, lower(j.job_title), j.id desc
-- (the existing job_orders_created_at_idx has job_title, not lower(job_title), so every page needed an Incremental Sort).
create index job_orders_sort_default_idx on job_orders (created_at desc, status, lower(job_title), id desc);
create index job_orders_sort_status_idx on job_orders (status, created_at desc, lower(job_title), id desc);

-- GET /api/clients?sortby=client_short_name | client_legal_name (and GET /api/jobs?sortby=client_name walks clients in
-- this order): order by lower(<name>), c.created_at desc, c.client_legal_name, c.id desc.
create index clients_sort_short_name_idx on clients (lower(client_short_name), created_at desc, client_legal_name, id desc);
create index clients_sort_legal_name_idx on clients (lower(client_legal_name), created_at desc, client_legal_name, id desc);

-- GET /api/dashboard and /api/dashboard_charts: count(*) of candidate_job_status_history where
-- to_main_status_id = 'S'|'R'|'J' (or to_sub_status_id = '403') and changed_at in the last 30 days, scoped by job_id,
-- and `from_… is distinct from …`: the existing (to_main_status_id, changed_at) index had to visit every heap row
-- (Bitmap Heap Scan, 68k rows in 30 days at 100k candidates); with the other columns included it is an index-only scan.
create index status_history_to_main_cover_idx on candidate_job_status_history (to_main_status_id, changed_at) include (from_main_status_id, job_id);
create index status_history_to_sub_cover_idx on candidate_job_status_history (to_sub_status_id, changed_at) include (from_sub_status_id, job_id);
-- GET /api/dashboard (candidates_yet_to_join): main_status_id = 'R' and sub_status_id <> '403' and expected_joining_date >= today.
create index candidate_jobs_yet_to_join_idx on candidate_jobs (expected_joining_date) include (job_id) where main_status_id = 'R' and sub_status_id <> '403';
