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
export const DRAWER_LINKS: readonly NavItem[] = MAIN_LINKS.map((link) =>
  link.module === 'Data Tables' ? { ...link, label: 'Reports' } : link,
);

export const CALENDAR_PATH = '/dashboard/calendar';

/** The calendar icon: the interview calendar is part of the dashboard (its route needs the Dashboard view flag). */
export const CALENDAR_LINK: NavItem = { label: 'Interview calendar', module: 'Dashboard', to: CALENDAR_PATH };

/** Active when the address is the link or below it, on segment boundaries. */
export function isActive(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  const target = to.toLowerCase();
  return path === target || path.startsWith(`${target}/`);
}

/**
 * The modules the signed-in role may view (lower-case names): 'all' for the admin, and when the flags cannot be
 * read (the server decides); null while they are loading.
 */
export function useViewableModules(isAdmin: boolean): Set<string> | 'all' | null {
  const { data, error, isLoading } = usePermissions();
  if (isAdmin) return 'all';
  // A failed read stays 'all' while SWR retries it (no flicker between a loading block and the module).
  if (!data?.data) return isLoading && !error ? null : 'all';
  return new Set(
    data.data.filter((r) => Number(r.m_view) === 1).map((r) => String(r.module_name).trim().toLowerCase()),
  );
}

/**
 * The links the signed-in user's role may open (view flag of their module). The server refuses the rest anyway;
 * this keeps the navigation honest. While the flags are loading, only the links that need no flag are offered (a
 * restricted role never sees, nor can click, a module it may not open).
 */
export function useAllowedLinks(items: readonly NavItem[], isAdmin: boolean): NavItem[] {
  const viewable = useViewableModules(isAdmin);
  if (viewable === 'all') return [...items];
  return items.filter((i) => !i.module || (viewable !== null && viewable.has(i.module.toLowerCase())));
}
