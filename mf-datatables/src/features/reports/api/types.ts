// Shapes of the Data Tables calls (spec 002 §3.5, §7.5; API.md Data Tables).

export interface DataEnvelope<T> {
  status: boolean;
  data: T;
}

export interface ListEnvelope<T> {
  status: boolean;
  data: T[];
  all_data_cnt: number;
  filter_data_cnt?: number;
}

export interface MessageEnvelope {
  status: boolean;
  message: string;
}

export interface CreatedEnvelope extends MessageEnvelope {
  data: { encrypted_id: string };
}

export interface ReportClient {
  encrypted_id: string;
  client_short_name: string;
}

export interface ReportJob {
  job_id: string;
  job_title: string;
}

export interface ReportCandidate {
  candidate_id: string;
  candidate_name: string;
}

/** Spec 3.5, candidate row fields. */
export interface ResumeRow {
  candidate_id: string;
  candidate_name: string;
  name: string;
  primary_mobile: string;
  primary_email: string;
  company_name: string;
  city_name: string;
  exp_years: number;
  exp_months: number;
  notice_period: number | null;
  current_ctc: number | null;
  expected_ctc: number | null;
  stocks: number | null;
  about_candidate: string;
  /** The link's main and sub status on the job, and its offer once made. */
  status: string;
  sub_status: string;
  offered_ctc: number | null;
  expected_joining_date: string | null;
}

/** Spec 3.5, interview row fields (+ ids, the wall-clock date and the duration). */
export interface InterviewRow {
  encrypted_id: string;
  candidate_id: string;
  candidate_name: string;
  candidate_mobile: string;
  candidate_email: string;
  mode_interview: string;
  date: string;
  schedule_time: string;
  hour: string;
  minutes: string;
  timeformat: string;
  duration: number;
}

/** What Resume Details and Interview Details send: candidate_id empty means every candidate. */
export interface ReportRequest {
  client_id: string;
  job_id: string;
  candidate_id: string[];
}

export interface ReportColumn {
  title: string;
  key: string;
}

export interface SavedReport {
  encrypted_id: string;
  report_name: string;
  created_at: string;
  client_name: string;
  job_title: string;
  username: string;
  can_delete: boolean;
}

export interface SaveReportBody {
  client_id: string;
  job_id: string;
  report_name: string;
  columns_array: (string | ReportColumn)[];
}

export type ReportCell = string | number | null;

export interface ReportDownload {
  status: boolean;
  report_name: string;
  columns: ReportColumn[];
  data: Record<string, ReportCell>[];
}
