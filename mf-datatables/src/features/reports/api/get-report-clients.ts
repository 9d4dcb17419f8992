import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope, ReportClient } from './types';

/** GET /api/report_clients: the Select Client choices. */
export const reportClientsKey = 'report_clients';

export async function getReportClients(): Promise<ReportClient[]> {
  return (await apiGet<DataEnvelope<ReportClient[]>>(reportClientsKey)).data ?? [];
}

export function useReportClients() {
  return useSWR(reportClientsKey, getReportClients);
}
