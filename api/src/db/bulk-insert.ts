// Many rows in few statements: `insert into t (cols) select * from unnest($1::type[], …)`, one array parameter per
// column (the same on PGlite and PostgreSQL). For loads (the bulk seeder); the repositories name what they load.
import type { Queryable } from './index.js';

/** A column and its SQL type (the array parameter is cast to type[]). */
export type Col = readonly [name: string, type: string];

/** Inserts rows (each in the order of cols), `perStatement` rows at a time; answers what `suffix` returns. */
export async function bulkInsert<T = Record<string, unknown>>(
  q: Queryable,
  table: string,
  cols: readonly Col[],
  rows: readonly (readonly unknown[])[],
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
