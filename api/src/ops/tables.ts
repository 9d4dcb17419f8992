// Data-access infrastructure, not a repository: the catalogue's view of the schema (tables in foreign-key order, their
// columns and keys, the sequences) that backup and restore copy whole.
import type { Queryable } from '../db/index.js';

/** A table of the suite's schema as a backup writes and a restore reads it. */
export type TableInfo = {
  name: string;
  /** Stored columns (generated ones are left out: the database computes them again). */
  columns: string[];
  /** Its primary key's columns, the order its rows are written in. */
  key: string[];
  /** A column `generated always as identity`: inserting its values needs `overriding system value`. */
  identityAlways: boolean;
};

/** Quotes an identifier read from the catalogue (never user input). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Every table of the current schema, parents before the tables whose foreign keys point at them, so rows can be
 * inserted in this order with every constraint checked.
 */
export async function tablesInOrder(q: Queryable): Promise<TableInfo[]> {
  const { rows: tables } = await q.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const { rows: cols } = await q.query<{ tbl: string; col: string; identity: string }>(
    `select c.relname as tbl, a.attname as col, a.attidentity::text as identity
       from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by c.relname, a.attnum`,
  );
  const { rows: keys } = await q.query<{ tbl: string; col: string }>(
    `select c.relname as tbl, a.attname as col
       from pg_index i join pg_class c on c.oid = i.indrelid
       join lateral unnest(i.indkey) with ordinality as k(attnum, n) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
      where c.relnamespace = current_schema()::regnamespace and i.indisprimary
      order by c.relname, k.n`,
  );
  const { rows: fks } = await q.query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and c.relnamespace = current_schema()::regnamespace
        and p.relnamespace = current_schema()::regnamespace and c.oid <> p.oid`,
  );
  const info = new Map<string, TableInfo>(
    tables.map((t) => [t.name, { name: t.name, columns: [], key: [], identityAlways: false }]),
  );
  for (const c of cols) {
    const t = info.get(c.tbl);
    if (!t) continue;
    t.columns.push(c.col);
    if (c.identity === 'a') t.identityAlways = true;
  }
  for (const k of keys) info.get(k.tbl)?.key.push(k.col);
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set()]));
  for (const f of fks) parents.get(f.child)?.add(f.parent);
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting') throw new Error(`The foreign keys of ${name} form a cycle.`);
    state.set(name, 'visiting');
    for (const p of parents.get(name) ?? []) visit(p);
    state.set(name, 'done');
    ordered.push(info.get(name)!);
  };
  for (const t of tables) visit(t.name);
  return ordered;
}

/** The sequences of the current schema (identity columns' and others). */
export async function sequences(q: Queryable): Promise<{ name: string; last_value: number; is_called: boolean }[]> {
  const { rows } = await q.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'S' order by 1`,
  );
  const out = [];
  for (const s of rows) {
    const r = await q.query<{ last_value: number; is_called: boolean }>(`select last_value, is_called from ${ident(s.name)}`);
    out.push({ name: s.name, last_value: Number(r.rows[0].last_value), is_called: r.rows[0].is_called });
  }
  return out;
}
