import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { JobCandidateCount } from './types';

/** GET /api/jobs_candidate_counts: the Actionable tab's jobs (active, newest first) with their candidate counts. */
export function getJobsCandidateCounts(q: string): Promise<JobCandidateCount[]> {
  return apiGet<JobCandidateCount[]>('jobs_candidate_counts', { q: q || undefined, limit: 200 });
}

export function useJobsCandidateCounts(q: string) {
  return useSWR(keys.actionable.jobs(q), () => getJobsCandidateCounts(q), {
    keepPreviousData: true,
  });
}
