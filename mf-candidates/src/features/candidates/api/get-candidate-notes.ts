import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope, Note } from './types';

/** GET /api/candidates_notes?candidate_id=: newest first. */
export const notesKey = (candidateId: string) =>
  ['candidates_notes', { candidate_id: candidateId }] as const;

export async function getNotes(candidateId: string): Promise<Note[]> {
  return (await apiGet<DataEnvelope<Note[]>>('candidates_notes', { candidate_id: candidateId }))
    .data;
}

export function useNotes(candidateId: string | undefined) {
  return useSWR(candidateId ? notesKey(candidateId) : null, () => getNotes(candidateId as string));
}
