import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, setProductTimeZone, UiProvider } from 'shared-ui';
import { ApiSWRConfig, session, setNavigate } from 'shared-auth';
import { OVERRIDE_STORAGE_KEY } from './federation/overrides';
import { StartupProvider } from './app/startup-context';
import { createFederationRegistry } from './federation/federation-registry';
import { fetchRemoteEntries, type Startup } from './federation/startup';
import { ShellLayout } from './layout/shell-layout';
import { RemoteRegistryProvider } from './remote/registry-context';

export function renderApp(startup: Startup): void {
  // before anything renders: every time a screen shows is in the product's zone, not the machine's
  setProductTimeZone(startup.config.time_zone);
  const registry = createFederationRegistry(
    startup.entries,
    startup.overrides,
    () => fetchRemoteEntries(),
    startup.entriesError,
  );
  // One catch-all route: the layout resolves the module from the route table (routes.ts).
  const router = createBrowserRouter([{ path: '*', element: <ShellLayout /> }]);
  setNavigate((to, options) => void router.navigate(to, options));

  // Sign-out (here or in another tab) ends this tab's module overrides; code already loaded
  // from an override is dropped by loading the page afresh.
  const overridden = Object.keys(startup.overrides).length > 0;
  session.subscribe(() => {
    if (session.get().token) return;
    try {
      window.sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
    } catch {
      // storage disabled: nothing was kept
    }
    if (overridden) window.location.assign('/');
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <ApiSWRConfig>
          <StartupProvider value={startup}>
            <RemoteRegistryProvider value={registry}>
              <RouterProvider router={router} />
            </RemoteRegistryProvider>
          </StartupProvider>
        </ApiSWRConfig>
      </UiProvider>
    </StrictMode>,
  );
}
