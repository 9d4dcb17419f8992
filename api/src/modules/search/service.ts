// The candidate search's rules: the filters checked together (ranges in order), `q` parsed (a malformed boolean
// expression is a 422 naming the problem), then the list read. Functions take (db, actor, clock) and plain values,
// so routes, background jobs and tests call the same code.
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../app.js';
import { audit } from '../../audit.js';
import type { Db, Queryable } from '../../db/index.js';
import { conflict, HttpError, invalid, notFound } from '../../http/errors.js';
import { COUNT_CAP } from '../../http/lists.js';
import { NOT_LINKED } from '../../routes/jobs-common.js';
import { checkStatusPair, createLink, moveLink } from '../../services/pipeline.js';
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

export type BulkRunner = {
  db: Db;
  request: FastifyRequest;
  clock: Clock;
};

/** Checks a bulk action's parameters once, before any row: a wrong job or status is one 422, not N failures. */
export async function prepareBulk(db: Queryable, body: BulkBody) {
  const need = (field: keyof BulkBody, label: string) => {
    if (!body[field]) throw invalid({ [field]: [`The ${label} field is required.`] });
  };
  if (body.action === 'add_to_job' || body.action === 'change_status') {
    need('job_id', 'job id');
    const { rows } = await db.query<{ id: number }>('select id from job_orders where encrypted_id = $1', [body.job_id]);
    if (!rows[0]) throw invalid({ job_id: ['The selected job id is invalid.'] });
    const jobId = Number(rows[0].id);
    if (body.action === 'add_to_job') {
      need('recruiter_id', 'recruiter id');
      const r = await db.query<{ id: number }>(
        `select u.id from users u join job_users ju on ju.user_id = u.id and ju.job_id = $2 where u.encrypted_id = $1 limit 1`,
        [body.recruiter_id, jobId],
      );
      if (!r.rows[0]) throw invalid({ recruiter_id: ['The selected recruiter is not assigned to this job.'] });
      return { kind: 'link' as const, jobId, recruiterId: Number(r.rows[0].id) };
    }
    need('mainstatus_id', 'mainstatus id');
    need('mainsubstatus_id', 'mainsubstatus id');
    await checkStatusPair(db, body.mainstatus_id as string, body.mainsubstatus_id as string);
    return { kind: 'move' as const, jobId, main: body.mainstatus_id as string, sub: body.mainsubstatus_id as string };
  }
  need('skill', 'skill');
  const { rows } = await db.query<{ id: number; name: string }>('select id, name from skills where lower(name) = lower($1)', [
    (body.skill as string).trim(),
  ]);
  if (!rows[0]) throw invalid({ skill: ['The selected skill is invalid.'] });
  return { kind: 'skill' as const, skillId: Number(rows[0].id), skillName: rows[0].name };
}

type Prepared = Awaited<ReturnType<typeof prepareBulk>>;

/** One candidate's part of a bulk action, in its own transaction. */
async function bulkOne(q: Queryable, request: FastifyRequest, clock: Clock, p: Prepared, candidateId: number) {
  if (p.kind === 'link') {
    await createLink(q, request, { candidateId, jobId: p.jobId, recruiterId: p.recruiterId });
  } else if (p.kind === 'move') {
    const { rows } = await q.query<{ id: number }>('select id from candidate_jobs where candidate_id = $1 and job_id = $2', [
      candidateId,
      p.jobId,
    ]);
    if (!rows[0]) throw conflict(NOT_LINKED);
    await moveLink(q, request, Number(rows[0].id), { mainStatusId: p.main, subStatusId: p.sub });
  } else {
    const added = await q.query('insert into candidate_skills (candidate_id, skill_id) values ($1, $2) on conflict do nothing returning 1', [
      candidateId,
      p.skillId,
    ]);
    if (added.rows.length) {
      await q.query('update candidates set updated_at = $2 where id = $1', [candidateId, clock.now()]);
      await audit(q, request, {
        action: 'candidate.update',
        entityType: 'candidate',
        entityId: candidateId,
        summary: `Skill ${p.skillName} added (bulk action)`,
      });
    }
  }
}

const running = new Set<Promise<void>>();

/** Bulk jobs still running in this process (the server waits for them before closing the database). */
export async function settleBulkJobs(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}

/**
 * Starts a bulk action in the background and answers its id at once: each candidate in its own transaction (a
 * failure on one row never undoes the others; it is listed with its reason), progress written every few rows.
 */
export async function startBulk(r: BulkRunner, actor: Actor, body: BulkBody, timeZone: string) {
  if (body.action === 'export') throw invalid({ action: ['The selected action is invalid.'] });
  const prepared = await prepareBulk(r.db, body);
  const { ids, missing } = await selectionKeys(r.db, body.selection, timeZone);
  const job = await repo.insertBulkJob(r.db, {
    userId: actor.id,
    action: body.action,
    params: { job_id: body.job_id, mainstatus_id: body.mainstatus_id, mainsubstatus_id: body.mainsubstatus_id, skill: body.skill },
    total: ids.length + missing.length,
    at: r.clock.now(),
  });
  const work = (async () => {
    let done = 0;
    let succeeded = 0;
    try {
      for (const id of missing) {
        void id;
        await repo.addBulkFailure(r.db, job.id, null, 'Not found.');
        done++;
      }
      for (const id of ids) {
        try {
          await r.db.tx((q) => bulkOne(q, r.request, r.clock, prepared, id));
          succeeded++;
        } catch (e) {
          await repo.addBulkFailure(r.db, job.id, id, reasonOf(e));
        }
        done++;
        if (done % 25 === 0) await repo.bulkProgress(r.db, job.id, done, succeeded);
        // let the event loop run between rows: the embedded database answers in-process, and without this a long
        // run would hold back every other request (and the answer that started it) until it ends
        await new Promise((resolve) => setImmediate(resolve));
      }
      await repo.finishBulkJob(r.db, job.id, { state: 'done', done, succeeded, at: r.clock.now() });
    } catch (e) {
      r.request.log.error({ err: e }, 'bulk action stopped');
      await repo
        .finishBulkJob(r.db, job.id, { state: 'failed', done, succeeded, message: 'Server Error', at: r.clock.now() })
        .catch(() => undefined);
    }
  })();
  running.add(work);
  void work.finally(() => running.delete(work));
  return job;
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

export async function exportSelection(db: Queryable, selection: { ids?: string[]; filters?: CandidateFilters }, timeZone: string) {
  const { ids } = await selectionKeys(db, selection, timeZone);
  const rows = await repo.exportRows(db, ids);
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
