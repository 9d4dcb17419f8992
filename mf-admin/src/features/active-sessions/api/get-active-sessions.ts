import { usePagedList, type SortState } from 'shared-ui';

/** GET /api/active_users (admin): sessions not revoked, not expired, not idle. */
export interface ActiveSession {
  encrypted_id: string;
  user_id: string;
  username: string;
  email: string;
  role_name: string;
  signed_in_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string;
  user_agent: string;
  is_current: boolean;
  impersonator: string | null;
}

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
