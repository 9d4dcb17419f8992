import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { DataEnvelope, Note } from './types';

/** GET /api/candidates_notes?candidate_id=: newest first. */
export async function getNotes(candidateId: string): Promise<Note[]> {
  return (await apiGet<DataEnvelope<Note[]>>('candidates_notes', { candidate_id: candidateId }))
    .data;
}

export function useNotes(candidateId: string | undefined) {
  return useSWR(candidateId ? keys.candidates.notes(candidateId) : null, () => getNotes(candidateId as string));
}
