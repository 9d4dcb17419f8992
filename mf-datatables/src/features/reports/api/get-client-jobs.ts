import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ReportJob } from './types';

/** GET /api/report_client_jobs/{client_id}: the client's active job orders. */
export const clientJobsKey = (clientId: string) => `report_client_jobs/${clientId}`;

export function getClientJobs(clientId: string): Promise<ReportJob[]> {
  return apiGet<ReportJob[]>(clientJobsKey(clientId));
}

/** Loads again whenever the client changes; nothing while no client is chosen. */
export function useClientJobs(clientId: string) {
  return useSWR(clientId ? clientJobsKey(clientId) : null, () => getClientJobs(clientId), {
    keepPreviousData: false,
  });
}
