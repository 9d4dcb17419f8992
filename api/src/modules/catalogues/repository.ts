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

/** Indian places by city name and state ISO code, in the order given: the state's keys, and the city's when the
 * catalogue has that city in that state (else null); null keys where the state is unknown. */
export async function indianPlaces(
  q: Queryable,
  places: readonly (readonly [city: string, stateIso: string])[],
): Promise<{ countryId: number | null; stateId: number | null; cityId: number | null }[]> {
  const { rows } = await q.query<{ country_id: number | null; state_id: number | null; city_id: number | null }>(
    `select c.id as country_id, s.id as state_id,
            (select min(ci.id) from cities ci where ci.state_id = s.id and ci.name = p.city) as city_id
       from unnest($1::text[], $2::text[]) with ordinality as p (city, st, n)
       left join (states s join countries c on c.id = s.country_id and c.iso2 = 'IN') on s.iso_code = p.st
      order by p.n`,
    [places.map((p) => p[0]), places.map((p) => p[1])],
  );
  const key = (v: number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({ countryId: key(r.country_id), stateId: key(r.state_id), cityId: key(r.city_id) }));
}

/** Every qualification's key by its name. */
export async function qualificationIdsByName(q: Queryable): Promise<Map<string, number>> {
  const { rows } = await q.query<{ id: number; name: string }>('select id, name from qualifications');
  return new Map(rows.map((r) => [r.name, Number(r.id)]));
}
