import { usePagedList } from 'shared-ui';
import { UPCOMING_DEFAULT_SORT, DASHBOARD_PAGE_SIZE, type InterviewRow } from './types';

/** GET /api/dashboard_future_job_interviews: the interviews from now on, server-paged. */
export const upcomingInterviewsPath = 'dashboard_future_job_interviews';

export function useUpcomingInterviews(enabled = true) {
  return usePagedList<InterviewRow>({
    path: upcomingInterviewsPath,
    pageSize: DASHBOARD_PAGE_SIZE,
    defaultSort: { ...UPCOMING_DEFAULT_SORT },
    urlState: true,
    enabled,
  });
}
