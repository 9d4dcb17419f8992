import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { InterviewRow } from './types';

/** GET /api/job_recent_interviews/{id}: the next five interviews (Snapshot). */
export function useRecentInterviews(jobId: string) {
  return useSWR(
    keys.jobs.recentInterviews(jobId),
    async () => (await apiGet<{ data: InterviewRow[] }>(`job_recent_interviews/${jobId}`)).data,
  );
}
