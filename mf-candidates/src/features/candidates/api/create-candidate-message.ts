import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

/** POST /api/candidates_messages {candidate_id, link_id, message}: recorded against a job link, not e-mailed. */
export function createMessage(
  candidateId: string,
  linkId: string,
  message: string,
): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'candidates_messages', {
    candidate_id: candidateId,
    link_id: linkId,
    message,
  });
}
