import { keys } from 'shared-ui';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';

export interface ClientDuplicate {
  encrypted_id: string;
  client_legal_name: string;
  client_short_name: string;
  matched: ('legal_name' | 'short_name')[];
}

/**
 * GET /api/clients_duplicates: other clients with the same legal or short name (a warning, never a refusal),
 * asked once the typing pauses.
 */
export function useClientDuplicates(legalName: string, shortName: string, exclude?: string) {
  const [names, setNames] = useState({ legal: '', short: '' });
  useEffect(() => {
    const t = setTimeout(() => setNames({ legal: legalName.trim(), short: shortName.trim() }), 400);
    return () => clearTimeout(t);
  }, [legalName, shortName]);
  const query = {
    ...(names.legal ? { legal_name: names.legal } : {}),
    ...(names.short ? { short_name: names.short } : {}),
    ...(exclude ? { exclude } : {}),
  };
  return useSWR(
    names.legal || names.short ? keys.clients.duplicates(query) : null,
    async () => (await apiGet<{ data: ClientDuplicate[] }>('clients_duplicates', query)).data,
    { revalidateOnFocus: false },
  );
}
