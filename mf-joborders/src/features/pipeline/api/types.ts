// Pipeline shapes (spec 002 §3.3; API.md job_pipeline*, candidates_job_orders).

export const GROUPS = ['joined', 'active', 'offered', 'processed', 'prospective'] as const;
export type PipelineGroup = (typeof GROUPS)[number];
export const GROUP_TITLES: Record<
  PipelineGroup,
  'Joined' | 'Active' | 'Offered' | 'Processed' | 'Prospective'
> = {
  joined: 'Joined',
  active: 'Active',
  offered: 'Offered',
  processed: 'Processed',
  prospective: 'Prospective',
};
/** The main status of each group (DESIGN §4: one main status per group). */
export const GROUP_MAIN_STATUS: Record<PipelineGroup, string> = {
  prospective: 'P',
  processed: 'S',
  active: 'A',
  offered: 'R',
  joined: 'J',
};

export type PipelineCounts = Record<(typeof GROUP_TITLES)[PipelineGroup], number>;

export interface PipelineRow {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  primary_email: string;
  primary_mobile: string;
  job_id: string;
  job_title: string;
  client_name: string;
  main_status_id: string;
  sub_status_id: string;
  main_status: string;
  sub_status: string;
  pipeline_group: PipelineGroup;
  sub_status_updated: string;
  sub_status_created_at: string;
  expected_joining_date: string | null;
  offered_ctc: number | null;
  recruiter_id: string | null;
  recruiter_name: string;
  interview_date: string | null;
  interview_time: string | null;
  cnd_int_details: string;
  notice_period: number | null;
  recent_notes: string;
  candidates_notes: number;
}

export interface StatusOption {
  fixed_id: string;
  name: string;
}

export interface MatchRow {
  candidate_id: string;
  candidate_name: string;
  primary_email: string;
  primary_mobile: string;
  company_name: string;
  designation: string;
  city_name: string;
  state_name: string;
  exp_years: number;
  exp_months: number;
  expected_ctc: number | null;
  notice_period: number | null;
  score: number;
  primary_skills: string[];
  secondary_skills: string[];
  experience_match: boolean;
  /** Why it matched, in one line: '4 of 5 skills · 6 yrs (range 4–8) · Pune · 30 days notice'. */
  summary: string;
  reasons: string[];
}

export interface MatchPage {
  data: MatchRow[];
  /** Candidates above the minimum score. */
  all_data_cnt: number;
  job_skills: number;
}

export interface AssignedUser {
  user_id: string;
  username: string;
  user_type: string;
  email: string;
}

/** The candidates module's profile address (a remote links to another by URL). */
export const candidateProfileUrl = (candidateId: string) => `/candidates/${candidateId}`;
