import { keys } from 'shared-ui';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope } from './types';

/** GET /api/client_active_jobs_count/{client_id}. */
export async function getActiveJobsCount(clientId: string): Promise<number> {
  return (await apiGet<DataEnvelope<{ count: number }>>(`client_active_jobs_count/${clientId}`)).data.count;
}

export function useActiveJobsCount(clientId: string | undefined) {
  return useSWR(clientId ? keys.clients.activeJobsCount(clientId) : null, () => getActiveJobsCount(clientId as string), { keepPreviousData: false });
}
