// The standalone debug page of a remote: the module alone, under its own router, after sign-in.
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Navigate, RouterProvider, createBrowserRouter } from 'react-router-dom';
import { StandaloneHost } from './standalone-host';
import { ApiSWRConfig } from './swr';

export interface StandaloneOptions {
  /** The bar's and the sign-in card's title, e.g. 'Candidates'. */
  title: string;
  /** Where '/' redirects: the module's own first page, e.g. '/candidates'. */
  home: string;
  /** The module itself (its App, which holds its routes). */
  app: ReactNode;
  /**
   * The Chakra provider: shared-ui's UiProvider. Passed in because shared-auth never imports
   * shared-ui (shared-ui depends on shared-auth; a cycle between the singletons hangs the page).
   */
  provider: ComponentType<{ children: ReactNode }>;
}

/**
 * Renders `app` alone into `#root`: '/' goes to `home`, every other path to the module.
 * Returns the router and the React root (tests unmount it).
 */
export function bootstrapStandalone({ title, home, app, provider: Provider }: StandaloneOptions) {
  const router = createBrowserRouter([
    { path: '/', element: <Navigate to={home} replace /> },
    {
      path: '*',
      element: <StandaloneHost title={title}>{app}</StandaloneHost>,
    },
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  root.render(
    <Provider>
      <ApiSWRConfig>
        <RouterProvider router={router} />
      </ApiSWRConfig>
    </Provider>,
  );
  return { router, root };
}
