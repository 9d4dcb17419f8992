// Shapes of the roles and permissions API (API.md Administration): the contract's (contract/admin).
import type { Role } from 'contract/admin';

export type { PermissionRow, Role, RoleModule } from 'contract/admin';
export type Flag = 0 | 1;

export const isAdminRole = (role: Pick<Role, 'role_name'> | null | undefined) => role?.role_name.trim().toLowerCase() === 'admin';
