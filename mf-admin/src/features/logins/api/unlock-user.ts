import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** POST /api/users/{id}/unlock (admin): ends a sign-in lock after failed attempts. */
export function unlockUser(encryptedId: string): Promise<MessageEnvelope> {
  return apiSend('POST', `users/${encryptedId}/unlock`);
}
