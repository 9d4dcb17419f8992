import { usePagedList } from 'shared-ui';
import { DASHBOARD_DEFAULT_SORT, DASHBOARD_PAGE_SIZE, type JobOrderRow } from './types';

/** GET /api/dashboard_job_orders: active job orders with their pipeline, server-paged. */
export const dashboardJobOrdersPath = 'dashboard_job_orders';

export function useDashboardJobOrders(enabled = true) {
  return usePagedList<JobOrderRow>({
    path: dashboardJobOrdersPath,
    pageSize: DASHBOARD_PAGE_SIZE,
    defaultSort: { ...DASHBOARD_DEFAULT_SORT },
    urlState: true,
    enabled,
  });
}
