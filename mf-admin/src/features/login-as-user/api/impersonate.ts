import { apiSend, type SessionUser } from 'shared-auth';

/** POST /api/impersonate {user_id} (admin): a session of that user, limited in time, tied to the admin's. */
export function impersonate(userId: string): Promise<{ status: boolean; message: string; token: string; user: SessionUser }> {
  return apiSend('POST', 'impersonate', { user_id: userId });
}
