// The statements on the catalogue tables (countries, states, cities, qualifications, job_main_status,
// job_sub_status). They are read-only here: migrations and the catalogue seed fill them.
import type { Queryable } from '../../db/index.js';
import { likeContains } from '../../lib/like-pattern.js';

type IdName = { id: number; name: string };
type Status = { fixed_id: string; name: string };

export async function countries(q: Queryable): Promise<IdName[]> {
  return (await q.query<IdName>('select id, name from countries order by name')).rows;
}

export async function statesOf(q: Queryable, countryId: number): Promise<IdName[]> {
  return (
    await q.query<IdName>('select id, name from states where country_id = $1 order by name', [
      countryId,
    ])
  ).rows;
}

export async function citiesOf(q: Queryable, stateId: number): Promise<IdName[]> {
  return (
    await q.query<IdName>('select id, name from cities where state_id = $1 order by name', [
      stateId,
    ])
  ).rows;
}

/** Qualifications whose name contains `text` (all when empty), by name, at most 100. */
export async function qualifications(q: Queryable, text: string) {
  const { rows } = await q.query<{ name: string; qualification_name: string }>(
    `select name, name as qualification_name from qualifications
      where $1 = '' or name ilike '%' || $1 || '%' order by name limit 100`,
    [likeContains(text)],
  );
  return rows;
}

export async function mainStatuses(q: Queryable): Promise<Status[]> {
  return (await q.query<Status>('select fixed_id, name from job_main_status order by sort_order'))
    .rows;
}

export async function subStatusesOf(q: Queryable, mainStatusId: string): Promise<Status[]> {
  const { rows } = await q.query<Status>(
    'select fixed_id, name from job_sub_status where main_status_id = $1 order by sort_order',
    [mainStatusId],
  );
  return rows;
}

/** A place in the geography catalogue: a city (with its state and country), or a state (city null). */
export type Place = {
  country: number;
  state: number | null;
  city: number | null;
  country_name: string;
  state_name: string | null;
  city_name: string | null;
};

/** The city named by one of `names` (lower case), India first, then in the order of `names`; undefined when none is. */
export async function cityNamed(q: Queryable, names: string[]): Promise<Place | undefined> {
  const { rows } = await q.query<Place>(
    `select co.id as country, st.id as state, ci.id as city, co.name as country_name, st.name as state_name, ci.name as city_name
       from cities ci join states st on st.id = ci.state_id join countries co on co.id = st.country_id
      where lower(ci.name) = any($1::text[])
      order by (co.iso2 = 'IN') desc, array_position($1::text[], lower(ci.name)), (lower(st.name) = any($1::text[])) desc, ci.id
      limit 1`,
    [names],
  );
  return rows[0];
}

/** The state named by one of `names` (lower case), India first; undefined when none is. */
export async function stateNamed(q: Queryable, names: string[]): Promise<Place | undefined> {
  const { rows } = await q.query<Place>(
    `select co.id as country, st.id as state, null::int as city, co.name as country_name, st.name as state_name, null::text as city_name
       from states st join countries co on co.id = st.country_id
      where lower(st.name) = any($1::text[]) order by (co.iso2 = 'IN') desc, st.id limit 1`,
    [names],
  );
  return rows[0];
}
