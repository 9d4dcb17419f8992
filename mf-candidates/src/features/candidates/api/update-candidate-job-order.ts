import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/** PUT /api/candidates_job_orders: moves a link to a main / sub status. */
export function updateJobLinkStatus(
  linkId: string,
  mainStatus: string,
  subStatus: string,
): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('PUT', 'candidates_job_orders', {
    encrypted_id: linkId,
    mainstatus_id: mainStatus,
    mainsubstatus_id: subStatus,
  });
}
