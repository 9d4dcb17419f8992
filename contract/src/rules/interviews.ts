// The interview rules the web and the server share (no TypeBox here): modes, durations, statuses, recommendations,
// the limits of the schedule form and of feedback, the messages, the meeting link and 12-hour time rules.

export const MODES = ['Telephonic', 'Online Test', 'Video Conference', 'Personal', 'Others'] as const;
export const DURATIONS = [15, 30, 45, 60, 90] as const;
export const STATUSES = ['scheduled', 'rescheduled', 'cancelled', 'completed', 'no-show'] as const;
export const RECOMMENDATIONS = ['Select', 'Reject', 'Hold', 'Next round'] as const;
export type InterviewStatus = (typeof STATUSES)[number];
export type InterviewMode = (typeof MODES)[number];
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const DUPLICATE_INTERVIEW = 'Interview already scheduled for this candidate at this time.';
export const DATE_BEFORE_TODAY = 'The date must be a date after or equal to today.';
export const CANCELLED = 'This interview was cancelled; it cannot be changed.';
export const CLASH = 'This time clashes with another interview.';
export const MEETING_LINK = 'The meeting link must be a web address, such as https://meet.example.com/abc.';
export const INTERVIEWERS_INVALID = 'The selected interviewers is invalid.';
export const MAX_INTERVIEWERS = 10;

/** The longest value of each text field of the schedule form, the cancel reason and feedback. */
export const MAX_LENGTH = {
  round: 40,
  location: 300,
  meeting_link: 500,
  notes: 2000,
  cancel_reason: 1000,
  strengths: 4000,
  concerns: 4000,
} as const;
/** Feedback's rating: 1 to 5 stars. */
export const RATING = { minimum: 1, maximum: 5 } as const;

/** 12-hour wall-clock time to 'HH:MM' (24 h). */
export function to24h(hour: number, minutes: number, format: string): string {
  const pm = format.toUpperCase() === 'PM';
  const h = (hour % 12) + (pm ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** An http(s) address with a host, or the message. */
export function meetingLinkProblem(link: string): string | null {
  if (!link) return null;
  try {
    const u = new URL(link);
    if ((u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.')) return null;
  } catch {
    /* not a URL */
  }
  return MEETING_LINK;
}
