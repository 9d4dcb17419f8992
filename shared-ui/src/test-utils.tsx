// Test helpers of the web packages (not exported from the package: tests import 'shared-ui/src/test-utils').
import type { ReactElement, ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UiProvider } from './provider';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      {/* no retry of a failed read on a timer: it could run after the test file's environment is gone */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>
    </UiProvider>
  );
}

/** Renders inside UiProvider and lets the toaster finish mounting (it updates itself after the first paint). */
export async function renderUi(ui: ReactElement) {
  const result = render(ui, { wrapper: Providers });
  await act(async () => {});
  return result;
}

/**
 * A lazily loaded screen's code (`lazyScreen`) is compiled the first time a test imports it: seconds on a loaded
 * machine, more when the file runs alone with a cold cache. Waiting for every screen to have loaded (its loading
 * block gone) keeps that out of the assertions' own waits. The limit only says when to give up.
 */
export const SCREEN_LOAD_LIMIT_MS = 60_000;

/** Resolves once no lazily loaded screen is still loading its code. */
export async function screenReady(): Promise<void> {
  await waitFor(
    () => {
      if (document.querySelector('[data-screen-loading]')) throw new Error('a screen is still loading its code');
    },
    { timeout: SCREEN_LOAD_LIMIT_MS },
  );
}

/**
 * Renders a module's `App` at an address (a memory router, UiProvider, a fresh SWR cache) and waits for its
 * screens' code to load (`screenReady`); returns the router, to navigate or read the location.
 */
export async function renderApp(app: ReactElement, path: string) {
  const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />, { wrapper: Providers });
  await screenReady();
  return { ...result, router };
}

