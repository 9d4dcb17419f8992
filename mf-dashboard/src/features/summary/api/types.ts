/** GET /api/dashboard (API.md Dashboard): one summary object. */
export interface DashboardSummary {
  resumes_submitted_last_30_days: number;
  resumes_submitted_last_7_days: number;
  offered_made_last_30_days: number;
  offered_made_last_7_days: number;
  candidates_placed_last_30_days: number;
  candidates_placed_last_7_days: number;
  offers_declines_last_30_days: number;
  offers_declines_last_7_days: number;
  candidates_yet_to_join: number;
  today_interviews: number;
  tomorrow_interviews: number;
  prospective_candidates: number;
}

export type WindowedMetric =
  'resumes_submitted' | 'offered_made' | 'candidates_placed' | 'offers_declines';
export type TileMetric =
  'candidates_yet_to_join' | 'today_interviews' | 'tomorrow_interviews' | 'prospective_candidates';
export type Metric = WindowedMetric | TileMetric;
export type MetricWindow = 30 | 7;

/** A row of GET /api/dashboard_metric/{metric}: what a card or tile counts. */
export interface MetricRow {
  candidate_id: string;
  candidate_name: string;
  job_id: string;
  job_title: string;
  client_name: string;
  /** YYYY-MM-DD, product time zone */
  date: string;
  /** HH:MM, or '' */
  time: string;
  detail: string;
  user_name: string;
}

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
