import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { ReportJob } from './types';

/** GET /api/report_client_jobs/{client_id}: the client's active job orders. */
export function getClientJobs(clientId: string): Promise<ReportJob[]> {
  return apiGet<ReportJob[]>(`report_client_jobs/${clientId}`);
}

/** Loads again whenever the client changes, or a job order is saved (keys.jobs.stale); nothing while no client is chosen. */
export function useClientJobs(clientId: string) {
  return useSWR(clientId ? keys.reports.clientJobs(clientId) : null, () => getClientJobs(clientId), {
    keepPreviousData: false,
  });
}
