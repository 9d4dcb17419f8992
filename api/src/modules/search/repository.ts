// The SQL of the candidate list's search and filters, saved searches, list preferences, bulk jobs and quick find.
// Every statement is parameterised: values a user sent are bound, never written into the text.
import type { Db, QueryOptions, QueryResult, Queryable } from '../../db/index.js';
import { capCount, COUNT_CAP, tableCount } from '../../http/lists.js';
import { normaliseMobile } from '../../lib/contact-details.js';
import { toTsQuery, type Node } from './boolean.js';
import type { CandidateFilters, ClientFilters, JobOrderFilters } from './schema.js';

/** A placeholder for the next parameter of `params`. */
export const param = (params: unknown[]) => (v: unknown) => {
  params.push(v);
  return `$${params.length}`;
};

/** Above this many matches, `q` results come newest first instead of ranked (ranking reads every match's tsvector). */
export const RANK_LIMIT = 1000;

/**
 * Work memory of a search's capped count on a PostgreSQL server. The full-text index answers a word prefix
 * (`kubernetes:*`, `jetpack:* & prometheus:*`) with a bitmap of every candidate having a word that starts so; past
 * the server's default work_mem (4 MB: about 100,000 matches, reached at 1M candidates) the bitmap keeps pages instead
 * of rows, and every candidate on those pages has its resume's tsvector read again: "jetpack prometheus" (no match)
 * read 33,000 pages and rechecked 173,000 candidates (3.1 s under load, 0.8 s p95 on a quiet machine) where an exact
 * bitmap reads none (0.8 s under the same load).
 */
export const SEARCH_WORK_MEM = '32MB';

/**
 * A search's capped count: on a PostgreSQL server in a transaction of its own with SEARCH_WORK_MEM. `indexed`: the
 * statement reads candidates through their indexes only (the plain q's keys, each branch of which has its index).
 * For a common word (kubernetes: 13% of resumes) the planner prefers, at 1M candidates, a sequential scan that stops
 * at the 2,001st match; its cost model does not see that every row read has its ~2 KB tsvector fetched from TOAST and
 * decompressed: ~15,700 rows and 65,000 buffers, where the index's bitmap reads the 1,535 pages of the 2,001 matches
 * (as it does at 100k, where the planner chooses it).
 */
async function countQuery<T>(
  db: Queryable,
  sql: string,
  params: unknown[],
  opts?: QueryOptions & { indexed?: boolean },
): Promise<QueryResult<T>> {
  const server = db as Partial<Db>;
  const plan = opts?.plan ? { plan: opts.plan } : undefined;
  if (server.kind !== 'postgres' || !server.tx) return db.query<T>(sql, params, plan);
  return server.tx(async (q) => {
    await q.query(`set local work_mem = '${SEARCH_WORK_MEM}'`);
    if (opts?.indexed) await q.query('set local enable_seqscan = off');
    return q.query<T>(sql, params, plan);
  });
}

/** How long a process keeps what the statistics say of the resumes' words before reading them again. */
export const STATS_TTL_MS = 60_000;
/** Standard errors of the sampled share taken off each word's share before it is believed (see sureWords). */
const STATS_SIGMAS = 4;
/** How many times COUNT_CAP the matches the statistics promise must be, after that deduction. */
const STATS_MARGIN = 2;
/** Rows changed since the last ANALYZE, as a share of the table, past which its statistics are not used. */
const STATS_STALE = 0.1;

/** What ANALYZE keeps of the candidates' `search` tsvector (pg_stats, pg_class, pg_stat_user_tables). */
export type SearchStatistics = {
  /** Rows of the table at the last ANALYZE or VACUUM (pg_class.reltuples; -1 or 0 before any). */
  reltuples: number;
  /** Rows inserted, updated or deleted since the last ANALYZE (n_mod_since_analyze). */
  modified: number;
  nullFrac: number;
  /** The statistics target of the column: ANALYZE samples 300 times as many rows. */
  target: number;
  /** The most common lexemes, and the share of the sampled rows holding each (two or three more values follow). */
  elems: string[];
  freqs: number[];
};

/**
 * The lexemes that more than STATS_MARGIN × COUNT_CAP candidates surely hold. A share p seen in a sample of n rows
 * (n = 300 × the statistics target, 30,000 by default, at most the table) is off by about √(p(1−p)/n); four of
 * those taken off leave a share the table's true one is under with odds of about 1 in 30,000 (ANALYZE's count of a
 * common lexeme can only be low: its lossy counting drops occurrences, never adds them). Every row changed since
 * ANALYZE may have lost the word: they are taken off too, and past STATS_STALE of the table (autovacuum's own
 * threshold to analyze again) nothing is believed.
 */
export function sureWords(s: SearchStatistics | null): string[] {
  if (!s || !(s.reltuples > 0) || !s.elems.length || s.modified >= STATS_STALE * s.reltuples) return [];
  const sample = Math.min(300 * s.target, s.reltuples);
  const rows = s.reltuples * (1 - s.nullFrac);
  return s.elems.filter((_, i) => {
    const p = Number(s.freqs[i]);
    const low = p - STATS_SIGMAS * Math.sqrt((p * (1 - p)) / sample);
    return rows * low - s.modified > STATS_MARGIN * COUNT_CAP;
  });
}

/** The statistics of the candidates' `search` column; null on the embedded database or before any ANALYZE. */
export async function searchStatistics(db: Queryable): Promise<SearchStatistics | null> {
  const { rows } = await db.query<{
    reltuples: number;
    modified: number | null;
    null_frac: number | null;
    target: number;
    elems: string[] | null;
    freqs: number[] | null;
  }>(
    `select c.reltuples::float8 as reltuples, s.n_mod_since_analyze::float8 as modified, st.null_frac::float8 as null_frac,
            coalesce(nullif(a.attstattarget::int, -1), current_setting('default_statistics_target')::int) as target,
            st.most_common_elems::text::text[] as elems, st.most_common_elem_freqs::float8[] as freqs
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attname = 'search'
       left join pg_stat_user_tables s on s.relid = c.oid
       left join pg_stats st on st.schemaname = n.nspname and st.tablename = c.relname and st.attname = 'search'
      where c.oid = to_regclass('candidates')`,
  );
  const r = rows[0];
  if (!r || !r.elems || !r.freqs) return null;
  return {
    reltuples: Number(r.reltuples),
    modified: Number(r.modified ?? 0),
    nullFrac: Number(r.null_frac ?? 0),
    target: Number(r.target),
    elems: r.elems,
    freqs: r.freqs.map(Number),
  };
}

const kept = new WeakMap<object, { until: number; words: Promise<string[]> }>();

/**
 * sureWords of a PostgreSQL server's statistics, read once per STATS_TTL_MS and database in this process (its age is
 * measured on the process's monotonic clock: it is no time of the product). None on the embedded database: it has no
 * autovacuum, so its statistics would go stale, and its counts stay exact.
 */
export function commonWords(db: Queryable): Promise<string[]> {
  if ((db as Partial<Db>).kind !== 'postgres') return Promise.resolve([]);
  const now = performance.now();
  const hit = kept.get(db);
  if (hit && hit.until > now) return hit.words;
  // statistics that cannot be read (a connection lost, a role that may not see them) promise nothing: searches count
  const words = searchStatistics(db).then(sureWords, () => []);
  kept.set(db, { until: now + STATS_TTL_MS, words });
  return words;
}

/**
 * Whether the statistics show more than COUNT_CAP matches without counting them: a candidate holding a single lexeme
 * satisfies one of `branches` (tsqueries ORed in the search), and more than STATS_MARGIN × COUNT_CAP candidates surely
 * hold that lexeme (sureWords). A branch with a NOT or a phrase (`!`, `<->`) is left out: a lexeme alone satisfying it
 * says nothing of the rows holding it with other words.
 */
export async function surelyCapped(db: Queryable, branches: string[], params: unknown[]): Promise<boolean> {
  if (!branches.length) return false;
  const words = await commonWords(db);
  if (!words.length) return false;
  const { rows } = await db.query<{ sure: boolean }>(
    `with b as materialized (
       select q from unnest(array[${branches.join(', ')}]::tsquery[]) q where strpos(q::text, '!') = 0 and strpos(q::text, '<') = 0)
     select exists (select 1 from b, unnest(${param(params)(words)}::text[]) w(e) where array_to_tsvector(array[w.e]) @@ b.q) as sure`,
    params,
  );
  return rows[0]?.sure === true;
}

/** Candidates below which a count is not sampled first: reading the matches up to the cap is cheap there. */
export const SAMPLE_FROM = 20_000;
/** Keys drawn for a sample: a first look, and the rest when the first look found any match. */
const SAMPLE_FIRST = 50;
const SAMPLE_REST = 200;
/** Runs of consecutive candidates read for a sample of the filters alone, and the length of each. */
const RUNS = 20;
const RUN_LENGTH = 100;

type Draw = { keys: number[]; starts: number[] };
const drawn = new WeakMap<object, { until: number; draw: Promise<Draw> }>();

/**
 * The candidates the samples read, drawn at random once per STATS_TTL_MS and database in this process: keys drawn
 * uniformly up to the highest, those that exist, in the order drawn (a deleted candidate leaves a gap no one is drawn
 * from, so every candidate is as likely as any other), and the starts of the filters' runs. Kept for a while, the
 * sample's pages stay in the server's memory: drawn anew for each request, 250 random candidates' rows and resumes
 * were read from disk as often as not (130 ms p95, 530 ms p99 at 1M, against 16 ms p50). Each search is still
 * judged on candidates drawn without regard to it.
 */
function sampleDraw(db: Queryable): Promise<Draw> {
  const now = performance.now();
  const kept = drawn.get(db);
  if (kept && kept.until > now) return kept.draw;
  const draw = db
    .query<{ keys: number[] | null; starts: number[] | null }>(
      `with top as (select coalesce(max(id), 0) as hi from candidates),
            d as (select k, 1 + floor(random() * top.hi)::bigint as id from generate_series(1, ${SAMPLE_FIRST + SAMPLE_REST}) k, top)
       select array(select d.id from d where exists (select 1 from candidates c where c.id = d.id) order by d.k) as keys,
              array(select 1 + floor(random() * greatest(top.hi - ${RUN_LENGTH - 1}, 1))::bigint from generate_series(1, ${RUNS}), top) as starts
         from top`,
    )
    .then((r) => ({ keys: (r.rows[0]?.keys ?? []).map(Number), starts: (r.rows[0]?.starts ?? []).map(Number) }));
  drawn.set(db, { until: now + STATS_TTL_MS, draw });
  draw.catch(() => drawn.delete(db));
  return draw;
}

/** Whether m matches of n sampled candidates, less four standard errors `se` of the share, promise the cap twice. */
const sampleSure = (share: number, se: number, total: number) => (share - STATS_SIGMAS * se) * total > STATS_MARGIN * COUNT_CAP;

/**
 * Whether a random sample of the candidates (sampleDraw) shows, surely, more than STATS_MARGIN × COUNT_CAP of them
 * meeting a search's `condition` over `source` (the count then stops at once, capped). m of the n candidates read
 * match: the share m/n less four of its standard errors (√(p(1−p)/n)), times the candidates, must pass it, the rule
 * the statistics' words follow (sureWords).
 *
 * What it saves: counting an AND of common words grows with the table (`airflow & lakehous`: a bitmap of 141,000
 * candidates at 1M, 40 ms; "java developer" 157 ms), where the sample reads 250 rows. A first look at 50 stops when
 * none of them matches (a rare search then pays ~1 ms more). Filters without a search read narrow rows only
 * (candidate_facets) and are sampled in runs instead (sampledFacets). On a PostgreSQL server only (the embedded
 * database's counts stay exact), from SAMPLE_FROM candidates.
 */
export async function sampledCapped(
  db: Queryable,
  source: string,
  condition: string,
  params: unknown[],
  total: number,
): Promise<boolean> {
  if ((db as Partial<Db>).kind !== 'postgres' || total < SAMPLE_FROM) return false;
  const { keys } = await sampleDraw(db);
  const key = source.startsWith('candidate_facets') ? 'f.candidate_id' : 'c.id';
  const look = async (ids: number[]) => {
    const { rows } = await db.query<{ n: number; m: number }>(
      `select count(*)::int as n, (count(*) filter (where ${condition}))::int as m from ${source}
        where ${key} = any($${params.length + 1}::bigint[])`,
      [...params, ids],
    );
    return { n: Number(rows[0]?.n ?? 0), m: Number(rows[0]?.m ?? 0) };
  };
  const first = await look(keys.slice(0, SAMPLE_FIRST));
  if (first.m === 0) return false;
  const rest = await look(keys.slice(SAMPLE_FIRST));
  const n = first.n + rest.n;
  if (n < SAMPLE_FIRST) return false;
  const share = (first.m + rest.m) / n;
  return sampleSure(share, Math.sqrt((share * (1 - share)) / n), total);
}

/**
 * sampledCapped for filters without a search, over candidate_facets: RUNS runs of RUN_LENGTH consecutive candidates
 * each, from starts drawn at random (sampleDraw; a run is a few pages of one index: 2,000 narrow rows read in under a
 * millisecond, where 2,000 keys drawn one by one took 14 ms at 1M). Each run says its LIMIT: without it the planner
 * guessed a ninth of the table a run, and past that cost the server compiled the statement (JIT, 9–40 ms).
 * Candidates added together (one import) may be alike, so the runs are the sample's units: the share's standard
 * error is the one of a cluster sample, from how much the runs' shares differ (a run all alike counts as one
 * candidate, not a hundred). "Skills Python AND SQL, a link in Processed" (3.5% of candidates) is capped at 1M
 * (35,000) and counted at 100k (3,500).
 */
export async function sampledFacets(db: Queryable, condition: string, params: unknown[], total: number): Promise<boolean> {
  if ((db as Partial<Db>).kind !== 'postgres' || total < SAMPLE_FROM) return false;
  const { starts } = await sampleDraw(db);
  const { rows } = await db.query<{ n: number; m: number }>(
    `select count(*)::int as n, (count(*) filter (where ${condition}))::int as m
       from unnest($${params.length + 1}::bigint[]) with ordinality r(lo, k)
       cross join lateral (
         select * from candidate_facets f where f.candidate_id between r.lo and r.lo + ${RUN_LENGTH - 1} limit ${RUN_LENGTH}) f
      group by r.k`,
    [...params, starts],
  );
  const runs = rows.map((r) => ({ n: Number(r.n), m: Number(r.m) })).filter((r) => r.n > 0);
  const n = runs.reduce((a, r) => a + r.n, 0);
  if (runs.length < RUNS / 2 || n < SAMPLE_FIRST) return false;
  const share = runs.reduce((a, r) => a + r.m, 0) / n;
  const mean = n / runs.length;
  // the ratio estimator's variance over the runs; a share no run contradicts (every run alike) still has the error
  // of a sample of that many candidates
  const spread = runs.reduce((a, r) => a + ((r.m - share * r.n) / mean) ** 2, 0) / (runs.length * (runs.length - 1));
  return sampleSure(share, Math.max(Math.sqrt(spread), Math.sqrt((share * (1 - share)) / n)), total);
}

const likePrefix = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most this many words of the candidates' full text may start with the word being typed for a search to name them. */
export const PREFIX_WORDS = 16;

/**
 * The full-text side of a plain `q`, read once per request (plainQ) as the texts of the tsqueries it ORs, each once:
 * websearch syntax in both configurations, plus the words with the last one as a prefix, the word being typed
 * (`kubernetes admin` finds "Kubernetes administrator"); the words before it are whole words, stemmed or not.
 *
 * `completions`: what the word being typed can become, the words of the candidates' full text that start with it
 * (search_words, migration 018); null when more than PREFIX_WORDS do or the word is not plain letters and digits.
 * A prefix costs the full-text index a bitmap of every candidate having a word that starts so (~14% of resumes for
 * "prometheus": 140,000 at 1M candidates, built in full even when the other words rule them all out): named whole, a
 * word is a walk of its list that skips what the other words rule out. The same tsquery written three times over
 * (`'jetpack' & 'prometheus'` from each configuration and from the words) costs the index 3–4 times one (37 ms
 * against 10 at 1M): each is kept once.
 */
export type PlainQ = { q: string; completions: string[] | null; branches: string[] };

/** The words of a plain `q` as the full text reads them (lower case, letters and digits), at most 8. */
const typedWords = (q: string) => (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);

/** A word of the full text as a tsquery's quoted lexeme (taken as it is, not parsed again). */
const lexeme = (w: string) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Reads a plain `q`'s tsqueries (see PlainQ). A lower-case `or` is a plain word (the boolean syntax's operators are
 * capitals, and `q` with them goes to its parser): quoted, so websearch does not read it as OR.
 */
export async function plainQ(db: Queryable, q: string): Promise<PlainQ> {
  const words = typedWords(q);
  const last = words.at(-1);
  let completions: string[] | null = null;
  if (last && /^[a-z0-9]+$/.test(last)) {
    const { rows } = await db.query<{ word: string }>(
      `select word from search_words where word like $1 order by word limit ${PREFIX_WORDS + 1}`,
      [likePrefix(last)],
    );
    if (rows.length <= PREFIX_WORDS) completions = rows.map((r) => r.word);
  }
  // the words' branch: each word before the last as the resume has it (stemmed) or as a name has it (simple), and
  // the last as a prefix or as the words it can become (none: no candidate has a word starting so, and no branch)
  const typed = !last ? null : completions === null ? `to_tsquery('simple', $3)::text` : completions.length ? '$3' : null;
  const { rows } = await db.query<{ branches: string[] }>(
    `with w as (
       select i, (select string_agg(distinct f, ' | ') from unnest(array[to_tsquery('english', u.w)::text, to_tsquery('simple', u.w)::text]) f
                   where f <> '') as forms
         from unnest($2::text[]) with ordinality u(w, i)
     ), b(t) as (
       values (websearch_to_tsquery('english', $1)::text), (websearch_to_tsquery('simple', $1)::text),
              (${typed ? `(concat_ws(' & ', (select string_agg('(' || forms || ')', ' & ' order by i) from w), '(' || nullif(${typed}, '') || ')'))::tsquery::text` : 'null'})
     )
     select array(select distinct t from b where t <> '') as branches`,
    [
      q.replace(/(^|\s)(or)(?=\s|$)/gi, '$1"$2"'),
      words.slice(0, -1),
      ...(typed ? [completions === null ? `${last}:*` : completions.map(lexeme).join(' | ')] : []),
    ],
  );
  return { q, completions, branches: rows[0]?.branches ?? [] };
}

/** The OR of a plain `q`'s tsqueries (parameters pushed onto `params`); one that matches nobody when it has none. */
export function plainTsQuery(pq: PlainQ, params: unknown[]): string {
  const branches = plainTsBranches(pq, params);
  return branches.length ? `(${branches.join(' || ')})` : `''::tsquery`;
}

/** A plain `q`'s tsqueries, each a parameter of its own (pushed onto `params`). */
export function plainTsBranches(pq: PlainQ, params: unknown[]): string[] {
  const p = param(params);
  return pq.branches.map((b) => `${p(b)}::tsquery`);
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
export function plainSearch(
  pq: PlainQ,
  params: unknown[],
  within?: { range: string; cities: number[] },
): { where: string; ids: string } {
  const { q } = pq;
  const p = param(params);
  const tsq = plainTsQuery(pq, params);
  const like = p(likePrefix(q));
  // in a window of the name order (namePage) every match of a branch there, else the first COUNT_CAP + 1
  const cap = within ? '' : ` limit ${COUNT_CAP + 1}`;
  const also = within ? ` and ${within.range}` : '';
  const branches = [`lower(c.name) like ${like}`, `lower(c.primary_email) like ${like}`, `lower(c.company_name) like ${like}`];
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s+()-]+$/.test(q) && digits.length >= 3) {
    const m = digits.length > 10 ? (normaliseMobile(digits) ?? digits) : digits;
    branches.push(`c.primary_mobile like ${p(`${m}%`)}`);
  }
  const sources = branches.map((b) => `(select c.id from candidates c where ${b}${also}${cap})`);
  const cities = `c.city_id = any(array(select id from cities where lower(name) like ${like}))`;
  // The candidates of each matching city through its index (a city holds thousands of candidates: the planner would
  // rather scan the table for the city list). In a window, the matching cities' keys as values (none: no lookup),
  // which the planner weighs against the window's range: city by city, the range was read again for each matching
  // city (20 for `shar`, none with a candidate: 5 ms at 1M).
  if (!within)
    sources.push(`(select x.id from cities ci
      cross join lateral (select c.id from candidates c where c.city_id = ci.id${cap}) x
     where lower(ci.name) like ${like}${cap})`);
  else if (within.cities.length) sources.push(`(select c.id from candidates c where c.city_id = any(${p(within.cities)}::int[])${also})`);
  sources.push(`(select c.id from candidates c where c.search @@ ${tsq}${also}${cap})`);
  branches.push(cities);
  // the full-text branch last: the cheap prefix tests decide most rows before a tsvector is read
  branches.push(`c.search @@ ${tsq}`);
  return { where: `(${branches.join(' or ')})`, ids: sources.join(' union ') };
}

/**
 * The page's order: the sort asked for, else the best match first (`rankBy`: the search's tsquery, when it is worth
 * ranking), then newest first. c.name (not lower): the order of the index candidates_created_at_idx (created_at desc,
 * name).
 */
function pageOrder(req: ListRequest, rankBy: string | null): string[] {
  const order: string[] = [];
  if (req.sortExpr) order.push(`${req.sortExpr} ${req.direction === 'desc' ? 'desc' : 'asc'} nulls last`);
  else if (rankBy) order.push(`ts_rank(c.search, ${rankBy}) desc`);
  order.push('c.created_at desc', 'c.name asc', 'c.id desc');
  return order;
}

/** The candidate list's name order (SORTABLE.name), which namePage reads in windows. */
const NAME_SORT = 'lower(c.name)';
/** Candidates of the name order namePage tests one by one before it reads windows. */
const NAME_PROBE = 200;
/** Candidates in namePage's first window of the name order; each next window holds twice as many as the one before. */
export const NAME_WINDOW = 4_000;
/** Matches skipped by the page (its offset) beyond which namePage leaves the page to the walk. */
export const WINDOW_SKIP = 500;

/**
 * A page of a plain `q` with more matches than the cap, in name order, read window by window of that order instead
 * of walking the name index and reading each candidate's resume words until the page is full. Matches cluster in
 * name order (`shar` finds the Sharmas, and every "Aarav" who is not one comes before the first "Aarav Sharma": 8,633
 * candidates at 1M, each with its tsvector read); in a window (the names from one key to the key NAME_WINDOW rows
 * further, found on the name index alone) each branch of the search is one index lookup combined with the window's
 * range of the same index (BitmapAnd), so only the window's matches are read. Windows double until the page is full.
 *
 * A search whose matches fill the page within the first NAME_PROBE names (a common word) is answered by testing
 * those: its full-text lookup in a window would read every match's key. Null (the walk) for another sort, and for
 * pages past WINDOW_SKIP matches.
 */
async function namePage(db: Queryable, pq: PlainQ, req: ListRequest): Promise<number[] | null> {
  const skip0 = req.page * req.limit;
  if (req.sortExpr !== NAME_SORT || skip0 > WINDOW_SKIP) return null;
  const order = pageOrder(req, null).join(', ');
  const probeParams: unknown[] = [];
  const probe = await db.query<{ id: number }>(
    `select c.id from (select c.id from candidates c order by ${order} limit ${NAME_PROBE}) first
       join candidates c on c.id = first.id
      where ${plainSearch(pq, probeParams).where} order by ${order} limit ${skip0 + req.limit}`,
    probeParams,
  );
  if (probe.rows.length === skip0 + req.limit) return probe.rows.slice(skip0).map((r) => Number(r.id));
  const cities = await db.query<{ ids: number[] }>(`select coalesce(array_agg(id), '{}') as ids from cities where lower(name) like $1`, [
    likePrefix(pq.q),
  ]);
  const desc = req.direction === 'desc';
  // the window starts at `from` (included) and ends before `to`, in the direction of the order
  const [after, before] = desc ? ['<=', '>'] : ['>=', '<'];
  const ids: number[] = [];
  let skip = skip0;
  let from: string | null = null;
  for (let size = NAME_WINDOW; ; size *= 2) {
    const bound: QueryResult<{ k: string }> = await db.query<{ k: string }>(
      `select lower(c.name) as k from candidates c ${from === null ? '' : `where lower(c.name) ${after} $1`}
        order by lower(c.name) ${desc ? 'desc' : 'asc'} offset ${size} limit 1`,
      from === null ? [] : [from],
    );
    let to: string | null = bound.rows[0]?.k ?? null;
    // a window holds at least every candidate of its first name, however many share it
    if (to !== null && to === from) {
      const next: QueryResult<{ k: string }> = await db.query<{ k: string }>(
        `select lower(c.name) as k from candidates c where lower(c.name) ${desc ? '<' : '>'} $1
          order by lower(c.name) ${desc ? 'desc' : 'asc'} limit 1`,
        [from],
      );
      to = next.rows[0]?.k ?? null;
    }
    const params: unknown[] = [];
    const p = param(params);
    const range = [from === null ? null : `lower(c.name) ${after} ${p(from)}`, to === null ? null : `lower(c.name) ${before} ${p(to)}`]
      .filter(Boolean)
      .join(' and ');
    const { ids: matches } = plainSearch(pq, params, { range: range || 'true', cities: cities.rows[0]?.ids ?? [] });
    const { rows } = await db.query<{ id: number }>(
      `select c.id from candidates c where c.id in (${matches}) order by ${order} limit ${skip + req.limit - ids.length}`,
      params,
      { plan: 'each' },
    );
    ids.push(...rows.slice(skip).map((r) => Number(r.id)));
    skip = Math.max(0, skip - rows.length);
    if (ids.length >= req.limit || to === null) return ids;
    from = to;
  }
}

/**
 * The keys of the skills a filter names (null: no skill filter). Looked up before the list's statements, so that the
 * planner sees the keys and the index's statistics of them: with a subquery in their place it guessed a few hundred
 * matches for any skill and sorted all of a common skill's candidates for a page (68 ms for Java at 100k) instead of
 * walking the list's index.
 */
export async function skillIdsOf(db: Queryable, f: CandidateFilters): Promise<SkillFilter | null> {
  const names = [...new Set((f['skills[]'] ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean))];
  if (!names.length) return null;
  const { rows } = await db.query<{ id: number }>('select id from skills where lower(name) = any($1::text[]) order by id', [names]);
  return { ids: rows.map((r) => Number(r.id)), wanted: names.length };
}

/** A skill filter's keys, and how many names it gave (skill names are unique in lower case: skills_name_key). */
export type SkillFilter = { ids: number[]; wanted: number };

/**
 * The filters as conditions on `candidate_facets f` (migration 016: the tested columns of each candidate, its skills
 * and its links' main statuses as arrays with GIN indexes), so a filter's count reads that narrow table alone.
 */
export function filterConditions(f: CandidateFilters, skills: SkillFilter | null, params: unknown[], timeZone: string): string[] {
  const p = param(params);
  const where: string[] = [];
  if (skills) {
    // all of them: a name no skill has matches no one; any of them: none of the names known matches no one
    if (!skills.ids.length || (f.skills_match === 'all' && skills.ids.length < skills.wanted)) where.push('false');
    else where.push(`f.skill_ids ${f.skills_match === 'all' ? '@>' : '&&'} ${p(skills.ids)}::int[]`);
  }
  if (f.exp_min !== undefined) where.push(`f.exp_months >= ${p(f.exp_min * 12)}::int`);
  if (f.exp_max !== undefined) where.push(`f.exp_months <= ${p(f.exp_max * 12)}::int`);
  if (f.city !== undefined) where.push(`f.city_id = ${p(f.city)}::int`);
  if (f.state !== undefined) where.push(`f.state_id = ${p(f.state)}::int`);
  if (f.notice_max !== undefined) where.push(`f.notice_period <= ${p(f.notice_max)}::int`);
  if (f.ctc_min !== undefined) where.push(`f.current_ctc >= ${p(f.ctc_min)}::numeric`);
  if (f.ctc_max !== undefined) where.push(`f.current_ctc <= ${p(f.ctc_max)}::numeric`);
  if (f.ectc_min !== undefined) where.push(`f.expected_ctc >= ${p(f.ectc_min)}::numeric`);
  if (f.ectc_max !== undefined) where.push(`f.expected_ctc <= ${p(f.ectc_max)}::numeric`);
  if (f.status) where.push(`f.main_statuses @> array[${p(f.status)}::text]`);
  if (f.source) where.push(`f.resume_source = ${p(f.source)}`);
  if (f.created_from)
    where.push(`f.created_at >= (${p(f.created_from)}::date)::timestamp at time zone ${p(timeZone)}::text`);
  if (f.created_to)
    where.push(`f.created_at < (${p(f.created_to)}::date + 1)::timestamp at time zone ${p(timeZone)}::text`);
  if (f.free_pool !== undefined) where.push(f.free_pool ? 'f.free_pool' : 'not f.free_pool');
  if (f.recruiter)
    where.push(
      `f.candidate_id in (select j.candidate_id from candidate_jobs j where j.recruiter_id = (select u.id from users u where u.encrypted_id = ${p(f.recruiter)}::uuid))`,
    );
  return where;
}

/** The rows filters and a search read: the facets alone, the candidates alone, or both joined. */
function sourceOf(filtered: boolean, searched: boolean): string {
  if (!filtered) return 'candidates c';
  return searched ? 'candidate_facets f join candidates c on c.id = f.candidate_id' : 'candidate_facets f';
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

export type SnippetPart = { text: string; hit: boolean };

/** The words a tsquery looks for (its lexemes, prefixes marked), leaving out those it excludes (!'word'). */
export function queryTerms(tree: unknown): { lexeme: string; prefix: boolean }[] {
  if (typeof tree !== 'string') return [];
  const terms: { lexeme: string; prefix: boolean }[] = [];
  for (const m of tree.matchAll(/(!\s*)?'((?:[^']|'')+)'(:\*)?/g)) {
    if (m[1]) continue;
    terms.push({ lexeme: m[2].replace(/''/g, "'").toLowerCase(), prefix: Boolean(m[3]) });
  }
  return terms;
}

/**
 * A snippet of the resume around the first matches of a search: up to 24 words from a little before the first match,
 * and a second stretch around a later match, the matched words marked. A word matches a term when it starts with the
 * term's lexeme (stems are the start of their words: 'kubernet' for Kubernetes) and is not much longer, or any word
 * starting with a prefix term. Made here from the page's texts: PostgreSQL's ts_headline parses each whole resume
 * again (about 12 ms a resume on the embedded database, 250 ms a page of 20).
 */
export function snippetOf(text: unknown, terms: { lexeme: string; prefix: boolean }[]): SnippetPart[] | null {
  if (typeof text !== 'string' || !text || !terms.length) return null;
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, word: m[0].toLowerCase() }));
  const hit = words.map(({ word }) =>
    terms.some((t) => word.startsWith(t.lexeme) && (t.prefix || word.length - t.lexeme.length <= 5)),
  );
  const first = hit.indexOf(true);
  if (first < 0) return null;
  const windows: [number, number][] = [];
  const from = Math.max(0, first - 6);
  windows.push([from, Math.min(words.length, from + 24)]);
  const later = hit.findIndex((h, i) => h && i >= windows[0][1]);
  if (later >= 0) windows.push([Math.max(windows[0][1], later - 4), Math.min(words.length, later + 12)]);
  const parts: SnippetPart[] = [];
  const plain = (t: string) => {
    if (!t) return;
    const last = parts[parts.length - 1];
    if (last && !last.hit) last.text += t;
    else parts.push({ text: t, hit: false });
  };
  for (const [i, [a, b]] of windows.entries()) {
    if (i > 0 || a > 0) plain(i > 0 ? ' … ' : '… ');
    let at = words[a].start;
    for (let w = a; w < b; w++) {
      plain(text.slice(at, words[w].start).replace(/\s+/g, ' '));
      if (hit[w]) parts.push({ text: text.slice(words[w].start, words[w].end), hit: true });
      else plain(text.slice(words[w].start, words[w].end));
      at = words[w].end;
    }
    if (i === windows.length - 1 && b < words.length) plain(' …');
  }
  return parts;
}

const ROW_COLUMNS = `c.encrypted_id::text as encrypted_id, c.name, c.primary_mobile, c.primary_email, c.created_at, c.company_name, c.designation,
  ci.name as city_name, c.exp_years, c.exp_months, c.notice_period,
  c.current_ctc::float8 as current_ctc, c.expected_ctc::float8 as expected_ctc, c.stocks::float8 as stocks`;

/** A count answered without counting: more than COUNT_CAP matches. */
const CAPPED = { n: COUNT_CAP, capped: true } as const;

/** The rows of `source` meeting `condition`, counted up to COUNT_CAP. */
async function cappedCount(db: Queryable, source: string, condition: string, params: unknown[], opts?: QueryOptions) {
  const { rows } = await countQuery<{ n: number }>(
    db,
    `select count(*)::int as n from (select 1 from ${source} where ${condition} limit ${COUNT_CAP + 1}) m`,
    params,
    opts,
  );
  return capCount(Number(rows[0]?.n ?? 0));
}

/** The branches of a boolean search's top-level OR (the search itself when it is no OR). */
function orBranches(tree: Node): Node[] {
  return tree.kind === 'or' ? tree.nodes.flatMap(orBranches) : [tree];
}

/**
 * A boolean `q`'s capped count without filters (`condition`: its tsquery on `c.search`, over `params`). Capped at
 * once when the statistics show a word one of its top-level OR-branches needs alone in more than the cap's resumes
 * (surelyCapped). An OR is counted as one index lookup per branch, each stopping after COUNT_CAP + 1 rows, whose
 * UNION counts the matches up to the cap: the OR in one statement was a scan testing every row's tsvector until the
 * 2,001st match (`"jetpack prometheus" OR lakehous*`: ~14,000 rows and 59,000 buffers at 100k, against 1,560 buffers
 * for the branches' lookups). Anything else is counted as one statement, as with filters.
 */
async function booleanCount(db: Queryable, tree: Node, condition: string, params: unknown[], total: number) {
  const branches = orBranches(tree);
  const sureParams: unknown[] = [];
  if (await surelyCapped(db, branches.map((b) => toTsQuery(b, param(sureParams))), sureParams)) return CAPPED;
  if (await sampledCapped(db, 'candidates c', condition, params, total)) return CAPPED;
  const cap = COUNT_CAP + 1;
  if (branches.length < 2) return cappedCount(db, 'candidates c', condition, params);
  const own: unknown[] = [];
  const lookups = branches.map((b) => `(select c.id from candidates c where c.search @@ ${toTsQuery(b, param(own))} limit ${cap})`);
  const { rows } = await countQuery<{ n: number }>(db, `select count(*)::int as n from (${lookups.join(' union ')}) m`, own, {
    indexed: true,
  });
  return capCount(Number(rows[0]?.n ?? 0));
}

/**
 * One page of the candidate list. Without filters and boolean syntax it is the tuned plain list (see plainSearch);
 * with them, one condition (filters and the search) drives both the capped count and the page.
 */
export async function listCandidates(db: Queryable, req: ListRequest, search: string) {
  const filterParams: unknown[] = [];
  const filters = filterConditions(req.filters, await skillIdsOf(db, req.filters), filterParams, req.timeZone);
  const allCount = tableCount(db, ['candidates']);
  // Filters are planned with each call's values on a PostgreSQL server: how many candidates a skill, a status or a
  // range holds decides between walking the list's index and sorting the matches, and a plan kept for any values
  // cannot know it.
  const planEach = filters.length ? ({ plan: 'each' } as const) : undefined;
  let filteredCount: number;
  let capped = false;
  let condition: string;
  const params: unknown[] = [];
  let tsq: string | null = null;
  const pq = search && !req.tree ? await plainQ(db, search) : null;
  // a capped search's page in name order, read by windows of that order (namePage)
  let windowed: number[] | null = null;

  if (!filters.length && !req.tree) {
    const idParams: unknown[] = [];
    const clause = pq ? plainSearch(pq, idParams) : null;
    // a word the statistics show in far more resumes than the cap is capped without collecting its matches
    const sureParams: unknown[] = [];
    // else a sample of the candidates that shows far more matches than the cap
    const sampleParams: unknown[] = [];
    const sure =
      !!pq &&
      ((await surelyCapped(db, plainTsBranches(pq, sureParams), sureParams)) ||
        (await sampledCapped(db, 'candidates c', plainSearch(pq, sampleParams).where, sampleParams, await allCount)));
    // else the matches of q counted up to COUNT_CAP (each branch stops there) and, up to the cap, their keys: the page
    // is then read by key without looking the matches up again
    const matched = clause && !sure
      ? await countQuery<{ ids: number[] | null }>(db, `select array_agg(m.id) as ids from (${clause.ids}) m`, idParams, {
          indexed: true,
        })
          .then((r) => r.rows[0]?.ids ?? [])
      : null;
    const counted = sure ? CAPPED : matched ? capCount(matched.length) : null;
    filteredCount = counted ? counted.n : await allCount;
    capped = !!counted?.capped;
    // Up to COUNT_CAP matches: read by key and sorted. More: the OR of the search lets an index scan in the list's
    // order stop after the page (a broad search fills a page within a few rows).
    if (capped && pq) windowed = await namePage(db, pq, req);
    if (windowed) condition = `c.id = any(${param(params)(windowed)}::bigint[])`;
    else if (capped && pq) condition = plainSearch(pq, params).where;
    else if (matched) condition = `c.id = any(${param(params)(matched)}::bigint[])`;
    else condition = 'true';
    if (pq) tsq = plainTsQuery(pq, params);
  } else {
    params.push(...filterParams);
    const conds = [...filters];
    if (req.tree) {
      tsq = toTsQuery(req.tree, param(params));
      conds.push(`c.search @@ ${tsq}`);
    } else if (pq) {
      conds.push(plainSearch(pq, params).where);
    }
    condition = conds.join(' and ');
    const counted = params.length;
    // the ranking and headline need the plain search's tsquery beside the condition (its own parameters)
    if (pq) tsq = plainTsQuery(pq, params);
    const source = sourceOf(filters.length > 0, !!req.tree || !!search);
    const n =
      !filters.length && req.tree
        ? await booleanCount(db, req.tree, condition, params.slice(0, counted), await allCount)
        : (await (search || req.tree
              ? sampledCapped(db, source, condition, params.slice(0, counted), await allCount)
              : sampledFacets(db, condition, params.slice(0, counted), await allCount)))
          ? CAPPED
          : await cappedCount(db, source, condition, params.slice(0, counted), planEach);
    filteredCount = n.n;
    capped = n.capped;
  }

  // a broad query (a word many resumes have) is not worth ranking every match: newest first
  const order = pageOrder(req, tsq && !capped && filteredCount <= RANK_LIMIT ? tsq : null);
  const offset = windowed ? 0 : req.page * req.limit;
  const paged = filters.length ? 'candidates c join candidate_facets f on f.candidate_id = c.id' : 'candidates c';
  // with a search: the page's resume texts and, once, the words the search looks for, for the snippets
  const headline = tsq ? `, left(c.resume_text, 20000) as resume_text, (select querytree(${tsq})::text) as query_tree` : '';
  // The page's keys first, then its rows: the rows a deep page skips are index entries only (each sort's index
  // ends with the key), not rows read and joined.
  const rows =
    filteredCount === 0
      ? ([] as Row[])
      : (
          await db.query<Row>(
            `select ${ROW_COLUMNS}${headline}
               from (select c.id from ${paged} where ${condition} order by ${order.join(', ')} limit ${req.limit} offset ${offset}) page
               join candidates c on c.id = page.id left join cities ci on ci.id = c.city_id
              order by ${order.join(', ')}`,
            params,
            planEach,
          )
        ).rows;
  return {
    status: true as const,
    data: rows.map(({ resume_text: text, query_tree: tree, ...r }) => (tsq ? { ...r, snippet: snippetOf(text, queryTerms(tree)) } : r)),
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
  const conds = filterConditions(filters, await skillIdsOf(db, filters), params, timeZone);
  const filtered = conds.length > 0;
  const search = (filters.q ?? '').trim();
  if (tree) conds.push(`c.search @@ ${toTsQuery(tree, param(params))}`);
  else if (search) conds.push(plainSearch(await plainQ(db, search), params).where);
  if (since) conds.push(`c.created_at > ${param(params)(since)}::timestamptz`);
  const { rows } = await db.query<{ id: number }>(
    `select c.id from ${filtered ? 'candidates c join candidate_facets f on f.candidate_id = c.id' : 'candidates c'}
      where ${conds.length ? conds.join(' and ') : 'true'} order by c.created_at desc, c.id desc limit ${max}`,
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
  q: Queryable,
  j: {
    userId: number;
    action: string;
    params: Record<string, unknown>;
    candidateIds: number[];
    total: number;
    done: number;
    at: Date;
  },
): Promise<{ id: number; encrypted_id: string }> {
  const { rows } = await q.query<{ id: number; encrypted_id: string }>(
    `insert into bulk_jobs (user_id, action, params, candidate_ids, total, done, created_at)
     values ($1, $2, $3, $4::bigint[], $5, $6, $7)
     returning id, encrypted_id::text as encrypted_id`,
    [j.userId, j.action, JSON.stringify(j.params), j.candidateIds, j.total, j.done, j.at],
  );
  return { id: Number(rows[0].id), encrypted_id: rows[0].encrypted_id };
}

/** A bulk job's state and the parameters its rows need. */
export async function bulkJobParams(q: Queryable, id: number): Promise<{ state: string; params: unknown } | null> {
  const { rows } = await q.query<{ state: string; params: unknown }>('select state, params from bulk_jobs where id = $1', [
    id,
  ]);
  const r = rows[0];
  if (!r) return null;
  return { state: r.state, params: typeof r.params === 'string' ? JSON.parse(r.params) : r.params };
}

export type BulkRow = { position: number; candidate_id: number | null; present: boolean };
export type BulkNext = { state: string; position: number; count: number; rows: BulkRow[] };

/** Where a bulk job stands: the position of its next row, how many rows it has, and its next `limit` rows. */
export async function nextBulkRows(q: Queryable, id: number, limit: number): Promise<BulkNext | null> {
  const { rows } = await q.query<{ state: string; position: number; count: number; candidate_id: number | null; present: boolean | null }>(
    `select b.state, b.position, cardinality(b.candidate_ids) as count, x.candidate_id,
            exists (select 1 from candidates c where c.id = x.candidate_id) as present
       from bulk_jobs b
       left join lateral unnest(b.candidate_ids[b.position + 1 : b.position + $2]) with ordinality as x (candidate_id, n) on true
      where b.id = $1
      order by x.n`,
    [id, limit],
  );
  const r = rows[0];
  if (!r) return null;
  const position = Number(r.position);
  return {
    state: r.state,
    position,
    count: Number(r.count),
    rows: rows
      .filter((x) => x.candidate_id !== null)
      .map((x, i) => ({ position: position + i, candidate_id: Number(x.candidate_id), present: Boolean(x.present) })),
  };
}

/**
 * Locks the bulk job for the transaction of its next rows; false when its position is no longer `position` (another
 * run did those rows) or it has ended.
 */
export async function lockBulkRow(q: Queryable, id: number, position: number): Promise<boolean> {
  const { rows } = await q.query<{ position: number; state: string }>(
    'select position, state from bulk_jobs where id = $1 for update',
    [id],
  );
  return !!rows[0] && rows[0].state === 'running' && Number(rows[0].position) === position;
}

/** Tags the candidates that lack the skill with it (their updated_at moves); answers those tagged, in order. */
export async function addSkillTo(q: Queryable, skillId: number, candidateIds: number[], at: Date): Promise<number[]> {
  const { rows } = await q.query<{ candidate_id: number }>(
    `insert into candidate_skills (candidate_id, skill_id)
     select c, $2 from unnest($1::bigint[]) c
     on conflict do nothing
     returning candidate_id`,
    [candidateIds, skillId],
  );
  const added = rows.map((r) => Number(r.candidate_id));
  if (added.length) await q.query('update candidates set updated_at = $2 where id = any($1::bigint[])', [added, at]);
  const set = new Set(added);
  return candidateIds.filter((id) => set.has(id));
}

/** Rows done (in their transaction, under lockBulkRow): `rows` more done, `succeeded` of them without failure. */
export async function advanceBulk(q: Queryable, id: number, rows: number, succeeded: number) {
  await q.query(
    'update bulk_jobs set position = position + $2, done = done + $2, succeeded = succeeded + $3 where id = $1',
    [id, rows, succeeded],
  );
}

/** The job ends (once: a job already ended stays as it is). */
export async function finishBulkJob(q: Queryable, id: number, r: { state: 'done' | 'failed'; message?: string; at: Date }) {
  await q.query(
    `update bulk_jobs set state = $2, message = $3, finished_at = $4 where id = $1 and state = 'running'`,
    [id, r.state, r.message ?? null, r.at],
  );
}

export async function addBulkFailure(q: Queryable, jobId: number, candidateId: number | null, reason: string) {
  await q.query(
    `insert into bulk_job_failures (bulk_job_id, candidate_id, name, reason)
     values ($1, $2, coalesce((select name from candidates where id = $2), ''), $3)`,
    [jobId, candidateId, reason],
  );
}

/** Rows of a selection that name no candidate, listed as failed (the job's first rows, counted done). */
export async function addMissingFailures(q: Queryable, jobId: number, count: number, reason: string) {
  if (!count) return;
  await q.query(
    `insert into bulk_job_failures (bulk_job_id, candidate_id, name, reason)
     select $1, null, '', $3 from generate_series(1, $2)`,
    [jobId, count, reason],
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
