import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { PermissionRow } from './types';

/** GET /api/roles_permissions?role_id= (admin): the saved rows of the role. */
export const rolePermissionsKey = (roleId: number) => ['roles_permissions', { role_id: roleId }] as const;

export function getRolePermissions(roleId: number): Promise<{ status: boolean; data: PermissionRow[] }> {
  return apiGet('roles_permissions', { role_id: roleId });
}

export function useRolePermissions(roleId: number | null) {
  return useSWR(roleId === null ? null : rolePermissionsKey(roleId), () => getRolePermissions(roleId as number));
}
