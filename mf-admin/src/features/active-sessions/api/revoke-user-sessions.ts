import { apiSend } from 'shared-auth';

/** DELETE /api/active_users/by_user/{user_id} (admin): ends every session of the user but the caller's own. */
export function revokeUserSessions(userId: string): Promise<{ status: boolean; message: string; data: { revoked: number } }> {
  return apiSend('DELETE', `active_users/by_user/${userId}`);
}
