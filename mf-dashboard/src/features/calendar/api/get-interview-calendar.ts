import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { CalendarAnswer } from 'contract/interviews';
import { keys } from 'shared-ui';

export type { CalendarInterview } from 'contract/interviews';

/** GET /api/interview_calendar?from&to&mine: a range of at most 62 days, by date and time. */
export async function getInterviewCalendar(from: string, to: string, mine: boolean) {
  return apiGet<CalendarAnswer>(
    'interview_calendar',
    {
      from,
      to,
      mine: mine ? 1 : 0,
    },
  );
}

/**
 * Never the previous range's interviews while the next range loads (the suite's SWR default keeps previous data):
 * a day page would list another day's interviews under its own heading.
 */
export function useInterviewCalendar(from: string, to: string, mine: boolean, enabled = true) {
  return useSWR(
    enabled ? keys.interviews.calendar({ from, to, mine: mine ? 1 : 0 }) : null,
    () => getInterviewCalendar(from, to, mine),
    { keepPreviousData: false },
  );
}
