import useSWR from 'swr';
import { apiGet } from 'shared-auth';

export type PipelineGroup = 'Prospective' | 'Processed' | 'Active' | 'Offered' | 'Joined';
export const PIPELINE_GROUPS: PipelineGroup[] = [
  'Prospective',
  'Processed',
  'Active',
  'Offered',
  'Joined',
];

export interface WeekFigures {
  /** Monday, YYYY-MM-DD */
  week_start: string;
  offers: number;
  placements: number;
}

export interface DashboardCharts {
  funnel: Record<PipelineGroup, number>;
  weekly: WeekFigures[];
}

/** GET /api/dashboard_charts: the pipeline funnel (current links) and 12 weeks of offers and placements. */
export const chartsKey = 'dashboard_charts';

export async function getCharts(): Promise<DashboardCharts> {
  return (await apiGet<{ status: boolean; data: DashboardCharts }>(chartsKey)).data;
}

export function useCharts() {
  return useSWR(chartsKey, getCharts);
}
