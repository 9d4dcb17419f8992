import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/index.js';
import { HttpError } from './errors.js';

/** The records that carry a version: their table and the audit entity type of their own updates. */
const RECORDS = {
  candidate: { table: 'candidates', action: 'candidate.update' },
  job_order: { table: 'job_orders', action: 'job_order.update' },
  client: { table: 'clients', action: 'client.update' },
} as const;

export type VersionedRecord = keyof typeof RECORDS;

/** "26-Nov-2026 06:10 AM" in the product's time zone. */
export function changedAt(d: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`;
}

/**
 * Optimistic locking of a record's update: call inside the update's transaction, after the row is locked
 * (select … for update). When the edit was made on another version than the current one, refuses with 409 naming
 * who changed the record and when, and the current version; without a version (older clients) the update goes on.
 * Returns the SQL assignment that moves the version on, for the update's SET.
 */
export function checkVersion(app: FastifyInstance, q: Queryable, record: VersionedRecord, id: number, given: number | undefined): Promise<string> {
  return checkRecordVersion(q, record, id, given, app.clock, app.config.timeZone);
}

/** checkVersion for services, which take a clock and the product's time zone instead of the app. */
export async function checkRecordVersion(
  q: Queryable,
  record: VersionedRecord,
  id: number,
  given: number | undefined,
  clock: { now(): Date },
  timeZone: string,
): Promise<string> {
  const { table, action } = RECORDS[record];
  const { rows } = await q.query<{ lock_version: number; updated_at: Date | null }>(`select lock_version, updated_at from ${table} where id = $1`, [id]);
  const current = Number(rows[0]?.lock_version ?? 1);
  if (given !== undefined && given !== current) {
    const { rows: last } = await q.query<{ name: string | null; impersonator: string | null; occurred_at: Date }>(
      `select trim(u.first_name || ' ' || u.last_name) as name, trim(i.first_name || ' ' || i.last_name) as impersonator, a.occurred_at
         from audit_events a left join users u on u.id = a.actor_id left join users i on i.id = a.impersonator_id
        where a.entity_type = $1 and a.entity_id = $2 and a.action = $3 order by a.id desc limit 1`,
      [record, id, action],
    );
    const who = last[0]?.name || 'Someone';
    const by = last[0]?.impersonator ? `${last[0].impersonator} as ${who}` : who;
    const when = last[0]?.occurred_at ?? rows[0]?.updated_at ?? clock.now();
    throw new HttpError(409, `${by} changed this record at ${changedAt(new Date(when), timeZone)}. Reload it to see their changes.`, undefined, {
      changed_by: by,
      lock_version: current,
    });
  }
  return 'lock_version = lock_version + 1';
}
