// The dashboard's figures (API.md Dashboard): the contract's types (contract/dashboard), and the cards and tiles.
import type { HistoryMetric, Metric, MetricWindow } from 'contract/dashboard';

export type { DashboardSummary, Metric, MetricRow, MetricWindow } from 'contract/dashboard';
/** The figures counted over a window of 30 or 7 days (the cards). */
export type WindowedMetric = HistoryMetric;
/** The figures without a window (the tiles). */
export type TileMetric = Exclude<Metric, WindowedMetric>;

/** The cards and tiles, with the spec's titles (spec 000 §2.4, verbatim). */
export const CARDS: { metric: WindowedMetric; title: string }[] = [
  { metric: 'resumes_submitted', title: 'Resumes Submitted' },
  { metric: 'offered_made', title: 'Offers Made' },
  { metric: 'candidates_placed', title: 'Candidates Placed' },
  { metric: 'offers_declines', title: 'Offers Declines' },
];

export const TILES: { metric: TileMetric; title: string }[] = [
  { metric: 'candidates_yet_to_join', title: 'Candidates Yet To Join' },
  { metric: 'today_interviews', title: 'Interviews Today' },
  { metric: 'tomorrow_interviews', title: 'Interviews Tomorrows' },
  { metric: 'prospective_candidates', title: 'Perspective Candidates' },
];

export const METRIC_TITLES: Record<Metric, string> = Object.fromEntries(
  [...CARDS, ...TILES].map((c) => [c.metric, c.title]),
) as Record<Metric, string>;

export const isMetric = (value: string | undefined): value is Metric =>
  Boolean(value && value in METRIC_TITLES);
export const isWindowed = (metric: Metric): metric is WindowedMetric =>
  CARDS.some((c) => c.metric === metric);

/** Where a card's count or a tile leads: the list of what it counts. */
export function metricPath(metric: Metric, window?: MetricWindow): string {
  return window ? `/dashboard/metric/${metric}?window=${window}` : `/dashboard/metric/${metric}`;
}
