import { usePagedList } from 'shared-ui';
import { DASHBOARD_DEFAULT_SORT, DASHBOARD_PAGE_SIZE, type PlacedOfferedRow } from './types';

/** GET /api/dashboard_placed_offered_list: links now in Offered or Joined, server-paged. */
export const placedOfferedPath = 'dashboard_placed_offered_list';

export function usePlacedOffered(enabled = true) {
  return usePagedList<PlacedOfferedRow>({
    path: placedOfferedPath,
    pageSize: DASHBOARD_PAGE_SIZE,
    defaultSort: { ...DASHBOARD_DEFAULT_SORT },
    urlState: true,
    enabled,
  });
}
