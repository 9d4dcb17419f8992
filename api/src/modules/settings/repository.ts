// Every SQL statement on app_settings: the key/value rows the API processes share (the file links' signing key, the
// last backup's result, the seeders' markers). Parameterised; values are text (JSON where the caller stores an object).
import type { Queryable } from '../../db/index.js';

/** The value of a key, or null when it is not set. */
export async function readSetting(q: Queryable, key: string): Promise<string | null> {
  const { rows } = await q.query<{ value: string }>('select value from app_settings where key = $1', [key]);
  return rows[0] ? rows[0].value : null;
}

/** Sets a key that must not exist yet (a unique violation when it does). */
export async function insertSetting(q: Queryable, key: string, value: string): Promise<void> {
  await q.query('insert into app_settings (key, value) values ($1, $2)', [key, value]);
}

/** Sets a key only when it is not set yet (the first process to start wins); an existing value stays. */
export async function insertSettingIfAbsent(q: Queryable, key: string, value: string): Promise<void> {
  await q.query('insert into app_settings (key, value) values ($1, $2) on conflict (key) do nothing', [key, value]);
}

/** Sets a key, replacing its value. */
export async function putSetting(q: Queryable, key: string, value: string): Promise<void> {
  await q.query(
    'insert into app_settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value',
    [key, value],
  );
}

export async function deleteSetting(q: Queryable, key: string): Promise<void> {
  await q.query('delete from app_settings where key = $1', [key]);
}
