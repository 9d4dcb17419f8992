import { apiSend } from 'shared-auth';
import type { CreatedEnvelope } from './types';

/** POST /api/candidates_notes {notes, candidate_id}. */
export function createNote(candidateId: string, notes: string): Promise<CreatedEnvelope> {
  return apiSend<CreatedEnvelope>('POST', 'candidates_notes', { candidate_id: candidateId, notes });
}
