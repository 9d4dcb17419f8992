import type { ReactNode } from 'react';
import useSWR from 'swr';
import { apiGet } from './http';
import { useSession } from './use-session';

export type ModuleName =
  'Dashboard' | 'Candidates' | 'Job Orders' | 'Clients' | 'Data Tables' | 'Skills';
export type PermissionAction = 'view' | 'add' | 'edit' | 'delete';

type Flag = boolean | number | string | null | undefined;

export interface PermissionRow {
  module_id: number;
  module_name: string;
  role_id: number;
  m_add: Flag;
  m_edit: Flag;
  m_delete: Flag;
  m_view: Flag;
}

export interface PermissionsAnswer {
  status: boolean;
  data: PermissionRow[];
}

export interface ModulePermission {
  m_view: boolean;
  m_add: boolean;
  m_edit: boolean;
  m_delete: boolean;
  isLoading: boolean;
}

export const PERMISSIONS_KEY = 'my_permissions';

const flag = (v: Flag): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** The signed-in role's permission rows (not fetched for the admin, who has every flag). */
export function usePermissions() {
  const { token, isAdmin } = useSession();
  return useSWR<PermissionsAnswer>(token && !isAdmin ? PERMISSIONS_KEY : null, () =>
    apiGet<PermissionsAnswer>(PERMISSIONS_KEY),
  );
}

/** Deny by default: an unknown module, a missing row or a failed read gives all false. */
export function usePermission(module: ModuleName): ModulePermission {
  const { isAdmin } = useSession();
  const { data, isLoading } = usePermissions();
  if (isAdmin) return { m_view: true, m_add: true, m_edit: true, m_delete: true, isLoading: false };
  const wanted = module.trim().toLowerCase();
  const row = data?.data?.find((r) => r.module_name?.trim().toLowerCase() === wanted);
  return {
    m_view: flag(row?.m_view),
    m_add: flag(row?.m_add),
    m_edit: flag(row?.m_edit),
    m_delete: flag(row?.m_delete),
    isLoading,
  };
}

export function Can({
  module,
  action,
  children,
  fallback = null,
}: {
  module: ModuleName;
  action: PermissionAction;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const permission = usePermission(module);
  return <>{permission[`m_${action}`] ? children : fallback}</>;
}
