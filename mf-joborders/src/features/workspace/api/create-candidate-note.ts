import { apiSend } from 'shared-auth';

/** POST /api/candidates_notes {notes, candidate_id} (the candidates module's notes, spec 001 §7). */
export function createCandidateNote(candidateId: string, notes: string) {
  return apiSend<{ status: boolean; message: string }>('POST', 'candidates_notes', {
    candidate_id: candidateId,
    notes,
  });
}
