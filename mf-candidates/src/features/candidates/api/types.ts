// Shapes of the Candidates API (spec/API.md "Candidates", spec 001 §3).

export interface DataEnvelope<T> {
  status: boolean;
  data: T;
}
export interface MessageEnvelope {
  status: boolean;
  message: string;
}
export interface CreatedEnvelope extends MessageEnvelope {
  data: { encrypted_id: string };
}

export interface CandidateRow {
  encrypted_id: string;
  name: string;
  primary_mobile: string;
  primary_email: string;
  created_at: string;
  company_name: string;
  designation: string;
  city_name: string | null;
  exp_years: number;
  exp_months: number;
  notice_period: number | null;
  current_ctc: number | null;
  expected_ctc: number | null;
  stocks: number | null;
  /** With a search: the resume around the matches, the matched words marked (null when the resume has none). */
  snippet?: { text: string; hit: boolean }[] | null;
}

export interface SkillRef {
  encrypted_id: string;
  name: string;
  skill_name: string;
}

export type ResumeType = '' | 'pdf' | 'doc' | 'docx' | 'html';

export interface Candidate extends CandidateRow {
  secondary_mobile: string;
  secondary_email: string;
  country: number | null;
  state: number | null;
  city: number | null;
  country_name: string | null;
  state_name: string | null;
  address: string;
  identity_card_name: string;
  identity_card_number: string;
  fixed_ctc: number | null;
  variable_ctc: number | null;
  resume_source: string;
  resume_subsource: string;
  about_candidate: string;
  free_pool: '0' | '1';
  skills: SkillRef[];
  resume_name: string;
  resume_type: ResumeType;
  resume_url: string | null;
  profile_pic_url: string | null;
  job_links: number;
  updated_at: string;
}

export interface ExperienceItem {
  encrypted_id: string;
  candidate_id: string;
  job_title: string;
  company_name: string;
  start_date: string | null;
  end_date: string | null;
  still_working: '0' | '1';
}

export interface EducationItem {
  encrypted_id: string;
  candidate_id: string;
  university: string;
  qualification: string;
  passout_year: number | null;
  passout_percentage: number | null;
  still_studying: '0' | '1';
}

/** A candidate's link to a job order with its current status (GET /api/candidates_job_orders). */
export interface JobLink {
  encrypted_id: string;
  candidate_id: string;
  job_id: string;
  job_code: number;
  job_title: string;
  client_name: string;
  recruiter_id: string | null;
  username: string;
  user_type: string;
  offered_ctc: number | null;
  expected_joining_date: string | null;
  main_status_id: string;
  main_substatus_id: string;
  main_status: string;
  main_substatus: string;
  status_changed_at: string;
  created_at: string;
}

export interface Note {
  encrypted_id: string;
  notes: string;
  created_at: string;
  username: string | null;
}

export interface Attachment {
  encrypted_id: string;
  description: string;
  attachment_url: string | null;
  attachment_name: string;
  mime_type: string;
  size_bytes: number;
  created_at: string;
  username: string | null;
}

export interface CandidateMessage {
  encrypted_id: string;
  message: string;
  link_id: string | null;
  job_id: string | null;
  job_title: string | null;
  client_name: string | null;
  created_at: string;
  username: string | null;
}

export interface ActivityEntry {
  kind: 'event' | 'status';
  at: string;
  username: string | null;
  action: string;
  summary: string;
  job_id: string | null;
  job_title: string | null;
  from_status: string | null;
  to_status: string | null;
}

/** An interview row (shared-ui's, with issue 18's fields). */
export type { Interview } from 'shared-ui';

export interface StatusOption {
  fixed_id: string;
  name: string;
}

export interface ParsedLocation {
  country: number;
  state: number | null;
  city: number | null;
  country_name: string;
  state_name: string | null;
  city_name: string | null;
}

/** POST /api/resume_parse → data. */
export interface ParsedResume {
  current_location: string;
  username: string;
  primary_mobile: string;
  primary_email: string;
  secondary_email: string;
  exp_in_years: number | null;
  exp_in_months: number | null;
  ctc: number | null;
  notice_period: number | null;
  profile_pic: string;
  profile_pic_url: string | null;
  photo_message: string;
  location: ParsedLocation | null;
  exp_details: { designation: string; company: string; from_date: string; to_date: string }[];
  education_details: { university: string; qualification: string; year_of_pass: string }[];
  primary_skills: string[];
  secondary_skills: string[];
  /** How sure the parser is of each value, 0–1 (API contract: README). */
  confidence?: Partial<Record<string, number | null>>;
}

export interface ResumeHtml {
  type: ResumeType;
  name: string;
  html: string;
  resume_url: string | null;
}

export interface Duplicate {
  encrypted_id: string;
  name: string;
  matched: string[];
}

export interface IdName {
  id: number;
  name: string;
}
