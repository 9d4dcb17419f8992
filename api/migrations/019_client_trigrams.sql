-- GET /api/clients?q=: a trigram index on each searched text of client_search (pg_trgm, which PostgreSQL ships as a
-- trusted extension and the embedded database loads). A search's capped count read the narrow table until 2,001
-- clients matched (at 20,000 clients "tech" reads ~17,700 rows); the indexes give the rows holding the search's
-- trigrams, and only those are tested. Searches shorter than three characters have no trigram and read the table as
-- before (the planner prices an index scan of every entry above it).
-- In schema public, on the search path of every schema the suite runs in (tests isolate themselves in schemas of
-- one database, and an extension exists once per database); a session creating it at the same moment is no error.
do $$
begin
  create extension if not exists pg_trgm schema public;
exception when unique_violation or duplicate_object then null;
end $$;
create index client_search_short_trgm on client_search using gin (client_short_name gin_trgm_ops);
create index client_search_legal_trgm on client_search using gin (client_legal_name gin_trgm_ops);
create index client_search_website_trgm on client_search using gin (website_url gin_trgm_ops);
