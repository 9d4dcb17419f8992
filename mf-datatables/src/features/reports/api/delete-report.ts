import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** DELETE /api/reports/{id}: one's own report (any, for the admin). */
export function deleteReport(id: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('DELETE', `reports/${id}`);
}
