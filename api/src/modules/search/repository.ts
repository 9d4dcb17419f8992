// The SQL of the candidate list's search and filters, saved searches, list preferences, bulk jobs and quick find.
// Every statement is parameterised: values a user sent are bound, never written into the text.
import type { Queryable } from '../../db/index.js';
import { capCount, COUNT_CAP, tableCount } from '../../http/lists.js';
import { normaliseMobile } from '../../routes/candidates-common.js';
import { toTsQuery, type Node } from './boolean.js';
import type { CandidateFilters, ClientFilters, JobOrderFilters } from './schema.js';

/** A placeholder for the next parameter of `params`. */
export const param = (params: unknown[]) => (v: unknown) => {
  params.push(v);
  return `$${params.length}`;
};

/** Above this many matches, `q` results come newest first instead of ranked (ranking reads every match's tsvector). */
export const RANK_LIMIT = 1000;

const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The full-text side of a plain `q`: websearch syntax in both configurations, plus word prefixes while typing. */
export function plainTsQuery(q: string, params: unknown[]): string {
  const p = param(params);
  const qp = p(q);
  const parts = [`websearch_to_tsquery('english', ${qp})`, `websearch_to_tsquery('simple', ${qp})`];
  const words = (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (words.length) parts.push(`to_tsquery('simple', ${p(words.map((w) => `${w}:*`).join(' & '))})`);
  return `(${parts.join(' || ')})`;
}

/**
 * A plain `q` (no boolean syntax): full text over the `search` column (names, emails, mobiles, company,
 * designation, resume text, about) plus word prefixes while typing, or a prefix of the name, email, company, city or
 * mobile. Every branch has its index (GIN, text_pattern_ops, city).
 *
 * Two shapes of the same condition: `where` (one OR, for the page of rows: an index scan in list order stops after
 * the page) and `ids` (one index lookup per branch, each stopping after COUNT_CAP + 1 rows: their UNION counts
 * the matches up to the cap, and below it gives their keys; counting with the OR would re-read every match's
 * tsvector, which PGlite pays dearly for on broad queries).
 */
export function plainSearch(q: string, params: unknown[]): { where: string; ids: string } {
  const p = param(params);
  const tsq = plainTsQuery(q, params);
  const like = p(likePrefix(q));
  const cap = COUNT_CAP + 1;
  const branches = [`lower(c.name) like ${like}`, `lower(c.primary_email) like ${like}`, `lower(c.company_name) like ${like}`];
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s+()-]+$/.test(q) && digits.length >= 3) {
    const m = digits.length > 10 ? (normaliseMobile(digits) ?? digits) : digits;
    branches.push(`c.primary_mobile like ${p(`${m}%`)}`);
  }
  const sources = branches.map((b) => `(select c.id from candidates c where ${b} limit ${cap})`);
  // the candidates of each matching city through its index (a city holds thousands of candidates: the planner would
  // rather scan the table for the city list)
  sources.push(`(select x.id from cities ci
      cross join lateral (select c.id from candidates c where c.city_id = ci.id limit ${cap}) x
     where lower(ci.name) like ${like} limit ${cap})`);
  sources.push(`(select c.id from candidates c where c.search @@ ${tsq} limit ${cap})`);
  branches.push(`c.city_id = any(array(select id from cities where lower(name) like ${like}))`);
  // the full-text branch last: the cheap prefix tests decide most rows before a tsvector is read
  branches.push(`c.search @@ ${tsq}`);
  return { where: `(${branches.join(' or ')})`, ids: sources.join(' union ') };
}

/** The filters as conditions on `candidates c`. */
export function filterConditions(f: CandidateFilters, params: unknown[], timeZone: string): string[] {
  const p = param(params);
  const where: string[] = [];
  const skills = [...new Set((f['skills[]'] ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean))];
  if (skills.length) {
    const ids = `array(select id from skills where lower(name) = any(${p(skills)}::text[]))`;
    where.push(
      f.skills_match === 'all'
        ? `c.id in (select cs.candidate_id from candidate_skills cs where cs.skill_id = any(${ids})
             group by cs.candidate_id having count(*) = ${p(skills.length)}::int)`
        : `c.id in (select cs.candidate_id from candidate_skills cs where cs.skill_id = any(${ids}))`,
    );
  }
  if (f.exp_min !== undefined) where.push(`(c.exp_years * 12 + c.exp_months) >= ${p(f.exp_min * 12)}::int`);
  if (f.exp_max !== undefined) where.push(`(c.exp_years * 12 + c.exp_months) <= ${p(f.exp_max * 12)}::int`);
  if (f.city !== undefined) where.push(`c.city_id = ${p(f.city)}::int`);
  if (f.state !== undefined) where.push(`c.state_id = ${p(f.state)}::int`);
  if (f.notice_max !== undefined) where.push(`c.notice_period <= ${p(f.notice_max)}::int`);
  if (f.ctc_min !== undefined) where.push(`c.current_ctc >= ${p(f.ctc_min)}::numeric`);
  if (f.ctc_max !== undefined) where.push(`c.current_ctc <= ${p(f.ctc_max)}::numeric`);
  if (f.ectc_min !== undefined) where.push(`c.expected_ctc >= ${p(f.ectc_min)}::numeric`);
  if (f.ectc_max !== undefined) where.push(`c.expected_ctc <= ${p(f.ectc_max)}::numeric`);
  if (f.status) where.push(`c.id in (select j.candidate_id from candidate_jobs j where j.main_status_id = ${p(f.status)})`);
  if (f.source) where.push(`c.resume_source = ${p(f.source)}`);
  if (f.created_from)
    where.push(`c.created_at >= (${p(f.created_from)}::date)::timestamp at time zone ${p(timeZone)}::text`);
  if (f.created_to)
    where.push(`c.created_at < (${p(f.created_to)}::date + 1)::timestamp at time zone ${p(timeZone)}::text`);
  if (f.free_pool !== undefined) where.push(f.free_pool ? 'c.free_pool' : 'not c.free_pool');
  if (f.recruiter)
    where.push(
      `c.id in (select j.candidate_id from candidate_jobs j where j.recruiter_id = (select u.id from users u where u.encrypted_id = ${p(f.recruiter)}::uuid))`,
    );
  return where;
}

export type ListSort = { sortby?: string; direction?: 'asc' | 'desc' };
export type Row = Record<string, unknown>;

/** What the list handler asks: sort expression allowlisted by the caller, page, limit, the filters, a parsed `q`. */
export type ListRequest = {
  sortExpr?: string;
  direction?: 'asc' | 'desc';
  page: number;
  limit: number;
  filters: CandidateFilters;
  /** The parsed boolean `q`, or null for a plain one (or none). */
  tree: Node | null;
  timeZone: string;
};

/** Marks around the matches in a resume snippet (private-use characters: never in extracted text). */
const HIT_START = '\uE000';
const HIT_END = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;

/** A headline split into its parts, or null when it shows no match. */
export function snippetParts(headline: unknown): { text: string; hit: boolean }[] | null {
  if (typeof headline !== 'string' || !headline.includes(HIT_START)) return null;
  const parts: { text: string; hit: boolean }[] = [];
  for (const piece of headline.split(HIT_START)) {
    const end = piece.indexOf(HIT_END);
    if (end < 0) {
      if (piece) parts.push({ text: piece, hit: false });
    } else {
      parts.push({ text: piece.slice(0, end), hit: true });
      if (end + 1 < piece.length) parts.push({ text: piece.slice(end + 1), hit: false });
    }
  }
  return parts;
}

const ROW_COLUMNS = `c.encrypted_id::text as encrypted_id, c.name, c.primary_mobile, c.primary_email, c.created_at, c.company_name, c.designation,
  ci.name as city_name, c.exp_years, c.exp_months, c.notice_period,
  c.current_ctc::float8 as current_ctc, c.expected_ctc::float8 as expected_ctc, c.stocks::float8 as stocks`;

/**
 * One page of the candidate list. Without filters and boolean syntax it is the tuned plain list (see plainSearch);
 * with them, one condition (filters and the search) drives both the capped count and the page.
 */
export async function listCandidates(db: Queryable, req: ListRequest, search: string) {
  const filterParams: unknown[] = [];
  const filters = filterConditions(req.filters, filterParams, req.timeZone);
  const allCount = tableCount(db, ['candidates']);
  let filteredCount: number;
  let capped = false;
  let condition: string;
  const params: unknown[] = [];
  let tsq: string | null = null;

  if (!filters.length && !req.tree) {
    const idParams: unknown[] = [];
    const clause = search ? plainSearch(search, idParams) : null;
    // the matches of q counted up to COUNT_CAP (each branch stops there) and, up to the cap, their keys: the page is
    // then read by key without looking the matches up again
    const matched = clause
      ? await db
          .query<{ ids: number[] | null }>(`select array_agg(m.id) as ids from (${clause.ids}) m`, idParams)
          .then((r) => r.rows[0]?.ids ?? [])
      : null;
    const counted = matched ? capCount(matched.length) : null;
    filteredCount = counted ? counted.n : await allCount;
    capped = !!counted?.capped;
    // Up to COUNT_CAP matches: read by key and sorted. More: the OR of the search lets an index scan in the list's
    // order stop after the page (a broad search fills a page within a few rows).
    if (capped) condition = plainSearch(search, params).where;
    else if (matched) condition = `c.id = any(${param(params)(matched)}::bigint[])`;
    else condition = 'true';
    if (search) tsq = plainTsQuery(search, params);
  } else {
    params.push(...filterParams);
    const conds = [...filters];
    if (req.tree) {
      tsq = toTsQuery(req.tree, param(params));
      conds.push(`c.search @@ ${tsq}`);
    } else if (search) {
      conds.push(plainSearch(search, params).where);
    }
    condition = conds.join(' and ');
    const counted = params.length;
    // the ranking and headline need the plain search's tsquery beside the condition (its own parameters)
    if (search && !req.tree) tsq = plainTsQuery(search, params);
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from candidates c where ${condition} limit ${COUNT_CAP + 1}) m`,
      params.slice(0, counted),
    );
    const n = capCount(Number(rows[0]?.n ?? 0));
    filteredCount = n.n;
    capped = n.capped;
  }

  const order: string[] = [];
  if (req.sortExpr) order.push(`${req.sortExpr} ${req.direction === 'desc' ? 'desc' : 'asc'} nulls last`);
  // Best match first; a broad query (a word many resumes have) is not worth ranking every match: newest first.
  else if (tsq && !capped && filteredCount <= RANK_LIMIT) order.push(`ts_rank(c.search, ${tsq}) desc`);
  // c.name (not lower): the order of the index candidates_created_at_idx (created_at desc, name)
  order.push('c.created_at desc', 'c.name asc', 'c.id desc');
  const offset = req.page * req.limit;
  const headline = tsq
    ? `, case when c.resume_text <> '' then ts_headline('english', c.resume_text, ${tsq}, ${param(params)(HEADLINE_OPTIONS)}) end as headline`
    : '';
  // The page's keys first, then its rows: the rows a deep page skips are index entries only (each sort's index
  // ends with the key), not rows read and joined.
  const rows =
    filteredCount === 0
      ? ([] as Row[])
      : (
          await db.query<Row>(
            `select ${ROW_COLUMNS}${headline}
               from (select c.id from candidates c where ${condition} order by ${order.join(', ')} limit ${req.limit} offset ${offset}) page
               join candidates c on c.id = page.id left join cities ci on ci.id = c.city_id
              order by ${order.join(', ')}`,
            params,
          )
        ).rows;
  return {
    status: true as const,
    data: rows.map(({ headline: h, ...r }) => (tsq ? { ...r, snippet: snippetParts(h) } : r)),
    all_data_cnt: await allCount,
    filter_data_cnt: filteredCount,
    ...(capped ? { filter_data_capped: true } : {}),
  };
}

/**
 * The keys of every candidate matching filters and a search (a bulk action's "all N matching", a saved search's
 * count of new candidates), newest first, at most `max`; `since` keeps those added after an instant.
 */
export async function matchingIds(
  db: Queryable,
  filters: CandidateFilters,
  tree: Node | null,
  timeZone: string,
  max: number,
  since?: Date | null,
): Promise<number[]> {
  const params: unknown[] = [];
  const conds = filterConditions(filters, params, timeZone);
  const search = (filters.q ?? '').trim();
  if (tree) conds.push(`c.search @@ ${toTsQuery(tree, param(params))}`);
  else if (search) conds.push(plainSearch(search, params).where);
  if (since) conds.push(`c.created_at > ${param(params)(since)}::timestamptz`);
  const { rows } = await db.query<{ id: number }>(
    `select c.id from candidates c where ${conds.length ? conds.join(' and ') : 'true'} order by c.created_at desc, c.id desc limit ${max}`,
    params,
  );
  return rows.map((r) => Number(r.id));
}

// Saved searches

export type SavedSearch = {
  id: number;
  encrypted_id: string;
  user_id: number;
  name: string;
  shared: boolean;
  filters: Record<string, unknown>;
  owner_name: string;
  created_at: Date;
  last_run_at: Date | null;
};

const SAVED_COLUMNS = `s.id, s.encrypted_id::text as encrypted_id, s.user_id, s.name, s.shared, s.filters,
  trim(u.first_name || ' ' || u.last_name) as owner_name, s.created_at, r.last_run_at`;

/** The searches a user sees: their own and those shared with the team, by name. */
export async function savedSearchesOf(db: Queryable, userId: number): Promise<SavedSearch[]> {
  const { rows } = await db.query<SavedSearch>(
    `select ${SAVED_COLUMNS}
       from saved_searches s join users u on u.id = s.user_id
       left join saved_search_runs r on r.saved_search_id = s.id and r.user_id = $1
      where s.user_id = $1 or s.shared
      order by lower(s.name), s.id`,
    [userId],
  );
  return rows;
}

/** One search the user sees (their own or shared), or null. */
export async function savedSearchFor(db: Queryable, userId: number, encryptedId: string): Promise<SavedSearch | null> {
  const { rows } = await db.query<SavedSearch>(
    `select ${SAVED_COLUMNS}
       from saved_searches s join users u on u.id = s.user_id
       left join saved_search_runs r on r.saved_search_id = s.id and r.user_id = $1
      where s.encrypted_id = $2 and (s.user_id = $1 or s.shared)`,
    [userId, encryptedId],
  );
  return rows[0] ?? null;
}

export async function insertSavedSearch(
  db: Queryable,
  s: { userId: number; name: string; shared: boolean; filters: Record<string, unknown>; at: Date },
): Promise<{ id: number; encrypted_id: string }> {
  const { rows } = await db.query<{ id: number; encrypted_id: string }>(
    `insert into saved_searches (user_id, name, shared, filters, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)
     returning id, encrypted_id::text as encrypted_id`,
    [s.userId, s.name, s.shared, JSON.stringify(s.filters), s.at],
  );
  return rows[0];
}

export async function updateSavedSearch(db: Queryable, id: number, patch: { name?: string; shared?: boolean }, at: Date) {
  await db.query(
    `update saved_searches set name = coalesce($2, name), shared = coalesce($3, shared), updated_at = $4 where id = $1`,
    [id, patch.name ?? null, patch.shared ?? null, at],
  );
}

export async function deleteSavedSearch(db: Queryable, id: number) {
  await db.query('delete from saved_searches where id = $1', [id]);
}

export async function recordRun(db: Queryable, searchId: number, userId: number, at: Date) {
  await db.query(
    `insert into saved_search_runs (saved_search_id, user_id, last_run_at) values ($1, $2, $3)
     on conflict (saved_search_id, user_id) do update set last_run_at = excluded.last_run_at`,
    [searchId, userId, at],
  );
}

// Preferences

export async function pageSizeOf(db: Queryable, userId: number): Promise<number | null> {
  const { rows } = await db.query<{ n: number | null }>(
    'select candidates_page_size as n from user_list_prefs where user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? null;
}

export async function savePageSize(db: Queryable, userId: number, size: number, at: Date) {
  await db.query(
    `insert into user_list_prefs (user_id, candidates_page_size, updated_at) values ($1, $2, $3)
     on conflict (user_id) do update set candidates_page_size = excluded.candidates_page_size, updated_at = excluded.updated_at`,
    [userId, size, at],
  );
}

// Bulk jobs

export async function candidateKeys(db: Queryable, encryptedIds: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; encrypted_id: string }>(
    'select id, encrypted_id::text as encrypted_id from candidates where encrypted_id = any($1::uuid[])',
    [encryptedIds],
  );
  return new Map(rows.map((r) => [r.encrypted_id, Number(r.id)]));
}

export async function insertBulkJob(
  db: Queryable,
  j: { userId: number; action: string; params: Record<string, unknown>; total: number; at: Date },
): Promise<{ id: number; encrypted_id: string }> {
  const { rows } = await db.query<{ id: number; encrypted_id: string }>(
    `insert into bulk_jobs (user_id, action, params, total, created_at) values ($1, $2, $3, $4, $5)
     returning id, encrypted_id::text as encrypted_id`,
    [j.userId, j.action, JSON.stringify(j.params), j.total, j.at],
  );
  return rows[0];
}

export async function bulkProgress(db: Queryable, id: number, done: number, succeeded: number) {
  await db.query('update bulk_jobs set done = $2, succeeded = $3 where id = $1', [id, done, succeeded]);
}

export async function finishBulkJob(
  db: Queryable,
  id: number,
  r: { state: 'done' | 'failed'; done: number; succeeded: number; message?: string; at: Date },
) {
  await db.query(
    'update bulk_jobs set state = $2, done = $3, succeeded = $4, message = $5, finished_at = $6 where id = $1',
    [id, r.state, r.done, r.succeeded, r.message ?? null, r.at],
  );
}

export async function addBulkFailure(db: Queryable, jobId: number, candidateId: number | null, reason: string) {
  await db.query(
    `insert into bulk_job_failures (bulk_job_id, candidate_id, name, reason)
     values ($1, $2, coalesce((select name from candidates where id = $2), ''), $3)`,
    [jobId, candidateId, reason],
  );
}

export async function bulkJobFor(db: Queryable, userId: number, encryptedId: string) {
  const { rows } = await db.query<Record<string, unknown>>(
    `select b.id, b.encrypted_id::text as encrypted_id, b.action, b.state, b.total, b.done, b.succeeded, b.message, b.created_at, b.finished_at
       from bulk_jobs b where b.encrypted_id = $1 and b.user_id = $2`,
    [encryptedId, userId],
  );
  if (!rows[0]) return null;
  const failures = await db.query<{ candidate_id: string | null; name: string; reason: string }>(
    `select c.encrypted_id::text as candidate_id, f.name, f.reason
       from bulk_job_failures f left join candidates c on c.id = f.candidate_id
      where f.bulk_job_id = $1 order by f.id limit 1000`,
    [rows[0].id],
  );
  return { ...rows[0], failures: failures.rows };
}

/** The rows of an export, in the order of `ids`. */
export async function exportRows(db: Queryable, ids: number[]) {
  const { rows } = await db.query<Record<string, unknown>>(
    `select c.name, c.primary_mobile, c.primary_email, c.company_name, c.designation, ci.name as city_name,
            c.exp_years, c.exp_months, c.notice_period, c.current_ctc::float8 as current_ctc, c.expected_ctc::float8 as expected_ctc,
            coalesce(c.resume_source, '') as resume_source,
            (select coalesce(string_agg(s.name, ', ' order by lower(s.name)), '') from candidate_skills cs join skills s on s.id = cs.skill_id
              where cs.candidate_id = c.id) as skills,
            c.created_at
       from unnest($1::bigint[]) with ordinality k(id, n) join candidates c on c.id = k.id
       left join cities ci on ci.id = c.city_id
      order by k.n`,
    [ids],
  );
  return rows;
}

// Quick find

const QUICK_LIMIT = 5;

export async function quickCandidates(db: Queryable, q: string) {
  const params: unknown[] = [likePrefix(q)];
  const branches = ['lower(c.name) like $1', 'lower(c.primary_email) like $1'];
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s+()-]+$/.test(q) && digits.length >= 3) {
    params.push(`${digits.length > 10 ? (normaliseMobile(digits) ?? digits) : digits}%`);
    branches.push(`c.primary_mobile like $2`);
  }
  const { rows } = await db.query<{ encrypted_id: string; title: string; detail: string }>(
    `select c.encrypted_id::text as encrypted_id, c.name as title,
            concat_ws(' · ', nullif(c.primary_email, ''), nullif(c.primary_mobile, '')) as detail
       from (${branches.map((b) => `(select c.id from candidates c where ${b} order by c.created_at desc limit ${QUICK_LIMIT})`).join(' union ')}) m
       join candidates c on c.id = m.id order by c.created_at desc limit ${QUICK_LIMIT}`,
    params,
  );
  return rows;
}

export async function quickJobs(db: Queryable, q: string) {
  const code = /^\d{1,9}$/.test(q.trim()) ? Number(q.trim()) : null;
  const { rows } = await db.query<{ encrypted_id: string; title: string; detail: string }>(
    `select j.encrypted_id::text as encrypted_id, j.job_title as title,
            concat_ws(' · ', 'Job Id ' || j.job_code, c.client_short_name) as detail
       from job_orders j join clients c on c.id = j.client_id
      where j.job_code = $2::bigint
         or j.id in (select s.job_id from job_order_search s where s.search_text like $1 limit 50)
      order by (j.job_code = $2::bigint) desc nulls last, j.created_at desc limit ${QUICK_LIMIT}`,
    [`%${likePrefix(q)}`, code],
  );
  return rows;
}

export async function quickClients(db: Queryable, q: string) {
  const { rows } = await db.query<{ encrypted_id: string; title: string; detail: string }>(
    `select c.encrypted_id::text as encrypted_id, c.client_short_name as title, c.client_legal_name as detail
       from clients c
      where lower(c.client_short_name) like $1 or lower(c.client_legal_name) like $1
      order by lower(c.client_short_name) limit ${QUICK_LIMIT}`,
    [likePrefix(q)],
  );
  return rows;
}

/** The job order list's filters as conditions on `job_orders j` (parameters appended to `params`). */
export function jobOrderConditions(f: JobOrderFilters, params: unknown[]): string[] {
  const p = param(params);
  const where: string[] = [];
  if (f.client) where.push(`j.client_id = (select id from clients where encrypted_id = ${p(f.client)}::uuid)`);
  if (f.recruiter)
    where.push(`j.id in (select ju.job_id from job_users ju join users u on u.id = ju.user_id where u.encrypted_id = ${p(f.recruiter)}::uuid)`);
  if (f.state !== undefined) where.push(`j.state_id = ${p(f.state)}::int`);
  if (f.city !== undefined) where.push(`j.city_id = ${p(f.city)}::int`);
  if (f.position_type) where.push(`j.position_type = ${p(f.position_type)}`);
  return where;
}

/** The client list's filters as conditions on `clients c`: its status, and its job orders' recruiter and place. */
export function clientConditions(f: ClientFilters, params: unknown[]): string[] {
  const p = param(params);
  const where: string[] = [];
  if (f.status) where.push(`c.status = ${p(f.status)}`);
  const jobs: string[] = [];
  if (f.recruiter)
    jobs.push(`j.id in (select ju.job_id from job_users ju join users u on u.id = ju.user_id where u.encrypted_id = ${p(f.recruiter)}::uuid)`);
  if (f.state !== undefined) jobs.push(`j.state_id = ${p(f.state)}::int`);
  if (f.city !== undefined) jobs.push(`j.city_id = ${p(f.city)}::int`);
  if (jobs.length) where.push(`c.id in (select j.client_id from job_orders j where ${jobs.join(' and ')})`);
  return where;
}
