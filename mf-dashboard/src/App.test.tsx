import { screen, waitFor } from '@testing-library/react';
import { apiGet } from 'shared-auth';
import App from './App';
import { renderApp } from 'shared-ui/src/test-utils';
import './test-utils';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), apiGet: jest.fn() }));
const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;

const EMPTY_LIST = { status: true, data: [], all_data_cnt: 0, filter_data_cnt: 0 };

describe('mf-dashboard routes', () => {
  beforeEach(() => {
    mockGet.mockReset();
    mockGet.mockImplementation((async (path: string) => {
      if (path === 'dashboard') return { status: true, data: [] };
      if (path === 'dashboard_charts')
        return {
          status: true,
          data: {
            funnel: { Prospective: 0, Processed: 0, Active: 0, Offered: 0, Joined: 0 },
            weekly: [],
          },
        };
      if (path === 'tasks' || path === 'my_recent_notes') return { status: true, data: [] };
      if (path === 'interview_calendar') return { status: true, data: [], truncated: false };
      return EMPTY_LIST;
    }) as typeof apiGet);
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/dashboard?tab=placed&panel=notes', 'Dashboard'],
    ['/dashboard/calendar', 'Interview Calendar'],
    ['/dashboard/metric/offered_made?window=7', 'Offers Made'],
    ['/dashboard/metric/prospective_candidates', 'Perspective Candidates'],
  ])('%s shows its page header', async (path, title) => {
    await renderApp(<App />, path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await waitFor(() => expect(mockGet).toHaveBeenCalled());
  });

  it('a metric list asks for its window', async () => {
    await renderApp(<App />, '/dashboard/metric/offered_made?window=7');
    await waitFor(() =>
      expect(mockGet).toHaveBeenCalledWith('dashboard_metric/offered_made', {
        window: 7,
        sortby: 'date',
        direction: 'desc',
        page: 0,
        limit: 20,
        q: undefined,
      }),
    );
    expect(await screen.findByText('no data found')).toBeInTheDocument();
  });

  it('answers an unknown path or metric with NotFound', async () => {
    await renderApp(<App />, '/mf-dashboard-nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await renderApp(<App />, '/dashboard/metric/nothing');
    expect(screen.getAllByRole('heading', { name: 'Page not found' })).toHaveLength(2);
  });
});
