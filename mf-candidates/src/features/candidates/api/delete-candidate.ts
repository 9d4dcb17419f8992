import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** DELETE /api/candidate_delete/{id}: the candidate with everything it owns (a hard delete). */
export function deleteCandidate(id: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('DELETE', `candidate_delete/${id}`);
}
