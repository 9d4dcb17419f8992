-- GET /api/candidates with filters: an index on each of candidate_facets' location and salary columns. A filter few
-- candidates meet (or none) was answered by reading the whole narrow table, for the capped count and again for the
-- page: at 1M candidates "a city no candidate lives in, notice ≤ 15 days" read all 1,000,000 rows (77 ms p95) and
-- "expected CTC ≥ 1.4 Cr, 20 years or more" (1,441 candidates) read them twice (146 ms). With the filters' plans
-- made for their values (plan 'each'), the planner reads a rare location's or salary band's rows by its index and
-- keeps scanning in order for a common one (the column statistics tell which).
-- Experience and notice period have none: their filters are broad (20 years or more: 14% of candidates; notice 0:
-- 12%), and with an index the planner ANDed their bitmap (137,787 rows at 1M, 4.3 ms) into a salary band's 1,441
-- rows, whose correlation with experience it cannot see. The skills and the links' statuses have their GIN indexes
-- (migration 016); the dates added, the candidates' own created_at index.
create index candidate_facets_city_idx on candidate_facets (city_id);
create index candidate_facets_state_idx on candidate_facets (state_id);
create index candidate_facets_ctc_idx on candidate_facets (current_ctc);
create index candidate_facets_ectc_idx on candidate_facets (expected_ctc);
