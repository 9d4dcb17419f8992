import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

/**
 * PUT /api/candidates_job_orders: moves a link to a main / sub status, with the offer's CTC and joining date when
 * the move is to Offered or Joined (or they are edited later).
 */
export function updateJobLinkStatus(
  linkId: string,
  mainStatus: string,
  subStatus: string,
  offer: { offered_ctc?: number; expected_joining_date?: string } = {},
): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('PUT', 'candidates_job_orders', {
    encrypted_id: linkId,
    mainstatus_id: mainStatus,
    mainsubstatus_id: subStatus,
    ...offer,
  });
}
