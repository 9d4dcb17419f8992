/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { ACME } from 'contract/test/clients';
import { apiGet } from 'shared-auth';
import { renderApp } from 'shared-ui/src/test-utils';
import App from './App';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());

beforeEach(() => {
  (apiGet as jest.Mock).mockImplementation(async (path: string) =>
    path === 'clients'
      ? { status: true, data: [ACME], all_data_cnt: 1, filter_data_cnt: 1 }
      : ['countries', 'states', 'cities'].includes(path)
        ? []
        : { status: true, data: [], all_data_cnt: 0, filter_data_cnt: 0 },
  );

});

describe('mf-clients routes', () => {
  it('/clients shows the Clients page: its header, its sections and the list with its rows', async () => {
    await renderApp(<App />, '/clients');
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Clients sections' });
    expect(within(sections).getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Clients' });
    expect(await within(table).findByText('Acme Private Limited')).toBeInTheDocument();
  });

  it('/clients/add shows the add form under the same header', async () => {
    await renderApp(<App />, '/clients/add');
    expect(screen.getByRole('heading', { name: 'Clients' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add client' })).toBeInTheDocument();
  });

  it('answers an unknown path and a malformed id with NotFound', async () => {
    for (const path of ['/mf-clients-nowhere', '/clients/12']) {
      const { unmount } = await renderApp(<App />, path);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Clients' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
