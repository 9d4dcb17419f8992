import { getRecord, keys } from 'shared-ui';
import useSWR from 'swr';
import type { Client } from './types';

/** GET /api/clients/{id}. */
export function getClient(id: string): Promise<Client> {
  return getRecord<Client>(`clients/${id}`);
}

export function useClient(id: string | undefined) {
  return useSWR(id ? keys.clients.detail(id) : null, () => getClient(id as string), { keepPreviousData: false });
}
