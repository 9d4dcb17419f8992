import { usePagedList, type SortState } from 'shared-ui';
import type { Metric, MetricRow, MetricWindow } from './types';

/** GET /api/dashboard_metric/{metric}?window=: what a card or tile counts, 20 a page. */
export const metricListPath = (metric: Metric) => `dashboard_metric/${metric}`;

/** The server's default order: moves and prospects newest first; interviews and joining dates soonest first. */
export function metricDefaultSort(metric: Metric): SortState {
  const ascending =
    metric === 'today_interviews' ||
    metric === 'tomorrow_interviews' ||
    metric === 'candidates_yet_to_join';
  return { sortby: 'date', direction: ascending ? 'asc' : 'desc' };
}

export function useMetricList(metric: Metric, window: MetricWindow | undefined) {
  return usePagedList<MetricRow>({
    path: metricListPath(metric),
    pageSize: 20,
    defaultSort: metricDefaultSort(metric),
    params: window ? { window } : undefined,
    urlState: true,
  });
}
