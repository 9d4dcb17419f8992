import { apiSend } from 'shared-auth';
import type { InterviewPayload } from './types';

/** POST /api/candidates_interview_schedule: sent once per save (spec 7.3 describes a double send; we do not). */
export function createInterview(payload: InterviewPayload) {
  return apiSend<{ status: boolean; message: string; data: { encrypted_id: string } }>(
    'POST',
    'candidates_interview_schedule',
    payload,
  );
}
