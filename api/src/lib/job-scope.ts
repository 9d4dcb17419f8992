// The dashboard scope rule (spec 000 §2.4, DESIGN §5): admin and manager roles see every job order; anyone else
// only the job orders they are assigned to in job_users (as recruiter, manager or coordinator). Every dashboard
// figure, list, chart and the interview calendar go through it.
import type { AuthContext } from '../auth/sessions.js';

/** Roles that see every job order on the dashboard; anyone else sees the job orders they are assigned to. */
export const SEES_ALL_USER_TYPES = ['admin', 'manager'] as const;

/** Whose job orders a reader sees: every one, or those assigned to the user. */
export type JobScope = { all: true } | { all: false; userId: number };

export function seesAllJobs(ctx: AuthContext): boolean {
  return ctx.isAdmin || (SEES_ALL_USER_TYPES as readonly string[]).includes(ctx.user.user_type);
}

/** The scope of a signed-in user. */
export function jobScopeOf(ctx: AuthContext): JobScope {
  return seesAllJobs(ctx) ? { all: true } : { all: false, userId: ctx.user.id };
}

/**
 * A builder of SQL conditions on a job order key (e.g. scope('h.job_id')): 'true' for every job order, otherwise
 * the job orders assigned to the user. Appends its one parameter to `params` (when it needs one).
 */
export function scopeCondition(scope: JobScope, params: unknown[]): (jobExpr: string) => string {
  if (scope.all) return () => 'true';
  params.push(scope.userId);
  const p = `$${params.length}`;
  return (jobExpr) => `${jobExpr} in (select ju.job_id from job_users ju where ju.user_id = ${p})`;
}
