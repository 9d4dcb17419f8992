// Interviews: schedule, change (reschedule), cancel, no-show / completed, delete, feedback (which may move the link's
// status), clash warnings and the calendar invite. Functions take (db, actor, clock), so seeders, CLIs and tests call
// the same code as the routes.
import type { Clock } from '../../app.js';
import { auditAs } from '../../audit.js';
import { signedInUser, type Actor } from '../../lib/actor.js';
import type { Db, Queryable } from '../../db/index.js';
import { conflict, HttpError, invalid, notFound } from '../../http/errors.js';
import { runList, type ListResult } from '../../http/lists.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { daysBetween, todayIn } from '../../lib/timestamps.js';
import type { JobScope } from '../../lib/job-scope.js';
import { candidateAndJob, checkStatusPair, linkOf, moveLink, NOT_LINKED } from '../links/service.js';
import { buildIcs } from './ics.js';
import * as repo from './repository.js';
import {
  CANCELLED,
  CLASH,
  DATE_BEFORE_TODAY,
  DUPLICATE_INTERVIEW,
  INTERVIEWERS_INVALID,
  MAX_CALENDAR_DAYS,
  meetingLinkProblem,
  to24h,
  type CalendarInterview,
  type Clash,
  type FeedbackBody,
  type FeedbackRow,
  type InterviewChange,
  type InterviewRow,
  type InterviewStatus,
  type NewInterview,
} from './schema.js';

const userId = (actor: Actor) => actor.userId;

/** 409 naming the overlapping interviews; the client resends with confirm_clash: true to go on. */
export class ClashError extends HttpError {
  constructor(public readonly clashes: Clash[]) {
    super(409, CLASH, undefined, { clashes });
  }
}

const ampm = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return `${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

type Slot = { date: string; time: string; duration: number };

/** Field rules beyond the schema: the date not before today, the meeting link an address, the interviewers staff. */
async function checkFields(
  q: Queryable,
  clock: Clock,
  timeZone: string,
  b: Pick<NewInterview, 'date' | 'meeting_link' | 'interviewers'>,
  checkDate: boolean,
) {
  const errors: Record<string, string[]> = {};
  if (checkDate && b.date < todayIn(timeZone, clock.now())) errors.date = [DATE_BEFORE_TODAY];
  const link = meetingLinkProblem((b.meeting_link ?? '').trim());
  if (link) errors.meeting_link = [link];
  const ids = [...new Set(b.interviewers ?? [])];
  const people = await repo.usersByPublicId(q, ids);
  if (people.missing.length) errors.interviewers = [INTERVIEWERS_INVALID];
  if (Object.keys(errors).length) throw invalid(errors);
  return people.found;
}

async function refuseClashes(
  q: Queryable,
  s: Slot & { candidateId: number; interviewerIds: number[]; exceptId: number | null },
  confirmed: boolean | undefined,
) {
  if (confirmed) return;
  const clashes = await repo.findClashes(q, s);
  if (clashes.length) throw new ClashError(clashes);
}

export async function listInterviews(
  db: Queryable,
  timeZone: string,
  query: { candidate_id?: string; job_id?: string; page?: number; limit?: number },
): Promise<ListResult<InterviewRow>> {
  const { candidate_id, job_id, page, limit } = query;
  if (!candidate_id && !job_id)
    throw invalid({ candidate_id: ['The candidate id field is required when job id is not present.'] });
  // only the keys given (not `$1 is null or …`), so that the kept plan of each combination uses its index
  const params: unknown[] = [timeZone];
  const where = ['$1::text is not null'];
  if (candidate_id) where.push(`c.encrypted_id = $${params.push(candidate_id)}::uuid`);
  if (job_id) where.push(`j.encrypted_id = $${params.push(job_id)}::uuid`);
  const list = await runList<InterviewRow>(
    db,
    {
      select: repo.interviewSelect('$1'),
      from: repo.INTERVIEW_FROM,
      where,
      params,
      sortable: {},
      defaultSort: [
        ['i.interview_date', 'desc'],
        ['i.interview_time', 'desc'],
      ],
      search: [],
      tiebreak: 'i.id',
      defaultLimit: 50,
    },
    { page, limit },
  );
  return { ...list, data: list.data.map(repo.normaliseRow) };
}

/** The job order's Interviews card: its next five interviews, then the latest past ones. */
export function recentInterviewsOfJob(db: Queryable, timeZone: string, jobId: number, today: string): Promise<InterviewRow[]> {
  return repo.recentOfJob(db, jobId, today, timeZone);
}

export async function getInterview(db: Queryable, timeZone: string, id: string): Promise<InterviewRow> {
  const row = await repo.findOne(db, id, timeZone);
  if (!row) throw notFound();
  return row;
}

export async function scheduleInterview(
  db: Db,
  actor: Actor,
  clock: Clock,
  timeZone: string,
  b: NewInterview,
): Promise<{ encrypted_id: string }> {
  const time = to24h(b.hour, b.minutes, b.timeformat);
  try {
    return await db.tx(async (q) => {
      const ids = await candidateAndJob(q, b.candidate_id, b.job_id);
      const people = await checkFields(q, clock, timeZone, b, true);
      const linkId = await linkOf(q, ids.candidateId, ids.jobId);
      if (linkId === null) throw invalid({ candidate_id: [NOT_LINKED] });
      if (await repo.isBooked(q, { candidateId: ids.candidateId, jobId: ids.jobId, date: b.date, time, exceptId: null }))
        throw conflict(DUPLICATE_INTERVIEW);
      await refuseClashes(
        q,
        { candidateId: ids.candidateId, interviewerIds: people.map((p) => p.id), date: b.date, time, duration: b.duration, exceptId: null },
        b.confirm_clash,
      );
      const row = await repo.insertInterview(q, {
        candidateId: ids.candidateId,
        jobId: ids.jobId,
        linkId,
        mode: b.mode_interview,
        date: b.date,
        time,
        duration: b.duration,
        round: (b.round ?? '').trim(),
        location: (b.location ?? '').trim(),
        meetingLink: (b.meeting_link ?? '').trim(),
        notes: (b.notes ?? '').trim(),
        userId: userId(actor),
        at: clock.now(),
      });
      if (!row) throw conflict(DUPLICATE_INTERVIEW);
      await repo.setInterviewers(q, row.id, people.map((p) => p.id));
      await auditAs(q, actor, clock.now(), {
        action: 'job_order.interview_add',
        entityType: 'job_order',
        entityId: ids.jobId,
        summary:
          `Interview of ${ids.candidateName} on ${b.date} at ${ampm(time)} (${b.mode_interview}, ${b.duration} min)` +
          (b.round?.trim() ? `, round ${b.round.trim()}` : '') +
          (people.length ? `, with ${people.map((p) => p.name).join(', ')}` : ''),
        after: {
          candidate_id: b.candidate_id,
          job_id: b.job_id,
          interview: row.encrypted_id,
          date: b.date,
          time,
          mode: b.mode_interview,
          duration: b.duration,
          round: b.round ?? '',
          interviewers: people.map((p) => p.public_id),
        },
      });
      return { encrypted_id: row.encrypted_id };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(DUPLICATE_INTERVIEW);
    throw e;
  }
}

/** Edits an interview; a new date, time or duration is a reschedule (kept in the history, status rescheduled). */
export async function changeInterview(
  db: Db,
  actor: Actor,
  clock: Clock,
  timeZone: string,
  id: string,
  b: InterviewChange,
): Promise<void> {
  const time = to24h(b.hour, b.minutes, b.timeformat);
  try {
    await db.tx(async (q) => {
      const iv = await repo.findStored(q, id, true);
      if (!iv) throw notFound();
      if (iv.status === 'cancelled') throw conflict(CANCELLED);
      const errors: Record<string, string[]> = {};
      if (b.candidate_id && b.candidate_id !== iv.candidate_public_id)
        errors.candidate_id = ["The candidate of an interview cannot be changed."];
      if (b.job_id && b.job_id !== iv.job_public_id) errors.job_id = ['The job of an interview cannot be changed.'];
      if (Object.keys(errors).length) throw invalid(errors);
      const moved = iv.date !== b.date || iv.time !== time || iv.duration !== b.duration;
      const before = await repo.interviewersOf(q, iv.id);
      // interviewers left out keep those of the interview
      const people = await checkFields(
        q,
        clock,
        timeZone,
        { ...b, interviewers: b.interviewers ?? before.map((p) => p.public_id) },
        moved,
      );
      if (moved) {
        if (await repo.isBooked(q, { candidateId: iv.candidate_id, jobId: iv.job_id, date: b.date, time, exceptId: iv.id }))
          throw conflict(DUPLICATE_INTERVIEW);
      }
      const newIds = people.map((p) => p.id).sort();
      const sameInterviewers = JSON.stringify(before.map((p) => p.id).sort()) === JSON.stringify(newIds);
      if (moved || !sameInterviewers)
        await refuseClashes(
          q,
          { candidateId: iv.candidate_id, interviewerIds: newIds, date: b.date, time, duration: b.duration, exceptId: iv.id },
          b.confirm_clash,
        );
      const next = {
        mode: b.mode_interview,
        round: (b.round ?? iv.round).trim(),
        location: (b.location ?? iv.location).trim(),
        meetingLink: (b.meeting_link ?? iv.meeting_link).trim(),
        notes: (b.notes ?? iv.notes).trim(),
      };
      const changed =
        moved ||
        !sameInterviewers ||
        next.mode !== iv.mode_interview ||
        next.round !== iv.round ||
        next.location !== iv.location ||
        next.meetingLink !== iv.meeting_link ||
        next.notes !== iv.notes;
      if (!changed) return;
      const at = clock.now();
      const status: InterviewStatus = moved ? 'rescheduled' : iv.status;
      await repo.updateInterview(q, iv.id, {
        ...next,
        date: b.date,
        time,
        duration: b.duration,
        status,
        bumpSequence: true,
        userId: userId(actor),
        at,
      });
      if (!sameInterviewers) await repo.setInterviewers(q, iv.id, newIds);
      if (moved)
        await repo.insertReschedule(q, {
          interviewId: iv.id,
          from: { date: iv.date, time: iv.time, duration: iv.duration },
          to: { date: b.date, time, duration: b.duration },
          userId: userId(actor),
          at,
        });
      const summary = moved
        ? `Interview of ${iv.candidate_name} rescheduled from ${iv.date} ${ampm(iv.time)} (${iv.duration} min) to ${b.date} ${ampm(time)} (${b.duration} min)`
        : `Interview of ${iv.candidate_name} on ${iv.date} at ${ampm(iv.time)} changed`;
      const entry = {
        action: moved ? 'job_order.interview_reschedule' : 'job_order.interview_update',
        summary,
        before: { interview: iv.encrypted_id, date: iv.date, time: iv.time, duration: iv.duration, mode: iv.mode_interview, round: iv.round, interviewers: before.map((p) => p.public_id) },
        after: { interview: iv.encrypted_id, date: b.date, time, duration: b.duration, mode: next.mode, round: next.round, interviewers: people.map((p) => p.public_id) },
      };
      await auditAs(q, actor, clock.now(), { ...entry, entityType: 'job_order', entityId: iv.job_id });
      await auditAs(q, actor, clock.now(), { ...entry, entityType: 'candidate', entityId: iv.candidate_id });
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(DUPLICATE_INTERVIEW);
    throw e;
  }
}

export async function cancelInterview(db: Db, actor: Actor, clock: Clock, id: string, reason: string): Promise<void> {
  const text = reason.trim();
  if (!text) throw invalid({ reason: ['The reason field is required.'] });
  await db.tx(async (q) => {
    const iv = await repo.findStored(q, id, true);
    if (!iv) throw notFound();
    if (iv.status === 'cancelled') throw conflict(CANCELLED);
    await repo.cancelInterview(q, iv.id, text, userId(actor), clock.now());
    const entry = {
      action: 'job_order.interview_cancel',
      summary: `Interview of ${iv.candidate_name} on ${iv.date} at ${ampm(iv.time)} cancelled: ${text}`,
      before: { interview: iv.encrypted_id, status: iv.status },
      after: { interview: iv.encrypted_id, status: 'cancelled', reason: text },
    };
    await auditAs(q, actor, clock.now(), { ...entry, entityType: 'job_order', entityId: iv.job_id });
    await auditAs(q, actor, clock.now(), { ...entry, entityType: 'candidate', entityId: iv.candidate_id });
  });
}

/** Marks the interview completed or no-show (a cancelled one stays cancelled: 409). */
export async function markInterview(
  db: Db,
  actor: Actor,
  clock: Clock,
  id: string,
  status: 'completed' | 'no-show',
): Promise<void> {
  await db.tx(async (q) => {
    const iv = await repo.findStored(q, id, true);
    if (!iv) throw notFound();
    if (iv.status === 'cancelled') throw conflict(CANCELLED);
    if (iv.status === status) return;
    await repo.setStatus(q, iv.id, status, userId(actor), clock.now());
    const entry = {
      action: status === 'no-show' ? 'job_order.interview_no_show' : 'job_order.interview_completed',
      summary: `Interview of ${iv.candidate_name} on ${iv.date} at ${ampm(iv.time)} marked ${status === 'no-show' ? 'no-show' : 'completed'}`,
      before: { interview: iv.encrypted_id, status: iv.status },
      after: { interview: iv.encrypted_id, status },
    };
    await auditAs(q, actor, clock.now(), { ...entry, entityType: 'job_order', entityId: iv.job_id });
    await auditAs(q, actor, clock.now(), { ...entry, entityType: 'candidate', entityId: iv.candidate_id });
  });
}

export async function deleteInterview(db: Db, actor: Actor, clock: Clock, id: string): Promise<void> {
  await db.tx(async (q) => {
    const row = await repo.deleteInterview(q, id);
    if (!row) throw notFound();
    await auditAs(q, actor, clock.now(), {
      action: 'job_order.interview_delete',
      entityType: 'job_order',
      entityId: row.job_id,
      summary: `Interview of ${row.name} on ${row.date} deleted`,
      before: { interview: id, date: row.date },
    });
  });
}

/**
 * Records (or replaces) the signed-in user's feedback on an interview; the interview becomes completed (unless it
 * was cancelled: 409). With mainstatus_id and mainsubstatus_id the link moves to that status in the same transaction,
 * by the rules of PUT /api/candidates_job_orders (history row, audit event).
 */
export async function recordFeedback(
  db: Db,
  actor: Actor,
  clock: Clock,
  b: FeedbackBody,
): Promise<{ encrypted_id: string; created: boolean }> {
  const wantsMove = b.mainstatus_id !== undefined || b.mainsubstatus_id !== undefined;
  if (wantsMove && (!b.mainstatus_id || !b.mainsubstatus_id))
    throw invalid(
      b.mainstatus_id
        ? { mainsubstatus_id: ['The mainsubstatus id field is required when mainstatus id is present.'] }
        : { mainstatus_id: ['The mainstatus id field is required when mainsubstatus id is present.'] },
    );
  return db.tx(async (q) => {
    const iv = await repo.findStored(q, b.interview_id, true);
    if (!iv) throw invalid({ interview_id: ['The selected interview id is invalid.'] });
    if (iv.status === 'cancelled') throw conflict(CANCELLED);
    const at = clock.now();
    let moved: { main: string; sub: string; names: string } | null = null;
    if (wantsMove) {
      const names = await checkStatusPair(q, b.mainstatus_id as string, b.mainsubstatus_id as string);
      const linkId = iv.link_id ?? (await linkOf(q, iv.candidate_id, iv.job_id));
      if (linkId === null) throw invalid({ interview_id: [NOT_LINKED] });
      await moveLink(q, { actor, clock }, linkId, {
        mainStatusId: b.mainstatus_id as string,
        subStatusId: b.mainsubstatus_id as string,
        offeredCtc: b.offered_ctc,
        expectedJoiningDate: b.expected_joining_date,
      });
      moved = { main: b.mainstatus_id as string, sub: b.mainsubstatus_id as string, names: `${names.main_status} / ${names.sub_status}` };
    }
    const saved = await repo.upsertFeedback(q, {
      interviewId: iv.id,
      authorId: userId(actor),
      rating: b.rating,
      recommendation: b.recommendation,
      strengths: (b.strengths ?? '').trim(),
      concerns: (b.concerns ?? '').trim(),
      movedMain: moved?.main ?? null,
      movedSub: moved?.sub ?? null,
      at,
    });
    if (iv.status !== 'completed') await repo.setStatus(q, iv.id, 'completed', userId(actor), at);
    const entry = {
      action: 'job_order.interview_feedback',
      summary:
        `Feedback on the interview of ${iv.candidate_name} on ${iv.date}: ${b.rating}/5, ${b.recommendation}` +
        (moved ? `; moved to ${moved.names}` : ''),
      after: { interview: iv.encrypted_id, feedback: saved.encrypted_id, rating: b.rating, recommendation: b.recommendation, moved_to: moved?.names ?? null },
    };
    await auditAs(q, actor, clock.now(), { ...entry, entityType: 'job_order', entityId: iv.job_id });
    await auditAs(q, actor, clock.now(), { ...entry, entityType: 'candidate', entityId: iv.candidate_id });
    return saved;
  });
}

export async function listFeedback(db: Queryable, interviewId: string): Promise<FeedbackRow[]> {
  const iv = await repo.findStored(db, interviewId);
  if (!iv) throw notFound();
  return repo.feedbackOf(db, iv.id);
}

/** The interview's invite (text/calendar) and a file name for it. */
export async function interviewIcs(
  db: Queryable,
  timeZone: string,
  prodName: string,
  id: string,
): Promise<{ body: string; filename: string }> {
  const iv = await repo.findStored(db, id);
  if (!iv) throw notFound();
  const people = await repo.interviewersOf(db, iv.id);
  const details = [
    iv.round && `Round: ${iv.round}`,
    `Mode: ${iv.mode_interview}`,
    iv.meeting_link && `Meeting link: ${iv.meeting_link}`,
    iv.notes,
    iv.status === 'cancelled' && iv.cancel_reason && `Cancelled: ${iv.cancel_reason}`,
  ].filter(Boolean);
  const body = buildIcs(
    {
      uid: `${iv.encrypted_id}@recruitment-suite`,
      sequence: iv.sequence,
      cancelled: iv.status === 'cancelled',
      date: iv.date,
      time: iv.time,
      duration: iv.duration,
      summary: `Interview: ${iv.candidate_name} – ${iv.job_title} (${iv.client_name})${iv.round ? ` – ${iv.round}` : ''}`,
      description: details.join('\n'),
      location: iv.location || iv.meeting_link,
      url: iv.meeting_link,
      organizer: iv.organizer_email ? { name: iv.organizer_name, email: iv.organizer_email } : null,
      attendees: people.filter((p) => p.email).map((p) => ({ name: p.name, email: p.email })),
      modified: iv.updated_at ?? iv.created_at,
    },
    timeZone,
    `-//${prodName.replace(/[\r\n/]/g, ' ')}//Recruitment suite//EN`,
  );
  return { body, filename: `interview-${iv.date}-${iv.encrypted_id.slice(0, 8)}.ics` };
}

export async function searchInterviewers(db: Queryable, text: string) {
  return repo.searchStaff(db, containsPattern(text.trim()));
}

/** More interviews than a 62-day range can reasonably show; the answer says when it was cut. */
const MAX_CALENDAR_ROWS = 2000;

function validDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * The interview calendar: interviews from `from` to `to` (inclusive, at most MAX_CALENDAR_DAYS days) on the job
 * orders of the reader's scope; `mine`: only those the reader scheduled or on job orders they are assigned to.
 */
export async function interviewCalendar(
  db: Db,
  actor: Actor,
  scope: JobScope,
  range: { from: string; to: string; mine: boolean },
): Promise<{ data: CalendarInterview[]; truncated: boolean }> {
  const { from, to } = range;
  const errors: Record<string, string[]> = {};
  if (!validDate(from)) errors.from = ['The from is not a valid date.'];
  if (!validDate(to)) errors.to = ['The to is not a valid date.'];
  if (!errors.from && !errors.to) {
    const days = daysBetween(from, to) + 1;
    if (days < 1) errors.to = ['The to must be a date after or equal to from.'];
    else if (days > MAX_CALENDAR_DAYS) errors.to = [`The range must not be longer than ${MAX_CALENDAR_DAYS} days.`];
  }
  if (Object.keys(errors).length) throw invalid(errors);
  const rows = await repo.calendarInterviews(db, {
    from,
    to,
    userId: signedInUser(actor),
    scope,
    mine: range.mine,
    limit: MAX_CALENDAR_ROWS + 1,
  });
  return { data: rows.slice(0, MAX_CALENDAR_ROWS), truncated: rows.length > MAX_CALENDAR_ROWS };
}
