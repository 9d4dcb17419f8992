// Candidates (spec 001; API.md Candidates): the TypeBox schemas of the answers and bodies, and the rules the form
// carries (its columns, lengths, resume sources, skill limit). The multipart form itself is read by form.ts.
import { Type, type Static } from '@sinclair/typebox';
import { DataOf, Nullable, Uuid } from '../../http/schemas.js';
import { Timestamp } from '../../lib/timestamps.js';
import { candidateListQuery, SnippetPart } from '../search/schema.js';

const Money = Nullable(Type.Number());

export const CandidateRow = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  primary_mobile: Nullable(Type.String()),
  primary_email: Nullable(Type.String()),
  created_at: Timestamp,
  company_name: Type.String(),
  designation: Type.String(),
  city_name: Nullable(Type.String()),
  exp_years: Type.Integer(),
  exp_months: Type.Integer(),
  notice_period: Nullable(Type.Integer()),
  current_ctc: Money,
  expected_ctc: Money,
  stocks: Money,
});

/** A row of the list: with `q`, a snippet of the resume around the matches (null when the resume has none). */
export const CandidateListRow = Type.Composite([
  CandidateRow,
  Type.Object({ snippet: Type.Optional(Nullable(Type.Array(SnippetPart))) }),
]);

export const SkillItem = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  skill_name: Type.String(),
});

export const SkillsAnswer = Type.Object({ status: Type.Boolean(), skills: Type.Array(SkillItem) });

export const CandidateRecord = Type.Object({
  encrypted_id: Type.String(),
  name: Type.String(),
  primary_mobile: Nullable(Type.String()),
  secondary_mobile: Nullable(Type.String()),
  primary_email: Nullable(Type.String()),
  secondary_email: Nullable(Type.String()),
  country: Nullable(Type.Integer()),
  state: Nullable(Type.Integer()),
  city: Nullable(Type.Integer()),
  country_name: Nullable(Type.String()),
  state_name: Nullable(Type.String()),
  city_name: Nullable(Type.String()),
  address: Type.String(),
  identity_card_name: Type.String(),
  identity_card_number: Nullable(Type.String()),
  exp_years: Type.Integer(),
  exp_months: Type.Integer(),
  company_name: Type.String(),
  designation: Type.String(),
  current_ctc: Money,
  expected_ctc: Money,
  fixed_ctc: Money,
  variable_ctc: Money,
  stocks: Money,
  notice_period: Nullable(Type.Integer()),
  resume_source: Type.String(),
  resume_subsource: Type.String(),
  about_candidate: Type.String(),
  free_pool: Type.Union([Type.Literal('0'), Type.Literal('1')]),
  lock_version: Type.Integer({ description: 'The version of the record: send it back with an update (409 when stale).' }),
  skills: Type.Array(SkillItem),
  resume_name: Type.String(),
  resume_type: Type.String({ description: "pdf, docx, doc, html, or '' without a resume" }),
  resume_url: Nullable(Type.String()),
  profile_pic_url: Nullable(Type.String()),
  job_links: Type.Integer({
    description:
      'How many job orders the candidate is linked to (the free pool box is disabled when > 0).',
  }),
  created_at: Timestamp,
  updated_at: Timestamp,
});

/** The list's sort keys and the expression each sorts by. */
export const SORTABLE = {
  name: 'lower(c.name)',
  created_at: 'c.created_at',
  company_name: 'lower(c.company_name)',
  designation: 'lower(c.designation)',
  city_name: 'c.city_sort',
  primary_mobile: 'c.primary_mobile',
  primary_email: 'lower(c.primary_email)',
  exp_years: '(c.exp_years * 12 + c.exp_months)',
  exp_months: '(c.exp_years * 12 + c.exp_months)',
  notice_period: 'c.notice_period',
  current_ctc: 'c.current_ctc',
  expected_ctc: 'c.expected_ctc',
  stocks: 'c.stocks',
} as const;
export const SORT_KEYS = Object.keys(SORTABLE) as (keyof typeof SORTABLE)[];

/** The list's query: sort, page, `q` and the filters of the search module. */
export const CandidateListQuery = candidateListQuery(SORT_KEYS);
export type CandidateListQuery = Static<typeof CandidateListQuery>;

export const DuplicatesQuery = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    mobile: Type.Optional(Type.String({ maxLength: 30 })),
    exclude: Type.Optional(Type.String({ format: 'uuid' })),
  },
  { additionalProperties: false },
);

export const DuplicatesAnswer = DataOf(
  Type.Array(
    Type.Object({
      encrypted_id: Type.String(),
      name: Type.String(),
      matched: Type.Array(Type.String()),
    }),
  ),
);

/** The kind of a resume by its stored type ('' when there is none or it is not one of these). */
export const RESUME_TYPE: Record<string, 'pdf' | 'doc' | 'docx' | 'html'> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
};

export const RESUME_SOURCES = ['Naukri', 'Linkedin', 'Referral', 'Others'] as const;
/** A candidate holds any number of skills (the seed's "maximum of 4" was a label, never a rule); this only bounds a request. */
export const SKILLS_LIMIT = 500;
export const DUPLICATE_EMAIL = 'A candidate with this email already exists.';
/** Employer names: real ones are long ("Tata Consultancy Services"); the seed's 20 was a defect (issue 17). */
export const COMPANY_NAME_MAX = 150;
/** The longest side of a stored photo, in pixels. */
export const PROFILE_PIC_MAX_SIDE = 1024;

/** Columns of `candidates` a form may set (the form's field names; country/state/city map to *_id). */
export type CandidateValues = {
  name: string;
  primary_mobile: string;
  secondary_mobile: string;
  primary_email: string;
  secondary_email: string;
  country: number | null;
  state: number | null;
  city: number | null;
  address: string;
  identity_card_name: string;
  identity_card_number: string;
  exp_years: number;
  exp_months: number;
  company_name: string;
  designation: string;
  current_ctc: number | null;
  expected_ctc: number | null;
  fixed_ctc: number | null;
  variable_ctc: number | null;
  stocks: number | null;
  notice_period: number | null;
  resume_source: string | null;
  resume_subsource: string;
  about_candidate: string;
  free_pool: boolean;
};

export const COLUMN: Record<keyof CandidateValues, string> = {
  name: 'name',
  primary_mobile: 'primary_mobile',
  secondary_mobile: 'secondary_mobile',
  primary_email: 'primary_email',
  secondary_email: 'secondary_email',
  country: 'country_id',
  state: 'state_id',
  city: 'city_id',
  address: 'address',
  identity_card_name: 'identity_card_name',
  identity_card_number: 'identity_card_number',
  exp_years: 'exp_years',
  exp_months: 'exp_months',
  company_name: 'company_name',
  designation: 'designation',
  current_ctc: 'current_ctc',
  expected_ctc: 'expected_ctc',
  fixed_ctc: 'fixed_ctc',
  variable_ctc: 'variable_ctc',
  stocks: 'stocks',
  notice_period: 'notice_period',
  resume_source: 'resume_source',
  resume_subsource: 'resume_subsource',
  about_candidate: 'about_candidate',
  free_pool: 'free_pool',
};

export type ExperienceInput = {
  encrypted_id?: string;
  job_title: string;
  company_name: string;
  start_date: string | null;
  end_date: string | null;
  still_working: boolean;
};

export type EducationInput = {
  encrypted_id?: string;
  university: string;
  qualification: string;
  passout_year: number | null;
  passout_percentage: number | null;
  still_studying: boolean;
};

export type JobRowInput = {
  job_id: string;
  recruiter_id: string;
  offered_ctc: number | null;
  expected_joining_date: string | null;
};

export const FORM_DESCRIPTION =
  'multipart: the candidate fields (name, primary_mobile, secondary_mobile, primary_email, secondary_email, country, state, city, address, ' +
  'identity_card_name, identity_card_number, exp_years, exp_months, company_name, designation, current_ctc, expected_ctc, fixed_ctc, ' +
  'variable_ctc, stocks, notice_period, resume_source, resume_subsource, about_candidate, free_pool), `skill[i]` (names or ids, any number), ' +
  'files `resume_name`, `parsing_file_name` (kept as the resume when no resume is sent), `profile_pic` (re-encoded, at most 1024 px), ' +
  '`profile_pic_url` (a photo link issued by resume_parse), and JSON-encoded `experience`, `education`, `job_orders` arrays ' +
  '(rows with `encrypted_id` update that row). Everything is saved in one transaction: nothing is saved when anything fails.';

// ----------------------------------------------------------------------------------------------------- sub-items

/** Any scalar of a sub-item body; form.ts checks it. */
export const Loose = Type.Optional(
  Type.Union([Type.String({ maxLength: 300 }), Type.Number(), Type.Boolean(), Type.Null()]),
);
export const CandidateParams = Type.Object({ candidate_id: Uuid }, { additionalProperties: false });
export const CandidateQuery = Type.Object({ candidate_id: Uuid }, { additionalProperties: false });
export const List = <T extends Parameters<typeof Type.Array>[0]>(row: T) => DataOf(Type.Array(row));

export const EducationRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  university: Type.String(),
  qualification: Type.String(),
  passout_year: Nullable(Type.Integer()),
  passout_percentage: Nullable(Type.Number()),
  still_studying: Type.Union([Type.Literal('0'), Type.Literal('1')]),
});

export const ExperienceRow = Type.Object({
  encrypted_id: Type.String(),
  candidate_id: Type.String(),
  job_title: Type.String(),
  company_name: Type.String(),
  start_date: Nullable(Type.String()),
  end_date: Nullable(Type.String()),
  still_working: Type.Union([Type.Literal('0'), Type.Literal('1')]),
});

export const NoteRow = Type.Object({
  encrypted_id: Type.String(),
  notes: Type.String(),
  created_at: Timestamp,
  username: Nullable(Type.String()),
});

export const AttachmentRow = Type.Object({
  encrypted_id: Type.String(),
  description: Type.String(),
  attachment_url: Nullable(Type.String()),
  attachment_name: Type.String(),
  mime_type: Type.String(),
  size_bytes: Type.Integer(),
  created_at: Timestamp,
  username: Nullable(Type.String()),
});

export const MessageRow = Type.Object({
  encrypted_id: Type.String(),
  message: Type.String(),
  link_id: Nullable(Type.String()),
  job_id: Nullable(Type.String()),
  job_title: Nullable(Type.String()),
  client_name: Nullable(Type.String()),
  created_at: Timestamp,
  username: Nullable(Type.String()),
});

export const ActivityRow = Type.Object({
  kind: Type.Union([Type.Literal('event'), Type.Literal('status')]),
  at: Timestamp,
  username: Nullable(Type.String()),
  action: Type.String(),
  summary: Type.String(),
  job_id: Nullable(Type.String()),
  job_title: Nullable(Type.String()),
  /** The job's client, so the job is named with it ('Senior Java Engineer — Lotus Media'). */
  client_name: Nullable(Type.String()),
  from_status: Nullable(Type.String()),
  to_status: Nullable(Type.String()),
});

export const ActivityQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) },
  { additionalProperties: false },
);

export const AboutBody = Type.Object(
  { candidate_id: Uuid, about: Type.String({ maxLength: 200_000 }) },
  { additionalProperties: false },
);

export const NoteBody = Type.Object(
  { candidate_id: Uuid, notes: Type.String({ maxLength: 10_000 }) },
  { additionalProperties: false },
);

export const MessageBody = Type.Object(
  {
    candidate_id: Uuid,
    link_id: Type.Optional(Type.String({ maxLength: 36 })),
    message: Type.String({ maxLength: 5_000 }),
  },
  { additionalProperties: false },
);

// ---------------------------------------------------------------------------------------------- photo and resume

/** The answer of a photo or resume upload: the new file's signed link. */
export const Saved = (field: string) =>
  Type.Object({
    status: Type.Boolean(),
    message: Type.String(),
    data: Type.Object({ [field]: Nullable(Type.String()) }),
  });

export const ParsedPhotoBody = Type.Object(
  { candidate_id: Uuid, profile_pic_url: Type.String({ maxLength: 500 }) },
  { additionalProperties: false },
);

export const ResumeHtmlAnswer = DataOf(
  Type.Object({
    type: Type.String(),
    name: Type.String(),
    html: Type.String(),
    resume_url: Nullable(Type.String()),
  }),
);
