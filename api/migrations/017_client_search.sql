-- GET /api/clients?q=: the searched names of a client in a narrow table of their own, in lower case (as
-- job_order_search for job orders, migration 009). Counting a common word's matches stops after 2,001 of them but
-- reads every row before: at 20,000 clients "tech" reads ~17,700 rows, and `ilike` lowers each of the three texts of
-- each row again; here they are lowered once, when written.
create table client_search (
  client_id bigint primary key references clients (id) on delete cascade,
  client_short_name text not null,
  client_legal_name text not null,
  website_url text not null
);
insert into client_search (client_id, client_short_name, client_legal_name, website_url)
select id, lower(client_short_name), lower(client_legal_name), lower(website_url) from clients;

-- A client added or renamed: its row follows (a statement-level trigger: a bulk insert writes once).
create function clients_search_row() returns trigger language plpgsql as $$
begin
  insert into client_search as s (client_id, client_short_name, client_legal_name, website_url)
  select n.id, lower(n.client_short_name), lower(n.client_legal_name), lower(n.website_url) from new_rows n
  on conflict (client_id) do update
     set client_short_name = excluded.client_short_name, client_legal_name = excluded.client_legal_name,
         website_url = excluded.website_url
   where (s.client_short_name, s.client_legal_name, s.website_url)
         is distinct from (excluded.client_short_name, excluded.client_legal_name, excluded.website_url);
  return null;
end $$;
create trigger clients_search_row_ins after insert on clients referencing new table as new_rows
  for each statement execute function clients_search_row();
create trigger clients_search_row_upd after update on clients referencing new table as new_rows
  for each statement execute function clients_search_row();
