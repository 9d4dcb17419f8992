-- Issue 19: a bulk action runs as a durable background job (background_jobs, migration 013). The rows it works on
-- are kept with it, in order, and `position` counts those done: each row's change and the step of `position` commit
-- together, so a run that stops (a restart, a second process taking over) goes on from the next row and never does
-- a row twice.
alter table bulk_jobs add column candidate_ids bigint[] not null default '{}';
alter table bulk_jobs add column position integer not null default 0;

-- Runs started before this migration lived in their process only and cannot go on: they end as stopped.
update bulk_jobs set state = 'failed', message = 'Stopped by a restart', finished_at = now() where state = 'running';
