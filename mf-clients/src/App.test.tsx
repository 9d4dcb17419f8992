import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from 'shared-ui';
import App from './App';

function renderAt(path: string) {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('mf-clients routes', () => {
  it.each([['/clients', 'Clients']])('%s shows its page header', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('answers an unknown path with NotFound', () => {
    renderAt('/mf-clients-nowhere');
    expect(screen.queryByRole('heading', { name: 'Clients' })).not.toBeInTheDocument();
  });
});
