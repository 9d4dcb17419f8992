import { usePagedList, type SortState } from 'shared-ui';
import type { ClientRow } from './types';

/** GET /api/clients: server-paged, 7 a page, newest first (then legal name, on the server). */
export const clientsPath = 'clients';
export const CLIENTS_PAGE_SIZE = 7;
export const CLIENTS_DEFAULT_SORT: SortState = { sortby: 'created_at', direction: 'desc' };

/** The list's filters (issue 19), in the address: the client's status, its job orders' recruiter and state. */
export const CLIENT_FILTERS = ['status', 'recruiter', 'state', 'city'] as const;

export function useClients(filters: Record<string, string> = {}) {
  return usePagedList<ClientRow>({
    path: clientsPath,
    pageSize: CLIENTS_PAGE_SIZE,
    defaultSort: CLIENTS_DEFAULT_SORT,
    params: filters,
    urlState: true,
  });
}
