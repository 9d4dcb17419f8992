import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiGet } from 'shared-auth';
import { InterviewRow, JobRow, PlacedRow } from 'contract/dashboard';
import { fakeList } from 'contract/fake';
import { location, renderAt } from '../../../test-utils';
import { DashboardTabs } from './dashboard-tabs';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), apiGet: jest.fn() }));
const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;

const CAND = '11111111-1111-4111-8111-111111111111';
const JOB = '22222222-2222-4222-8222-222222222222';

// The answers as the API gives them: each typed and checked by its route's schema (contract/dashboard).
/** The query of a list's first page: 20 rows, no search, in the given order. */
const firstPage = (sortby: string, direction: 'asc' | 'desc') => ({
  sortby,
  direction,
  page: 0,
  limit: 20,
  q: undefined,
});

const answers: Record<string, unknown> = {
  dashboard_future_job_interviews: fakeList(InterviewRow, [
    {
      encrypted_id: '33333333-3333-4333-8333-333333333333',
      candidate_id: CAND,
      candidate_name: 'Asha Menon',
      job_id: JOB,
      job_title: 'Backend Engineer',
      client_name: 'Acme',
      interview_date: '2026-03-16',
      interview_time: '14:30',
      mode_interview: 'Telephonic',
      recruiter_name: 'Rita Rao',
      created_at: '2026-03-10T05:00:00.000Z',
    },
  ]),
  dashboard_recent_job_interviews: fakeList(InterviewRow, []),
  dashboard_job_orders: fakeList(JobRow, [
    {
      job_id: JOB,
      job_code: 1001,
      job_order_name: 'Backend Engineer',
      client_name: 'Acme',
      pipeline: 4,
      recruiter_name: 'Rita Rao',
      created_at: '2026-03-01T05:00:00.000Z',
    },
  ]),
  dashboard_placed_offered_list: fakeList(PlacedRow, []),
};

describe('DashboardTabs', () => {
  beforeEach(() => {
    mockGet.mockReset();
    mockGet.mockImplementation((async (path: string) => {
      if (!(path in answers)) throw new Error(`unexpected ${path}`);
      return answers[path];
    }) as typeof apiGet);
  });

  it('opens on Upcoming Interviews: 20 a page, soonest interview first, names linking to their records', async () => {
    await renderAt(<DashboardTabs />);
    const link = await screen.findByRole('link', { name: 'Asha Menon' });
    expect(link).toHaveAttribute('href', `/candidates/${CAND}`);
    expect(mockGet).toHaveBeenCalledWith(
      'dashboard_future_job_interviews',
      firstPage('interview_date', 'asc'),
    );
    expect(screen.getByRole('link', { name: 'Upcoming Interviews' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('16-Mar-2026')).toBeInTheDocument();
    expect(screen.getByText('02:30 PM')).toBeInTheDocument();
  });

  it('switching tab fetches that list, at its own address', async () => {
    const user = userEvent.setup();
    await renderAt(<DashboardTabs />);
    await screen.findByRole('link', { name: 'Asha Menon' });

    await user.click(screen.getByRole('link', { name: 'Job Orders' }));
    const job = await screen.findByRole('link', { name: 'Backend Engineer' });
    expect(job).toHaveAttribute('href', `/joborders/${JOB}`);
    expect(mockGet).toHaveBeenLastCalledWith(
      'dashboard_job_orders',
      firstPage('created_at', 'desc'),
    );
    expect(location()).toBe('/dashboard?tab=jobs');
    expect(screen.getByRole('link', { name: 'Job Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = screen.getByRole('table', { name: 'Job Orders' });
    expect(within(table).getByText('4')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Recent Interviews' }));
    expect(await screen.findByText('no data found')).toBeInTheDocument();
    expect(mockGet).toHaveBeenLastCalledWith(
      'dashboard_recent_job_interviews',
      expect.objectContaining({ page: 0, limit: 20, sortby: 'interview_date', direction: 'desc' }),
    );
  });

  it('sorts by a column on the server', async () => {
    const user = userEvent.setup();
    await renderAt(<DashboardTabs />, '/dashboard?tab=placed');
    await waitFor(() =>
      expect(mockGet).toHaveBeenCalledWith('dashboard_placed_offered_list', expect.anything()),
    );
    await user.click(screen.getByRole('button', { name: 'DOJ' }));
    await waitFor(() =>
      expect(mockGet).toHaveBeenLastCalledWith(
        'dashboard_placed_offered_list',
        firstPage('doj', 'asc'),
      ),
    );
  });
});
