import { keys } from 'shared-ui';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ClientAttachment, DataEnvelope } from './types';

/** GET /api/clients_attachments?client_id=: the client's documents, with signed download links. */
export async function getClientAttachments(clientId: string): Promise<ClientAttachment[]> {
  return (await apiGet<DataEnvelope<ClientAttachment[]>>('clients_attachments', { client_id: clientId })).data;
}

export function useClientAttachments(clientId: string | undefined) {
  return useSWR(clientId ? keys.clients.attachments(clientId) : null, () => getClientAttachments(clientId as string), { keepPreviousData: false });
}
