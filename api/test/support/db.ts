// Row bookkeeping for the fuzz suite: exact row counts of every table, and per-table net row changes recorded by
// triggers (inside the writing transaction, so a rolled-back write leaves no trace — exactly what counts see).
import type { Db } from '../../src/db/index.js';

const DELTA_TABLE = 'sec_row_delta';

async function userTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ t: string }>(
    `select table_name as t from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> $1 order by table_name`,
    [DELTA_TABLE],
  );
  return rows.map((r) => r.t);
}

/** count(*) of every table of the schema. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await userTables(db);
  const sql = tables.map((t, i) => `select ${i} as i, count(*)::int as n from "${t}"`).join(' union all ');
  const { rows } = await db.query<{ i: number; n: number }>(sql);
  return Object.fromEntries(rows.map((r) => [tables[Number(r.i)], Number(r.n)]));
}

/** A row trigger on every table that adds +1 per insert and -1 per delete to sec_row_delta. */
export async function installRowDeltaTriggers(db: Db): Promise<void> {
  const tables = await userTables(db);
  await db.query(`create table ${DELTA_TABLE} (tbl text primary key, n bigint not null default 0)`);
  await db.query(`insert into ${DELTA_TABLE} (tbl) select unnest($1::text[])`, [tables]);
  await db.query(`create function ${DELTA_TABLE}_fn() returns trigger language plpgsql as $$
    begin
      update ${DELTA_TABLE} set n = n + (case when tg_op = 'INSERT' then 1 else -1 end) where tbl = tg_table_name;
      return null;
    end $$`);
  for (const t of tables) {
    await db.query(`create trigger ${DELTA_TABLE}_trg after insert or delete on "${t}" for each row execute function ${DELTA_TABLE}_fn()`);
  }
}

/** Net rows inserted minus deleted per table since the triggers were installed. */
export async function rowDeltas(db: Db): Promise<Map<string, number>> {
  const { rows } = await db.query<{ tbl: string; n: number }>(`select tbl, n from ${DELTA_TABLE}`);
  return new Map(rows.map((r) => [r.tbl, Number(r.n)]));
}

/** Tables whose net row change differs between two snapshots. */
export function changedTables(a: Map<string, number>, b: Map<string, number>): string[] {
  return [...b.keys()].filter((k) => (a.get(k) ?? 0) !== (b.get(k) ?? 0));
}

/** Runs an insert with `returning id` added and answers the new row's id. */
export async function insertedId(db: Db, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ id: number }>(`${sql} returning id`, params);
  return Number(rows[0].id);
}
