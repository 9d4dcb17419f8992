-- GET /api/jobs?q=: the searched names of a job order (its title, client's short and legal names, contact, city,
-- office landmark and code) kept on the row in lower case, one line each, so a search tests one column of one table
-- instead of seven ILIKEs through four joins (26 ms to count 2,000 matches of a common word at 20k job orders).
alter table job_orders add column search_text text not null default '';

create function job_search_text(j job_orders) returns text language sql stable as $$
  select lower(concat_ws(E'\n', j.job_title, c.client_short_name, c.client_legal_name, cc.client_contact_name, ci.name,
                         j.office_landmark, j.job_code::text))
    from (select 1) one
    left join clients c on c.id = j.client_id
    left join client_contacts cc on cc.id = j.contact_id
    left join cities ci on ci.id = j.city_id
$$;

create function job_orders_search_text() returns trigger language plpgsql as $$
begin
  new.search_text := job_search_text(new);
  return new;
end $$;
create trigger job_orders_search_text
  before insert or update of job_title, client_id, contact_id, city_id, office_landmark, job_code on job_orders
  for each row execute function job_orders_search_text();

-- a renamed client or contact: its job orders' text again
create function clients_search_text() returns trigger language plpgsql as $$
begin
  update job_orders j set search_text = job_search_text(j) where j.client_id = new.id;
  return null;
end $$;
create trigger clients_search_text after update of client_short_name, client_legal_name on clients
  for each row when (new.client_short_name is distinct from old.client_short_name
                     or new.client_legal_name is distinct from old.client_legal_name)
  execute function clients_search_text();

create function client_contacts_search_text() returns trigger language plpgsql as $$
begin
  update job_orders j set search_text = job_search_text(j) where j.contact_id = new.id;
  return null;
end $$;
create trigger client_contacts_search_text after update of client_contact_name on client_contacts
  for each row when (new.client_contact_name is distinct from old.client_contact_name)
  execute function client_contacts_search_text();

update job_orders j set search_text = job_search_text(j);
