import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { RoleModule } from './types';

/** GET /api/roles_modules: the modules of the permission matrix. */
export const roleModulesKey = 'roles_modules';

export function getRoleModules(): Promise<{ status: boolean; data: RoleModule[] }> {
  return apiGet(roleModulesKey);
}

export function useRoleModules() {
  return useSWR(roleModulesKey, getRoleModules);
}
