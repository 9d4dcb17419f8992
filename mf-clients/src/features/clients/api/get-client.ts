import { keys } from 'shared-ui';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { Client, DataEnvelope } from './types';

/** GET /api/clients/{id}. */
export async function getClient(id: string): Promise<Client> {
  const res = await apiGet<DataEnvelope<Client[]>>(`clients/${id}`);
  const client = res.data[0];
  if (!client) throw new Error('Not found.');
  return client;
}

export function useClient(id: string | undefined) {
  return useSWR(id ? keys.clients.detail(id) : null, () => getClient(id as string), { keepPreviousData: false });
}
