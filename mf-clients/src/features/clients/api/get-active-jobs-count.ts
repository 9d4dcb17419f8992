import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope } from './types';

/** GET /api/client_active_jobs_count/{client_id}. */
export const activeJobsCountKey = (clientId: string) => `client_active_jobs_count/${clientId}`;

export async function getActiveJobsCount(clientId: string): Promise<number> {
  return (await apiGet<DataEnvelope<{ count: number }>>(activeJobsCountKey(clientId))).data.count;
}

export function useActiveJobsCount(clientId: string | undefined) {
  return useSWR(clientId ? activeJobsCountKey(clientId) : null, () => getActiveJobsCount(clientId as string), { keepPreviousData: false });
}
