// Candidate–job links: creating a link, moving it between statuses (each move appended to the history), changing
// its recruiter, removing it, and finding candidates to add to a job. Job orders, candidates, interviews and bulk
// actions call these. Functions named for a route take (db, actor, clock) and run in their own transaction;
// createLink and moveLink run on the caller's Queryable, so they join the caller's transaction: link, history row
// and audit event commit or roll back with the rest.
import type { FastifyRequest } from 'fastify';
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import { conflict, HttpError, invalid, notFound } from '../../http/errors.js';
import { actorOf, type Actor, type Clock } from '../../lib/actor.js';
import { likeContains } from '../../lib/like-pattern.js';
import { isJobUser, jobKey } from '../jobs/service.js';
import * as repo from './repository.js';
import {
  DUPLICATE_LINK,
  INITIAL_MAIN_STATUS,
  INITIAL_SUB_STATUS,
  OFFERED_CTC_POSITIVE,
  RECRUITER_NOT_ASSIGNED,
  RECRUITER_REQUIRED,
  SUB_NOT_OF_MAIN,
  type LinkCreate,
  type LinkInput,
  type LinkQuery,
  type LinkStatusSet,
  type LinkUpdate,
  type MoveInput,
} from './schema.js';

export {
  DUPLICATE_LINK,
  INITIAL_MAIN_STATUS,
  INITIAL_SUB_STATUS,
  NOT_LINKED,
  OFFERED_CTC_POSITIVE,
  SUB_NOT_OF_MAIN,
  type LinkInput,
  type MoveInput,
} from './schema.js';

/** Who acts: the request's user, or an actor and clock outside a request (a seeder, a background run). */
export type By = FastifyRequest | { actor: Actor; clock: Clock };

function who(by: By): { actor: Actor; at: Date } {
  return 'actor' in by ? { actor: by.actor, at: by.clock.now() } : { actor: actorOf(by), at: by.server.clock.now() };
}

/** An offer is a number of rupees above 0 (null clears it, undefined keeps it). */
function checkOffer(ctc: number | null | undefined): void {
  if (ctc !== undefined && ctc !== null && !(ctc > 0)) throw invalid({ offered_ctc: [OFFERED_CTC_POSITIVE] });
}

/**
 * 422 unless `main` is a main status and `sub` one of its sub statuses. Field names are those of the API bodies
 * (mainstatus_id, mainsubstatus_id).
 */
export async function checkStatusPair(
  q: Queryable,
  main: string,
  sub: string,
): Promise<{ main_status: string; sub_status: string }> {
  const row = await repo.statusNames(q, main, sub);
  if (!row) throw invalid({ mainstatus_id: ['The selected main status is invalid.'] });
  if (row.sub_main !== main || row.sub_name === null) throw invalid({ mainsubstatus_id: [SUB_NOT_OF_MAIN] });
  return { main_status: row.main_name, sub_status: row.sub_name };
}

/** Resolves a candidate and a job public id together; 422 per field when unknown. */
export async function candidateAndJob(q: Queryable, candidateId: string, jobId: string) {
  const r = await repo.pairKeys(q, candidateId, jobId);
  const errors: Record<string, string[]> = {};
  if (r.candidate === null) errors.candidate_id = ['The selected candidate id is invalid.'];
  if (r.job === null) errors.job_id = ['The selected job id is invalid.'];
  if (Object.keys(errors).length) throw new HttpError(422, 'The given data was invalid.', errors);
  return {
    candidateId: Number(r.candidate),
    candidateName: r.candidate_name ?? '',
    jobId: Number(r.job),
    jobTitle: r.job_title ?? '',
  };
}

/** The link of a candidate and a job (serial keys), or null when they are not linked. */
export async function linkOf(q: Queryable, candidateId: number, jobId: number): Promise<number | null> {
  return (await repo.linkOfPair(q, candidateId, jobId))?.id ?? null;
}

/**
 * Links a candidate to a job order (serial keys). Initial status P/103 unless given. 409 'Candidate already added
 * for this job' when the pair is already linked; 422 when the recruiter is not one of the job's users or the status
 * pair is wrong. Takes the candidate out of the free pool. Appends the first history row (from null) and an audit
 * event, on q (the caller's transaction).
 */
export async function createLink(q: Queryable, by: By, input: LinkInput): Promise<{ id: number; encrypted_id: string }> {
  const main = input.mainStatusId ?? INITIAL_MAIN_STATUS;
  const sub = input.subStatusId ?? (input.mainStatusId === undefined ? INITIAL_SUB_STATUS : '');
  const names = await checkStatusPair(q, main, sub);
  checkOffer(input.offeredCtc);
  if (input.recruiterId !== null && !(await isJobUser(q, input.jobId, input.recruiterId)))
    throw invalid({ recruiter_id: [RECRUITER_NOT_ASSIGNED] });
  const { actor, at } = who(by);
  const link = await repo.insertLink(q, { ...input, mainStatusId: main, subStatusId: sub }, actor.userId, at);
  if (!link) throw conflict(DUPLICATE_LINK);
  await repo.leaveFreePool(q, input.candidateId, at);
  const first = { from: null, to: [main, sub] as [string, string], actor, at };
  await repo.insertHistory(q, { linkId: link.id, candidateId: input.candidateId, jobId: input.jobId, ...first });
  const ids = await repo.publicIds(q, input.candidateId, input.jobId);
  await auditAs(q, actor, at, {
    action: 'candidate_job.create',
    entityType: 'candidate_job',
    entityId: link.id,
    summary: `${ids.candidate_name} linked to job ${ids.job_title} (${names.main_status} / ${names.sub_status})`,
    after: {
      candidate_id: ids.candidate_id,
      job_id: ids.job_id,
      main_status_id: main,
      sub_status_id: sub,
      expected_joining_date: input.expectedJoiningDate ?? null,
      offered_ctc_set: input.offeredCtc !== undefined && input.offeredCtc !== null,
    },
  });
  return link;
}

/**
 * Moves a link (serial key) to a main/sub status. 422 { mainsubstatus_id } unless the sub status belongs to the
 * main; 404 for an unknown link. Updates the link, appends a history row (from → to, who, when = clock) when the
 * status changes, and an audit event, on q (the caller's transaction).
 */
export async function moveLink(q: Queryable, by: By, linkId: number, to: MoveInput): Promise<void> {
  const names = await checkStatusPair(q, to.mainStatusId, to.subStatusId);
  checkOffer(to.offeredCtc);
  const link = await repo.lockLink(q, linkId);
  if (!link) throw notFound();
  const { actor, at } = who(by);
  const changed = link.main_status_id !== to.mainStatusId || link.sub_status_id !== to.subStatusId;
  await repo.updateStatus(
    q,
    linkId,
    { main: to.mainStatusId, sub: to.subStatusId, offeredCtc: to.offeredCtc, expectedJoiningDate: to.expectedJoiningDate },
    changed,
    actor.userId,
    at,
  );
  if (changed) {
    const from: [string, string] = [link.main_status_id, link.sub_status_id];
    const move = { from, to: [to.mainStatusId, to.subStatusId] as [string, string], actor, at };
    await repo.insertHistory(q, { linkId, candidateId: link.candidate_id, jobId: link.job_id, ...move });
  }
  const ids = await repo.publicIds(q, link.candidate_id, link.job_id);
  await auditAs(q, actor, at, {
    action: 'candidate_job.move',
    entityType: 'candidate_job',
    entityId: linkId,
    summary: `${ids.candidate_name} on job ${ids.job_title} moved to ${names.main_status} / ${names.sub_status}`,
    before: {
      job_id: ids.job_id,
      candidate_id: ids.candidate_id,
      main_status_id: link.main_status_id,
      sub_status_id: link.sub_status_id,
      expected_joining_date: link.expected_joining_date,
    },
    after: {
      job_id: ids.job_id,
      candidate_id: ids.candidate_id,
      main_status_id: to.mainStatusId,
      sub_status_id: to.subStatusId,
      expected_joining_date: to.expectedJoiningDate === undefined ? link.expected_joining_date : to.expectedJoiningDate,
    },
  });
}

/** Removes a link (serial key) with its history and interviews (cascade), with an audit event. 404 when unknown. */
async function deleteLink(q: Queryable, actor: Actor, at: Date, linkId: number): Promise<void> {
  const link = await repo.lockLink(q, linkId);
  if (!link) throw notFound();
  const ids = await repo.publicIds(q, link.candidate_id, link.job_id);
  await repo.deleteLink(q, linkId);
  await auditAs(q, actor, at, {
    action: 'candidate_job.delete',
    entityType: 'candidate_job',
    entityId: linkId,
    summary: `${ids.candidate_name} removed from job ${ids.job_title}`,
    before: {
      job_id: ids.job_id,
      candidate_id: ids.candidate_id,
      main_status_id: link.main_status_id,
      sub_status_id: link.sub_status_id,
    },
  });
}

/** The serial key of a user's public id sent in `field`; null when none was sent, 422 when unknown. */
async function userOf(q: Queryable, encryptedId: string | null | undefined, field: string): Promise<number | null> {
  if (!encryptedId) return null;
  const id = await repo.userKey(q, encryptedId);
  if (id === null) throw invalid({ [field]: [`The selected ${field.replace(/_/g, ' ')} is invalid.`] });
  return id;
}

async function linkKey(q: Queryable, encryptedId: string): Promise<{ id: number; job_id: number }> {
  const link = await repo.findLink(q, encryptedId);
  if (!link) throw notFound();
  return link;
}

// ---------------------------------------------------------------------------------------------------------------
// What the routes do

/** A candidate's links (candidate_id) or a job's (job_id), each with its current status. */
export function listLinks(db: Db, query: LinkQuery) {
  if (!query.candidate_id && !query.job_id) throw invalid({ candidate_id: ['The candidate id field is required.'] });
  return repo.listLinks(db, query);
}

/** Links a candidate to a job order with a recruiter assigned to the job (recruiter_id or user_id). */
export async function addLink(db: Db, actor: Actor, clock: Clock, b: LinkCreate) {
  return db.tx(async (q) => {
    const ids = await candidateAndJob(q, b.candidate_id, b.job_id);
    const recruiter = b.recruiter_id ?? b.user_id ?? null;
    if (!recruiter) throw invalid({ recruiter_id: [RECRUITER_REQUIRED] });
    const recruiterId = await userOf(q, recruiter, 'recruiter_id');
    if (b.mainstatus_id && !b.mainsubstatus_id)
      throw invalid({ mainsubstatus_id: ['The mainsubstatus id field is required.'] });
    return createLink(q, { actor, clock }, {
      candidateId: ids.candidateId,
      jobId: ids.jobId,
      recruiterId,
      mainStatusId: b.mainstatus_id,
      subStatusId: b.mainsubstatus_id,
      offeredCtc: b.offered_ctc,
      expectedJoiningDate: b.expected_joining_date,
    });
  });
}

/** Moves a link to a status; its recruiter (one of the job's users), offer and joining date kept when not sent. */
export async function changeLink(db: Db, actor: Actor, clock: Clock, b: LinkUpdate): Promise<void> {
  await db.tx(async (q) => {
    const link = await linkKey(q, b.encrypted_id);
    if (b.recruiter_id !== undefined) {
      const recruiterId = await userOf(q, b.recruiter_id, 'recruiter_id');
      if (recruiterId !== null && !(await isJobUser(q, link.job_id, recruiterId)))
        throw invalid({ recruiter_id: [RECRUITER_NOT_ASSIGNED] });
      await repo.setRecruiter(q, link.id, recruiterId);
    }
    await moveLink(q, { actor, clock }, link.id, {
      mainStatusId: b.mainstatus_id,
      subStatusId: b.mainsubstatus_id,
      offeredCtc: b.offered_ctc,
      expectedJoiningDate: b.expected_joining_date,
    });
  });
}

/** Sets the status of the candidate's link to the job: moves the link when it exists, creates it otherwise. */
export async function setLinkStatus(
  db: Db,
  actor: Actor,
  clock: Clock,
  b: LinkStatusSet,
): Promise<{ created: boolean; encrypted_id: string }> {
  return db.tx(async (q) => {
    const ids = await candidateAndJob(q, b.candidate_id, b.job_id);
    const move = {
      mainStatusId: b.mainstatus_id,
      subStatusId: b.mainsubstatus_id,
      offeredCtc: b.offered_ctc,
      expectedJoiningDate: b.expected_joining_date,
    };
    const existing = await repo.linkOfPair(q, ids.candidateId, ids.jobId);
    if (existing) {
      await moveLink(q, { actor, clock }, existing.id, move);
      return { created: false, encrypted_id: existing.encrypted_id };
    }
    if (!b.recruiter_id) throw invalid({ recruiter_id: [RECRUITER_REQUIRED] });
    const recruiterId = await userOf(q, b.recruiter_id, 'recruiter_id');
    const link = await createLink(q, { actor, clock }, { candidateId: ids.candidateId, jobId: ids.jobId, recruiterId, ...move });
    return { created: true, encrypted_id: link.encrypted_id };
  });
}

/** Removes the link (public id) with its status history and its interviews. */
export async function removeLink(db: Db, actor: Actor, clock: Clock, encryptedId: string): Promise<void> {
  await db.tx(async (q) => {
    const link = await linkKey(q, encryptedId);
    await deleteLink(q, actor, clock.now(), link.id);
  });
}

/**
 * Candidates to add to the job order (public id) found by `text`; a role without Candidates view (`byContact`
 * false) finds them by name or skill only, never by a contact detail.
 */
export async function candidatesToLink(db: Db, jobId: string, text: string, byContact: boolean) {
  const job = await jobKey(db, jobId);
  const q = text.trim();
  const like = `${likeContains(q.toLowerCase())}%`;
  const digits = q.replace(/\D/g, '');
  const mobile = byContact && /^[\d\s+()-]+$/.test(q) && digits.length >= 3 ? `${digits.slice(-10)}%` : null;
  return repo.candidatesToLink(db, job.id, like, mobile, byContact);
}
