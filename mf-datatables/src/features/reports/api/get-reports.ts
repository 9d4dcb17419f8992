import { keys, usePagedList, type SortState } from 'shared-ui';
import type { SavedReport } from './types';

/** GET /api/reports: saved reports, 10 a page (spec §9), newest first. */
export const reportsPath = 'reports';
export const REPORTS_PAGE_SIZE = 10;
export const REPORTS_DEFAULT_SORT: SortState = { sortby: 'created_at', direction: 'desc' };

export function useSavedReports(enabled = true) {
  return usePagedList<SavedReport>({
    path: reportsPath,
    cacheKey: keys.reports.saved,
    pageSize: REPORTS_PAGE_SIZE,
    defaultSort: REPORTS_DEFAULT_SORT,
    urlState: true,
    enabled,
  });
}
