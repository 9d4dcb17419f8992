import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** DELETE /api/jobs/{id}: 'Deleted Successfully'; 409 while candidates are linked. */
export function deleteJob(id: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('DELETE', `jobs/${id}`);
}
