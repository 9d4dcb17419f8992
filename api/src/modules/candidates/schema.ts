// Candidates (spec 001; API.md Candidates): the wire contract (contract/candidates: the answers and bodies, the form's
// lengths, resume sources, skill limit and sort keys) and what only the server does with it: the list's sort
// expressions, the stored columns a form sets, the multipart form's description. The form itself is read by form.ts.
import type { CandidateSortKey } from 'contract/candidates';

export * from 'contract/candidates';

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
} as const satisfies Record<CandidateSortKey, string>;

/** The kind of a resume by its stored type ('' when there is none or it is not one of these). */
export const RESUME_TYPE: Record<string, 'pdf' | 'doc' | 'docx' | 'html'> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/html': 'html',
};

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
