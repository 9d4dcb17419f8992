// The dashboard (spec 000 §2.4, §3; API.md Dashboard; DESIGN §5): the summary, the list behind each card and tile,
// the charts, the four tabs and the Notes panel.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, DataOf, ListOf, listQuery, Nullable, OneOf, Timestamp } from './common';
import { WINDOWS } from './rules/dashboard';

export const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const Count = Type.Integer({ minimum: 0 });

/** The candidate and job order (and its client) a dashboard row is about. */
const LinkNames = {
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  job_title: Type.String(),
  client_name: Type.String(),
};
export const Summary = Type.Object({
  resumes_submitted_last_30_days: Count,
  resumes_submitted_last_7_days: Count,
  offered_made_last_30_days: Count,
  offered_made_last_7_days: Count,
  candidates_placed_last_30_days: Count,
  candidates_placed_last_7_days: Count,
  offers_declines_last_30_days: Count,
  offers_declines_last_7_days: Count,
  candidates_yet_to_join: Count,
  today_interviews: Count,
  tomorrow_interviews: Count,
  prospective_candidates: Count,
});

/** The figures of the summary that have a list behind them (a card or a tile). */
export const METRICS = [
  'resumes_submitted',
  'offered_made',
  'candidates_placed',
  'offers_declines',
  'candidates_yet_to_join',
  'today_interviews',
  'tomorrow_interviews',
  'prospective_candidates',
] as const;
export type Metric = (typeof METRICS)[number];

/** The figures counted from the status history, each over a window of 30 or 7 days. */
export const HISTORY_METRIC_NAMES = [
  'resumes_submitted',
  'offered_made',
  'candidates_placed',
  'offers_declines',
] as const;
export type HistoryMetric = (typeof HISTORY_METRIC_NAMES)[number];
export const isHistoryMetric = (m: Metric): m is HistoryMetric =>
  (HISTORY_METRIC_NAMES as readonly string[]).includes(m);

export const MetricRow = Type.Object({
  ...LinkNames,
  /** Local date (YYYY-MM-DD) of what is counted: the move, the expected joining, the interview. */
  date: Type.String(),
  /** Local time (HH:MM), '' when the figure has none (expected joining date). */
  time: Type.String(),
  /** The status reached ('Processed · Resume Submitted'), or the interview mode. */
  detail: Type.String(),
  /** Who moved it (history figures), the link's recruiter, or who scheduled the interview. */
  user_name: Type.String(),
});
const METRIC_SORT = [
  'candidate_name',
  'job_title',
  'client_name',
  'date',
  'detail',
  'user_name',
] as const;
export const MetricParams = Closed({ metric: Type.Union(METRICS.map((m) => Type.Literal(m))) });
export const MetricQuery = listQuery(METRIC_SORT, {
  window: Type.Optional(Type.Union(WINDOWS.map((w) => Type.Literal(w)))),
});

export const Charts = Type.Object({
  funnel: Type.Object({
    Prospective: Count,
    Processed: Count,
    Active: Count,
    Offered: Count,
    Joined: Count,
  }),
  weekly: Type.Array(Type.Object({ week_start: Type.String(), offers: Count, placements: Count })),
});

// ---------------------------------------------------------------------------------------------------------------
// The four tabs and the Notes panel
// ---------------------------------------------------------------------------------------------------------------

export const InterviewRow = Type.Object({
  encrypted_id: Type.String(),
  ...LinkNames,
  interview_date: Type.String(),
  interview_time: Type.String({ description: 'HH:MM, local wall-clock time' }),
  mode_interview: Type.String(),
  recruiter_name: Type.String(),
  created_at: Timestamp,
});
export const INTERVIEW_SORT = [
  'candidate_name',
  'client_name',
  'interview_date',
  'interview_time',
  'mode_interview',
  'recruiter_name',
  'created_at',
] as const;

export const JobRow = Type.Object({
  job_id: Type.String(),
  job_code: Type.Integer(),
  job_order_name: Type.String(),
  client_name: Type.String(),
  pipeline: Type.Integer({ description: 'candidates linked to the job order' }),
  recruiter_name: Type.String({ description: "the job order's recruiters, comma separated" }),
  created_at: Timestamp,
});
export const JOB_SORT = [
  'job_order_name',
  'client_name',
  'pipeline',
  'recruiter_name',
  'created_at',
] as const;

export const PlacedRow = Type.Object({
  encrypted_id: Type.String(),
  ...LinkNames,
  ctc: Nullable(Type.Number({ description: 'offered CTC, rupees' })),
  doj: Nullable(Type.String({ description: 'expected joining date' })),
  status: Type.String(),
  sub_status: Type.String(),
  recruiter_name: Type.String(),
  created_at: Timestamp,
});
export const PLACED_SORT = [
  'candidate_name',
  'client_name',
  'ctc',
  'doj',
  'status',
  'recruiter_name',
  'created_at',
] as const;

export const NoteRow = Type.Object({
  encrypted_id: Type.String(),
  notes: Type.String(),
  created_at: Timestamp,
  entity_type: Type.Union([
    Type.Literal('candidate'),
    Type.Literal('job_order'),
    Type.Literal('client'),
  ]),
  entity_id: Type.String(),
  entity_name: Type.String(),
});

export * from './rules/dashboard';

// ---------------------------------------------------------------------------------------------------------------
// The answers, as the web reads them

export const SummaryAnswer = OneOf(Summary);
export const MetricList = ListOf(MetricRow);
export const ChartsAnswer = DataOf(Charts);
export const InterviewList = ListOf(InterviewRow);
export const JobList = ListOf(JobRow);
export const PlacedList = ListOf(PlacedRow);
export const NoteList = DataOf(Type.Array(NoteRow));

export type DashboardSummary = Static<typeof Summary>;
export type MetricRow = Static<typeof MetricRow>;
export type MetricWindow = (typeof WINDOWS)[number];
export type DashboardCharts = Static<typeof Charts>;
export type InterviewRow = Static<typeof InterviewRow>;
export type JobOrderRow = Static<typeof JobRow>;
export type PlacedOfferedRow = Static<typeof PlacedRow>;
export type DashboardNote = Static<typeof NoteRow>;
