import { apiSend } from 'shared-auth';

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST /api/change_password: on success every other session of the user ends. */
export function changePassword(change: PasswordChange): Promise<{ status: boolean; message: string }> {
  return apiSend('POST', 'change_password', change);
}
