-- Issue 23: durable background work, and the record that authorises a parsed resume's photo.

-- Work done after a request commits (resume indexing; later e-mail, bulk parsing). A job is written in the same
-- transaction as the change that calls for it, so a process killed right after the commit loses nothing: the next
-- start sweeps the table and runs what is due. A run claims its job (locked_at); a claim older than the lease is a
-- dead process's and is taken again. A failed run is tried again later (run_after), up to the kind's attempts;
-- then failed_at is set and the job stays for a person to look at (last_error says why, without content).
create table background_jobs (
  id bigint generated always as identity primary key,
  kind text not null check (length(kind) between 1 and 100),
  payload jsonb not null default '{}'::jsonb,
  attempts integer not null default 0,
  run_after timestamptz not null,
  locked_at timestamptz,
  last_error text,
  failed_at timestamptz,
  created_at timestamptz not null
);
create index background_jobs_due_idx on background_jobs (run_after, id) where failed_at is null;

-- A photo the resume parser found and stored for the user who parsed: only such a file may become a candidate's
-- photo through `profile_pic_url`, and only for that user. Unused ones are removed after a day.
create table parsed_photos (
  file_id bigint primary key references files (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  created_at timestamptz not null
);
create index parsed_photos_user_idx on parsed_photos (user_id, created_at);

-- The photos parsed before this migration were marked by their audit event.
insert into parsed_photos (file_id, user_id, created_at)
select a.entity_id, a.actor_id, min(a.occurred_at)
  from audit_events a join files f on f.id = a.entity_id
 where a.entity_type = 'file' and a.action = 'resume_parse.photo' and a.actor_id is not null
 group by a.entity_id, a.actor_id
on conflict (file_id) do nothing;
