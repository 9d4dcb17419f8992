// The route table: the one place that says which module owns which address (DESIGN §1).
// A route owns its path and everything below it, on segment boundaries:
// '/clients' matches '/clients' and '/clients/abc/edit', never '/clientsx'.

import type { ModuleName } from 'shared-auth';
import webPackages from '../../web-packages.json';

/** The remotes, from web-packages.json: the one list the shell, the server, the build and the dev scripts read. */
export type RemoteName = keyof typeof webPackages.remotes;
export const REMOTES = Object.keys(webPackages.remotes) as readonly RemoteName[];

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  title: string;
  /**
   * The module whose view flag the address needs: without it the shell shows 'This action is unauthorized.'
   * instead of loading a screen whose every call the server would refuse. The administration addresses guard
   * themselves (admin only, or per Skills flag and tab).
   */
  module?: ModuleName;
}

export const ROUTES: readonly RemoteRoute[] = [
  { path: '/dashboard', remote: 'mf-dashboard', title: 'Dashboard', module: 'Dashboard' },
  { path: '/candidates', remote: 'mf-candidates', title: 'Candidates', module: 'Candidates' },
  { path: '/candidate', remote: 'mf-candidates', title: 'Candidates', module: 'Candidates' },
  { path: '/joborders', remote: 'mf-joborders', title: 'Job Orders', module: 'Job Orders' },
  { path: '/clients', remote: 'mf-clients', title: 'Clients', module: 'Clients' },
  { path: '/datatables', remote: 'mf-datatables', title: 'Data Tables', module: 'Data Tables' },
  { path: '/settings/skills', remote: 'mf-admin', title: 'Skills' },
  { path: '/manageroles', remote: 'mf-admin', title: 'Manage Roles' },
  { path: '/managelogins', remote: 'mf-admin', title: 'Manage Logins' },
  { path: '/myaccount', remote: 'mf-admin', title: 'My Account' },
  { path: '/userLogin', remote: 'mf-admin', title: 'Login as User' },
  { path: '/admin/activeusers', remote: 'mf-admin', title: 'Active Sessions' },
];

/** Pages of the shell itself, readable without signing in. */
export const STATIC_PAGES = {
  '/about': 'About',
  '/contact': 'Contact',
  '/terms': 'Terms & Conditions',
  '/privacy': 'Privacy Policy',
} as const;

export type StaticPath = keyof typeof STATIC_PAGES;

export const PRODUCT_NAME = 'Recruitment';

export type Resolved =
  | { kind: 'sign-in'; title: string }
  | { kind: 'static'; path: StaticPath; title: string }
  | { kind: 'remote'; route: RemoteRoute; title: string }
  | { kind: 'not-found'; title: string };

/** The module's name in the federation runtime: 'mf-candidates' → 'mf_candidates'. */
export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTES as readonly string[]).includes(value);
}

// React Router matches paths case-insensitively and ignores a trailing slash; so do we,
// so that the shell and the remote's own <Routes> never disagree.
function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

export function matchRemoteRoute(pathname: string): RemoteRoute | null {
  const path = normalise(pathname);
  let best: RemoteRoute | null = null;
  for (const route of ROUTES) {
    const prefix = route.path.toLowerCase();
    if (
      (path === prefix || path.startsWith(`${prefix}/`)) &&
      (!best || prefix.length > best.path.length)
    ) {
      best = route;
    }
  }
  return best;
}

export function resolvePath(pathname: string): Resolved {
  const path = normalise(pathname);
  if (path === '/') return { kind: 'sign-in', title: 'Sign in' };
  const staticPath = (Object.keys(STATIC_PAGES) as StaticPath[]).find((p) => p === path);
  if (staticPath) return { kind: 'static', path: staticPath, title: STATIC_PAGES[staticPath] };
  const route = matchRemoteRoute(path);
  if (route) return { kind: 'remote', route, title: route.title };
  return { kind: 'not-found', title: 'Page not found' };
}

export function documentTitle(title: string): string {
  return `${title} · ${PRODUCT_NAME}`;
}
