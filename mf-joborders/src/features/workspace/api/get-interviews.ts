import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { InterviewRow } from './types';

/** GET /api/candidates_interview_schedule?job_id=&page=&limit=: the job's interviews, latest date first. */
export const jobInterviewsKey = (jobId: string, page: number, limit: number) =>
  ['candidates_interview_schedule', jobId, page, limit] as const;

export function useJobInterviews(jobId: string, page: number, limit = 5) {
  return useSWR(
    jobInterviewsKey(jobId, page, limit),
    () =>
      apiGet<{ data: InterviewRow[]; all_data_cnt: number }>('candidates_interview_schedule', {
        job_id: jobId,
        page,
        limit,
      }),
    { keepPreviousData: true },
  );
}
