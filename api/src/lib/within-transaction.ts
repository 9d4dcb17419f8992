// A service takes a Db and runs its writes in `db.tx`. A caller already inside a transaction (a seeder writing
// everything in one) hands the service this view of it: its `tx` joins the open transaction instead of opening one.
import type { Db, Executor } from '../db/index.js';

export function withinTransaction(q: Executor, kind: Db['kind']): Db {
  return {
    kind,
    query: (sql, params, opts) => q.query(sql, params, opts),
    tx: (fn) => fn(q),
    close: async () => {},
  };
}
