// Every table's rows and every stored file of two databases, compared (backup and restore tests).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/index.js';
import { ident, tablesInOrder } from '../../src/ops/tables.js';

export type Rows = Map<string, Map<string, string>>;

/** Each table's rows as JSON (generated columns included), by primary key; times in UTC so both engines agree. */
export async function allRows(db: Db, skip: string[] = []): Promise<Rows> {
  return db.tx(async (q) => {
    await q.query(`set local timezone = 'UTC'`);
    const out: Rows = new Map();
    for (const t of await tablesInOrder(q)) {
      if (skip.includes(t.name)) continue;
      const key = t.key.length ? `jsonb_build_array(${t.key.map((k) => `t.${ident(k)}`).join(', ')})::text` : 'to_jsonb(t)::text';
      const { rows } = await q.query<{ k: string; r: string }>(`select ${key} as k, to_jsonb(t)::text as r from ${ident(t.name)} t`);
      out.set(t.name, new Map(rows.map((r) => [r.k, r.r])));
    }
    return out;
  });
}

/** Rows that differ: missing, extra, or changed, as "table key: what". */
export function differences(a: Rows, b: Rows, opts: { onlyIn?: 'b' } = {}): string[] {
  const out: string[] = [];
  for (const table of new Set([...a.keys(), ...b.keys()])) {
    const x = a.get(table);
    const y = b.get(table);
    if (!x || !y) {
      out.push(`${table}: ${x ? 'missing' : 'extra'} table`);
      continue;
    }
    for (const [k, row] of y) {
      if (!x.has(k)) out.push(`${table} ${k}: extra row`);
      else if (x.get(k) !== row) out.push(`${table} ${k}: ${x.get(k)} != ${row}`);
    }
    if (opts.onlyIn !== 'b') for (const k of x.keys()) if (!y.has(k)) out.push(`${table} ${k}: missing row`);
  }
  return out;
}

/** sha256 of every stored file the `files` table names, by storage key ("missing" when absent). */
export async function fileChecksums(db: Db, storageDir: string): Promise<Map<string, string>> {
  const { rows } = await db.query<{ storage_key: string; sha256: string }>('select storage_key, sha256 from files order by id');
  const out = new Map<string, string>();
  for (const r of rows) {
    const p = path.join(storageDir, r.storage_key);
    out.set(r.storage_key, fs.existsSync(p) ? crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex') : 'missing');
  }
  return out;
}
