import type { Queryable } from '../db/index.js';
import type { ListQuery } from './schemas.js';

/**
 * Searches (`q`) are counted up to this many matches: a broader search answers `filter_data_cnt: COUNT_CAP` and
 * `filter_data_capped: true` instead of counting every match (API.md, Conventions). Pages stay reachable up to it.
 */
export const COUNT_CAP = 2000;

export type ListSpec = {
  /** `select` list, e.g. "c.encrypted_id::text as encrypted_id, c.name". */
  select: string;
  /** `from` clause with joins. */
  from: string;
  /** Extra conditions (already parameterised with $1..$n of `params`). */
  where?: string[];
  params?: unknown[];
  /** Allowed sort keys → SQL expressions. */
  sortable: Record<string, string>;
  /** The default order, e.g. [['c.created_at', 'desc'], ['c.name', 'asc']]. */
  defaultSort: [string, 'asc' | 'desc'][];
  /** Expressions searched case-insensitively with `q` (contains). */
  search: string[];
  /** The expressions of `search` are in lower case already: matched with LIKE on the lowered `q`, not ILIKE. */
  searchLowered?: boolean;
  /** A unique column to make the order total (pagination never repeats or skips a row). */
  tiebreak: string;
  defaultLimit?: number;
  /**
   * What the capped count of a search reads instead of `from` and `where`: a narrow table with the searched text and
   * the columns the conditions test, under the alias `search` uses (counting a common word reads thousands of rows,
   * and a wide row is slow to read past). Its conditions use the same params as `where`.
   */
  searchCount?: { from: string; where: string[] };
  /** The number of rows without `q`, when it is known without counting them (a maintained counter). */
  total?: (q: Queryable) => Promise<number>;
};

export type ListResult<T> = {
  status: true;
  data: T[];
  all_data_cnt: number;
  filter_data_cnt: number;
  filter_data_capped?: boolean;
};

/** `select count(*)` of a query's rows, stopping after COUNT_CAP + 1 of them. */
export function cappedCountSql(fromWhere: string): string {
  return `select count(*)::int as n from (select 1 from ${fromWhere} limit ${COUNT_CAP + 1}) capped`;
}

/** The capped count's answer: the count, and whether it stopped at the cap. */
export function capCount(n: number): { n: number; capped: boolean } {
  return n > COUNT_CAP ? { n: COUNT_CAP, capped: true } : { n, capped: false };
}

/** Server-side paging, sorting and searching for every list, with parameterised SQL only. */
export async function runList<T>(q: Queryable, spec: ListSpec, query: ListQuery): Promise<ListResult<T>> {
  const params = [...(spec.params ?? [])];
  const base = spec.where?.length ? spec.where : ['true'];
  const search = (query.q ?? '').trim();
  const filtered = [...base];
  let matches: string | null = null;
  if (search && spec.search.length) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    params.push(spec.searchLowered ? pattern.toLowerCase() : pattern);
    const p = `$${params.length}`;
    const op = spec.searchLowered ? 'like' : 'ilike';
    matches = `(${spec.search.map((e) => `${e} ${op} ${p}`).join(' or ')})`;
    filtered.push(matches);
  }
  const counted =
    spec.searchCount && matches
      ? `${spec.searchCount.from} where ${[...spec.searchCount.where, matches].join(' and ')}`
      : `${spec.from} where ${filtered.join(' and ')}`;
  const order: string[] = [];
  if (query.sortby && spec.sortable[query.sortby]) {
    order.push(`${spec.sortable[query.sortby]} ${query.direction === 'desc' ? 'desc' : 'asc'}`);
  }
  // Plain directions, so the order matches the lists' indexes (created_at desc, name, …).
  for (const [expr, dir] of spec.defaultSort) order.push(`${expr} ${dir}`);
  order.push(`${spec.tiebreak} desc`);
  const limit = query.limit ?? spec.defaultLimit ?? 20;
  const offset = (query.page ?? 0) * limit;
  const baseParamCount = spec.params?.length ?? 0;
  const [rows, all, filteredCount] = await Promise.all([
    q.query<T>(
      `select ${spec.select} from ${spec.from} where ${filtered.join(' and ')} order by ${order.join(', ')} limit ${limit} offset ${offset}`,
      params,
    ),
    spec.total
      ? spec.total(q)
      : q
          .query<{ n: number }>(`select count(*)::int as n from ${spec.from} where ${base.join(' and ')}`, params.slice(0, baseParamCount))
          .then((r) => Number(r.rows[0]?.n ?? 0)),
    search ? q.query<{ n: number }>(cappedCountSql(counted), params) : Promise.resolve(null),
  ]);
  const n = filteredCount ? capCount(Number(filteredCount.rows[0]?.n ?? 0)) : null;
  return {
    status: true,
    data: rows.rows,
    all_data_cnt: all,
    filter_data_cnt: n ? n.n : all,
    ...(n?.capped ? { filter_data_capped: true } : {}),
  };
}

/** A maintained row count (table_counts, migration 006) by key. */
export async function tableCount(q: Queryable, keys: string[]): Promise<number> {
  const { rows } = await q.query<{ n: string | number | null }>('select sum(n) as n from table_counts where key = any($1::text[])', [keys]);
  return Number(rows[0]?.n ?? 0);
}
