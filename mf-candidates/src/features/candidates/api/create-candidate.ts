import { apiSend } from 'shared-auth';
import { candidateFormData, type CandidatePayload } from './candidate-form-data';
import type { CreatedEnvelope } from './types';

/** POST /api/candidates (multipart): the candidate with its rows, files and job links, in one transaction. */
export function createCandidate(payload: CandidatePayload): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'candidates', candidateFormData(payload), {
    timeout: 120_000,
  });
}
