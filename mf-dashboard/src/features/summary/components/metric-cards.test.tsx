import { screen, within } from '@testing-library/react';
import { apiGet } from 'shared-auth';
import { SummaryAnswer } from 'contract/dashboard';
import { fakeAnswer } from 'contract/fake';
import { renderAt } from '../../../test-utils';
import type { DashboardSummary } from '../api/types';
import { MetricCards } from './metric-cards';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), apiGet: jest.fn() }));
const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;

const summary: DashboardSummary = {
  resumes_submitted_last_30_days: 31,
  resumes_submitted_last_7_days: 7,
  offered_made_last_30_days: 12,
  offered_made_last_7_days: 3,
  candidates_placed_last_30_days: 9,
  candidates_placed_last_7_days: 2,
  offers_declines_last_30_days: 4,
  offers_declines_last_7_days: 1,
  candidates_yet_to_join: 6,
  today_interviews: 5,
  tomorrow_interviews: 8,
  prospective_candidates: 42,
};

describe('MetricCards', () => {
  beforeEach(() => {
    mockGet.mockReset();
    mockGet.mockImplementation((async (path: string) => {
      if (path === 'dashboard') return fakeAnswer(SummaryAnswer, { status: true, data: [summary] });
      throw new Error(`unexpected ${path}`);
    }) as typeof apiGet);
  });

  it.each([
    ['Resumes Submitted', 'resumes_submitted', 31, 7],
    ['Offers Made', 'offered_made', 12, 3],
    ['Candidates Placed', 'candidates_placed', 9, 2],
    ['Offers Declines', 'offers_declines', 4, 1],
  ])('the %s card shows both windows, each opening its list', async (title, metric, n30, n7) => {
    await renderAt(<MetricCards />);
    const card = await screen.findByRole('region', { name: title });
    const last30 = await within(card).findByRole('link', {
      name: new RegExp(`^${n30}\\s*Last 30 days$`),
    });
    expect(last30).toHaveAttribute('href', `/dashboard/metric/${metric}?window=30`);
    const last7 = within(card).getByRole('link', { name: new RegExp(`^${n7}\\s*Last 7 days$`) });
    expect(last7).toHaveAttribute('href', `/dashboard/metric/${metric}?window=7`);
    expect(mockGet).toHaveBeenCalledWith('dashboard');
  });

  it.each([
    ['Candidates Yet To Join', 'candidates_yet_to_join', 6],
    ['Interviews Today', 'today_interviews', 5],
    ['Interviews Tomorrows', 'tomorrow_interviews', 8],
    ['Perspective Candidates', 'prospective_candidates', 42],
  ])('the %s tile shows its figure and opens its list', async (title, metric, n) => {
    await renderAt(<MetricCards />);
    const tile = await screen.findByRole('region', { name: title });
    expect(await within(tile).findByText(String(n))).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/dashboard/metric/${metric}`,
    );
  });
});
