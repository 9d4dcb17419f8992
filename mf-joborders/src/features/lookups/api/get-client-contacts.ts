import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { unwrap } from './unwrap';

export interface ClientContact {
  encrypted_id: string;
  client_contact_name: string;
}

/** GET /api/client_contacts/{client_id}: the client's points of contact. */
export const clientContactsKey = (clientId: string) => `client_contacts/${clientId}`;

export function useClientContacts(clientId: string | null | undefined) {
  return useSWR(clientId ? clientContactsKey(clientId) : null, async () =>
    unwrap(
      await apiGet<ClientContact[] | { data: ClientContact[] }>(
        clientContactsKey(clientId as string),
      ),
    ),
  );
}
