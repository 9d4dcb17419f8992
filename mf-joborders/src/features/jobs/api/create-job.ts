import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

/** The job order as the API takes it (spec 3.1); lists of public ids (users) or names (skills, qualifications). */
export interface JobPayload {
  job_title: string;
  client: string;
  contact: string | null;
  country: number | null;
  state: number | null;
  city: number | null;
  office_landmark: string;
  min_experience: number | null;
  max_experience: number | null;
  max_budget: number | null;
  no_positions: number | null;
  position_status: 'Active' | 'Inactive';
  position_type: 'Full Time' | 'Contract';
  open_outstation: 'Yes' | 'No';
  positions_description: string;
  job_description: string;
  skill_primary: string[];
  skill_secondary: string[];
  user_recruiter: string[];
  user_manager: string[];
  user_coordinator: string[];
  qualifications: string[];
}

/** POST /api/jobs (multipart): lists as indexed keys skill_primary[i], ... (spec 7.1), the JD file as jobdescription. */
export function toJobFormData(payload: JobPayload, jd?: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value)) value.forEach((item, i) => form.append(`${key}[${i}]`, String(item)));
    else form.append(key, value === null || value === undefined ? '' : String(value));
  }
  if (jd) form.append('jobdescription', jd, jd.name);
  return form;
}

export function createJob(payload: JobPayload, jd?: File | null): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'jobs', toJobFormData(payload, jd));
}
