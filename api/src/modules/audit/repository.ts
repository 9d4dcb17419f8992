// The statement that appends to the audit trail (audit_events): who did what, when, before → after. Reading the trail
// is the activity panels' (record-panel) and the reports'.
import type { Queryable } from '../../db/index.js';

export type AuditRow = {
  actorId: number | null;
  impersonatorId: number | null;
  action: string;
  entityType: string;
  entityId: number | null;
  summary: string;
  /** JSON text (already redacted), or null. */
  before: string | null;
  after: string | null;
  ip: string;
  at: Date;
};

export async function insertAuditEvent(q: Queryable, e: AuditRow): Promise<void> {
  await q.query(
    `insert into audit_events (actor_id, impersonator_id, action, entity_type, entity_id, summary, before, after, ip, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [e.actorId, e.impersonatorId, e.action, e.entityType, e.entityId, e.summary, e.before, e.after, e.ip, e.at],
  );
}
