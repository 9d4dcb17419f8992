/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { apiGet, session } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import App from './App';

jest.mock('shared-auth', () => ({
  ...jest.requireActual('shared-auth'),
  apiGet: jest.fn(async (path: string) =>
    ['countries', 'states', 'cities'].includes(path)
      ? []
      : { status: true, data: [], all_data_cnt: 0, filter_data_cnt: 0 },
  ),
  usePermission: () => ({
    m_view: true,
    m_add: true,
    m_edit: true,
    m_delete: true,
    isLoading: false,
  }),
}));

const ID = '11111111-1111-4111-8111-111111111111';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [path] });
  render(
    <UiProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </UiProvider>,
  );
  return router;
}

afterEach(() => {
  session.setProfileId(null);
  session.setGotoCandidate(false);
  (apiGet as jest.Mock).mockClear();
});

describe('mf-candidates routes', () => {
  it('/candidates shows the Candidates page with its list', async () => {
    renderAt('/candidates');
    expect(await screen.findByRole('table', { name: 'Candidates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
  });

  it('/candidates/add shows the add form', async () => {
    renderAt('/candidates/add');
    expect(await screen.findByRole('form', { name: 'Add candidate' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
  });

  it('answers an unknown path with NotFound', () => {
    renderAt('/mf-candidates-nowhere');
    expect(screen.queryByRole('heading', { name: 'Candidates' })).not.toBeInTheDocument();
  });

  it.each([
    ['/candidate/resume', `/candidates/${ID}`, '?tab=resume'],
    ['/candidate/workexperience', `/candidates/${ID}`, '?tab=experience'],
    ['/candidate/information', `/candidates/${ID}`, '?tab=about'],
    ['/candidate/details', `/candidates/${ID}`, '?side=details'],
    ['/candidate/profile', `/candidates/${ID}`, ''],
  ])(
    '%s opens the matching tab of the profile in the session flag',
    async (path, pathname, search) => {
      session.setProfileId(ID);
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
      expect(router.state.location.search).toBe(search);
    },
  );

  it('lands on the list without a profile flag', async () => {
    const router = renderAt('/candidate/details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidates'));
  });

  it('honours gototcandidate + profileId and ?profile= on the list', async () => {
    session.setProfileId(ID);
    session.setGotoCandidate(true);
    const router = renderAt('/candidates');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/candidates/${ID}`));
    expect(session.getGotoCandidate()).toBe(false);
    const other = renderAt(`/candidates?profile=${ID}`);
    await waitFor(() => expect(other.state.location.pathname).toBe(`/candidates/${ID}`));
  });
});
