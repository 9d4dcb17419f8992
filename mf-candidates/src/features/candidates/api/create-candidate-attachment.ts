import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

/** POST /api/candidates_attachments (multipart {file_name, description, candidate_id}). */
export function createAttachment(
  candidateId: string,
  file: File,
  description: string,
): Promise<CreatedEnvelope> {
  const form = new FormData();
  form.append('candidate_id', candidateId);
  form.append('description', description);
  form.append('file_name', file, file.name);
  return apiSend<CreatedEnvelope>('POST', 'candidates_attachments', form, { timeout: 120_000 });
}
