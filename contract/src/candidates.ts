// Candidates (spec 001; API.md Candidates): the answers and bodies of the candidate routes, the resume parse, and the
// rules the form carries (rules/candidates.ts: its lengths, the resume sources, the skill limit, the sort keys).
import { Type, type Static } from '@sinclair/typebox';
import { Closed, DataOf, errorResponses, Nullable, SavedOf, Timestamp, Uuid } from './common';
import { candidateListQuery, SnippetPart } from './search';
import { SORT_KEYS } from './rules/candidates';

export * from './rules/candidates';

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

/** The list's query: sort, page, `q` and the filters of the search module. */
export const CandidateListQuery = candidateListQuery(SORT_KEYS);
export type CandidateListQuery = Static<typeof CandidateListQuery>;

export const DuplicatesQuery = Closed({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  mobile: Type.Optional(Type.String({ maxLength: 30 })),
  exclude: Type.Optional(Type.String({ format: 'uuid' })),
});

export const DuplicatesAnswer = DataOf(
  Type.Array(
    Type.Object({
      encrypted_id: Type.String(),
      name: Type.String(),
      matched: Type.Array(Type.String()),
    }),
  ),
);

/** Any scalar of a sub-item body; form.ts checks it. */
export const Loose = Type.Optional(
  Type.Union([Type.String({ maxLength: 300 }), Type.Number(), Type.Boolean(), Type.Null()]),
);
export const CandidateParams = Closed({ candidate_id: Uuid });
export const CandidateQuery = Closed({ candidate_id: Uuid });
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

/** The sub-items' rows as the web reads them. */
export type ExperienceItem = Static<typeof ExperienceRow>;
export type EducationItem = Static<typeof EducationRow>;
export type CandidateNote = Static<typeof NoteRow>;
export type CandidateAttachment = Static<typeof AttachmentRow>;
export type CandidateMessage = Static<typeof MessageRow>;
export type CandidateActivity = Static<typeof ActivityRow>;

export const ActivityQuery = Closed({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

export const AboutBody = Closed({ candidate_id: Uuid, about: Type.String({ maxLength: 200_000 }) });

export const NoteBody = Closed({ candidate_id: Uuid, notes: Type.String({ maxLength: 10_000 }) });

export const MessageBody = Closed({
  candidate_id: Uuid,
  link_id: Type.Optional(Type.String({ maxLength: 36 })),
  message: Type.String({ maxLength: 5_000 }),
});

// ---------------------------------------------------------------------------------------------- photo and resume

/** The answer of a photo or resume upload: the new file's signed link. */
export const Saved = (field: string) => SavedOf(Type.Object({ [field]: Nullable(Type.String()) }));

export const ParsedPhotoBody = Closed({
  candidate_id: Uuid,
  profile_pic_url: Type.String({ maxLength: 500 }),
});

export const ResumeHtmlAnswer = DataOf(
  Type.Object({
    type: Type.String(),
    name: Type.String(),
    html: Type.String(),
    resume_url: Nullable(Type.String()),
  }),
);

// ------------------------------------------------------------------------------------------------ the resume parse

/** POST /api/resume_parse (spec 001 §4): the fields a parsed resume prefills in the Add form. */
export const ParsedData = Type.Object({
  current_location: Type.String(),
  username: Type.String(),
  primary_mobile: Nullable(Type.String()),
  primary_email: Nullable(Type.String()),
  secondary_email: Nullable(Type.String()),
  exp_in_years: Nullable(Type.Number()),
  exp_in_months: Nullable(Type.Number()),
  ctc: Nullable(Type.Number()),
  notice_period: Nullable(Type.Number()),
  profile_pic: Type.String(),
  profile_pic_url: Nullable(Type.String()),
  photo_message: Type.String({
    description: 'Set when the photo was scaled down to fit 360 × 360.',
  }),
  location: Nullable(
    Type.Object(
      {
        country: Type.Integer(),
        state: Nullable(Type.Integer()),
        city: Nullable(Type.Integer()),
        country_name: Type.String(),
        state_name: Nullable(Type.String()),
        city_name: Nullable(Type.String()),
      },
      {
        description:
          'current_location matched to the geography catalogue (a city, else a state; India first), or null.',
      },
    ),
  ),
  exp_details: Type.Array(
    Type.Object({
      designation: Type.String(),
      company: Type.String(),
      from_date: Type.String(),
      to_date: Type.String(),
    }),
  ),
  education_details: Type.Array(
    Type.Object({
      university: Type.String(),
      qualification: Type.String(),
      year_of_pass: Type.String(),
    }),
  ),
  primary_skills: Type.Array(Type.String()),
  secondary_skills: Type.Array(Type.String()),
  confidence: Type.Object(
    Object.fromEntries(
      [
        'username',
        'primary_email',
        'secondary_email',
        'primary_mobile',
        'current_location',
        'experience',
        'ctc',
        'notice_period',
        'exp_details',
        'education_details',
        'skills',
        'profile_pic',
      ].map((k) => [k, Nullable(Type.Number({ minimum: 0, maximum: 1 }))]),
    ),
    {
      description:
        'How sure the parser is of each prefilled value, 0–1 (0 when nothing was found): `experience` is exp_in_years/exp_in_months, ' +
        '`skills` both skill lists; null where the field itself is withheld from the role (personal data). A form marks values under 0.6 for the recruiter to check.',
    },
  ),
});

export const ParseAnswer = SavedOf(ParsedData);
export const ParseResponses = { 200: ParseAnswer, 413: errorResponses[422], ...errorResponses };
