-- Dashboard: indexes for the plans of the dashboard's queries (api/src/routes/dashboard*.ts, notifications.ts).
-- The summary's history figures use status_history_to_main_idx and status_history_to_sub_idx (002), the scope rule
-- job_users_user_idx, the notifications status_history_job_idx. The lists sort 'desc' then by id desc
-- (runList), so the indexes below carry that exact order: a page is read in order from the index, not sorted.

-- Placed / Offered List, default order: the newest links first (then filtered on main status R or J)
create index candidate_jobs_created_list_idx on candidate_jobs (created_at desc, id desc);

-- 'Perspective Candidates' list: links now in P, the latest moved first
create index candidate_jobs_main_changed_idx on candidate_jobs (main_status_id, status_changed_at desc, id desc);

-- Upcoming and Recent Interviews, default order: the newest scheduled first
create index interviews_created_list_idx on interviews (created_at desc, id desc);

-- Notes panel: the newest notes one user wrote, on each kind of record
create index candidate_notes_author_idx on candidate_notes (created_by, created_at desc);
create index job_notes_author_idx on job_notes (created_by, created_at desc);
create index client_notes_author_idx on client_notes (created_by, created_at desc);
