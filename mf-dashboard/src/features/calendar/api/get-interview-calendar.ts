import useSWR from 'swr';
import { apiGet } from 'shared-auth';

export interface CalendarInterview {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  job_id: string;
  job_title: string;
  client_name: string;
  interview_date: string;
  /** HH:MM */
  interview_time: string;
  /** minutes */
  duration: number;
  mode_interview: string;
  scheduled_by: string;
  mine: boolean;
  status: 'scheduled' | 'rescheduled' | 'cancelled' | 'completed' | 'no-show';
  round: string;
  location: string;
  meeting_link: string;
  /** the interviewers' names */
  interviewers: string[];
}

/** GET /api/interview_calendar?from&to&mine: a range of at most 62 days, by date and time. */
export const interviewCalendarKey = (from: string, to: string, mine: boolean) =>
  ['interview_calendar', { from, to, mine: mine ? 1 : 0 }] as const;

export async function getInterviewCalendar(from: string, to: string, mine: boolean) {
  return apiGet<{ status: boolean; data: CalendarInterview[]; truncated: boolean }>(
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
    enabled ? interviewCalendarKey(from, to, mine) : null,
    () => getInterviewCalendar(from, to, mine),
    { keepPreviousData: false },
  );
}
