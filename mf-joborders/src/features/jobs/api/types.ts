// Shapes of the Job Orders API (spec/API.md "Job orders", spec 002 §3).

export interface Envelope<T> {
  status: boolean;
  data: T;
}

export interface CreatedEnvelope {
  status: boolean;
  message: string;
  data: { encrypted_id: string };
}

export interface MessageEnvelope {
  status: boolean;
  message: string;
}

export type JobStatus = 'active' | 'inactive';

/** A row of GET /api/jobs. */
export interface JobRow {
  encrypted_id: string;
  job_id: string;
  job_code: number;
  job_title: string;
  client_id: string;
  client_name: string;
  client_legal_name: string;
  contact_name: string;
  city_name: string;
  state_name: string;
  office_landmark: string;
  status: JobStatus;
  user_type: string;
  cnd_count: number;
  created_at: string;
}

export interface JobSkill {
  encrypted_id: string;
  skill_name: string;
  skill_type: 'primary' | 'secondary';
}

export interface JobUser {
  user_id: string;
  user_email: string;
  username: string;
  user_type: 'recruiter' | 'manager' | 'coordinator';
  encrypted_id: string;
}

export interface JobQualification {
  name: string;
  qualification_name: string;
}

/** GET /api/jobs/{id} (spec 3.2 with job_code, the logo and JD links and the job's lists). */
export interface Job {
  encrypted_id: string;
  job_id: string;
  job_code: number;
  job_title: string;
  client_id: string;
  client_name: string;
  client_legal_name: string;
  clientlogo_file_url: string | null;
  contact_id: string | null;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  country_id: number | null;
  country_name: string;
  state_id: number | null;
  state_name: string;
  city_id: number | null;
  city_name: string;
  office_landmark: string;
  min_experience: number | null;
  max_experience: number | null;
  max_budget: number | null;
  no_positions: number | null;
  position_type: string;
  open_outstation: string;
  status: JobStatus;
  position_status: 'Active' | 'Inactive';
  positions_description: string;
  job_description: string;
  qualification_description: string;
  jobdescription_file_url: string | null;
  jobdescription_file_name: string | null;
  cnd_count: number;
  created_at: string;
  updated_at: string;
  skills: JobSkill[];
  users: JobUser[];
  qualifications: JobQualification[];
}

/** GET /api/jobs_candidate_counts (spec 3.3 "Job list entry"). */
export interface JobCandidateCount {
  job_id: string;
  job_code: number;
  job_title: string;
  cnd_count: number;
  company_name: string;
}

/** 'city | office landmark' (spec 2.1). */
export function jobLocation(row: {
  city_name?: string | null;
  office_landmark?: string | null;
}): string {
  return [row.city_name, row.office_landmark].filter((s) => s && String(s).trim()).join(' | ');
}
