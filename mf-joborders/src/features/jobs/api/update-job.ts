import { apiSend } from 'shared-auth';
import type { JobPayload } from './create-job';
import type { MessageEnvelope } from './types';

/**
 * PUT /api/jobs (JSON): encrypted_id + the fields, lists as arrays (the server replaces them), and
 * the record version the form loaded (a stale one is refused with 409).
 */
export function updateJob(
  id: string,
  payload: JobPayload,
  lockVersion: number | null = null,
): Promise<MessageEnvelope> {
  const version = lockVersion === null ? {} : { lock_version: lockVersion };
  return apiSend<MessageEnvelope>('PUT', 'jobs', { encrypted_id: id, ...payload, ...version });
}
