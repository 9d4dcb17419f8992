-- Issue 22: sign-in throttling by progressive delays, record versions, impersonation in the status history.

-- Failed sign-ins (and current-password checks) per account (lower-cased e-mail) and per client address. Counted
-- with a row lock, so concurrent attempts cannot slip past the limit; forgotten 24 hours after the last failure.
create table auth_throttle (
  kind text not null check (kind in ('account', 'address')),
  key text not null,
  failures integer not null default 0,
  last_failed_at timestamptz,
  locked_until timestamptz,
  primary key (kind, key)
);

-- A record's version: 1 when created, +1 on every update of the record itself (a stale edit is refused with 409).
alter table candidates add column lock_version integer not null default 1;
alter table job_orders add column lock_version integer not null default 1;
alter table clients add column lock_version integer not null default 1;

-- The administrator who moved a link while working as another user ('Login as User').
alter table candidate_job_status_history add column impersonator_id bigint references users (id) on delete set null;
