import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from '../../jobs/api/types';

/** POST /api/candidates_job_orders: links a candidate to the job with a recruiter of the job (status P / 103). */
export function createLink(
  candidateId: string,
  jobId: string,
  recruiterId: string,
): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'candidates_job_orders', {
    candidate_id: candidateId,
    job_id: jobId,
    recruiter_id: recruiterId,
  });
}
