import { keys } from 'shared-ui';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ClientSub, DataEnvelope, SubItemTypes } from './types';

/** GET /api/{sub}/{client_id}: the items of one repeatable section. */
export async function getClientItems<S extends ClientSub>(sub: S, clientId: string): Promise<SubItemTypes[S][]> {
  const res = await apiGet<DataEnvelope<SubItemTypes[S][]>>(`${sub}/${clientId}`);
  return res.data;
}

export function useClientItems<S extends ClientSub>(sub: S, clientId: string | undefined) {
  return useSWR(clientId ? keys.clients.items(clientId, sub) : null, () => getClientItems(sub, clientId as string), { keepPreviousData: false });
}
