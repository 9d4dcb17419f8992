import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { apiGet, apiSWRDefaults } from 'shared-auth';
import { fakeAnswer } from 'contract/fake';
import { Calendar } from 'contract/interviews';
import { location, renderAt } from '../../../test-utils';
import type { CalendarInterview } from '../api/get-interview-calendar';
import { CalendarPage, viewRange } from './calendar-page';

jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), apiGet: jest.fn() }));
const mockGet = apiGet as jest.MockedFunction<typeof apiGet>;

const CAND = '11111111-1111-4111-8111-111111111111';
const interview: CalendarInterview = {
  encrypted_id: '33333333-3333-4333-8333-333333333333',
  candidate_id: CAND,
  candidate_name: 'Asha Menon',
  job_id: '22222222-2222-4222-8222-222222222222',
  job_title: 'Backend Engineer',
  client_name: 'Acme',
  interview_date: '2026-03-16',
  interview_time: '14:30',
  duration: 60,
  mode_interview: 'Video Conference',
  scheduled_by: 'Rita Rao',
  mine: true,
  status: 'rescheduled',
  round: 'L2',
  location: '',
  meeting_link: '',
  interviewers: ['Priya Sharma', 'Vikram Rao'],
};

/** The arguments of the calendar's request for a range (all interviews, or only mine). */
const calendarAsked = (from: string, to: string, mine: 0 | 1 = 0) =>
  ['interview_calendar', { from, to, mine }] as const;

describe('CalendarPage', () => {
  beforeEach(() => {
    mockGet.mockReset();
    mockGet.mockImplementation((async () =>
      fakeAnswer(Calendar, { status: true, data: [interview], truncated: false })) as typeof apiGet);
  });

  it('computes whole weeks for a month, Monday to Sunday', () => {
    expect(viewRange('month', '2026-03-16')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(viewRange('week', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(viewRange('day', '2026-03-15')).toEqual({ from: '2026-03-15', to: '2026-03-15' });
  });

  it('shows a month, each interview opening the interview on the profile; previous and next move by a month', async () => {
    const user = userEvent.setup();
    await renderAt(<CalendarPage />, '/dashboard/calendar?date=2026-03-16');
    expect(mockGet).toHaveBeenCalledWith(...calendarAsked('2026-02-23', '2026-04-05'));
    const cell = await screen.findByRole('cell', { name: '16-Mar-2026: 1 interview' });
    expect(within(cell).getByRole('link', { name: 'Asha Menon' })).toHaveAttribute(
      'href',
      `/candidates/${CAND}?panel=interviews&interview=${interview.encrypted_id}`,
    );
    // the time as everywhere else in the product (12-hour, AM/PM), not the stored 24-hour value
    expect(within(cell).getByText('02:30 PM')).toBeInTheDocument();
    expect(within(cell).queryByText('14:30')).toBeNull();
    expect(screen.getByRole('heading', { name: 'March 2026' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'April 2026' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard/calendar?date=2026-04-16');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
  });

  it('opens the week and day views, and mine=1 from the toggle', async () => {
    const user = userEvent.setup();
    await renderAt(<CalendarPage />, '/dashboard/calendar?view=week&date=2026-03-16');
    expect(mockGet).toHaveBeenCalledWith(...calendarAsked('2026-03-16', '2026-03-22'));
    expect(await screen.findByRole('link', { name: 'Asha Menon' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Day' }));
    await waitFor(() =>
      expect(mockGet).toHaveBeenLastCalledWith(...calendarAsked('2026-03-16', '2026-03-16')),
    );
    expect(await screen.findByText(/02:30 PM – 03:30 PM \(60 min\) · L2/)).toBeInTheDocument();
    // the round, the status and the interviewers (issue 18)
    expect(screen.getByText('Rescheduled')).toBeInTheDocument();
    expect(screen.getByText('With Priya Sharma, Vikram Rao')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'My interviews only' }));
    await waitFor(() =>
      expect(mockGet).toHaveBeenLastCalledWith(...calendarAsked('2026-03-16', '2026-03-16', 1)),
    );
    expect(location()).toContain('mine=1');
  });

  it("never lists the previous range's interviews under the next range's heading while it loads", async () => {
    const user = userEvent.setup();
    const tomorrow = {
      ...interview,
      encrypted_id: '44444444-4444-4444-8444-444444444444',
      candidate_name: 'Deepa Nair',
      interview_date: '2026-03-17',
    };
    let answerDay: (value: unknown) => void = () => {};
    mockGet.mockImplementation(((_path: string, params: { from: string; to: string }) =>
      params.from === params.to
        ? new Promise<unknown>((resolve) => {
            answerDay = resolve;
          })
        : Promise.resolve({
            status: true,
            data: [interview, tomorrow],
            truncated: false,
          })) as typeof apiGet);
    // the suite's SWR defaults (ApiSWRConfig) keep a key's previous data while the next key loads
    await renderAt(
      <SWRConfig value={apiSWRDefaults}>
        <CalendarPage />
      </SWRConfig>,
      '/dashboard/calendar?view=week&date=2026-03-16',
    );
    expect(await screen.findByRole('link', { name: 'Deepa Nair' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Day' }));
    expect(await screen.findByRole('heading', { name: 'Monday, 16-Mar-2026' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deepa Nair' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Asha Menon' })).toBeNull();

    answerDay({ status: true, data: [interview], truncated: false });
    expect(await screen.findByRole('link', { name: 'Asha Menon' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deepa Nair' })).toBeNull();
    expect(screen.getByText(/1 interview · 16-Mar-2026/)).toBeInTheDocument();
  });

  it("opens on the product's today (the server's time zone), not the browser's", async () => {
    // 20:00 UTC on 15 March is already 16 March, 01:30, in India
    jest.useFakeTimers({
      now: new Date('2026-03-15T20:00:00Z'),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
    try {
      mockGet.mockImplementation((async (path: string) =>
        path === 'config'
          ? { time_zone: 'Asia/Kolkata' }
          : {
              status: true,
              data: [{ ...interview, interview_date: '2026-03-16' }],
              truncated: false,
            }) as typeof apiGet);
      await renderAt(<CalendarPage />, '/dashboard/calendar');
      const today = await screen.findByRole('link', { name: '16: open 16-Mar-2026' });
      expect(today).toHaveAttribute('aria-current', 'date');
      expect(screen.getByRole('link', { name: '15: open 15-Mar-2026' })).not.toHaveAttribute(
        'aria-current',
      );
      expect(mockGet).toHaveBeenCalledWith(...calendarAsked('2026-02-23', '2026-04-05'));
      expect(mockGet.mock.calls.filter(([path]) => path === 'interview_calendar')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
