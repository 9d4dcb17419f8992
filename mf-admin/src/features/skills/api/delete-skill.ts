import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** DELETE /api/skills/{id}. */
export function deleteSkill(encryptedId: string): Promise<MessageEnvelope> {
  return apiSend('DELETE', `skills/${encryptedId}`);
}
