// A job order's pipeline: counts per group, the server-paged group lists, the Actionable candidates, the recent
// interviews, the candidates an interview can be scheduled for, the Activity panel and the Database Match
// (spec 002 §2.1, §3.3, §7.3; API.md Job orders).
import type { Db } from '../../db/index.js';
import { notFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/schemas.js';
import type { Clock } from '../../lib/actor.js';
import { todayIn } from '../../lib/timestamps.js';
import { recentInterviewsOfJob } from '../interviews/service.js';
import * as repo from './pipeline-repository.js';
import { GROUP_TITLE, MATCH_MIN_SCORE, MATCH_PAGE, type GROUPS } from './schema.js';
import { jobKey } from './service.js';

/** Where "today" is read: the product's clock and time zone. */
export type Today = { clock: Clock; timeZone: string };
const today = (t: Today) => todayIn(t.timeZone, t.clock.now());

/** How many of the job's candidates are now in each pipeline group (from each link's current status). */
export async function pipelineCounts(db: Db, jobId: string) {
  const counts = await repo.groupCounts(db, jobId);
  if (!counts) throw notFound();
  const data = { Joined: 0, Active: 0, Offered: 0, Processed: 0, Prospective: 0 };
  for (const r of counts) data[GROUP_TITLE[r.group]] = r.n;
  return data;
}

/** The candidates of one pipeline group of the job, latest status change first by default. */
export async function groupPage(
  db: Db,
  t: Today,
  jobId: string,
  group: (typeof GROUPS)[number],
  query: ListQuery,
  byContact: boolean,
) {
  const job = await jobKey(db, jobId);
  return repo.pipelinePage(db, {
    byContact,
    where: ['$1::date is not null', 'cj.job_id = $2', 'm.pipeline_group = $3'],
    params: [today(t), job.id, group],
    query,
    // candidate_jobs_job_idx (job_id, main_status_id, status_changed_at desc)
    defaultSort: 'cj.status_changed_at desc',
    defaultLimit: 10,
  });
}

/** Pipeline rows of every active job order (newest links first), or of one (latest status change first). */
export async function pipelineCandidates(db: Db, t: Today, query: ListQuery & { job_id?: string }, byContact: boolean) {
  const params: unknown[] = [today(t)];
  const where = ['$1::date is not null'];
  if (query.job_id) {
    const job = await jobKey(db, query.job_id);
    params.push(job.id);
    where.push(`cj.job_id = $${params.length}`);
  } else {
    where.push(`j.status = 'active'`);
  }
  return repo.pipelinePage(db, {
    byContact,
    where,
    params,
    query,
    // newest links first: candidate_jobs_created_at_idx serves every job at once
    defaultSort: query.job_id ? 'cj.status_changed_at desc' : 'cj.created_at desc',
    defaultLimit: 20,
  });
}

/** The job's next five interviews (from today on), soonest first; when fewer, the latest past ones follow. */
export async function recentInterviews(db: Db, t: Today, jobId: string) {
  const job = await jobKey(db, jobId);
  return recentInterviewsOfJob(db, t.timeZone, job.id, today(t));
}

/** Candidates linked to the job (those an interview can be scheduled for). */
export async function assignableCandidates(
  db: Db,
  jobId: string,
  text: string | undefined,
  limit: number | undefined,
  byContact: boolean,
) {
  const job = await jobKey(db, jobId);
  return repo.assignableCandidates(db, job.id, (text ?? '').trim(), limit ?? 50, byContact);
}

/** The job's activity, newest first: its candidates' status moves and the changes to the job order. */
export async function jobActivity(db: Db, jobId: string, query: ListQuery) {
  const job = await jobKey(db, jobId);
  return repo.activityPage(db, job, query);
}

const rupees = (n: number) => `₹${Math.round(n).toLocaleString('en-IN')}`;

/** A page of the Database Match: candidates not linked to the job, ranked, each with why it matched. */
export async function databaseMatch(
  db: Db,
  jobId: string,
  query: { page?: number; limit?: number; min_score?: number },
) {
  const limit = query.limit ?? MATCH_PAGE;
  const page = query.page ?? 0;
  const job = await repo.matchJob(db, jobId);
  if (!job) throw notFound();
  const rows = await repo.matchPage(db, { encryptedId: jobId, id: job.id }, query.min_score ?? MATCH_MIN_SCORE, limit, page * limit);
  const range = `${job.min_exp ?? 0}–${job.max_exp ?? 'any'}`;
  const data = rows.map((r) => {
    const { exp, total: _total, ...row } = r;
    const years = Math.round(Number(exp) * 10) / 10;
    const reasons: string[] = [];
    if (row.primary_skills.length)
      reasons.push(`Primary skills: ${row.primary_skills.join(', ')}`);
    if (row.secondary_skills.length)
      reasons.push(`Secondary skills: ${row.secondary_skills.join(', ')}`);
    if (row.experience_match) {
      reasons.push(
        `Experience ${years} years, within ${job.min_exp ?? 0} to ${job.max_exp ?? '–'} Years`,
      );
    }
    if (row.budget_match && job.budget !== null)
      reasons.push(`Expected CTC within the budget of ${rupees(job.budget)}`);
    if (row.city_match) reasons.push(`Same city (${row.city_name})`);
    else if (row.state_match) reasons.push(`Same state (${row.state_name})`);
    const notice = row.notice_period === null ? null : Number(row.notice_period);
    if (row.notice_match && notice !== null) reasons.push(`Notice period ${notice} days`);
    const shared = row.primary_skills.length + row.secondary_skills.length;
    const summary = [
      job.skills ? `${shared} of ${job.skills} skills` : 'no skills listed for the job',
      `${years} yrs (${row.experience_match ? 'range' : 'outside'} ${range})`,
      row.city_name || row.state_name,
      notice === null ? 'notice not known' : `${notice} days notice`,
    ]
      .filter(Boolean)
      .join(' · ');
    return { ...row, notice_period: notice, score: Number(row.score), summary, reasons };
  });
  return { data, all_data_cnt: rows.length ? Number(rows[0].total) : 0, job_skills: job.skills };
}
