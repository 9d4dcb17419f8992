import { keys, usePagedList, type SortState } from 'shared-ui';
import type { ActivityRow } from './types';

/** GET /api/job_activity/{id}: status moves and changes of the job, newest first, server-paged. */
export const jobActivityPath = (jobId: string) => `job_activity/${jobId}`;
export const ACTIVITY_SORT: SortState = { sortby: 'date_time', direction: 'desc' };

export function useJobActivity(jobId: string) {
  return usePagedList<ActivityRow>({
    path: jobActivityPath(jobId),
    cacheKey: keys.jobs.activity(jobId),
    pageSize: 10,
    defaultSort: ACTIVITY_SORT,
  });
}
