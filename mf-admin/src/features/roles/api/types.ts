export interface Role {
  role_id: number;
  role_name: string;
}

export interface RoleModule {
  module_id: number;
  module_name: string;
}

export type Flag = 0 | 1;

export interface PermissionRow {
  role_id: number;
  module_id: number;
  module_name?: string;
  m_add: Flag;
  m_edit: Flag;
  m_delete: Flag;
  m_view: Flag;
}

export const isAdminRole = (role: Pick<Role, 'role_name'> | null | undefined) => role?.role_name.trim().toLowerCase() === 'admin';
