import { apiSend } from 'shared-auth';
import type { PermissionRow } from './types';

/** POST /api/roles_permissions (admin): every row of the role, flags 0 or 1. */
export function saveRolePermissions(rows: PermissionRow[]): Promise<{ status: boolean; message: string }> {
  return apiSend(
    'POST',
    'roles_permissions',
    rows.map(({ role_id, module_id, m_add, m_edit, m_delete, m_view }) => ({ role_id, module_id, m_add, m_edit, m_delete, m_view })),
  );
}
