import { usePagedList, type SortState } from 'shared-ui';
import type { ClientRow } from './types';

/** GET /api/clients: server-paged, 7 a page, newest first (then legal name, on the server). */
export const clientsPath = 'clients';
export const CLIENTS_PAGE_SIZE = 7;
export const CLIENTS_DEFAULT_SORT: SortState = { sortby: 'created_at', direction: 'desc' };

export function useClients() {
  return usePagedList<ClientRow>({
    path: clientsPath,
    pageSize: CLIENTS_PAGE_SIZE,
    defaultSort: CLIENTS_DEFAULT_SORT,
    urlState: true,
  });
}
