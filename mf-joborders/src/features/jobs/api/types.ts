// Shapes of the Job Orders API (spec/API.md "Job orders", spec 002 §3): the contract's (contract/jobs), with the
// values the server always sends narrowed to their literals.
import type { Static } from '@sinclair/typebox';
import type { JobListRow, JobRecord, JobUserRow, QualificationRow, SkillRow } from 'contract/jobs';

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
export type JobRow = Omit<Static<typeof JobListRow>, 'status'> & { status: JobStatus };

export type JobSkill = Omit<Static<typeof SkillRow>, 'skill_type'> & { skill_type: 'primary' | 'secondary' };

export type JobUser = Omit<Static<typeof JobUserRow>, 'user_type'> & {
  user_type: 'recruiter' | 'manager' | 'coordinator';
};

export type JobQualification = Static<typeof QualificationRow>;

/** GET /api/jobs/{id} (spec 3.2 with job_code, the logo and JD links and the job's lists). */
export type Job = Omit<Static<typeof JobRecord>, 'status' | 'position_status' | 'skills' | 'users'> & {
  status: JobStatus;
  position_status: 'Active' | 'Inactive';
  skills: JobSkill[];
  users: JobUser[];
};

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
