// Loading many rows fast: one array parameter per column (`insert … select * from unnest($1::t[], …)`), the same on
// PGlite and PostgreSQL. For the seeders' bulk loads; a repository names the table and its columns.
import type { Queryable } from './index.js';

/** A column of a bulk load: its name and SQL type. */
export type BulkColumn = readonly [name: string, type: string];

/** Inserts rows with `insert into t (cols) select * from unnest($1::type[], …)`, `perStatement` rows at a time. */
export async function bulkInsert<T = Record<string, unknown>>(
  q: Queryable,
  table: string,
  cols: readonly BulkColumn[],
  rows: unknown[][],
  suffix = '',
  perStatement = 5000,
): Promise<T[]> {
  const out: T[] = [];
  const sql =
    `insert into ${table} (${cols.map((c) => c[0]).join(', ')}) select * from unnest(` +
    cols.map((c, i) => `$${i + 1}::${c[1]}[]`).join(', ') +
    `)${suffix ? ` ${suffix}` : ''}`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const arrays = cols.map((_, i) => chunk.map((r) => r[i]));
    const r = await q.query<T>(sql, arrays);
    if (suffix) out.push(...r.rows);
  }
  return out;
}
