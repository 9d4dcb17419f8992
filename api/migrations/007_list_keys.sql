-- The candidate list's default order (created_at desc, name, id desc) entirely in its index, key included: a page is
-- found by its keys alone (an index-only scan), however deep, like every other sort's index (005_performance.sql).
drop index if exists candidates_created_at_idx;
create index candidates_created_at_idx on candidates (created_at desc, name, id desc);
