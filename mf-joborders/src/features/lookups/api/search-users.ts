import { apiSend } from 'shared-auth';
import type { SearchOption } from 'shared-ui';

/** The search starts at 3 characters (spec 002 §5, §9). */
export const USER_SEARCH_MIN_CHARS = 3;

interface UserHit {
  email: string;
  encrypted_id: string;
  username?: string;
  user_type?: string;
}

/** POST /api/search_users {email}: users whose e-mail contains the text (case-insensitive). */
export async function searchUsers(email: string): Promise<SearchOption<string>[]> {
  if (email.trim().length < USER_SEARCH_MIN_CHARS) return [];
  const body = await apiSend<{ data?: { user?: UserHit[] } }>('POST', 'search_users', {
    email: email.trim(),
  });
  return (body.data?.user ?? []).map((u) => ({
    value: u.encrypted_id,
    label: u.email,
    description: [u.username, u.user_type].filter(Boolean).join(' · ') || undefined,
  }));
}
