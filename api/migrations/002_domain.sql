-- Domain: catalogues, clients, job orders, candidates, the candidate-job pipeline, interviews, reports, dashboard.
-- Conventions (as 001): an exposed entity has id (serial key, never leaves the server) and encrypted_id (its public id).
-- Optional texts are not null default '' (rich text is sanitised HTML, sanitised by the server), money is numeric(14,2)
-- rupees, files are references to files(id). Sub-items of a candidate, client or job order go with it (cascade), a
-- client with job orders cannot be deleted (23503), a deleted user leaves the rows it wrote (set null).
-- updated_at is set by the server on every edit, as for users.
--
-- Search indexes: pg_trgm is not used because PGlite ships it as an extension that must be loaded explicitly
-- (CREATE EXTENSION fails on a plain PGlite). List searches ('q', case-insensitive contains) compare lower(col) with
-- like, which scans: fine for the sizes a staffing desk keeps. Prefix searches (lower(col) like 'abc%') and equality
-- use the lower(col) text_pattern_ops indexes below. Candidate resume search uses the full-text column (see candidates).
-- No procedural bodies (and no semicolon at the end of a comment line): the PGlite migration path splits on them.

-- ---------------------------------------------------------------------------------------------------------------
-- Catalogues
-- ---------------------------------------------------------------------------------------------------------------

-- Geography, loaded at start from the country-state-city package (src/db/catalogues.ts). Integer ids are stable:
-- the 1-based position of the row in the package's full list, so they stay the same whatever subset is loaded.
create table countries (
  id integer primary key,
  name text not null,
  iso2 text not null unique
);
create index countries_name_idx on countries (name);

create table states (
  id integer primary key,
  country_id integer not null references countries (id) on delete cascade,
  name text not null,
  iso_code text not null default '',
  unique (country_id, id)
);
create index states_country_idx on states (country_id, name);

create table cities (
  id integer primary key,
  state_id integer not null references states (id) on delete cascade,
  name text not null,
  unique (state_id, id)
);
create index cities_state_idx on cities (state_id, name);

-- Qualifications offered in job orders and education rows (GET /api/qualifications?q=). A job order naming an
-- unknown qualification adds it here.
create table qualifications (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  created_at timestamptz not null default now()
);
create unique index qualifications_name_key on qualifications (lower(name));
create index qualifications_name_prefix_idx on qualifications (lower(name) text_pattern_ops);

-- Skills: names are unique case-insensitively. Renaming onto an existing name merges (server side).
create table skills (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index skills_name_key on skills (lower(name));
create index skills_name_idx on skills (name);
create index skills_name_prefix_idx on skills (lower(name) text_pattern_ops);
create index skills_created_at_idx on skills (created_at desc);

-- Other spellings of a skill (JS for JavaScript): resume parsing and skill search map them to the skill.
create table skill_synonyms (
  skill_id bigint not null references skills (id) on delete cascade,
  synonym text not null check (length(trim(synonym)) > 0),
  primary key (skill_id, synonym)
);
create unique index skill_synonyms_synonym_key on skill_synonyms (lower(synonym));

-- Candidate-job status catalogue (seeded in 003): one main status per pipeline group, each with its sub statuses.
create table job_main_status (
  fixed_id text primary key,
  name text not null,
  pipeline_group text not null unique check (pipeline_group in ('joined', 'active', 'offered', 'processed', 'prospective')),
  sort_order smallint not null default 0
);

create table job_sub_status (
  fixed_id text primary key,
  main_status_id text not null references job_main_status (fixed_id),
  name text not null,
  sort_order smallint not null default 0,
  -- lets a (main, sub) pair be checked by one foreign key: a sub status must belong to its main status
  unique (main_status_id, fixed_id)
);

-- ---------------------------------------------------------------------------------------------------------------
-- Clients
-- ---------------------------------------------------------------------------------------------------------------

create table clients (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  client_legal_name text not null check (length(trim(client_legal_name)) > 0),
  client_short_name text not null check (length(trim(client_short_name)) > 0),
  website_url text not null default '',
  replacement_duration integer check (replacement_duration >= 0),      -- days
  invoice_payment_duration integer check (invoice_payment_duration >= 0), -- days
  agreement_start_date date,
  agreement_end_date date,
  status text not null default 'active' check (status in ('active', 'inactive')),
  about_client text not null default '',
  additional_information text not null default '',
  logo_file_id bigint references files (id) on delete set null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (agreement_end_date is null or agreement_start_date is null or agreement_end_date >= agreement_start_date)
);
-- default sort: created_at desc, client_legal_name asc
create index clients_created_at_idx on clients (created_at desc, client_legal_name);
create index clients_short_name_idx on clients (lower(client_short_name) text_pattern_ops);
create index clients_legal_name_idx on clients (lower(client_legal_name) text_pattern_ops);
create index clients_website_idx on clients (lower(website_url) text_pattern_ops);
create index clients_logo_file_idx on clients (logo_file_id);
create index clients_created_by_idx on clients (created_by);

create table client_gst (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  client_id bigint not null references clients (id) on delete cascade,
  gst_id text not null default '',              -- the GSTIN
  gst_state_code text not null default '',      -- the form proposes 77 for a new entry
  gst_state_name text not null default '',
  client_pan_no text not null default '',
  client_tan_no text not null default '',
  client_office_short_name text not null default '',
  client_office_address1 text not null default '',
  client_office_address2 text not null default '',
  client_office_address3 text not null default '',
  client_office_address4 text not null default '',
  gst_exemption_eligibility text not null default '' check (gst_exemption_eligibility in ('', 'YES', 'NO')),
  approval_from_gst_enddate date,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index client_gst_client_idx on client_gst (client_id);

create table client_contacts (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  client_id bigint not null references clients (id) on delete cascade,
  client_contact_name text not null check (length(trim(client_contact_name)) > 0),
  client_contact_email text not null default '',
  client_contact_phone text not null default '',
  client_contact_alternate_phone text not null default '',
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- target of job_orders (client_id, contact_id): a job's contact belongs to the job's client
  unique (client_id, id)
);

create table client_payment_terms (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  client_id bigint not null references clients (id) on delete cascade,
  criteria_name text not null default '',
  charges numeric(6, 2) check (charges >= 0 and charges <= 100), -- percent
  remarks text not null default '',
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index client_payment_terms_client_idx on client_payment_terms (client_id);

create table client_invoice_stages (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  client_id bigint not null references clients (id) on delete cascade,
  steps text not null default '',
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index client_invoice_stages_client_idx on client_invoice_stages (client_id);

create table client_notes (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  client_id bigint not null references clients (id) on delete cascade,
  notes text not null check (length(trim(notes)) > 0),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index client_notes_client_idx on client_notes (client_id, created_at desc);
create index client_notes_created_by_idx on client_notes (created_by);

-- Documents. The server removes the files row (and the stored bytes) when it deletes an attachment.
create table client_attachments (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  client_id bigint not null references clients (id) on delete cascade,
  file_id bigint not null references files (id) on delete cascade,
  description text not null default '',
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index client_attachments_client_idx on client_attachments (client_id, created_at desc);
create index client_attachments_file_idx on client_attachments (file_id);

-- ---------------------------------------------------------------------------------------------------------------
-- Job orders
-- ---------------------------------------------------------------------------------------------------------------

-- job_code, the "Job Id" staff read and quote: a plain integer from this sequence, starting at 1001
-- (1001, 1002, ...). Never reused. It is not the public id: references use encrypted_id.
create sequence job_code_seq start with 1001;

create table job_orders (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  job_code integer not null unique default nextval('job_code_seq'),
  -- a client with job orders cannot be deleted. The default NO ACTION instead of RESTRICT: the same refusal, reported
  -- as 23503 foreign_key_violation on every version (PostgreSQL 18, hence PGlite, reports RESTRICT as 23001).
  client_id bigint not null references clients (id),
  contact_id bigint,
  country_id integer references countries (id),
  state_id integer references states (id),
  city_id integer references cities (id),
  job_title text not null check (length(trim(job_title)) > 0),
  office_landmark text not null default '',
  min_experience numeric(4, 1) check (min_experience >= 0),   -- years
  max_experience numeric(4, 1) check (max_experience >= 0),   -- years
  max_budget numeric(14, 2) check (max_budget >= 0),          -- rupees
  no_positions integer check (no_positions >= 0),
  position_type text not null default 'Full Time' check (position_type in ('Full Time', 'Contract')),
  open_outstation text not null default 'No' check (open_outstation in ('Yes', 'No')),
  status text not null default 'active' check (status in ('active', 'inactive')),
  positions_description text not null default '',
  job_description text not null default '',
  qualification_description text not null default '',
  jd_file_id bigint references files (id) on delete set null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_experience is null or max_experience is null or max_experience >= min_experience),
  -- the contact is one of the client's contacts, and deleting that contact clears only contact_id
  foreign key (client_id, contact_id) references client_contacts (client_id, id) on delete set null (contact_id),
  foreign key (country_id, state_id) references states (country_id, id),
  foreign key (state_id, city_id) references cities (state_id, id)
);
alter sequence job_code_seq owned by job_orders.job_code;
-- default sort: created_at desc, status asc, job_title asc (list filtered by status)
create index job_orders_created_at_idx on job_orders (created_at desc, status, job_title);
create index job_orders_status_idx on job_orders (status, created_at desc);
create index job_orders_title_idx on job_orders (lower(job_title) text_pattern_ops);
create index job_orders_client_idx on job_orders (client_id, status);
create index job_orders_contact_idx on job_orders (contact_id);
create index job_orders_state_idx on job_orders (state_id);
create index job_orders_city_idx on job_orders (city_id);
create index job_orders_jd_file_idx on job_orders (jd_file_id);
create index job_orders_created_by_idx on job_orders (created_by);

create table job_skills (
  job_id bigint not null references job_orders (id) on delete cascade,
  skill_id bigint not null references skills (id) on delete cascade,
  skill_type text not null check (skill_type in ('primary', 'secondary')),
  primary key (job_id, skill_id)
);
create index job_skills_skill_idx on job_skills (skill_id);

create table job_qualifications (
  job_id bigint not null references job_orders (id) on delete cascade,
  qualification_id bigint not null references qualifications (id) on delete cascade,
  primary key (job_id, qualification_id)
);
create index job_qualifications_qualification_idx on job_qualifications (qualification_id);

-- Recruiters, managers and coordinators of a job order. created_at feeds the 'assigned to you' notifications.
create table job_users (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  job_id bigint not null references job_orders (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  user_type text not null check (user_type in ('recruiter', 'manager', 'coordinator')),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (job_id, user_id, user_type)
);
create index job_users_user_idx on job_users (user_id, created_at desc);

create table job_notes (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  job_id bigint not null references job_orders (id) on delete cascade,
  notes text not null check (length(trim(notes)) > 0),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index job_notes_job_idx on job_notes (job_id, created_at desc);
create index job_notes_created_by_idx on job_notes (created_by);

-- ---------------------------------------------------------------------------------------------------------------
-- Candidates
-- ---------------------------------------------------------------------------------------------------------------

create table candidates (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  name text not null check (length(trim(name)) > 0),
  primary_mobile text not null,
  secondary_mobile text not null default '',
  primary_email text not null,
  secondary_email text not null default '',
  country_id integer references countries (id),
  state_id integer references states (id),
  city_id integer references cities (id),
  address text not null default '',
  identity_card_name text not null default '',
  identity_card_number text not null default '',
  exp_years smallint not null default 0 check (exp_years between 0 and 70),
  exp_months smallint not null default 0 check (exp_months between 0 and 11),
  company_name text not null default '',
  designation text not null default '',
  current_ctc numeric(14, 2) check (current_ctc >= 0),     -- rupees per year
  expected_ctc numeric(14, 2) check (expected_ctc >= 0),
  fixed_ctc numeric(14, 2) check (fixed_ctc >= 0),
  variable_ctc numeric(14, 2) check (variable_ctc >= 0),
  stocks numeric(14, 2) check (stocks >= 0),
  notice_period integer check (notice_period between 0 and 999), -- days
  resume_source text check (resume_source in ('Naukri', 'Linkedin', 'Referral', 'Others')),
  resume_subsource text not null default '',
  profile_pic_file_id bigint references files (id) on delete set null,
  resume_file_id bigint references files (id) on delete set null,
  about_candidate text not null default '',
  free_pool boolean not null default false,
  -- plain text extracted from the resume file by the parser, for search and the Database Match tab
  resume_text text not null default '',
  -- Full text, kept by the database. Weights: A name, email, mobile (config 'simple': no stemming, names stay
  -- whole) - B designation, company - C resume text, D about (config 'english': stemmed, stop words dropped,
  -- HTML tags are not indexed). Query both configurations so names and resume words both match:
  --   where search @@ (websearch_to_tsquery('simple', $1) || websearch_to_tsquery('english', $1))
  --   order by ts_rank(search, websearch_to_tsquery('english', $1)) desc
  search tsvector generated always as (
    setweight(to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(primary_email, '') || ' '
      || coalesce(secondary_email, '') || ' ' || coalesce(primary_mobile, '')), 'A')
    || setweight(to_tsvector('simple', coalesce(designation, '') || ' ' || coalesce(company_name, '')), 'B')
    || setweight(to_tsvector('english', coalesce(resume_text, '')), 'C')
    || setweight(to_tsvector('english', coalesce(about_candidate, '')), 'D')
  ) stored,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  foreign key (country_id, state_id) references states (country_id, id),
  foreign key (state_id, city_id) references cities (state_id, id)
);
-- default sort: created_at desc, name asc
create index candidates_created_at_idx on candidates (created_at desc, name);
create index candidates_name_idx on candidates (lower(name) text_pattern_ops);
create index candidates_mobile_idx on candidates (primary_mobile text_pattern_ops);
create index candidates_email_idx on candidates (lower(primary_email) text_pattern_ops);
create index candidates_company_idx on candidates (lower(company_name) text_pattern_ops);
create index candidates_search_idx on candidates using gin (search);
create index candidates_state_idx on candidates (state_id);
create index candidates_city_idx on candidates (city_id);
create index candidates_free_pool_idx on candidates (created_at desc) where free_pool;
create index candidates_profile_pic_file_idx on candidates (profile_pic_file_id);
create index candidates_resume_file_idx on candidates (resume_file_id);
create index candidates_created_by_idx on candidates (created_by);

create table candidate_skills (
  candidate_id bigint not null references candidates (id) on delete cascade,
  skill_id bigint not null references skills (id) on delete cascade,
  primary key (candidate_id, skill_id)
);
create index candidate_skills_skill_idx on candidate_skills (skill_id);

-- At most one row per candidate is still_working (and one education row still_studying): the server clears the
-- flag on the other rows in the same transaction when it sets it.
create table candidate_experience (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  candidate_id bigint not null references candidates (id) on delete cascade,
  job_title text not null default '',
  company_name text not null default '',
  start_date date,
  end_date date,
  still_working boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date is null or start_date is null or end_date >= start_date)
);
create index candidate_experience_candidate_idx on candidate_experience (candidate_id, start_date desc);

create table candidate_education (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  candidate_id bigint not null references candidates (id) on delete cascade,
  university text not null default '',
  qualification text not null default '',
  passout_year integer check (passout_year between 1900 and 2200),
  passout_percentage numeric(5, 2) check (passout_percentage between 0 and 100),
  still_studying boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index candidate_education_candidate_idx on candidate_education (candidate_id, passout_year desc);

create table candidate_notes (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  candidate_id bigint not null references candidates (id) on delete cascade,
  notes text not null check (length(trim(notes)) > 0),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index candidate_notes_candidate_idx on candidate_notes (candidate_id, created_at desc);
create index candidate_notes_created_by_idx on candidate_notes (created_by);

create table candidate_attachments (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  candidate_id bigint not null references candidates (id) on delete cascade,
  file_id bigint not null references files (id) on delete cascade,
  description text not null default '',
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index candidate_attachments_candidate_idx on candidate_attachments (candidate_id, created_at desc);
create index candidate_attachments_file_idx on candidate_attachments (file_id);

-- ---------------------------------------------------------------------------------------------------------------
-- Pipeline: a candidate's link to a job order is one row holding its current status
-- ---------------------------------------------------------------------------------------------------------------

create table candidate_jobs (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  candidate_id bigint not null references candidates (id) on delete cascade,
  job_id bigint not null references job_orders (id) on delete cascade,
  recruiter_id bigint references users (id) on delete set null,
  -- every new link starts at P / 103 (Prospective, Yet to Screen)
  main_status_id text not null default 'P' references job_main_status (fixed_id),
  sub_status_id text not null default '103',
  offered_ctc numeric(14, 2) check (offered_ctc >= 0),
  expected_joining_date date,
  status_changed_at timestamptz not null default now(),
  status_changed_by bigint references users (id) on delete set null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (candidate_id, job_id),
  -- target of the history's and interviews' (link_id, candidate_id, job_id) keys
  unique (id, candidate_id, job_id),
  foreign key (main_status_id, sub_status_id) references job_sub_status (main_status_id, fixed_id)
);
create index candidate_jobs_job_idx on candidate_jobs (job_id, main_status_id, status_changed_at desc);
create index candidate_jobs_status_idx on candidate_jobs (main_status_id, sub_status_id);
create index candidate_jobs_joining_idx on candidate_jobs (main_status_id, expected_joining_date);
create index candidate_jobs_recruiter_idx on candidate_jobs (recruiter_id);
create index candidate_jobs_created_at_idx on candidate_jobs (created_at desc);
create index candidate_jobs_status_changed_by_idx on candidate_jobs (status_changed_by);
create index candidate_jobs_created_by_idx on candidate_jobs (created_by);

-- Every status a link takes, appended by the server in the same transaction as the change (creation included,
-- with from_* null). The dashboard's 30 and 7 day figures and the Activity panels read it.
create table candidate_job_status_history (
  id bigint generated always as identity primary key,
  link_id bigint not null,
  candidate_id bigint not null,
  job_id bigint not null,
  from_main_status_id text,
  from_sub_status_id text,
  to_main_status_id text not null,
  to_sub_status_id text not null,
  changed_by bigint references users (id) on delete set null,
  changed_at timestamptz not null default now(),
  foreign key (link_id, candidate_id, job_id) references candidate_jobs (id, candidate_id, job_id)
    on delete cascade on update cascade,
  foreign key (from_main_status_id, from_sub_status_id) references job_sub_status (main_status_id, fixed_id),
  foreign key (to_main_status_id, to_sub_status_id) references job_sub_status (main_status_id, fixed_id)
);
create index status_history_to_main_idx on candidate_job_status_history (to_main_status_id, changed_at);
create index status_history_to_sub_idx on candidate_job_status_history (to_sub_status_id, changed_at);
create index status_history_job_idx on candidate_job_status_history (job_id, changed_at);
create index status_history_link_idx on candidate_job_status_history (link_id, changed_at);
create index status_history_candidate_idx on candidate_job_status_history (candidate_id, changed_at);
create index status_history_changed_by_idx on candidate_job_status_history (changed_by);

-- Messages to a candidate sent from a job order's screens (Actionable tab, pipeline rows).
create table job_messages (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  job_id bigint not null references job_orders (id) on delete cascade,
  candidate_id bigint not null references candidates (id) on delete cascade,
  message text not null check (length(trim(message)) > 0),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index job_messages_job_idx on job_messages (job_id, created_at desc);
create index job_messages_candidate_idx on job_messages (candidate_id, created_at desc);
create index job_messages_created_by_idx on job_messages (created_by);

-- Messages written from the candidate profile (Message Candidates tab), optionally against one of the
-- candidate's job links. The link may go, the message stays with the candidate.
create table candidate_messages (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  candidate_id bigint not null references candidates (id) on delete cascade,
  link_id bigint references candidate_jobs (id) on delete set null,
  message text not null check (length(trim(message)) > 0),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index candidate_messages_candidate_idx on candidate_messages (candidate_id, created_at desc);
create index candidate_messages_link_idx on candidate_messages (link_id);
create index candidate_messages_created_by_idx on candidate_messages (created_by);

-- Interview schedule. interview_time is the local wall-clock time (the form's hour, minutes, AM/PM).
-- The same candidate, job, date and time twice is refused (23505 on interviews_no_duplicate).
create table interviews (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  candidate_id bigint not null references candidates (id) on delete cascade,
  job_id bigint not null references job_orders (id) on delete cascade,
  -- the candidate's link to the job, when there is one (filled by the server)
  link_id bigint,
  mode_interview text not null check (mode_interview in ('Telephonic', 'Online Test', 'Video Conference', 'Personal', 'Others')),
  interview_date date not null,
  interview_time time not null,
  duration_minutes smallint not null default 30 check (duration_minutes in (15, 30, 45, 60, 90)),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint interviews_no_duplicate unique (candidate_id, job_id, interview_date, interview_time),
  foreign key (link_id, candidate_id, job_id) references candidate_jobs (id, candidate_id, job_id)
    on delete cascade on update cascade
);
create index interviews_date_idx on interviews (interview_date, interview_time);
create index interviews_job_idx on interviews (job_id, interview_date desc, interview_time desc);
create index interviews_link_idx on interviews (link_id);
create index interviews_created_at_idx on interviews (created_at desc);
create index interviews_created_by_idx on interviews (created_by);

-- ---------------------------------------------------------------------------------------------------------------
-- Reports (Data Tables, Custom Details)
-- ---------------------------------------------------------------------------------------------------------------

create table reports (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  report_name text not null check (length(trim(report_name)) > 0),
  client_id bigint not null references clients (id) on delete cascade,
  job_id bigint not null references job_orders (id) on delete cascade,
  -- [{"title": "Candidate Name", "key": "name"}, ...] in the chosen order (custom titles allowed)
  columns jsonb not null default '[]' check (jsonb_typeof(columns) = 'array'),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index reports_created_at_idx on reports (created_at desc);
create index reports_client_idx on reports (client_id);
create index reports_job_idx on reports (job_id);
create index reports_created_by_idx on reports (created_by);

-- ---------------------------------------------------------------------------------------------------------------
-- Dashboard
-- ---------------------------------------------------------------------------------------------------------------

create table tasks (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  user_id bigint not null references users (id) on delete cascade,
  title text not null check (length(trim(title)) > 0),
  done boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tasks_user_idx on tasks (user_id, done, created_at desc);

-- Notifications are derived (interviews, job_users, status history newer than last_read_at), only the
-- 'read up to' mark is stored.
create table notification_reads (
  user_id bigint primary key references users (id) on delete cascade,
  last_read_at timestamptz not null default now()
);
