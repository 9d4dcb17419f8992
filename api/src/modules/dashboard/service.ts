// The dashboard: the figures and the lists behind them, the charts, the four tabs and the Notes panel. Every read
// is within the reader's job scope (lib/job-scope.ts: every job order for admins and managers, the assigned ones for
// anyone else) and in the product's time zone on the clock given.
import type { Db } from '../../db/index.js';
import type { ListQuery } from '../../http/schemas.js';
import { signedInUser, type Actor, type Clock } from '../../lib/actor.js';
import type { JobScope } from '../../lib/job-scope.js';
import { todayIn } from '../../lib/timestamps.js';
import * as repo from './repository.js';
import type { Metric } from './schema.js';

function timeOf(clock: Clock, timeZone: string): repo.DashboardTime {
  const now = clock.now();
  return { today: todayIn(timeZone, now), timeZone, now };
}

/** The summary figures (one row). */
export function summary(db: Db, jobs: JobScope, clock: Clock, timeZone: string) {
  return repo.summary(db, jobs, timeOf(clock, timeZone));
}

/** The list behind a card or tile (history figures over the last 30 or 7 days). */
export function metricList(
  db: Db,
  jobs: JobScope,
  clock: Clock,
  timeZone: string,
  metric: Metric,
  window: 30 | 7,
  query: ListQuery,
) {
  return repo.metricList(db, jobs, timeOf(clock, timeZone), metric, window, query);
}

export function charts(db: Db, jobs: JobScope, clock: Clock, timeZone: string) {
  return repo.charts(db, jobs, timeOf(clock, timeZone));
}

/** Upcoming (from now on) or recent (before now) interviews. */
export function interviews(
  db: Db,
  jobs: JobScope,
  clock: Clock,
  timeZone: string,
  upcoming: boolean,
  query: ListQuery,
) {
  return repo.interviewList(db, jobs, timeOf(clock, timeZone), upcoming, query);
}

export function activeJobOrders(db: Db, jobs: JobScope, query: ListQuery) {
  return repo.activeJobOrders(db, jobs, query);
}

export function placedOrOffered(db: Db, jobs: JobScope, query: ListQuery) {
  return repo.placedOrOffered(db, jobs, query);
}

/** The newest 20 notes the signed-in user wrote. */
export function myRecentNotes(db: Db, actor: Actor) {
  return repo.recentNotesBy(db, signedInUser(actor));
}
