// The Candidates rules both the form and the server apply (no TypeBox here, so a web bundle that reads them carries
// no schema code): the form's lengths, the skill limit, the resume sources and kinds, the messages.
export { RESUME_SOURCES } from './search';

/** Employer names: real ones are long ("Tata Consultancy Services"); the seed's 20 was a defect (issue 17). */
export const COMPANY_NAME_MAX = 150;

/** The longest value of each text field of the candidate form (the inputs' maxLength). */
export const MAX_LENGTH = {
  name: 100,
  address: 500,
  identity_card_name: 50,
  identity_card_number: 50,
  company_name: COMPANY_NAME_MAX,
  designation: 100,
  resume_subsource: 100,
} as const;

/** The candidate form's fields a new candidate must have (an edit may leave a stored record's empty ones empty). */
export const REQUIRED_FIELDS = [
  'name',
  'primary_mobile',
  'primary_email',
  'exp_years',
  'exp_months',
  'current_ctc',
  'expected_ctc',
  'notice_period',
] as const;

/** A candidate holds any number of skills (the seed's "maximum of 4" was a label, never a rule); this only bounds a request. */
export const SKILLS_LIMIT = 500;
export const DUPLICATE_EMAIL = 'A candidate with this email already exists.';
/** The longest side of a stored photo, in pixels. */
export const PROFILE_PIC_MAX_SIDE = 1024;

/** The kinds a stored resume has ('' when there is none or it is not one of these). */
export type ResumeType = '' | 'pdf' | 'doc' | 'docx' | 'html';

/** The list's sort keys (API.md Candidates: sortby). */
export const SORT_KEYS = [
  'name',
  'created_at',
  'company_name',
  'designation',
  'city_name',
  'primary_mobile',
  'primary_email',
  'exp_years',
  'exp_months',
  'notice_period',
  'current_ctc',
  'expected_ctc',
  'stocks',
] as const;
export type CandidateSortKey = (typeof SORT_KEYS)[number];
