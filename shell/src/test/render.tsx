import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';

/** Renders `ui` inside the shell's providers at `path`. */
export function renderAt(ui: ReactElement, path = '/') {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </UiProvider>,
  );
}
