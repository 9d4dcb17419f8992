import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { InterviewRow } from './types';

/** GET /api/candidates_interview_schedule?job_id=&page=&limit=: the job's interviews, latest date first. */
export function useJobInterviews(jobId: string, page: number, limit = 5) {
  return useSWR(
    keys.jobs.interviews(jobId, { page, limit }),
    () =>
      apiGet<{ data: InterviewRow[]; all_data_cnt: number }>('candidates_interview_schedule', {
        job_id: jobId,
        page,
        limit,
      }),
    { keepPreviousData: true },
  );
}
