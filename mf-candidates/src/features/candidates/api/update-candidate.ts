import { apiSend } from 'shared-auth';
import { candidateFormData, type CandidatePayload } from './candidate-form-data';
import type { MessageEnvelope } from './types';

/** POST /api/candidates/{id} (multipart): only what is sent changes; rows with encrypted_id are updated. */
export function updateCandidate(id: string, payload: CandidatePayload): Promise<MessageEnvelope> {
  const form = candidateFormData(payload);
  form.append('encrypted_id', id);
  return apiSend<MessageEnvelope>('POST', `candidates/${id}`, form, { timeout: 120_000 });
}
