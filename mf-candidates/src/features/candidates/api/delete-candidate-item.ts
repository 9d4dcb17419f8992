import { apiSend } from 'shared-auth';
import type { MessageEnvelope } from './types';

export type CandidateItemKind =
  | 'candidates_experience'
  | 'candidates_education'
  | 'candidates_job_orders'
  | 'candidates_notes'
  | 'candidates_attachments'
  | 'candidates_interview_schedule';

/** DELETE /api/{kind}/{id}: an experience, education, job-order link, note, attachment or interview. */
export function deleteCandidateItem(kind: CandidateItemKind, id: string): Promise<MessageEnvelope> {
  return apiSend<MessageEnvelope>('DELETE', `${kind}/${id}`);
}
