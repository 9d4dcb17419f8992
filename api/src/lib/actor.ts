// Who does a thing and when, as services take it: `(db, actor, clock)`, not a request, so a route, a seeder, a CLI and
// a background job call the same code.
import type { FastifyRequest } from 'fastify';

export type Clock = { now(): Date };

export type Actor = {
  /** The signed-in user (null for the system: seeders, background work). */
  userId: number | null;
  /** The administrator working as that user ('Login as User'), if any. */
  impersonatorId: number | null;
  /** The client address, for the audit trail ('' outside a request). */
  ip: string;
};

/** The system itself (seeders, background work): no user, no address. */
export const SYSTEM_ACTOR: Actor = { userId: null, impersonatorId: null, ip: '' };

/** The actor of a request: its signed-in user (and impersonator) and address. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    userId: request.auth?.user.id ?? null,
    impersonatorId: request.auth?.impersonator?.id ?? null,
    ip: request.ip ?? '',
  };
}

/** An actor for a user outside a request (seeders acting as a user). */
export const userActor = (userId: number): Actor => ({ userId, impersonatorId: null, ip: '' });

/** The actor's user id; a service for signed-in users refuses the system actor. */
export function signedInUser(actor: Actor): number {
  if (actor.userId === null) throw new Error('This action needs a signed-in user.');
  return actor.userId;
}
