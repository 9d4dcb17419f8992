import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { DataEnvelope, ReportClient } from './types';

/** GET /api/report_clients: the Select Client choices. */
export async function getReportClients(): Promise<ReportClient[]> {
  return (await apiGet<DataEnvelope<ReportClient[]>>('report_clients')).data ?? [];
}

/** Loads again when a client is saved or deleted (keys.clients.stale). */
export function useReportClients() {
  return useSWR(keys.reports.clients, getReportClients);
}
