import { apiGet } from 'shared-auth';
import type { SearchOption } from 'shared-ui';
import { unwrap } from './unwrap';

export interface ClientChoice {
  encrypted_id: string;
  client_short_name: string;
  client_legal_name: string;
  clientlogo_file_url: string | null;
}

/** GET /api/clients_search?q= (the job form's client picker). */
export async function searchClients(q: string): Promise<SearchOption<string>[]> {
  const body = await apiGet<ClientChoice[] | { data: ClientChoice[] }>('clients_search', { q });
  return unwrap(body).map((c) => ({
    value: c.encrypted_id,
    label: c.client_short_name,
    description: c.client_legal_name,
  }));
}
