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
