import { apiSend } from 'shared-auth';

export interface NewUser {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  role: number | null;
  password: string;
  password_confirmation: string;
}

/** POST /api/users (admin): 'User Added Successfully'; 422 per field. */
export function createUser(user: NewUser): Promise<{ status: boolean; message: string; data: { encrypted_id: string } }> {
  return apiSend('POST', 'users', user);
}
