import { apiSend } from 'shared-auth';

/** POST /api/job_messages {candidate_id, job_id, message}: the candidate must be linked to the job. */
export function createJobMessage(jobId: string, candidateId: string, message: string) {
  return apiSend<{ status: boolean; message: string }>('POST', 'job_messages', {
    job_id: jobId,
    candidate_id: candidateId,
    message,
  });
}
