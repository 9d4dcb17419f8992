import useSWR from 'swr';
import { apiGet, readApiError } from 'shared-auth';
import type { UserRow } from './types';

/** GET /api/user_by_email?email= (admin): data.user[0]. An unknown email (404) gives an empty list. */
export const userByEmailKey = (email: string) => ['user_by_email', { email }] as const;

export async function getUserByEmail(email: string): Promise<{ status: boolean; data: { user: UserRow[] } }> {
  try {
    return await apiGet('user_by_email', { email });
  } catch (e) {
    if ((await readApiError(e)).status === 404) return { status: true, data: { user: [] } };
    throw e;
  }
}

export function useUserByEmail(email: string | null) {
  return useSWR(email ? userByEmailKey(email) : null, () => getUserByEmail(email as string), { shouldRetryOnError: false });
}
