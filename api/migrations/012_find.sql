-- Issue 19: saved searches, per-user list preferences, bulk actions on candidates, and the indexes the candidate
-- list's filters read.

-- A named set of the candidate list's filters and query. Private to its owner unless shared with the team.
create table saved_searches (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  user_id bigint not null references users (id) on delete cascade,
  name text not null check (length(trim(name)) between 1 and 100),
  shared boolean not null default false,
  -- the list's query: q and the filters, as the list accepts them (skills[], exp_min, ...)
  filters jsonb not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index saved_searches_user_idx on saved_searches (user_id, lower(name));
create index saved_searches_shared_idx on saved_searches (lower(name)) where shared;

-- When each user last ran each search they can see: "N new since" counts the candidates added after it.
create table saved_search_runs (
  saved_search_id bigint not null references saved_searches (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  last_run_at timestamptz not null,
  primary key (saved_search_id, user_id)
);
create index saved_search_runs_user_idx on saved_search_runs (user_id);

-- Per-user preferences of the lists (the candidate list's page size).
create table user_list_prefs (
  user_id bigint primary key references users (id) on delete cascade,
  candidates_page_size smallint check (candidates_page_size in (7, 20, 50, 100)),
  updated_at timestamptz not null default now()
);

-- A bulk action over a selection of candidates, run in the background; progress and per-row failures for polling.
create table bulk_jobs (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  user_id bigint not null references users (id) on delete cascade,
  action text not null check (action in ('add_to_job', 'change_status', 'add_skill')),
  params jsonb not null default '{}',
  state text not null default 'running' check (state in ('running', 'done', 'failed')),
  total integer not null default 0,
  done integer not null default 0,
  succeeded integer not null default 0,
  message text,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index bulk_jobs_user_idx on bulk_jobs (user_id, created_at desc);

create table bulk_job_failures (
  bulk_job_id bigint not null references bulk_jobs (id) on delete cascade,
  candidate_id bigint references candidates (id) on delete set null,
  name text not null default '',
  reason text not null,
  id bigint generated always as identity primary key
);
create index bulk_job_failures_job_idx on bulk_job_failures (bulk_job_id, id);
create index bulk_job_failures_candidate_idx on bulk_job_failures (candidate_id);

-- The filters: pipeline status and recruiter look up a candidate's links by those columns (index-only scans), the
-- resume source and the state are tested in the list's order.
create index candidate_jobs_main_candidate_idx on candidate_jobs (main_status_id, candidate_id);
create index candidate_jobs_recruiter_candidate_idx on candidate_jobs (recruiter_id, candidate_id);
create index candidates_source_created_idx on candidates (resume_source, created_at desc, id desc);
create index candidates_state_created_idx on candidates (state_id, created_at desc, id desc);
