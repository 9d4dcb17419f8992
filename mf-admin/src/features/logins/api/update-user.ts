import { apiSend } from 'shared-auth';
import type { MessageEnvelope, UserStatus } from './types';

export interface UserUpdate {
  encrypted_id: string;
  first_name: string;
  last_name: string;
  mobile: string;
  role: number | null;
  status: UserStatus;
  password?: string;
  password_confirmation?: string;
}

/** POST /api/update_user (admin): 'User Updated Successfully'. */
export function updateUser(update: UserUpdate): Promise<MessageEnvelope> {
  return apiSend('POST', 'update_user', update);
}
