import { apiSend } from 'shared-auth';
import type { JobPayload } from './create-job';
import type { MessageEnvelope } from './types';

/** PUT /api/jobs (JSON): encrypted_id + the fields, lists as arrays (the server replaces them). */
export function updateJob(id: string, payload: JobPayload): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('PUT', 'jobs', { encrypted_id: id, ...payload });
}
