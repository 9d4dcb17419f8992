import { Navigate, useLocation, LoadingBlock } from 'shared-ui';
import { UnauthorizedPanel, useSession } from 'shared-auth';
import { MAIN_LINKS, useAllowedLinks, useViewableModules } from '../layout/nav-items';
import type { RemoteRoute } from '../routes';
import { RemoteOutlet } from './remote-outlet';

const isExactly = (pathname: string, path: string) =>
  pathname.replace(/\/+$/, '').toLowerCase() === path.toLowerCase();

/**
 * The owning remote of an address whose module the role may view (deny by default: the remote is not even loaded
 * otherwise, so none of its calls is made to be refused). The landing page after sign-in is /dashboard (spec §2.2):
 * a role that may not view the dashboard lands on the first module it may open instead.
 */
export function GuardedRemoteOutlet({ route }: { route: RemoteRoute }) {
  const { pathname } = useLocation();
  const { isAdmin } = useSession();
  const viewable = useViewableModules(isAdmin);
  const landing = useAllowedLinks(MAIN_LINKS, isAdmin)[0];
  if (!route.module || viewable === 'all' || viewable?.has(route.module.toLowerCase())) {
    return <RemoteOutlet remote={route.remote} />;
  }
  if (viewable === null) return <LoadingBlock />;
  if (route.module === 'Dashboard' && isExactly(pathname, route.path) && landing) {
    return <Navigate to={landing.to} replace />;
  }
  return <UnauthorizedPanel />;
}
