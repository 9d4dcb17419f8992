// The answers a route gives after a write.
import type { FastifyReply } from 'fastify';

/** 201 Created: `{ status: true, message, data: { encrypted_id } }`, the new record's public id. */
export function created(reply: FastifyReply, message: string, encrypted_id: string) {
  return reply.code(201).send({ status: true, message, data: { encrypted_id } });
}
