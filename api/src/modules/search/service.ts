// The candidate search's rules: the filters checked together (ranges in order), `q` parsed (a malformed boolean
// expression is a 422 naming the problem), then the list read. Functions take (db, actor, clock) and plain values,
// so routes, background jobs and tests call the same code.
import type { FastifyBaseLogger } from 'fastify';
import { auditAs } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import { conflict, HttpError, invalid, notFound } from '../../http/errors.js';
import { COUNT_CAP } from '../../http/lists.js';
import { NOT_LINKED } from '../links/schema.js';
import { signedInUser, type Actor as Acting, type Clock } from '../../lib/actor.js';
import { findJobKey, isJobUser } from '../jobs/repository.js';
import { linkOfPair, userKey } from '../links/repository.js';
import { checkStatusPair, createLink, moveLink } from '../links/service.js';
import { skillNamed } from '../skills/repository.js';
import { enqueueJob, type JobKind, type RunContext } from '../background-jobs/service.js';
import { parseQuery, SearchSyntaxError, usesOperators, type Node } from './boolean.js';
import * as repo from './repository.js';
import { listCandidates, type ListRequest } from './repository.js';
import { BULK_MAX, RANGES, type BulkBody, type CandidateFilters } from './schema.js';

/** Who acts: the signed-in user's key. */
export type Actor = { id: number };

/** The parsed boolean `q`, null for a plain one; 422 `errors.q` when malformed, other fields' range errors with it. */
export function checkSearch(filters: CandidateFilters): Node | null {
  const errors: Record<string, string[]> = {};
  for (const [low, high, message] of RANGES) {
    const a = filters[low];
    const b = filters[high];
    if (a !== undefined && b !== undefined && a > b) errors[high] = [message];
  }
  let tree: Node | null = null;
  const q = (filters.q ?? '').trim();
  if (q && usesOperators(q)) {
    try {
      tree = parseQuery(q);
    } catch (e) {
      if (!(e instanceof SearchSyntaxError)) throw e;
      errors.q = [e.message];
    }
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return tree;
}

export type ListOptions = Omit<ListRequest, 'tree' | 'filters'> & { query: CandidateFilters };

/** One page of the candidate list with its filters and search. */
export async function candidatePage(db: Queryable, opts: ListOptions) {
  const tree = checkSearch(opts.query);
  const { query, ...rest } = opts;
  return listCandidates(db, { ...rest, filters: query, tree }, (query.q ?? '').trim());
}

// Saved searches

/** The searches the user sees, each with the number of candidates matching it added since the user last ran it. */
export async function listSavedSearches(db: Queryable, actor: Actor, timeZone: string) {
  const rows = await repo.savedSearchesOf(db, actor.id);
  return Promise.all(
    rows.map(async (s) => {
      const filters = s.filters as CandidateFilters;
      let newCount = 0;
      try {
        const since = s.last_run_at ?? s.created_at;
        newCount = (await repo.matchingIds(db, filters, checkSearch(filters), timeZone, COUNT_CAP, since)).length;
      } catch (e) {
        // a search saved under an older rule that no longer parses counts nothing (it still opens, with its message)
        if (!(e instanceof HttpError)) throw e;
      }
      return {
        encrypted_id: s.encrypted_id,
        name: s.name,
        shared: s.shared,
        mine: Number(s.user_id) === actor.id,
        owner_name: s.owner_name,
        filters: s.filters,
        last_run_at: s.last_run_at ? new Date(s.last_run_at).toISOString() : null,
        new_count: newCount,
        created_at: new Date(s.created_at).toISOString(),
      };
    }),
  );
}

/** Only what the list accepts, without empty values: what a saved search keeps. */
export function cleanFilters(f: CandidateFilters): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === '' || (Array.isArray(v) && !v.length)) continue;
    out[k] = typeof v === 'string' ? v.trim() : v;
  }
  return out;
}

export async function createSavedSearch(
  db: Queryable,
  actor: Actor,
  clock: Clock,
  body: { name: string; shared?: boolean; filters: CandidateFilters },
) {
  checkSearch(body.filters);
  const name = body.name.trim();
  if (!name) throw invalid({ name: ['The name field is required.'] });
  const at = clock.now();
  const row = await repo.insertSavedSearch(db, {
    userId: actor.id,
    name,
    shared: body.shared ?? false,
    filters: cleanFilters(body.filters),
    at,
  });
  await repo.recordRun(db, row.id, actor.id, at);
  return row;
}

/** The user's own search (404 for another's, even a shared one: only its owner changes it). */
async function ownSearch(db: Queryable, actor: Actor, encryptedId: string) {
  const s = await repo.savedSearchFor(db, actor.id, encryptedId);
  if (!s || Number(s.user_id) !== actor.id) throw notFound();
  return s;
}

export async function updateSavedSearch(
  db: Queryable,
  actor: Actor,
  clock: Clock,
  encryptedId: string,
  patch: { name?: string; shared?: boolean },
) {
  const s = await ownSearch(db, actor, encryptedId);
  if (patch.name !== undefined && !patch.name.trim()) throw invalid({ name: ['The name field is required.'] });
  await repo.updateSavedSearch(db, s.id, { ...patch, name: patch.name?.trim() }, clock.now());
}

export async function deleteSavedSearch(db: Queryable, actor: Actor, encryptedId: string) {
  const s = await ownSearch(db, actor, encryptedId);
  await repo.deleteSavedSearch(db, s.id);
}

/** Running a search: its filters, and "new since" starts again from now for this user. */
export async function runSavedSearch(db: Queryable, actor: Actor, clock: Clock, encryptedId: string) {
  const s = await repo.savedSearchFor(db, actor.id, encryptedId);
  if (!s) throw notFound();
  await repo.recordRun(db, s.id, actor.id, clock.now());
  return s.filters;
}

// Bulk actions

/** The candidates of a selection: the rows chosen, or every one matching the filters ("all N matching"). */
export async function selectionKeys(
  db: Queryable,
  selection: { ids?: string[]; filters?: CandidateFilters },
  timeZone: string,
): Promise<{ ids: number[]; missing: string[] }> {
  if (selection.ids?.length) {
    const unique = [...new Set(selection.ids)];
    const keys = await repo.candidateKeys(db, unique);
    return {
      ids: unique.filter((e) => keys.has(e)).map((e) => keys.get(e) as number),
      missing: unique.filter((e) => !keys.has(e)),
    };
  }
  if (selection.filters) {
    const tree = checkSearch(selection.filters);
    return { ids: await repo.matchingIds(db, selection.filters, tree, timeZone, BULK_MAX), missing: [] };
  }
  throw invalid({ selection: ['The selection must name candidates (ids) or a search (filters).'] });
}

/** The first message of an error a row's action raised, for the result list. */
function reasonOf(e: unknown): string {
  if (e instanceof HttpError) {
    const first = e.errors ? Object.values(e.errors)[0]?.[0] : undefined;
    return first ?? e.message;
  }
  return 'Server Error';
}

/** Checks a bulk action's parameters once, before any row: a wrong job or status is one 422, not N failures. */
export async function prepareBulk(db: Queryable, body: BulkBody) {
  const need = (field: keyof BulkBody, label: string) => {
    if (!body[field]) throw invalid({ [field]: [`The ${label} field is required.`] });
  };
  if (body.action === 'add_to_job' || body.action === 'change_status') {
    need('job_id', 'job id');
    const job = await findJobKey(db, body.job_id as string);
    if (!job) throw invalid({ job_id: ['The selected job id is invalid.'] });
    const jobId = job.id;
    if (body.action === 'add_to_job') {
      need('recruiter_id', 'recruiter id');
      const recruiterId = await userKey(db, body.recruiter_id as string);
      if (recruiterId === null || !(await isJobUser(db, jobId, recruiterId))) {
        throw invalid({ recruiter_id: ['The selected recruiter is not assigned to this job.'] });
      }
      return { kind: 'link' as const, jobId, recruiterId };
    }
    need('mainstatus_id', 'mainstatus id');
    need('mainsubstatus_id', 'mainsubstatus id');
    await checkStatusPair(db, body.mainstatus_id as string, body.mainsubstatus_id as string);
    return { kind: 'move' as const, jobId, main: body.mainstatus_id as string, sub: body.mainsubstatus_id as string };
  }
  need('skill', 'skill');
  const skill = await skillNamed(db, (body.skill as string).trim());
  if (!skill) throw invalid({ skill: ['The selected skill is invalid.'] });
  return { kind: 'skill' as const, skillId: skill.id, skillName: skill.name };
}

type Prepared = Awaited<ReturnType<typeof prepareBulk>>;

/** One candidate's part of a bulk action, in the row's transaction. */
async function bulkOne(q: Queryable, by: { actor: Acting; clock: Clock }, p: Prepared, candidateId: number) {
  if (p.kind === 'link') {
    await createLink(q, by, { candidateId, jobId: p.jobId, recruiterId: p.recruiterId });
  } else if (p.kind === 'move') {
    const link = await linkOfPair(q, candidateId, p.jobId);
    if (!link) throw conflict(NOT_LINKED);
    await moveLink(q, by, link.id, { mainStatusId: p.main, subStatusId: p.sub });
  } else {
    await addSkillToMany(q, by, p, [candidateId]);
  }
}

/** The skill tag added to candidates that lack it, each change audited (a chunk's rows in three statements and the audits). */
async function addSkillToMany(
  q: Queryable,
  by: { actor: Acting; clock: Clock },
  p: Extract<Prepared, { kind: 'skill' }>,
  candidateIds: number[],
) {
  const at = by.clock.now();
  for (const candidateId of await repo.addSkillTo(q, p.skillId, candidateIds, at)) {
    await auditAs(q, by.actor, at, {
      action: 'candidate.update',
      entityType: 'candidate',
      entityId: candidateId,
      summary: `Skill ${p.skillName} added (bulk action)`,
    });
  }
}

/** The background job kind of bulk actions (background_jobs, migration 013). */
export const BULK_JOB = 'candidates.bulk';
/** Rows per run of a bulk job: between runs, other background work goes first and a stopping process hands over. */
export const BULK_STEP_ROWS = 200;
/** Rows per transaction when none of them is refused (a refused one undoes its chunk, whose rows then go one by one). */
export const BULK_CHUNK_ROWS = 20;

type BulkPayload = { bulk_job_id: number; actor: Acting };

/**
 * Starts a bulk action: checks it, resolves the selection, and writes the bulk job (its rows, in order) and the
 * background job that runs it in one transaction; call `app.work.wake()` after. Rows naming no candidate are listed
 * as failed at once.
 */
export async function startBulk(db: Db, actor: Acting, clock: Clock, body: BulkBody, timeZone: string) {
  if (body.action === 'export') throw invalid({ action: ['The selected action is invalid.'] });
  const userId = signedInUser(actor);
  const prepared = await prepareBulk(db, body);
  const { ids, missing } = await selectionKeys(db, body.selection, timeZone);
  return db.tx(async (q) => {
    const job = await repo.insertBulkJob(q, {
      userId,
      action: body.action,
      params: { prepared },
      candidateIds: ids,
      total: ids.length + missing.length,
      done: missing.length,
      at: clock.now(),
    });
    await repo.addMissingFailures(q, job.id, missing.length, 'Not found.');
    await enqueueJob(q, clock, BULK_JOB, { bulk_job_id: job.id, actor } satisfies BulkPayload);
    return job;
  });
}

/**
 * One row of a bulk job: its change and the step of the job's position commit together; a row that fails is undone
 * and listed with its reason, and the position steps on. 'lost' when another run did the row.
 */
async function bulkRow(
  { db, log }: { db: Db; log: FastifyBaseLogger },
  by: { actor: Acting; clock: Clock },
  jobId: number,
  prepared: Prepared,
  row: repo.BulkRow,
): Promise<'ok' | 'failed' | 'lost'> {
  const candidateId = row.candidate_id;
  let reason = 'Not found.';
  if (candidateId !== null && row.present) {
    try {
      const ran = await db.tx(async (q) => {
        if (!(await repo.lockBulkRow(q, jobId, row.position))) return false;
        await bulkOne(q, by, prepared, candidateId);
        await repo.advanceBulk(q, jobId, 1, 1);
        return true;
      });
      return ran ? 'ok' : 'lost';
    } catch (e) {
      reason = reasonOf(e);
      // a rule's refusal is the row's result; anything else is logged (its kind only, never content)
      if (!(e instanceof HttpError))
        log.warn({ event: 'bulk-row-failed', bulk_job: jobId, err: { type: (e as Error)?.name, code: (e as { code?: string })?.code } }, 'bulk action row failed');
    }
  }
  const listed = await db.tx(async (q) => {
    if (!(await repo.lockBulkRow(q, jobId, row.position))) return false;
    await repo.addBulkFailure(q, jobId, candidateId, reason);
    await repo.advanceBulk(q, jobId, 1, 0);
    return true;
  });
  return listed ? 'failed' : 'lost';
}

/**
 * A bulk job's next rows in one transaction (fewer round trips and commits); null when one of them was refused (the
 * transaction is undone, and the rows are then done one by one), false when another run did them.
 */
async function bulkChunk(
  db: Db,
  by: { actor: Acting; clock: Clock },
  jobId: number,
  prepared: Prepared,
  next: repo.BulkNext,
): Promise<boolean | null> {
  if (next.rows.length < 2 || next.rows.some((r) => !r.present)) return null;
  try {
    return await db.tx(async (q) => {
      if (!(await repo.lockBulkRow(q, jobId, next.position))) return false;
      const ids = next.rows.map((r) => r.candidate_id as number);
      if (prepared.kind === 'skill') await addSkillToMany(q, by, prepared, ids);
      else for (const id of ids) await bulkOne(q, by, prepared, id);
      await repo.advanceBulk(q, jobId, next.rows.length, next.rows.length);
      return true;
    });
  } catch {
    return null;
  }
}

/**
 * Runs the next rows of a bulk job (BULK_STEP_ROWS at most), from where it stands in the database: 'again' while rows
 * remain. A process that stops ends its run after the rows in progress; the next run (this process, another, or the
 * next start) goes on from the next row.
 */
export async function runBulkStep(
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
  payload: BulkPayload,
  ctx: RunContext,
): Promise<void | 'again'> {
  const { db, clock } = deps;
  const jobId = Number(payload.bulk_job_id);
  const job = await repo.bulkJobParams(db, jobId);
  if (!job || job.state !== 'running') return;
  const prepared = (job.params as { prepared: Prepared }).prepared;
  const by = { actor: payload.actor, clock };
  for (let n = 0; n < BULK_STEP_ROWS; n += BULK_CHUNK_ROWS) {
    if (ctx.stopping()) return 'again';
    const next = await repo.nextBulkRows(db, jobId, BULK_CHUNK_ROWS);
    if (!next || next.state !== 'running') return;
    if (next.position >= next.count) {
      await repo.finishBulkJob(db, jobId, { state: 'done', at: clock.now() });
      return;
    }
    const chunk = await bulkChunk(db, by, jobId, prepared, next);
    if (chunk === false) return 'again';
    if (chunk === null) {
      for (const row of next.rows) if ((await bulkRow(deps, by, jobId, prepared, row)) === 'lost') return 'again';
    }
    // let the event loop run between chunks: the embedded database answers in-process, and without this a long run
    // would hold back every other request until its step ends
    await new Promise((resolve) => setImmediate(resolve));
  }
  return 'again';
}

/** The job kind the worker runs: a bulk job whose runs keep failing (the database gone) ends as failed. */
export function bulkJobKind(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }): JobKind<BulkPayload> {
  return {
    attempts: 5,
    run: (payload, ctx) => runBulkStep(deps, payload, ctx),
    failed: (payload) =>
      repo.finishBulkJob(deps.db, Number(payload.bulk_job_id), { state: 'failed', message: 'Server Error', at: deps.clock.now() }),
  };
}

export async function bulkJob(db: Queryable, actor: Actor, encryptedId: string) {
  const job = await repo.bulkJobFor(db, actor.id, encryptedId);
  if (!job) throw notFound();
  const { id: _id, message: _m, created_at, finished_at, ...rest } = job as Record<string, unknown>;
  return {
    ...rest,
    created_at: new Date(created_at as string).toISOString(),
    finished_at: finished_at ? new Date(finished_at as string).toISOString() : null,
  };
}

/** The export's columns, in the order the sheet shows them. */
export const EXPORT_COLUMNS = [
  { title: 'Name', key: 'name' },
  { title: 'Mobile', key: 'primary_mobile' },
  { title: 'Email', key: 'primary_email' },
  { title: 'Company', key: 'company_name' },
  { title: 'Designation', key: 'designation' },
  { title: 'Location', key: 'city_name' },
  { title: 'Experience', key: 'experience' },
  { title: 'Notice Period', key: 'notice_period' },
  { title: 'Current CTC', key: 'current_ctc' },
  { title: 'Expected CTC', key: 'expected_ctc' },
  { title: 'Source', key: 'resume_source' },
  { title: 'Skills', key: 'skills' },
  { title: 'Created On', key: 'created_at' },
];

export const EXPORT_AUDIT = 'candidates.export';

/**
 * The rows of a selection for the spreadsheet, audited: who, when (the event's actor and time), how many rows, and
 * which selection (the filters and query of "all N matching", or how many rows were chosen by hand).
 */
export async function exportSelection(
  db: Queryable,
  actor: Acting,
  clock: Clock,
  selection: { ids?: string[]; filters?: CandidateFilters },
  timeZone: string,
) {
  const { ids } = await selectionKeys(db, selection, timeZone);
  const rows = await repo.exportRows(db, ids);
  await auditAs(db, actor, clock.now(), {
    action: EXPORT_AUDIT,
    entityType: 'candidate',
    entityId: null,
    summary: `${rows.length} candidate${rows.length === 1 ? '' : 's'} exported to a spreadsheet`,
    after: {
      rows: rows.length,
      selection: selection.ids?.length ? { ids: selection.ids.length } : { filters: cleanFilters(selection.filters ?? {}) },
    },
  });
  return rows.map(({ exp_years, exp_months, created_at, ...r }) => ({
    ...r,
    experience: `${Number(exp_years)} yrs ${Number(exp_months)} mos`,
    created_at: new Date(created_at as string).toISOString(),
  }));
}

// Quick find

export async function quickFind(db: Queryable, q: string, sees: { candidates: boolean; jobs: boolean; clients: boolean }) {
  const text = q.trim();
  const [candidates, jobs, clients] = await Promise.all([
    sees.candidates ? repo.quickCandidates(db, text) : [],
    sees.jobs ? repo.quickJobs(db, text) : [],
    sees.clients ? repo.quickClients(db, text) : [],
  ]);
  return [
    ...candidates.map((r) => ({ kind: 'candidate' as const, ...r })),
    ...jobs.map((r) => ({ kind: 'job' as const, ...r })),
    ...clients.map((r) => ({ kind: 'client' as const, ...r })),
  ];
}

/** The job order list's filters as SQL conditions (parameters pushed onto `params`), for the job order list route. */
export { jobOrderConditions } from './repository.js';
