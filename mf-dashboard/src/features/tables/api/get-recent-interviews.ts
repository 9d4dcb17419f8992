import { usePagedList } from 'shared-ui';
import { RECENT_DEFAULT_SORT, DASHBOARD_PAGE_SIZE, type InterviewRow } from './types';

/** GET /api/dashboard_recent_job_interviews: past interviews, server-paged. */
export const recentInterviewsPath = 'dashboard_recent_job_interviews';

export function useRecentInterviews(enabled = true) {
  return usePagedList<InterviewRow>({
    path: recentInterviewsPath,
    pageSize: DASHBOARD_PAGE_SIZE,
    defaultSort: { ...RECENT_DEFAULT_SORT },
    urlState: true,
    enabled,
  });
}
