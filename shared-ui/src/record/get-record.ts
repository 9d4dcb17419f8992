import { apiGet } from 'shared-auth';

/** GET one record at `path` (the API answers `{ data: [record] }`); 'Not found.' when the answer lists none. */
export async function getRecord<T>(path: string): Promise<T> {
  const record = (await apiGet<{ data: T[] }>(path)).data[0];
  if (!record) throw new Error('Not found.');
  return record;
}
