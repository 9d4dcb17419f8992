// The candidate–job pipeline: creating a link and moving it between statuses. Shared by the Job Orders routes
// (links.ts, jobs*.ts) and the Candidates module. Both functions run on the caller's Queryable, so they join the
// caller's transaction: call them inside app.db.tx(...) and everything (link, history row, audit event) commits or
// rolls back together.
import type { FastifyRequest } from 'fastify';
import { audit, auditAs } from '../audit.js';
import type { Queryable } from '../db/index.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { actorOf, type Actor, type Clock } from '../lib/actor.js';

/** Every new link starts here (spec 001 §4, DESIGN §4). */
export const INITIAL_MAIN_STATUS = 'P';
export const INITIAL_SUB_STATUS = '103';

export const DUPLICATE_LINK = 'Candidate already added for this job';
export const SUB_NOT_OF_MAIN = 'The selected sub status does not belong to the main status.';

export type LinkInput = {
  candidateId: number;
  jobId: number;
  /** A user assigned to the job order (job_users, any type), or null. */
  recruiterId: number | null;
  mainStatusId?: string;
  subStatusId?: string;
  offeredCtc?: number | null;
  /** YYYY-MM-DD */
  expectedJoiningDate?: string | null;
};

export type MoveInput = {
  mainStatusId: string;
  subStatusId: string;
  /** undefined keeps the stored value, null clears it. */
  offeredCtc?: number | null;
  expectedJoiningDate?: string | null;
};

export const OFFERED_CTC_POSITIVE = 'The offered ctc must be greater than 0.';

/** An offer is a number of rupees above 0 (null clears it, undefined keeps it). */
function checkOffer(ctc: number | null | undefined): void {
  if (ctc !== undefined && ctc !== null && !(ctc > 0))
    throw invalid({ offered_ctc: [OFFERED_CTC_POSITIVE] });
}

/** Who acts: the request's user, or an actor and clock outside a request (a bulk action's background run). */
export type By = FastifyRequest | { actor: Actor; clock: Clock };

function who(by: By): { actor: Actor; at: Date } {
  return 'actor' in by ? { actor: by.actor, at: by.clock.now() } : { actor: actorOf(by), at: by.server.clock.now() };
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
  const { rows } = await q.query<{
    main_name: string;
    sub_name: string | null;
    sub_main: string | null;
  }>(
    `select m.name as main_name, s.name as sub_name, s.main_status_id as sub_main
       from job_main_status m left join job_sub_status s on s.fixed_id = $2
      where m.fixed_id = $1`,
    [main, sub],
  );
  const row = rows[0];
  if (!row) throw invalid({ mainstatus_id: ['The selected main status is invalid.'] });
  if (row.sub_main !== main || row.sub_name === null)
    throw invalid({ mainsubstatus_id: [SUB_NOT_OF_MAIN] });
  return { main_status: row.main_name, sub_status: row.sub_name };
}

/**
 * Links a candidate to a job order (serial keys). Initial status P/103 unless given. 409 'Candidate already added
 * for this job' when the pair is already linked; 422 when the recruiter is not one of the job's users or the status
 * pair is wrong. Takes the candidate out of the free pool. Appends the first history row (from null) and an audit
 * event, on q (the caller's transaction).
 */
export async function createLink(
  q: Queryable,
  by: By,
  input: LinkInput,
): Promise<{ id: number; encrypted_id: string }> {
  const main = input.mainStatusId ?? INITIAL_MAIN_STATUS;
  const sub = input.subStatusId ?? (input.mainStatusId === undefined ? INITIAL_SUB_STATUS : '');
  const names = await checkStatusPair(q, main, sub);
  checkOffer(input.offeredCtc);
  if (input.recruiterId !== null) {
    const { rows } = await q.query(
      'select 1 from job_users where job_id = $1 and user_id = $2 limit 1',
      [input.jobId, input.recruiterId],
    );
    if (!rows.length)
      throw invalid({ recruiter_id: ['The selected recruiter is not assigned to this job.'] });
  }
  const { actor, at } = who(by);
  const userId = actor.userId;
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into candidate_jobs (candidate_id, job_id, recruiter_id, main_status_id, sub_status_id, offered_ctc, expected_joining_date,
                                 status_changed_at, status_changed_by, created_by, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $8, $8)
     on conflict (candidate_id, job_id) do nothing
     returning id, encrypted_id::text as encrypted_id`,
    [
      input.candidateId,
      input.jobId,
      input.recruiterId,
      main,
      sub,
      input.offeredCtc ?? null,
      input.expectedJoiningDate ?? null,
      at,
      userId,
    ],
  );
  if (!rows[0]) throw conflict(DUPLICATE_LINK);
  const link = { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
  // A free-pool candidate is one tied to no job order (spec 001 §1): a link takes them out of the pool.
  await q.query(
    'update candidates set free_pool = false, updated_at = $2 where id = $1 and free_pool',
    [input.candidateId, at],
  );
  await q.query(
    `insert into candidate_job_status_history (link_id, candidate_id, job_id, from_main_status_id, from_sub_status_id,
                                               to_main_status_id, to_sub_status_id, changed_by, changed_at, impersonator_id)
     values ($1, $2, $3, null, null, $4, $5, $6, $7, $8)`,
    [link.id, input.candidateId, input.jobId, main, sub, userId, at, actor.impersonatorId],
  );
  const ids = await publicIds(q, input.candidateId, input.jobId);
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
export async function moveLink(
  q: Queryable,
  by: By,
  linkId: number,
  to: MoveInput,
): Promise<void> {
  const names = await checkStatusPair(q, to.mainStatusId, to.subStatusId);
  checkOffer(to.offeredCtc);
  const { rows } = await q.query<{
    candidate_id: number;
    job_id: number;
    main_status_id: string;
    sub_status_id: string;
    expected_joining_date: string | null;
    offered_ctc: number | null;
  }>(
    `select candidate_id, job_id, main_status_id, sub_status_id, to_char(expected_joining_date, 'YYYY-MM-DD') as expected_joining_date, offered_ctc
       from candidate_jobs where id = $1 for update`,
    [linkId],
  );
  const link = rows[0];
  if (!link) throw notFound();
  const { actor, at } = who(by);
  const userId = actor.userId;
  const changed = link.main_status_id !== to.mainStatusId || link.sub_status_id !== to.subStatusId;
  await q.query(
    `update candidate_jobs
        set main_status_id = $2, sub_status_id = $3,
            offered_ctc = case when $4::boolean then $5::numeric else offered_ctc end,
            expected_joining_date = case when $6::boolean then $7::date else expected_joining_date end,
            status_changed_at = case when $8::boolean then $9 else status_changed_at end,
            status_changed_by = case when $8::boolean then $10 else status_changed_by end,
            updated_at = $9
      where id = $1`,
    [
      linkId,
      to.mainStatusId,
      to.subStatusId,
      to.offeredCtc !== undefined,
      to.offeredCtc ?? null,
      to.expectedJoiningDate !== undefined,
      to.expectedJoiningDate ?? null,
      changed,
      at,
      userId,
    ],
  );
  if (changed) {
    await q.query(
      `insert into candidate_job_status_history (link_id, candidate_id, job_id, from_main_status_id, from_sub_status_id,
                                                 to_main_status_id, to_sub_status_id, changed_by, changed_at, impersonator_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        linkId,
        link.candidate_id,
        link.job_id,
        link.main_status_id,
        link.sub_status_id,
        to.mainStatusId,
        to.subStatusId,
        userId,
        at,
        actor.impersonatorId,
      ],
    );
  }
  const ids = await publicIds(q, link.candidate_id, link.job_id);
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
      expected_joining_date:
        to.expectedJoiningDate === undefined ? link.expected_joining_date : to.expectedJoiningDate,
    },
  });
}

/** Removes a link (serial key) with its history and interviews (cascade), with an audit event. 404 when unknown. */
export async function deleteLink(
  q: Queryable,
  request: FastifyRequest,
  linkId: number,
): Promise<void> {
  const { rows } = await q.query<{
    candidate_id: number;
    job_id: number;
    main_status_id: string;
    sub_status_id: string;
  }>(
    'select candidate_id, job_id, main_status_id, sub_status_id from candidate_jobs where id = $1 for update',
    [linkId],
  );
  const link = rows[0];
  if (!link) throw notFound();
  const ids = await publicIds(q, link.candidate_id, link.job_id);
  await q.query('delete from candidate_jobs where id = $1', [linkId]);
  await audit(q, request, {
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

/** CTC figures are never written to the audit summaries; the ids kept are public ones. */
async function publicIds(q: Queryable, candidateId: number, jobId: number) {
  const { rows } = await q.query<{
    candidate_id: string;
    candidate_name: string;
    job_id: string;
    job_title: string;
  }>(
    `select c.encrypted_id::text as candidate_id, c.name as candidate_name, j.encrypted_id::text as job_id, j.job_title
       from candidates c, job_orders j where c.id = $1 and j.id = $2`,
    [candidateId, jobId],
  );
  return rows[0] ?? { candidate_id: '', candidate_name: '', job_id: '', job_title: '' };
}
