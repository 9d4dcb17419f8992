import { keys, usePagedList } from 'shared-ui';
import {
  DASHBOARD_DEFAULT_SORT,
  DASHBOARD_PAGE_SIZE,
  RECENT_DEFAULT_SORT,
  UPCOMING_DEFAULT_SORT,
  type InterviewRow,
  type JobOrderRow,
  type PlacedOfferedRow,
} from './types';

/** The row each of the dashboard's four lists answers with. */
export interface DashboardRows {
  upcoming: InterviewRow;
  recent: InterviewRow;
  jobs: JobOrderRow;
  placed: PlacedOfferedRow;
}

/** Where each list is read (GET /api/<path>, server-paged) and how it is sorted at first. */
const DASHBOARD_LISTS = {
  // the interviews from now on
  upcoming: { path: 'dashboard_future_job_interviews', defaultSort: UPCOMING_DEFAULT_SORT },
  // past interviews
  recent: { path: 'dashboard_recent_job_interviews', defaultSort: RECENT_DEFAULT_SORT },
  // active job orders with their pipeline
  jobs: { path: 'dashboard_job_orders', defaultSort: DASHBOARD_DEFAULT_SORT },
  // links now in Offered or Joined
  placed: { path: 'dashboard_placed_offered_list', defaultSort: DASHBOARD_DEFAULT_SORT },
} as const satisfies Record<keyof DashboardRows, unknown>;

/** One of the dashboard's lists, its page, sort and search kept in the address. */
export function useDashboardList<L extends keyof DashboardRows>(list: L) {
  const { path, defaultSort } = DASHBOARD_LISTS[list];
  return usePagedList<DashboardRows[L]>({
    path,
    cacheKey: keys.dashboard.list(list),
    pageSize: DASHBOARD_PAGE_SIZE,
    defaultSort: { ...defaultSort },
    urlState: true,
  });
}
