import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ClientSub, DataEnvelope, SubItemTypes } from './types';

/** GET /api/{sub}/{client_id}: the items of one repeatable section. */
export const clientItemsKey = (sub: ClientSub, clientId: string) => `${sub}/${clientId}`;

export async function getClientItems<S extends ClientSub>(sub: S, clientId: string): Promise<SubItemTypes[S][]> {
  const res = await apiGet<DataEnvelope<SubItemTypes[S][]>>(clientItemsKey(sub, clientId));
  return res.data;
}

export function useClientItems<S extends ClientSub>(sub: S, clientId: string | undefined) {
  return useSWR(clientId ? clientItemsKey(sub, clientId) : null, () => getClientItems(sub, clientId as string), { keepPreviousData: false });
}
