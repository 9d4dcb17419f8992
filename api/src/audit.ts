import type { FastifyRequest } from 'fastify';
import type { Queryable } from './db/index.js';
import { actorOf, SYSTEM_ACTOR, type Actor } from './lib/actor.js';
import { insertAuditEvent } from './modules/audit/repository.js';
import { userNameOrNullSql as name } from './lib/user-name.js';

const SECRET = /pass|token|hash|secret|identity_card_number|otp/i;

/** Removes what must never be stored in the audit trail (passwords, hashes, tokens, ID numbers). */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = SECRET.test(k) ? '[redacted]' : redact(v);
    return out;
  }
  return value;
}

/**
 * Who did it, as an activity panel shows it: the user, or "Admin as Priya Sharma" when an administrator worked as
 * that user ('Login as User'). `user` and `impersonator` are aliases of users joined on the row's actor and
 * impersonator.
 */
export function actorNameSql(user: string, impersonator: string): string {
  return `case when ${impersonator}.id is not null then coalesce(${name(impersonator)}, 'Admin') || ' as ' || coalesce(${name(user)}, '') else ${name(user)} end`;
}

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId: number | null;
  summary?: string;
  before?: unknown;
  after?: unknown;
};

/** Appends an audit event for the signed-in user of the request (who, what, when, before → after). */
export async function audit(q: Queryable, request: FastifyRequest | null, e: AuditEntry): Promise<void> {
  await auditAs(q, request ? actorOf(request) : SYSTEM_ACTOR, request ? request.server.clock.now() : new Date(), e);
}

/** Appends an audit event for an actor at a time (services, which take no request). */
export async function auditAs(q: Queryable, actor: Actor, at: Date, e: AuditEntry): Promise<void> {
  await insertAuditEvent(q, {
    actorId: actor.userId,
    impersonatorId: actor.impersonatorId,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId,
    summary: e.summary ?? '',
    before: e.before === undefined ? null : JSON.stringify(redact(e.before)),
    after: e.after === undefined ? null : JSON.stringify(redact(e.after)),
    ip: actor.ip,
    at,
  });
}
