import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { InterviewRow } from './types';

/** GET /api/job_recent_interviews/{id}: the next five interviews (Snapshot). */
export const recentInterviewsKey = (jobId: string) => `job_recent_interviews/${jobId}`;

export function useRecentInterviews(jobId: string) {
  return useSWR(
    recentInterviewsKey(jobId),
    async () => (await apiGet<{ data: InterviewRow[] }>(recentInterviewsKey(jobId))).data,
  );
}
