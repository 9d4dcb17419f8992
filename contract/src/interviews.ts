// Interviews (spec 001 §5, spec 002 §5, §7.3; API.md candidates_interview_schedule and "Beyond the seed"; issue 18):
// the TypeBox schemas of the routes (the modes, limits and messages: rules/interviews.ts).
import { Type, type Static, type TLiteral, type TLiteralValue, type TUnion } from '@sinclair/typebox';
import { Closed, Nullable, Uuid } from './common';
import { DateString } from './dashboard';
import {
  DURATIONS,
  MAX_INTERVIEWERS,
  MAX_LENGTH as L,
  MODES,
  RATING,
  RECOMMENDATIONS,
  STATUSES,
  type InterviewStatus,
} from './rules/interviews';

export * from './rules/interviews';

const literals = <const T extends readonly TLiteralValue[]>(values: T) =>
  Type.Union(values.map((v) => Type.Literal(v))) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }>;

/** The seed's schedule payload, and what issue 18 adds to it (all optional, so the seed's calls keep working). */
const scheduleFields = {
  mode_interview: literals(MODES),
  date: Type.String({ format: 'date', description: 'YYYY-MM-DD, today or later in the product time zone' }),
  hour: Type.Integer({ minimum: 1, maximum: 12 }),
  minutes: Type.Integer({ minimum: 0, maximum: 59 }),
  duration: literals(DURATIONS),
  timeformat: literals(['AM', 'PM', 'am', 'pm'] as const),
  interviewers: Type.Optional(
    Type.Array(Uuid, { maxItems: MAX_INTERVIEWERS, description: 'staff users (encrypted_id), at most 10' }),
  ),
  round: Type.Optional(Type.String({ maxLength: L.round, description: 'e.g. L1, L2, HR, Client' })),
  location: Type.Optional(Type.String({ maxLength: L.location, description: 'the venue' })),
  meeting_link: Type.Optional(Type.String({ maxLength: L.meeting_link, description: 'an http(s) address' })),
  notes: Type.Optional(Type.String({ maxLength: L.notes, description: 'notes for the candidate' })),
  confirm_clash: Type.Optional(
    Type.Boolean({ description: 'true: schedule even though the candidate or an interviewer has an overlapping interview' }),
  ),
};

export const NewInterview = Closed({ candidate_id: Uuid, job_id: Uuid, ...scheduleFields });
export type NewInterview = Static<typeof NewInterview>;

export const InterviewChange = Closed({
  ...scheduleFields,
  candidate_id: Type.Optional(Uuid),
  job_id: Type.Optional(Uuid),
});
export type InterviewChange = Static<typeof InterviewChange>;

export const CancelBody = Closed({ reason: Type.String({ minLength: 1, maxLength: L.cancel_reason }) });

export const StatusBody = Closed({ status: literals(['completed', 'no-show'] as const) });

export const FeedbackBody = Closed({
  interview_id: Uuid,
  rating: Type.Integer({ minimum: RATING.minimum, maximum: RATING.maximum }),
  recommendation: literals(RECOMMENDATIONS),
  strengths: Type.Optional(Type.String({ maxLength: L.strengths })),
  concerns: Type.Optional(Type.String({ maxLength: L.concerns })),
  mainstatus_id: Type.Optional(Type.String({ minLength: 1, maxLength: 10, description: 'move the link to this main status…' })),
  mainsubstatus_id: Type.Optional(Type.String({ minLength: 1, maxLength: 10, description: '…and this sub status of it' })),
  offered_ctc: Type.Optional(Nullable(Type.Number({ maximum: 999_999_999_999, description: 'with a move to Offered or Joined: the offer (rupees > 0), as PUT /api/candidates_job_orders' }))),
  expected_joining_date: Type.Optional(Nullable(Type.String({ format: 'date', description: 'with a move to Offered or Joined: the joining date' }))),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

export const Person = Type.Object({ user_id: Type.String(), username: Type.String() });

export const Reschedule = Type.Object({
  from_date: Type.String(),
  from_time: Type.String({ description: 'hh:mm AM' }),
  from_duration: Type.Integer(),
  to_date: Type.String(),
  to_time: Type.String(),
  to_duration: Type.Integer(),
  changed_by: Type.String(),
  changed_at: Type.String({ format: 'date-time' }),
});

export const FeedbackSummary = Type.Object({
  username: Type.String(),
  rating: Type.Integer(),
  recommendation: Type.String(),
});

/** The interview, and the candidate and job order (and its client) it is for. */
const InterviewOf = {
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  job_title: Type.String(),
  client_name: Type.String(),
};

/** An interview as listed (API.md candidates_interview_schedule, spec 3.3 Interview, issue 18's fields). */
export const InterviewRow = Type.Object({
  ...InterviewOf,
  mode_interview: Type.String(),
  date: Type.String(),
  hour: Type.String(),
  minutes: Type.String(),
  timeformat: Type.String(),
  duration: Type.Integer(),
  schedule_time: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  username: Type.String(),
  status: literals(STATUSES),
  round: Type.String(),
  location: Type.String(),
  meeting_link: Type.String(),
  notes: Type.String(),
  cancel_reason: Type.String(),
  sequence: Type.Integer({ description: "the calendar invite's SEQUENCE" }),
  interviewers: Type.Array(Person),
  reschedules: Type.Array(Reschedule),
  feedback: Type.Array(FeedbackSummary),
});
export type InterviewRow = Static<typeof InterviewRow>;

export const Clash = Type.Object({
  encrypted_id: Type.String(),
  candidate_name: Type.String(),
  job_title: Type.String(),
  client_name: Type.String(),
  date: Type.String(),
  time: Type.String({ description: 'hh:mm AM' }),
  duration: Type.Integer(),
  reason: Type.String({ description: '"candidate", or the names of the interviewers booked in both' }),
});
export type Clash = Static<typeof Clash>;

export const ClashBody = Type.Object({
  status: Type.Boolean(),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  clashes: Type.Optional(Type.Array(Clash)),
});

export const FeedbackRow = Type.Object({
  encrypted_id: Type.String(),
  interview_id: Type.String(),
  user_id: Nullable(Type.String()),
  username: Type.String(),
  rating: Type.Integer(),
  recommendation: Type.String(),
  strengths: Type.String(),
  concerns: Type.String(),
  moved_to: Nullable(Type.String({ description: 'Main / Sub status the feedback moved the link to' })),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type FeedbackRow = Static<typeof FeedbackRow>;

// ---------------------------------------------------------------------------------------------------------------
// The interview calendar (GET /api/interview_calendar)

/** The longest range the calendar answers, in days. */
export const MAX_CALENDAR_DAYS = 62;
export const CalendarRow = Type.Object({
  ...InterviewOf,
  interview_date: Type.String(),
  interview_time: Type.String({ description: 'HH:MM, local wall-clock time' }),
  duration: Type.Integer({ description: 'minutes' }),
  mode_interview: Type.String(),
  scheduled_by: Type.String(),
  mine: Type.Boolean({ description: 'scheduled by me or on a job order I am assigned to' }),
  status: Type.String({ description: 'scheduled, rescheduled, cancelled, completed, no-show' }),
  round: Type.String(),
  location: Type.String(),
  meeting_link: Type.String(),
  interviewers: Type.Array(Type.String({ description: 'names' })),
});
export const CalendarQuery = Closed({
  from: DateString,
  to: DateString,
  mine: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});
export const Calendar = Type.Object({
  status: Type.Boolean(),
  data: Type.Array(CalendarRow),
  truncated: Type.Boolean(),
});
export type CalendarInterview = Omit<Static<typeof CalendarRow>, 'status'> & { status: InterviewStatus };
export type CalendarAnswer = Omit<Static<typeof Calendar>, 'data'> & { data: CalendarInterview[] };
