import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DashboardSummary } from './types';

/** GET /api/dashboard: `{status, data: [summary]}`. */
export const summaryKey = 'dashboard';

export async function getSummary(): Promise<DashboardSummary | null> {
  const answer = await apiGet<{ status: boolean; data: DashboardSummary[] }>(summaryKey);
  return answer.data[0] ?? null;
}

export function useSummary() {
  return useSWR(summaryKey, getSummary);
}
