// Candidate–job links (a candidate on a job order's pipeline, the link holding its current status): their request
// and answer shapes (spec 001 §3–§4, spec 002 §4; API.md Candidates: candidates_job_orders, candidate_job_status,
// job_assigned_users); the rules they carry are rules/links.ts.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, Timestamp, Uuid } from './common';

export * from './rules/links';

export const LinkRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  job_code: Type.Integer(),
  job_title: Type.String(),
  client_name: Type.String(),
  recruiter_id: Nullable(Type.String()),
  user_id: Nullable(Type.String()),
  username: Type.String(),
  user_type: Type.String(),
  offered_ctc: Nullable(Type.Number()),
  expected_joining_date: Nullable(Type.String()),
  main_status_id: Type.String(),
  main_substatus_id: Type.String(),
  mainstatus_id: Type.String(),
  mainsubstatus_id: Type.String(),
  main_status: Type.String(),
  main_substatus: Type.String(),
  pipeline_group: Type.String(),
  status_changed_at: Timestamp,
  created_at: Timestamp,
});
export type LinkRow = Static<typeof LinkRow>;

/** A candidate found to add to a job order. */
export const SearchRow = Type.Object({
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  primary_email: Nullable(Type.String()),
  primary_mobile: Nullable(Type.String()),
  company_name: Type.String(),
  designation: Type.String(),
  skills: Type.String(),
  linked: Type.Boolean(),
});
export type SearchRow = Static<typeof SearchRow>;

const StatusId = Type.String({ minLength: 1, maxLength: 10 });
/** Rupees above 0 (checked by the service, one message for 0 and below); null clears the offer. */
const Money = Nullable(Type.Number({ maximum: 999_999_999_999 }));
const DateText = Nullable(Type.String({ format: 'date' }));

/** The status a link moves to, and the offer that goes with it. */
const StatusProps = { mainstatus_id: StatusId, mainsubstatus_id: StatusId };
const OfferProps = { offered_ctc: Type.Optional(Money), expected_joining_date: Type.Optional(DateText) };
const RecruiterProps = { recruiter_id: Type.Optional(Nullable(Uuid)) };

export const LinkCreate = Closed({
  candidate_id: Uuid,
  job_id: Uuid,
  ...RecruiterProps,
  /** spec 001 names the recruiter user_id too */
  user_id: Type.Optional(Nullable(Uuid)),
  mainstatus_id: Type.Optional(StatusId),
  mainsubstatus_id: Type.Optional(StatusId),
  ...OfferProps,
});
export type LinkCreate = Static<typeof LinkCreate>;

export const LinkUpdate = Closed({ encrypted_id: Uuid, ...StatusProps, ...RecruiterProps, ...OfferProps });
export type LinkUpdate = Static<typeof LinkUpdate>;

/** POST /candidate_job_status: the status of the candidate's link to the job, the link made when missing. */
export const LinkStatusSet = Closed({
  candidate_id: Uuid,
  job_id: Uuid,
  ...RecruiterProps,
  ...StatusProps,
  ...OfferProps,
});
export type LinkStatusSet = Static<typeof LinkStatusSet>;

export const LinkQuery = Closed({
  candidate_id: Type.Optional(Uuid),
  job_id: Type.Optional(Uuid),
  mainstatus_id: Type.Optional(StatusId),
});
export type LinkQuery = Static<typeof LinkQuery>;
