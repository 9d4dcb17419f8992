import { keys, usePagedList, type SortState } from 'shared-ui';
import type { JobRow, JobStatus } from './types';

/** GET /api/jobs: server-paged (20 a page, spec §9), newest first, filtered by status, client, recruiter, state, position type. */
export const jobsPath = 'jobs';
export const JOBS_PAGE_SIZE = 20;
export const JOBS_DEFAULT_SORT: SortState = { sortby: 'created_at', direction: 'desc' };

/** The list's filters beside the status (issue 19), in the address. */
export const JOB_FILTERS = ['client', 'recruiter', 'state', 'position_type'] as const;

export function useJobs(status: JobStatus, filters: Record<string, string> = {}) {
  return usePagedList<JobRow>({
    path: jobsPath,
    cacheKey: keys.jobs.all,
    pageSize: JOBS_PAGE_SIZE,
    defaultSort: JOBS_DEFAULT_SORT,
    params: { status, ...filters },
    urlState: true,
  });
}
