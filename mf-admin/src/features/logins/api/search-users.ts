import { apiSend } from 'shared-auth';
import type { SearchOption } from 'shared-ui';

export interface FoundUser {
  email: string;
  encrypted_id: string;
  username: string;
  user_type: string;
  status: string;
}

/** POST /api/search_users {email} (3 characters or more): the email autocomplete of Edit User. */
export async function searchUserEmails(text: string): Promise<SearchOption<string>[]> {
  const answer = await apiSend<{ status: boolean; data: { user: FoundUser[] } }>('POST', 'search_users', { email: text });
  return answer.data.user.map((u) => ({ label: u.email, value: u.email, description: u.username }));
}
