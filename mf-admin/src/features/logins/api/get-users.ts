import { keys, usePagedList, type SortState } from 'shared-ui';
import type { UserRow } from './types';

/** GET /api/get_all_users (admin): server-paged, sortable, searchable. */
export const usersPath = 'get_all_users';
export const USERS_PAGE_SIZE = 10;
export const USERS_DEFAULT_SORT: SortState = { sortby: 'created_at', direction: 'desc' };

export function useUsers() {
  return usePagedList<UserRow>({ path: usersPath, cacheKey: keys.users.all, pageSize: USERS_PAGE_SIZE, defaultSort: USERS_DEFAULT_SORT, urlState: true });
}
