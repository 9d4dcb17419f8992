// What the navigation offers. The links point into the route table (routes.ts).
import { usePermissions, type ModuleName } from 'shared-auth';
import { ROUTES } from '../routes';

export interface NavItem {
  label: string;
  to: string;
  /** The module whose view flag the link needs; links without one are always offered. */
  module?: ModuleName;
}

/** A link to an address of the route table, named by its title and needing its module's view flag. */
function linkTo(path: string): NavItem {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`The route table has no ${path}`);
  const { title: label, module } = route;
  return module ? { label, module, to: path } : { label, to: path };
}

export const MAIN_LINKS: readonly NavItem[] = [
  '/dashboard',
  '/joborders',
  '/candidates',
  '/clients',
  '/datatables',
].map(linkTo);

// The Skills screens guard themselves (per Skills flag and tab); the link needs the Skills view flag.
export const SETTINGS_LINKS: readonly NavItem[] = [{ ...linkTo('/settings/skills'), module: 'Skills' }];

export const ADMIN_USER_MENU: readonly NavItem[] = [
  '/managelogins',
  '/manageroles',
  '/userLogin',
  '/admin/activeusers',
].map(linkTo);

export const USER_MENU: readonly NavItem[] = [linkTo('/myaccount')];

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
