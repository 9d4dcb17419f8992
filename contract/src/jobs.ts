// Job orders (spec 002 §2.1, §3.1–3.3, §5, §7; API.md Job orders): the form's fields, a job order, its lists, its
// notes and messages, its pipeline and the Database Match; the rules they carry are rules/jobs.ts.
import { Type, type Static } from '@sinclair/typebox';
import { Closed, Nullable, Timestamp, Uuid } from './common';
import { MAX_LENGTH as L, type NumberFieldName } from './rules/jobs';

export * from './rules/jobs';

const Str = (max: number) => Type.String({ maxLength: max });
/**
 * A number that may be left empty (null, '' or absent). Declared without a JSON type so the schema's type coercion
 * does not turn null into 0; numbers() parses and range-checks these fields with one message each.
 */
const NumberField = (kind: 'number' | 'integer', minimum: number, maximum: number) =>
  Type.Unsafe<number | string | null>({
    description: `${kind} from ${minimum} to ${maximum}, or null`,
  });
export const List = (max: number) => Type.Array(Type.String({ maxLength: 200 }), { maxItems: max });
export const Choice = (...values: string[]) => Type.Union(values.map((v) => Type.Literal(v)));

/** The form's fields (spec 3.1). Every field optional here; required ones are checked by requireJob (one message each). */
const JobFieldsProps = {
  country: Type.Optional(NumberField('integer', 1, 2_147_483_647)),
  state: Type.Optional(NumberField('integer', 1, 2_147_483_647)),
  city: Type.Optional(NumberField('integer', 1, 2_147_483_647)),
  client: Type.Optional(Nullable(Uuid)),
  contact: Type.Optional(Nullable(Uuid)),
  name: Type.Optional(Str(L.name)),
  job_title: Type.Optional(Str(L.job_title)),
  office_landmark: Type.Optional(Str(L.office_landmark)),
  min_experience: Type.Optional(NumberField('number', 0, 99)),
  max_experience: Type.Optional(NumberField('number', 0, 99)),
  max_budget: Type.Optional(NumberField('number', 0, 999_999_999_999)),
  no_positions: Type.Optional(NumberField('integer', 0, 100_000)),
  positions_description: Type.Optional(Str(L.positions_description)),
  job_description: Type.Optional(Str(L.job_description)),
  qualification_description: Type.Optional(Str(L.qualification_description)),
  position_status: Type.Optional(Choice('Active', 'Inactive', 'active', 'inactive')),
  position_type: Type.Optional(Choice('Full Time', 'Contract')),
  open_outstation: Type.Optional(Choice('Yes', 'No')),
  skill_primary: Type.Optional(List(100)),
  skill_secondary: Type.Optional(List(100)),
  user_recruiter: Type.Optional(List(50)),
  user_coordinator: Type.Optional(List(50)),
  user_manager: Type.Optional(List(50)),
  qualifications: Type.Optional(List(50)),
};
export const JobFields = Type.Object(JobFieldsProps, { additionalProperties: false });
export const JobUpdate = Closed({
  encrypted_id: Uuid,
  lock_version: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999, description: 'The version edited (GET /api/jobs/{id}); 409 when stale.' })),
  ...JobFieldsProps,
});
/** POST /jobs_description_file: the job order whose JD file is replaced. */
export const JobJdFields = Closed({ job_id: Uuid });
export type JobUpdate = Static<typeof JobUpdate>;

export type JobInput = Omit<Static<typeof JobFields>, NumberFieldName> & {
  [K in NumberFieldName]?: number | null;
};

export const REQUIRED: (keyof JobInput)[] = [
  'job_title',
  'client',
  'country',
  'state',
  'city',
  'office_landmark',
  'min_experience',
  'max_experience',
  'max_budget',
  'user_recruiter',
];

export const JobListRow = Type.Object({
  encrypted_id: Type.String(),
  job_id: Type.String(),
  job_code: Type.Integer(),
  job_title: Type.String(),
  client_id: Type.String(),
  client_name: Type.String(),
  client_legal_name: Type.String(),
  contact_name: Type.String(),
  city_name: Type.String(),
  state_name: Type.String(),
  office_landmark: Type.String(),
  status: Type.String(),
  user_type: Type.String(),
  cnd_count: Type.Integer(),
  created_at: Timestamp,
});

export const SkillRow = Type.Object({
  encrypted_id: Type.String(),
  skill_name: Type.String(),
  skill_type: Type.String(),
});
export const QualificationRow = Type.Object({ name: Type.String(), qualification_name: Type.String() });
export const JobUserRow = Type.Object({
  user_id: Type.String(),
  user_email: Type.String(),
  username: Type.String(),
  user_type: Type.String(),
  encrypted_id: Type.String(),
});

export const JobRecord = Type.Object({
  encrypted_id: Type.String(),
  job_id: Type.String(),
  job_code: Type.Integer(),
  lock_version: Type.Integer({ description: 'The version of the record: send it back with an update (409 when stale).' }),
  job_title: Type.String(),
  client_id: Type.String(),
  client_name: Type.String(),
  client_legal_name: Type.String(),
  clientlogo_file_url: Nullable(Type.String()),
  contact_id: Nullable(Type.String()),
  contact_name: Type.String(),
  contact_email: Type.String(),
  contact_phone: Type.String(),
  country_id: Nullable(Type.Integer()),
  country_name: Type.String(),
  state_id: Nullable(Type.Integer()),
  state_name: Type.String(),
  city_id: Nullable(Type.Integer()),
  city_name: Type.String(),
  office_landmark: Type.String(),
  min_experience: Nullable(Type.Number()),
  max_experience: Nullable(Type.Number()),
  max_budget: Nullable(Type.Number()),
  no_positions: Nullable(Type.Integer()),
  position_type: Type.String(),
  open_outstation: Type.String(),
  status: Type.String(),
  position_status: Type.String(),
  positions_description: Type.String(),
  job_description: Type.String(),
  qualification_description: Type.String(),
  jobdescription_file_url: Nullable(Type.String()),
  jobdescription_file_name: Nullable(Type.String()),
  cnd_count: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
  skills: Type.Array(SkillRow),
  users: Type.Array(JobUserRow),
  qualifications: Type.Array(QualificationRow),
});

export type JobRecord = Static<typeof JobRecord>;
export type JobListRow = Static<typeof JobListRow>;

// Notes and messages

export const NoteRow = Type.Object({
  encrypted_id: Type.String(),
  notes: Type.String(),
  created_at: Timestamp,
  username: Type.String(),
});
export type NoteRow = Static<typeof NoteRow>;
export const MessageRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  job_id: Type.String(),
  message: Type.String(),
  created_at: Timestamp,
  username: Type.String(),
});
export type MessageRow = Static<typeof MessageRow>;

export const Text = Type.String({ maxLength: 10_000 });

export const PipelineRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  primary_email: Nullable(Type.String()),
  primary_mobile: Nullable(Type.String()),
  job_id: Type.String(),
  job_title: Type.String(),
  client_name: Type.String(),
  main_status_id: Type.String(),
  sub_status_id: Type.String(),
  main_status: Type.String(),
  sub_status: Type.String(),
  pipeline_group: Type.String(),
  sub_status_updated: Timestamp,
  sub_status_created_at: Timestamp,
  expected_joining_date: Nullable(Type.String()),
  offered_ctc: Nullable(Type.Number()),
  recruiter_id: Nullable(Type.String()),
  recruiter_name: Type.String(),
  interview_date: Nullable(Type.String()),
  interview_time: Nullable(Type.String()),
  cnd_int_details: Type.String(),
  notice_period: Nullable(Type.Integer()),
  recent_notes: Type.String(),
  candidates_notes: Type.Integer(),
});
export type PipelineRecord = Static<typeof PipelineRow>;

export const MatchRow = Type.Object({
  candidate_id: Type.String(),
  candidate_name: Type.String(),
  primary_email: Nullable(Type.String()),
  primary_mobile: Nullable(Type.String()),
  company_name: Type.String(),
  designation: Type.String(),
  city_name: Type.String(),
  state_name: Type.String(),
  exp_years: Type.Integer(),
  exp_months: Type.Integer(),
  expected_ctc: Nullable(Type.Number()),
  notice_period: Nullable(Type.Integer()),
  score: Type.Integer(),
  primary_skills: Type.Array(Type.String()),
  secondary_skills: Type.Array(Type.String()),
  experience_match: Type.Boolean(),
  budget_match: Type.Boolean(),
  city_match: Type.Boolean(),
  state_match: Type.Boolean(),
  notice_match: Type.Boolean(),
  /** Why it matched, in one line: '4 of 5 skills · 6 yrs (range 4–8) · Pune · 30 days notice'. */
  summary: Type.String(),
  reasons: Type.Array(Type.String()),
});
export type MatchRow = Static<typeof MatchRow>;

export const ActivityRow = Type.Object({
  kind: Type.String(),
  changed_on: Type.String(),
  changed_to: Type.String(),
  entered_by: Type.String(),
  date_time: Timestamp,
});
export type ActivityRow = Static<typeof ActivityRow>;

