// The record version the edit form sends back (concurrent edits), and reading the client again
// after someone else saved it.
import { getClient } from '../api/get-client';
import type { Client } from '../api/types';
import { FIELD_NAMES, formValuesFrom, type ClientFieldValues } from './client-form-model';

/** The version a one-record read returned. */
export function lockVersionOf(client: Client | undefined): number | null {
  return client?.lock_version ?? null;
}

export const lockField = (version: number | null): { lock_version?: number } =>
  version === null ? {} : { lock_version: version };

export async function reloadClientFields(
  id: string,
): Promise<{ fields: ClientFieldValues; lockVersion: number | null }> {
  const client = await getClient(id);
  const values = formValuesFrom(client);
  const fields = Object.fromEntries(FIELD_NAMES.map((k) => [k, values[k]])) as unknown as ClientFieldValues;
  return { fields, lockVersion: lockVersionOf(client) };
}
