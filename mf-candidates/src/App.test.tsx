/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import { apiGet, session } from 'shared-auth';
import { renderApp, SCREEN_LOAD_LIMIT_MS } from 'shared-ui/src/test-utils';
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

// a test may wait that long for its screen's code, then needs the time of its own steps
jest.setTimeout(SCREEN_LOAD_LIMIT_MS + 30_000);

const ID = '11111111-1111-4111-8111-111111111111';

// the address's screen, once its code has loaded
async function renderAt(path: string) {
  return (await renderApp(<App />, path)).router;
}

afterEach(() => {
  session.setProfileId(null);
  session.setGotoCandidate(false);
  (apiGet as jest.Mock).mockClear();
});

describe('mf-candidates routes', () => {
  it('/candidates shows the Candidates page with its list', async () => {
    await renderAt('/candidates');
    expect(await screen.findByRole('table', { name: 'Candidates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
  });

  it('/candidates/add shows the add form', async () => {
    await renderAt('/candidates/add');
    expect(await screen.findByRole('form', { name: 'Add candidate' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Candidates' })).toBeInTheDocument();
  });

  it('answers an unknown path with NotFound', async () => {
    await renderAt('/mf-candidates-nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Candidates' })).not.toBeInTheDocument();
  });

  it.each([
    ['/candidate/resume', `/candidates/${ID}`, '?tab=resume'],
    ['/candidate/workexperience', `/candidates/${ID}`, '?tab=experience'],
    ['/candidate/information', `/candidates/${ID}`, '?tab=about'],
    ['/candidate/details', `/candidates/${ID}`, '?panel=details'],
    ['/candidate/profile', `/candidates/${ID}`, ''],
  ])(
    '%s opens the matching tab of the profile in the session flag',
    async (path, pathname, search) => {
      session.setProfileId(ID);
      const router = await renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
      expect(router.state.location.search).toBe(search);
    },
  );

  it('lands on the list without a profile flag', async () => {
    const router = await renderAt('/candidate/details');
    await waitFor(() => expect(router.state.location.pathname).toBe('/candidates'));
  });

  it('honours gototcandidate + profileId and ?profile= on the list', async () => {
    session.setProfileId(ID);
    session.setGotoCandidate(true);
    const router = await renderAt('/candidates');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/candidates/${ID}`));
    expect(session.getGotoCandidate()).toBe(false);
    const other = await renderAt(`/candidates?profile=${ID}`);
    await waitFor(() => expect(other.state.location.pathname).toBe(`/candidates/${ID}`));
  });
});
