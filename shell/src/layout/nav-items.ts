// What the navigation offers. The links point into the route table (routes.ts).

export interface NavItem {
  label: string;
  to: string;
}

export const MAIN_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Job Orders', to: '/joborders' },
  { label: 'Candidates', to: '/candidates' },
  { label: 'Clients', to: '/clients' },
  { label: 'Data Tables', to: '/datatables' },
];

export const SETTINGS_LINKS: readonly NavItem[] = [{ label: 'Skills', to: '/settings/skills' }];

export const ADMIN_USER_MENU: readonly NavItem[] = [
  { label: 'Manage Logins', to: '/managelogins' },
  { label: 'Manage Roles', to: '/manageroles' },
  { label: 'Login as User', to: '/userLogin' },
  { label: 'Active Sessions', to: '/admin/activeusers' },
];

export const USER_MENU: readonly NavItem[] = [{ label: 'My Account', to: '/myaccount' }];

/** The drawer on small screens (spec §2.3: Reports is the Data Tables area). */
export const DRAWER_LINKS: readonly NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Job Orders', to: '/joborders' },
  { label: 'Candidates', to: '/candidates' },
  { label: 'Clients', to: '/clients' },
  { label: 'Reports', to: '/datatables' },
];

export const CALENDAR_PATH = '/dashboard/calendar';

/** Active when the address is the link or below it, on segment boundaries. */
export function isActive(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const target = to.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
}
