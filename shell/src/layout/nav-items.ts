// What the navigation offers. The links point into the route table (routes.ts).
import { usePermissions, type ModuleName } from 'shared-auth';

export interface NavItem {
  label: string;
  to: string;
  /** The module whose view flag the link needs; links without one are always offered. */
  module?: ModuleName;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', module: 'Dashboard', to: '/dashboard' },
  { label: 'Job Orders', module: 'Job Orders', to: '/joborders' },
  { label: 'Candidates', module: 'Candidates', to: '/candidates' },
  { label: 'Clients', module: 'Clients', to: '/clients' },
  { label: 'Data Tables', module: 'Data Tables', to: '/datatables' },
];

export const SETTINGS_LINKS: readonly NavItem[] = [{ label: 'Skills', module: 'Skills', to: '/settings/skills' }];

export const ADMIN_USER_MENU: readonly NavItem[] = [
  { label: 'Manage Logins', to: '/managelogins' },
  { label: 'Manage Roles', to: '/manageroles' },
  { label: 'Login as User', to: '/userLogin' },
  { label: 'Active Sessions', to: '/admin/activeusers' },
];

export const USER_MENU: readonly NavItem[] = [{ label: 'My Account', to: '/myaccount' }];

/** The drawer on small screens (spec §2.3: Reports is the Data Tables area). */
export const DRAWER_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', module: 'Dashboard', to: '/dashboard' },
  { label: 'Job Orders', module: 'Job Orders', to: '/joborders' },
  { label: 'Candidates', module: 'Candidates', to: '/candidates' },
  { label: 'Clients', module: 'Clients', to: '/clients' },
  { label: 'Reports', module: 'Data Tables', to: '/datatables' },
];

export const CALENDAR_PATH = '/dashboard/calendar';

/** Active when the address is the link or below it, on segment boundaries. */
export function isActive(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const target = to.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
}

/**
 * The links the signed-in user's role may open (view flag of their module). The server refuses the rest anyway;
 * this keeps the navigation honest. Admins see everything, and so does anyone until the flags have loaded.
 */
export function useAllowedLinks(items: readonly NavItem[], isAdmin: boolean): NavItem[] {
  const { data } = usePermissions();
  if (isAdmin || !data?.data) return [...items];
  const viewable = new Set(
    data.data.filter((r) => Number(r.m_view) === 1).map((r) => String(r.module_name).trim().toLowerCase()),
  );
  return items.filter((i) => !i.module || viewable.has(i.module.toLowerCase()));
}
