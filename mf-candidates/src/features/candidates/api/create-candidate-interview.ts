import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

export interface InterviewInput {
  candidate_id: string;
  job_id: string;
  mode_interview: string;
  date: string;
  hour: number;
  minutes: number;
  duration: number;
  timeformat: 'AM' | 'PM';
}

/** POST /api/candidates_interview_schedule (sent once). */
export function createInterview(input: InterviewInput): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'candidates_interview_schedule', input);
}
