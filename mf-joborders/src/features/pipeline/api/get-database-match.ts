import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { MatchRow } from './types';

/** GET /api/job_database_match/{id}: unlinked candidates ranked for the job, with the reasons. */
export const databaseMatchKey = (jobId: string) => `job_database_match/${jobId}`;

export function useDatabaseMatch(jobId: string, enabled = true) {
  return useSWR(
    enabled ? databaseMatchKey(jobId) : null,
    async () => (await apiGet<{ data: MatchRow[] }>(databaseMatchKey(jobId))).data,
  );
}
