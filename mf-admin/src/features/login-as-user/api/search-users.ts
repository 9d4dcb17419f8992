import { apiSend } from 'shared-auth';
import type { SearchOption } from 'shared-ui';

interface FoundUser {
  email: string;
  encrypted_id: string;
  username: string;
  user_type: string;
  status: string;
}

/** POST /api/search_users: the users an admin may work as (active, not admins). */
export async function searchWorkableUsers(text: string): Promise<SearchOption<string>[]> {
  const answer = await apiSend<{ status: boolean; data: { user: FoundUser[] } }>('POST', 'search_users', { email: text });
  return answer.data.user
    .filter((u) => u.status === 'active' && u.user_type !== 'admin')
    .map((u) => ({ label: u.username ? `${u.username} (${u.email})` : u.email, value: u.encrypted_id, description: u.user_type || 'no role' }));
}
