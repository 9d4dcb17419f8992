import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** POST /api/candidates/{id}/erase (admin): personal data and files removed, the pipeline kept anonymously. */
export function eraseCandidate(id: string, reason: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('POST', `candidates/${id}/erase`, { reason });
}
