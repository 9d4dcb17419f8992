import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import { unwrap } from './unwrap';

export interface ClientContact {
  encrypted_id: string;
  client_contact_name: string;
}

/**
 * GET /api/client_contacts/{client_id}: the client's points of contact, cached under the client's keys, so saving or
 * deleting the client (keys.clients.all) reads them again.
 */
export function useClientContacts(clientId: string | null | undefined) {
  return useSWR(clientId ? keys.clients.contacts(clientId) : null, async () =>
    unwrap(await apiGet<ClientContact[] | { data: ClientContact[] }>(`client_contacts/${clientId as string}`)),
  );
}
