import { todayIso } from '../time-zone';
// Interviews (spec 001 §5, spec 002 §5, issue 18): the form's values and rules (yup), the rows the API lists and
// the calls, shared by the candidate profile and the job order.
import * as yup from 'yup';
import { api, apiGet, apiPath, apiSend } from 'shared-auth';
import type { Clash, FeedbackRow, InterviewRow as Interview } from 'contract/interviews';
import {
  DATE_BEFORE_TODAY,
  DURATIONS,
  MAX_INTERVIEWERS,
  MAX_LENGTH as L,
  MEETING_LINK,
  MODES,
  RECOMMENDATIONS,
  meetingLinkProblem as linkProblem,
  type InterviewMode,
  type InterviewStatus,
  type Recommendation,
} from 'contract/rules/interviews';
import type { SearchOption } from '../form/async-search-select';

export const INTERVIEW_MODES = MODES;
export const INTERVIEW_DURATIONS = DURATIONS;
export const INTERVIEW_ROUNDS = ['L1', 'L2', 'L3', 'HR', 'Client', 'Final'] as const;
export { RECOMMENDATIONS };
export const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
export const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'));

export type { InterviewMode, InterviewStatus, Recommendation };

export const STATUS_LABELS: Record<InterviewStatus, string> = {
  scheduled: 'Scheduled',
  rescheduled: 'Rescheduled',
  cancelled: 'Cancelled',
  completed: 'Completed',
  'no-show': 'No-show',
};

/** A row of GET /api/candidates_interview_schedule, and a clash of POST/PUT's 409: the contract's (contract/interviews). */
export type { Clash, Interview };

export interface InterviewFormValues {
  date: string;
  hour: string;
  minutes: string;
  timeformat: 'AM' | 'PM';
  duration: string;
  mode: InterviewMode;
  interviewers: SearchOption<string>[];
  round: string;
  location: string;
  meeting_link: string;
  notes: string;
}

export const BLANK_INTERVIEW: InterviewFormValues = {
  date: '',
  hour: '10',
  minutes: '00',
  timeformat: 'AM',
  duration: '30',
  mode: 'Telephonic',
  interviewers: [],
  round: '',
  location: '',
  meeting_link: '',
  notes: '',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const DATE_REQUIRED = 'The date field is required.';
export const DATE_SHAPE = 'Enter the date as dd/MM/yyyy, for example 05/12/2026.';
export const DATE_PAST = DATE_BEFORE_TODAY;
export const MEETING_LINK_INVALID = MEETING_LINK;

/** Today as YYYY-MM-DD in the product's time zone (APP_TIMEZONE), not the browser's. */
export { todayIso };

/** 'dd/MM/yyyy' → 'YYYY-MM-DD', or what is wrong with it ("31 February 2027 does not exist."). */
export function readDayMonthYear(text: string): { iso: string } | { problem: string } {
  const t = text.trim();
  if (!t) return { problem: DATE_REQUIRED };
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  if (!m) return { problem: DATE_SHAPE };
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12) return { problem: `There is no month ${m[2]}: the month is 01 to 12.` };
  if (d < 1) return { problem: `Day ${m[1]} does not exist: days start at 01.` };
  const last = new Date(y, mo, 0).getDate();
  if (d > last) {
    const leap = mo === 2 && d === 29;
    return {
      problem: leap
        ? `29 February ${y} does not exist: ${y} is not a leap year.`
        : `${d} ${MONTHS[mo - 1]} does not exist: ${MONTHS[mo - 1]} has ${last} days.`,
    };
  }
  return { iso: `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}` };
}

/** 'YYYY-MM-DD' → 'dd/MM/yyyy'. */
export const toDayMonthYear = (iso: string) => (iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '');

/** Typing help: digits only, slashes inserted (ddMMyyyy → dd/MM/yyyy); a typed slash is kept. */
export function maskDate(raw: string): string {
  if (/^\d{1,2}\/\d{0,2}(\/\d{0,4})?$/.test(raw)) return raw;
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The server's rule (contract/rules/interviews), over the link as it will be sent (trimmed). */
export const meetingLinkProblem = (link: string): string | null => linkProblem(link.trim());

/** The form's rules; `keepDate` lets an unchanged date of an interview already past stay as it is. */
export function interviewSchema(today = todayIso(), keepDate?: string) {
  return yup.object({
    date: yup.string().test('date', (value, ctx) => {
      const r = readDayMonthYear(value ?? '');
      if ('problem' in r) return ctx.createError({ message: r.problem });
      if (r.iso < today && r.iso !== keepDate) return ctx.createError({ message: DATE_PAST });
      return true;
    }),
    round: yup.string().max(L.round, `The round must not be greater than ${L.round} characters.`),
    location: yup.string().max(L.location, `The location must not be greater than ${L.location} characters.`),
    meeting_link: yup
      .string()
      .max(L.meeting_link, `The meeting link must not be greater than ${L.meeting_link} characters.`)
      .test('url', MEETING_LINK_INVALID, (v) => meetingLinkProblem(v ?? '') === null),
    notes: yup.string().max(L.notes, `The notes must not be greater than ${L.notes} characters.`),
    interviewers: yup.array().max(MAX_INTERVIEWERS, `At most ${MAX_INTERVIEWERS} interviewers.`),
  });
}

/** Each field's first message, or null when the values pass. */
export async function validateInterview(
  values: InterviewFormValues,
  keepDate?: string,
): Promise<Partial<Record<keyof InterviewFormValues, string>> | null> {
  try {
    await interviewSchema(todayIso(), keepDate).validate(values, { abortEarly: false });
    return null;
  } catch (e) {
    if (!(e instanceof yup.ValidationError)) throw e;
    const out: Partial<Record<keyof InterviewFormValues, string>> = {};
    for (const err of e.inner) {
      const k = err.path as keyof InterviewFormValues;
      if (k && !out[k]) out[k] = err.message;
    }
    return out;
  }
}

export function interviewPayload(values: InterviewFormValues) {
  const r = readDayMonthYear(values.date);
  return {
    mode_interview: values.mode,
    date: 'iso' in r ? r.iso : values.date,
    hour: Number(values.hour),
    minutes: Number(values.minutes),
    timeformat: values.timeformat,
    duration: Number(values.duration),
    interviewers: values.interviewers.map((o) => o.value),
    round: values.round.trim(),
    location: values.location.trim(),
    meeting_link: values.meeting_link.trim(),
    notes: values.notes.trim(),
  };
}
export type InterviewPayload = ReturnType<typeof interviewPayload>;

export function valuesOf(i: Interview): InterviewFormValues {
  return {
    date: toDayMonthYear(i.date),
    hour: i.hour,
    minutes: i.minutes,
    timeformat: i.timeformat === 'PM' ? 'PM' : 'AM',
    duration: String(i.duration),
    mode: (INTERVIEW_MODES as readonly string[]).includes(i.mode_interview) ? (i.mode_interview as InterviewMode) : 'Others',
    interviewers: i.interviewers.map((p) => ({ value: p.user_id, label: p.username })),
    round: i.round,
    location: i.location,
    meeting_link: i.meeting_link,
    notes: i.notes,
  };
}

/** "Mon 30-Nov-2026 11:00 AM" style: the seed's date (DD-MMM-YYYY) and 12-hour time. */
export function interviewWhen(i: Pick<Interview, 'date' | 'hour' | 'minutes' | 'timeformat'>): string {
  const [y, m, d] = i.date.split('-');
  return `${d}-${MONTHS[Number(m) - 1]?.slice(0, 3) ?? m}-${y} ${i.hour}:${i.minutes} ${i.timeformat}`;
}

export function formatDayMonth(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${MONTHS[Number(m) - 1]?.slice(0, 3) ?? m}-${y}`;
}

// ------------------------------------------------------------------------------------------------ calls

type Sent = { status: boolean; message: string; data?: { encrypted_id: string } };

export const scheduleInterview = (body: InterviewPayload & { candidate_id: string; job_id: string; confirm_clash?: boolean }) =>
  apiSend<Sent>('POST', 'candidates_interview_schedule', body);

export const updateInterview = (id: string, body: InterviewPayload & { confirm_clash?: boolean }) =>
  apiSend<Sent>('PUT', `candidates_interview_schedule/${id}`, body);

export const cancelInterview = (id: string, reason: string) =>
  apiSend<Sent>('POST', `candidates_interview_schedule/${id}/cancel`, { reason });

export const markInterview = (id: string, status: 'completed' | 'no-show') =>
  apiSend<Sent>('POST', `candidates_interview_schedule/${id}/status`, { status });

export interface FeedbackInput {
  interview_id: string;
  rating: number;
  recommendation: Recommendation;
  strengths: string;
  concerns: string;
  mainstatus_id?: string;
  mainsubstatus_id?: string;
  /** With a move to Offered or Joined: the offer's numbers. */
  offered_ctc?: number;
  expected_joining_date?: string;
}
export const recordFeedback = (body: FeedbackInput) => apiSend<Sent>('POST', 'interview_feedback', body);

/** A row of GET /api/interview_feedback: the contract's. */
export type { FeedbackRow };
export async function getFeedback(interviewId: string): Promise<FeedbackRow[]> {
  return (await apiGet<{ data: FeedbackRow[] }>('interview_feedback', { interview_id: interviewId })).data;
}

export async function searchInterviewers(q: string): Promise<SearchOption<string>[]> {
  const { data } = await apiGet<{ data: { user_id: string; username: string; email: string }[] }>('interviewers', { q });
  return data.map((u) => ({ value: u.user_id, label: u.username || u.email, description: u.email }));
}

/** GET …/ics: the invite, saved by the browser. */
export async function downloadInterviewIcs(i: Pick<Interview, 'encrypted_id' | 'date'>): Promise<void> {
  const blob = await api.get(apiPath(`candidates_interview_schedule/${i.encrypted_id}/ics`)).blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `interview-${i.date}.ics`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
