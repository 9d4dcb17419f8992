import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { DataEnvelope, JobLink } from './types';

/** GET /api/candidates_job_orders?candidate_id=[&mainstatus_id=]: the candidate's links with their status. */
export async function getJobLinks(candidateId: string, mainStatus?: string): Promise<JobLink[]> {
  return (
    await apiGet<DataEnvelope<JobLink[]>>('candidates_job_orders', {
      candidate_id: candidateId,
      mainstatus_id: mainStatus,
    })
  ).data;
}

export function useJobLinks(candidateId: string | undefined, mainStatus?: string) {
  return useSWR(candidateId ? keys.candidates.jobOrders(candidateId, mainStatus ?? '') : null, () =>
    getJobLinks(candidateId as string, mainStatus),
  );
}
