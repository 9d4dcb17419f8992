import { apiSend } from 'shared-auth';

/** DELETE /api/active_users/{id} (admin): ends that session (and any impersonation started from it). */
export function revokeSession(sessionId: string): Promise<{ status: boolean; message: string }> {
  return apiSend('DELETE', `active_users/${sessionId}`);
}
