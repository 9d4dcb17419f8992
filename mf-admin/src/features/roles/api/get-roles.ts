import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { Role } from './types';

/** GET /api/roles: every role. */
export const rolesKey = 'roles';

export function getRoles(): Promise<{ status: boolean; data: Role[] }> {
  return apiGet(rolesKey);
}

export function useRoles() {
  return useSWR(rolesKey, getRoles);
}
