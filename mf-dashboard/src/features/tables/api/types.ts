/** Rows of the dashboard's four tabs (API.md Dashboard); ids are public (encrypted) ids. */
export interface InterviewRow {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  job_id: string;
  job_title: string;
  client_name: string;
  interview_date: string;
  interview_time: string;
  mode_interview: string;
  recruiter_name: string;
  created_at: string;
}

export interface JobOrderRow {
  job_id: string;
  job_code: number;
  job_order_name: string;
  client_name: string;
  pipeline: number;
  recruiter_name: string;
  created_at: string;
}

export interface PlacedOfferedRow {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  job_id: string;
  job_title: string;
  client_name: string;
  ctc: number | null;
  doj: string | null;
  status: string;
  sub_status: string;
  recruiter_name: string;
  created_at: string;
}

/** spec 000 §9: dashboard tables page by 20, newest created first. */
export const DASHBOARD_PAGE_SIZE = 20;
export const DASHBOARD_DEFAULT_SORT = { sortby: 'created_at', direction: 'desc' } as const;
/** The interview tabs go by when the interviews happen (issue 18): upcoming soonest first, recent latest first. */
export const UPCOMING_DEFAULT_SORT = { sortby: 'interview_date', direction: 'asc' } as const;
export const RECENT_DEFAULT_SORT = { sortby: 'interview_date', direction: 'desc' } as const;
