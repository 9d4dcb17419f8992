import type { SessionRow } from 'contract/admin';
import { usePagedList, type SortState } from 'shared-ui';

/** GET /api/active_users (admin): sessions not revoked, not expired, not idle; a row as the contract gives it. */
export type ActiveSession = SessionRow;

export const activeSessionsPath = 'active_users';
export const ACTIVE_SESSIONS_PAGE_SIZE = 20;
export const ACTIVE_SESSIONS_DEFAULT_SORT: SortState = { sortby: 'last_seen_at', direction: 'desc' };

export function useActiveSessions() {
  return usePagedList<ActiveSession>({
    path: activeSessionsPath,
    pageSize: ACTIVE_SESSIONS_PAGE_SIZE,
    defaultSort: ACTIVE_SESSIONS_DEFAULT_SORT,
    urlState: true,
  });
}
