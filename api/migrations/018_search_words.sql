-- GET /api/candidates?q=: the words of the candidates' full text (candidates.search), each once, kept by triggers
-- inside the writing transaction: what the word being typed (the last word of a plain q, a prefix) can become.
--
-- The full-text index answers a prefix (`prometheus:*`) with a bitmap of every candidate having a word that starts so,
-- built in full before the search's other words narrow it: "jetpack prometheus" (no match) read 140,000 candidates'
-- entries at 1M candidates (109 ms) where the whole words `jetpack & prometheus` take 10 ms (the index walks both
-- lists and skips what the other rules out). With the words that start so named (here, 'prometheus' alone), the
-- search asks for them whole: the same candidates, found the cheap way.
--
-- The words are personal data when a candidate's own (an e-mail address, a mobile number, a name): a word goes
-- when the last candidate holding it is deleted or edited so that it no longer holds it.
create table search_words (
  word text collate "C" primary key
);
insert into search_words (word) select word from ts_stat('select search from candidates');

-- Candidates added: their words (a statement-level trigger: a bulk insert writes once).
create function search_words_ins() returns trigger language plpgsql as $$
begin
  insert into search_words (word)
  select distinct w from new_rows n cross join lateral unnest(tsvector_to_array(n.search)) w
  on conflict do nothing;
  return null;
end $$;

-- Of the words given, those no candidate holds any more go. Each word is looked up with its own plan: a common word
-- is found by the first rows read, a rare one through the index (a plan kept for any word would build a common
-- word's whole bitmap).
create function search_words_forget(words text[]) returns void language plpgsql as $$
declare
  w text;
  held boolean;
begin
  foreach w in array words loop
    execute 'select exists (select 1 from candidates c where c.search @@ $1)' into held
      using ('''' || replace(replace(w, '\', '\\'), '''', '''''') || '''')::tsquery;
    if not held then
      delete from search_words where word = w;
    end if;
  end loop;
end $$;

-- Candidates edited: the words they gained, and the words they lost that no candidate holds any more (only the rows
-- whose full text changed are read: a bulk action touching updated_at costs a comparison a row).
create function search_words_upd() returns trigger language plpgsql as $$
begin
  insert into search_words (word)
  select x from (
    select unnest(tsvector_to_array(n.search)) from new_rows n join old_rows o using (id) where o.search <> n.search
    except
    select unnest(tsvector_to_array(o.search)) from new_rows n join old_rows o using (id) where o.search <> n.search
  ) d(x)
  on conflict do nothing;
  perform search_words_forget(array(
    select unnest(tsvector_to_array(o.search)) from new_rows n join old_rows o using (id) where o.search <> n.search
    except
    select unnest(tsvector_to_array(n.search)) from new_rows n join old_rows o using (id) where o.search <> n.search));
  return null;
end $$;

-- Candidates deleted: the words no candidate holds any more.
create function search_words_del() returns trigger language plpgsql as $$
begin
  perform search_words_forget(array(select distinct x from old_rows o cross join lateral unnest(tsvector_to_array(o.search)) x));
  return null;
end $$;

create function search_words_truncate() returns trigger language plpgsql as $$
begin
  truncate search_words;
  return null;
end $$;

create trigger candidates_search_words_ins after insert on candidates referencing new table as new_rows
  for each statement execute function search_words_ins();
create trigger candidates_search_words_upd after update on candidates referencing old table as old_rows new table as new_rows
  for each statement execute function search_words_upd();
create trigger candidates_search_words_del after delete on candidates referencing old table as old_rows
  for each statement execute function search_words_del();
create trigger candidates_search_words_truncate after truncate on candidates
  for each statement execute function search_words_truncate();
