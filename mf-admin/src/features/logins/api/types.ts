export type UserStatus = 'active' | 'inactive';

export interface UserRow {
  encrypted_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  role: number | null;
  role_name: string;
  status: UserStatus;
  user_type: string;
  created_at?: string;
  /** Sign-in locked until then after failed attempts; null or absent when not locked. */
  locked_until?: string | null;
}

export interface MessageEnvelope {
  status: boolean;
  message: string;
}
