// Test helpers of this module (not part of the build: only *.test.tsx import it).
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { UiProvider } from 'shared-ui';

// jsdom implements no scrolling (the dashboard opens at its top with window.scrollTo).
if (typeof window !== 'undefined') Object.defineProperty(window, 'scrollTo', { value: () => {}, writable: true });

let currentLocation = '';
function LocationProbe() {
  const l = useLocation();
  currentLocation = `${l.pathname}${l.search}`;
  return null;
}
/** The router's address after the last render (pathname + search). */
export const location = () => currentLocation;

/** Renders at an address, with the UI provider and a fresh SWR cache; lets the toaster mount. */
export async function renderAt(ui: ReactElement, path = '/dashboard') {
  const result = render(
    <UiProvider>
      {/* no retry of a failed read on a timer: it could run after the test file's environment is gone */}
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </SWRConfig>
    </UiProvider>,
  );
  await act(async () => {});
  return result;
}
