-- Issue 18: interviews as an agency runs them. An interview gains its round, venue or meeting link, notes for the
-- candidate, a status (scheduled, rescheduled, cancelled, completed, no-show), a cancel reason, the sequence number
-- of its calendar invite, its interviewers (staff users), the history of its reschedules, and feedback.

alter table interviews
  add column round text not null default '' check (length(round) <= 40),
  add column location text not null default '' check (length(location) <= 300),
  add column meeting_link text not null default '' check (length(meeting_link) <= 500),
  add column notes text not null default '' check (length(notes) <= 2000),
  add column status text not null default 'scheduled'
    check (status in ('scheduled', 'rescheduled', 'cancelled', 'completed', 'no-show')),
  add column cancel_reason text not null default '' check (length(cancel_reason) <= 1000),
  add column cancelled_at timestamptz,
  add column cancelled_by bigint references users (id) on delete set null,
  -- the invite's SEQUENCE (RFC 5545): 0 when scheduled, +1 at every change the candidate and interviewers must see
  add column ics_sequence integer not null default 0,
  add column updated_at timestamptz,
  add column updated_by bigint references users (id) on delete set null;

-- A cancelled interview no longer holds its slot: the same candidate, job, date and time may be booked again.
alter table interviews drop constraint interviews_no_duplicate;
create unique index interviews_no_duplicate on interviews (candidate_id, job_id, interview_date, interview_time)
  where status <> 'cancelled';
-- clash lookups: the candidate's interviews around a date
create index interviews_candidate_date_idx on interviews (candidate_id, interview_date);
create index interviews_cancelled_by_idx on interviews (cancelled_by);
create index interviews_updated_by_idx on interviews (updated_by);

create table interview_interviewers (
  interview_id bigint not null references interviews (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  primary key (interview_id, user_id)
);
create index interview_interviewers_user_idx on interview_interviewers (user_id);

-- Every reschedule: the slot before and after, who and when.
create table interview_reschedules (
  id bigint generated always as identity primary key,
  interview_id bigint not null references interviews (id) on delete cascade,
  from_date date not null,
  from_time time not null,
  from_duration smallint not null,
  to_date date not null,
  to_time time not null,
  to_duration smallint not null,
  changed_by bigint references users (id) on delete set null,
  changed_at timestamptz not null default now()
);
create index interview_reschedules_interview_idx on interview_reschedules (interview_id, changed_at);
create index interview_reschedules_changed_by_idx on interview_reschedules (changed_by);

-- One feedback per interview and author (an interviewer, or whoever records it for them); a second save replaces it.
create table interview_feedback (
  id bigint generated always as identity primary key,
  encrypted_id uuid not null unique default gen_random_uuid(),
  interview_id bigint not null references interviews (id) on delete cascade,
  author_id bigint references users (id) on delete set null,
  rating smallint not null check (rating between 1 and 5),
  recommendation text not null check (recommendation in ('Select', 'Reject', 'Hold', 'Next round')),
  strengths text not null default '' check (length(strengths) <= 4000),
  concerns text not null default '' check (length(concerns) <= 4000),
  -- the link's status this feedback moved it to, when it did
  moved_main_status_id text,
  moved_sub_status_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index interview_feedback_author_key on interview_feedback (interview_id, author_id);
create index interview_feedback_author_idx on interview_feedback (author_id);
