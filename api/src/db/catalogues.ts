import { City, Country, State } from 'country-state-city';
import type { Queryable } from './index.js';

/** Countries whose cities are loaded when GEO_CITY_COUNTRIES is not set (ISO 3166-1 alpha-2). */
export const DEFAULT_CITY_COUNTRIES = ['IN', 'US', 'GB', 'AE', 'SG', 'AU', 'CA', 'DE'];

/** Rows per INSERT statement (each row is 3 or 4 parameters, far below PostgreSQL's 65535). */
const CHUNK = 1000;

/**
 * Inserts rows with one multi-row parameterised statement per CHUNK rows:
 * `insert into t (a, b) values ($1, $2), ($3, $4), ...` followed by `suffix` (e.g. `returning id`).
 * Table and column names are the caller's constants, never user input. Returns the rows of every statement.
 */
export async function insertRows<T = Record<string, unknown>>(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  suffix = '',
): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    const r = await q.query<T>(
      `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}${suffix ? ` ${suffix}` : ''}`,
      params,
    );
    out.push(...r.rows);
  }
  return out;
}

function cityCountries(): string[] {
  const raw = process.env.GEO_CITY_COUNTRIES;
  if (raw === undefined || raw.trim() === '') return DEFAULT_CITY_COUNTRIES;
  return raw
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean);
}

/**
 * Loads the geography catalogue (countries, states, cities) from the country-state-city package, inside the
 * caller's transaction. Ids are the 1-based position of each row in the package's full lists, so they are the
 * same on every installation whatever subset of cities is loaded.
 *
 * Countries and states: all, once (nothing happens when `countries` already has rows).
 * Cities: only for the countries listed in GEO_CITY_COUNTRIES (comma-separated ISO2, default
 * IN,US,GB,AE,SG,AU,CA,DE). A country added to that list later gets its cities at the next start.
 */
export async function seedGeography(q: Queryable): Promise<void> {
  const wanted = cityCountries();
  const existing = await q.query<{ n: number }>('select count(*)::int as n from countries');
  const fresh = Number(existing.rows[0]?.n ?? 0) === 0;

  const countries = Country.getAllCountries();
  const states = State.getAllStates();
  const countryId = new Map<string, number>();
  countries.forEach((c, i) => countryId.set(c.isoCode, i + 1));
  const stateId = new Map<string, number>();
  states.forEach((s, i) => stateId.set(`${s.countryCode}|${s.isoCode}`, i + 1));

  let missing: string[];
  if (fresh) {
    await insertRows(
      q,
      'countries',
      ['id', 'name', 'iso2'],
      countries.map((c, i) => [i + 1, c.name, c.isoCode]),
    );
    await insertRows(
      q,
      'states',
      ['id', 'country_id', 'name', 'iso_code'],
      states.flatMap((s, i) => {
        const cid = countryId.get(s.countryCode);
        return cid === undefined ? [] : [[i + 1, cid, s.name, s.isoCode]];
      }),
    );
    missing = wanted.filter((iso) => countryId.has(iso));
  } else {
    // Only the wanted countries that have no city yet (one cheap query at every start).
    const r = await q.query<{ iso2: string }>(
      `select c.iso2 from countries c
        where c.iso2 = any($1::text[])
          and not exists (select 1 from states s join cities ci on ci.state_id = s.id where s.country_id = c.id)`,
      [wanted],
    );
    missing = r.rows.map((row) => row.iso2);
  }
  if (missing.length === 0) return;

  const want = new Set(missing);
  const cityRows: [number, number, string][] = [];
  City.getAllCities().forEach((c, i) => {
    if (!want.has(c.countryCode)) return;
    const sid = stateId.get(`${c.countryCode}|${c.stateCode}`);
    if (sid !== undefined) cityRows.push([i + 1, sid, c.name]);
  });
  await insertRows(q, 'cities', ['id', 'state_id', 'name'], cityRows);
}
