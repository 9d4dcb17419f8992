import type { Queryable } from '../db/index.js';
import type { ListQuery } from './schemas.js';

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
  /** A unique column to make the order total (pagination never repeats or skips a row). */
  tiebreak: string;
  defaultLimit?: number;
};

export type ListResult<T> = { status: true; data: T[]; all_data_cnt: number; filter_data_cnt: number };

/** Server-side paging, sorting and searching for every list, with parameterised SQL only. */
export async function runList<T>(q: Queryable, spec: ListSpec, query: ListQuery): Promise<ListResult<T>> {
  const params = [...(spec.params ?? [])];
  const base = spec.where?.length ? spec.where : ['true'];
  const search = (query.q ?? '').trim();
  const filtered = [...base];
  if (search && spec.search.length) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    filtered.push(`(${spec.search.map((e) => `${e} ilike ${p}`).join(' or ')})`);
  }
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
    q.query<{ n: number }>(`select count(*)::int as n from ${spec.from} where ${base.join(' and ')}`, params.slice(0, baseParamCount)),
    search
      ? q.query<{ n: number }>(`select count(*)::int as n from ${spec.from} where ${filtered.join(' and ')}`, params)
      : Promise.resolve(null),
  ]);
  const allCount = Number(all.rows[0]?.n ?? 0);
  return {
    status: true,
    data: rows.rows,
    all_data_cnt: allCount,
    filter_data_cnt: filteredCount ? Number(filteredCount.rows[0]?.n ?? 0) : allCount,
  };
}
