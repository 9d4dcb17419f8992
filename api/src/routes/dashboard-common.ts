// What every dashboard query shares: the one scope rule, the day arithmetic in the product's time zone,
// and the definitions of the figures (spec 000 §2.4, DESIGN §5).
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth/sessions.js';

/** Roles that see every job order on the dashboard; anyone else sees the job orders they are assigned to. */
export const SEES_ALL_USER_TYPES = ['admin', 'manager'] as const;

export function seesAllJobs(ctx: AuthContext): boolean {
  return ctx.isAdmin || (SEES_ALL_USER_TYPES as readonly string[]).includes(ctx.user.user_type);
}

/**
 * THE dashboard scope rule. Returns a builder of SQL conditions on a job order key (e.g. scope('h.job_id')):
 * admin and manager roles see everything ('true'); any other user sees only the job orders they are
 * assigned to in job_users (as recruiter, manager or coordinator). Appends its one parameter to `params`.
 * Every dashboard, metric, chart and calendar query goes through it.
 */
export function jobScope(ctx: AuthContext, params: unknown[]): (jobExpr: string) => string {
  if (seesAllJobs(ctx)) return () => 'true';
  params.push(ctx.user.id);
  const p = `$${params.length}`;
  return (jobExpr) => `${jobExpr} in (select ju.job_id from job_users ju where ju.user_id = ${p})`;
}

/** Today's date (YYYY-MM-DD) in the product's time zone, on the app's clock. */
export function localToday(app: FastifyInstance): string {
  return localDate(app.clock.now(), app.config.timeZone);
}

export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Whole days between two YYYY-MM-DD dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * The metric windows: "last N days" runs from the start (00:00, product time zone) of today − (N − 1) days
 * up to now. SQL for the window's first instant, given $today (date) and $tz (text) parameters.
 */
export const windowStartSql = (todayParam: string, tzParam: string, days: 30 | 7) =>
  `((${todayParam}::date - ${days - 1})::timestamp at time zone ${tzParam})`;

/** Status-history moves each history figure counts (h = candidate_job_status_history). */
export const HISTORY_METRICS = {
  // into Processed from another main status (or a link created directly in it)
  resumes_submitted: `h.to_main_status_id = 'S' and h.from_main_status_id is distinct from 'S'`,
  // into Offered from another main status
  offered_made: `h.to_main_status_id = 'R' and h.from_main_status_id is distinct from 'R'`,
  // into Joined from another main status
  candidates_placed: `h.to_main_status_id = 'J' and h.from_main_status_id is distinct from 'J'`,
  // into the 'Offer Declined' sub status (403)
  offers_declines: `h.to_sub_status_id = '403' and h.from_sub_status_id is distinct from '403'`,
} as const;
export type HistoryMetric = keyof typeof HISTORY_METRICS;

/** Current-state figures on links (`a` = a candidate_jobs alias); todayParam holds the local date. */
export const yetToJoinSql = (a: string, todayParam: string) =>
  `${a}.main_status_id = 'R' and ${a}.sub_status_id <> '403' and ${a}.expected_joining_date >= ${todayParam}::date`;
export const prospectiveSql = (a: string) => `${a}.main_status_id = 'P'`;

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

export const isHistoryMetric = (m: Metric): m is HistoryMetric => m in HISTORY_METRICS;

/** "First Last" of a users row alias, '' when there is none. */
export const userName = (alias: string) =>
  `coalesce(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`;

export const TAGS = ['Dashboard'];
export const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
