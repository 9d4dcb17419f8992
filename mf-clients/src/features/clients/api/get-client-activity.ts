import { keys } from 'shared-ui';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ClientActivity, DataEnvelope } from './types';

/** GET /api/clients_activity/{client_id}: the client's audit trail, newest first. */
export async function getClientActivity(clientId: string): Promise<ClientActivity[]> {
  return (await apiGet<DataEnvelope<ClientActivity[]>>(`clients_activity/${clientId}`, { limit: 100 })).data;
}

export function useClientActivity(clientId: string | undefined) {
  return useSWR(clientId ? keys.clients.activity(clientId) : null, () => getClientActivity(clientId as string), { keepPreviousData: false });
}
