// Many rows in few statements: `insert into t (cols) select * from unnest($1::type[], …)`, one array parameter per
// column (the same on PGlite and PostgreSQL). For loads (the bulk seeder); the repositories name what they load.
// With it, the loader's statements on whole tables: emptying them, the foreign-key triggers off during a load, the
// planner's statistics after it.
import type { Executor, Queryable } from './index.js';

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

/** Empties tables (and what references them), restarting their serial keys. */
export async function emptyTables(q: Executor, tables: readonly string[]): Promise<void> {
  await q.exec(`truncate ${tables.join(', ')} restart identity cascade`);
}

/** True when the database role is a superuser (PGlite always is): it may turn the foreign-key triggers off. */
export async function isSuperuser(q: Queryable): Promise<boolean> {
  const { rows } = await q.query<{ su: string }>(`select current_setting('is_superuser') as su`);
  return rows[0]?.su === 'on';
}

/** Foreign-key checks off for a load (superuser only): the tables' own triggers still run. */
export async function foreignKeyChecksOff(q: Executor, tables: readonly string[]): Promise<void> {
  for (const t of tables) await q.exec(`alter table ${t} disable trigger all; alter table ${t} enable trigger user`);
}

export async function foreignKeyChecksOn(q: Executor, tables: readonly string[]): Promise<void> {
  for (const t of tables) await q.exec(`alter table ${t} enable trigger all`);
}

/** Statistics for the planner and the visibility map for index-only scans (outside a transaction). */
export async function vacuumAnalyze(q: Queryable): Promise<void> {
  await q.query('vacuum analyze');
}
