import { keys } from 'shared-ui';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ClientNote, DataEnvelope } from './types';

/** GET /api/clients_notes?client_id=: newest first. */
export async function getClientNotes(clientId: string): Promise<ClientNote[]> {
  return (await apiGet<DataEnvelope<ClientNote[]>>('clients_notes', { client_id: clientId })).data;
}

export function useClientNotes(clientId: string | undefined) {
  return useSWR(clientId ? keys.clients.notes(clientId) : null, () => getClientNotes(clientId as string), { keepPreviousData: false });
}
