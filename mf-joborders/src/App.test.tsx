/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
import { screen } from '@testing-library/react';
import { renderApp, SCREEN_LOAD_LIMIT_MS } from 'shared-ui/src/test-utils';
import { fakeApi } from 'shared-ui/src/test-auth';
import App from './App';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());
// a test may wait that long for its screen's code, then needs the time of its own steps
jest.setTimeout(SCREEN_LOAD_LIMIT_MS + 30_000);

const { mockGet } = fakeApi();
const ID = '11111111-2222-4333-8444-555555555555';

beforeEach(() => {
  mockGet.mockReset();
  mockGet.mockImplementation(async (path: string) => {
    if (path === 'jobs_candidate_counts')
      return [
        {
          job_id: ID,
          job_code: 1001,
          job_title: 'Senior React Developer',
          cnd_count: 4,
          company_name: 'Flipkart',
        },
      ] as never;
    if (path === 'jobs') {
      return {
        status: true,
        data: [
          {
            encrypted_id: ID,
            job_id: ID,
            job_code: 1001,
            job_title: 'Senior React Developer',
            client_name: 'Flipkart',
            contact_name: 'Arjun',
            city_name: 'Bengaluru',
            office_landmark: 'Tech Park',
            status: 'active',
            created_at: '2025-01-02T00:00:00Z',
          },
        ],
        all_data_cnt: 1,
        filter_data_cnt: 1,
      } as never;
    }
    // the geography lookups answer bare arrays
    if (['countries', 'states', 'cities'].includes(path)) return [] as never;
    if (path === 'pipeline_candidates')
      return { status: true, data: [], all_data_cnt: 0, filter_data_cnt: 0 } as never;
    return { status: true, data: [] } as never;
  });
});

// the address's screen, once its code has loaded
const renderAt = (path: string) => renderApp(<App />, path);

describe('mf-joborders routes', () => {
  it.each(['/joborders', '/joborders/list', '/joborders/add', `/joborders/${ID}`])(
    '%s shows its page header',
    async (path) => {
      await renderAt(path);
      expect(screen.getByRole('heading', { name: 'Job Orders' })).toBeInTheDocument();
    },
  );

  it('Actionable lists All Job Orders and one tab per job with its count and company', async () => {
    await renderAt('/joborders');
    // the tab list (hidden on a narrow screen, where a select replaces it)
    expect(
      await screen.findByRole('link', { name: 'Senior React Developer', hidden: true }),
    ).toHaveAttribute('href', `/joborders/${ID}`);
    expect(screen.getByRole('link', { name: 'All Job Orders', hidden: true })).toHaveAttribute(
      'href',
      '/joborders',
    );
    expect(
      screen.getByRole('link', {
        name: /^Candidates of Senior React Developer, Flipkart · Job Id/,
        hidden: true,
      }),
    ).toHaveAttribute('href', `/joborders?job=${ID}`);
    expect(
      screen.getByRole('option', { name: 'Senior React Developer (4) · Flipkart' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('no data found')).toBeInTheDocument();
  });

  it('the List shows the Active and InActive tabs and the row with city | office landmark', async () => {
    await renderAt('/joborders/list?status=inactive');
    expect(screen.getByRole('link', { name: 'InActive' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Bengaluru | Tech Park')).toBeInTheDocument();
    expect(mockGet).toHaveBeenCalledWith(
      'jobs',
      expect.objectContaining({
        status: 'inactive',
        limit: 20,
        sortby: 'created_at',
        direction: 'desc',
      }),
    );
  });

  it('answers an unknown path and a malformed id with NotFound', async () => {
    await renderAt('/joborders/12');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
