import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** DELETE /api/users/{id} (admin); 409 for oneself or the last admin. */
export function deleteUser(encryptedId: string): Promise<MessageEnvelope> {
  return apiSend('DELETE', `users/${encryptedId}`);
}
