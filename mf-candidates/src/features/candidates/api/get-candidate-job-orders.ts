import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope, JobLink } from './types';

/** GET /api/candidates_job_orders?candidate_id=[&mainstatus_id=]: the candidate's links with their status. */
export const jobLinksKey = (candidateId: string, mainStatus?: string) =>
  [
    'candidates_job_orders',
    { candidate_id: candidateId, mainstatus_id: mainStatus ?? '' },
  ] as const;

export async function getJobLinks(candidateId: string, mainStatus?: string): Promise<JobLink[]> {
  return (
    await apiGet<DataEnvelope<JobLink[]>>('candidates_job_orders', {
      candidate_id: candidateId,
      mainstatus_id: mainStatus,
    })
  ).data;
}

export function useJobLinks(candidateId: string | undefined, mainStatus?: string) {
  return useSWR(candidateId ? jobLinksKey(candidateId, mainStatus) : null, () =>
    getJobLinks(candidateId as string, mainStatus),
  );
}
