import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { CandidateMessage, DataEnvelope } from './types';

/** GET /api/candidates_messages?candidate_id=: messages recorded on the candidate (none is e-mailed). */
export const messagesKey = (candidateId: string) =>
  ['candidates_messages', { candidate_id: candidateId }] as const;

export async function getMessages(candidateId: string): Promise<CandidateMessage[]> {
  return (
    await apiGet<DataEnvelope<CandidateMessage[]>>('candidates_messages', {
      candidate_id: candidateId,
    })
  ).data;
}

export function useMessages(candidateId: string | undefined) {
  return useSWR(candidateId ? messagesKey(candidateId) : null, () =>
    getMessages(candidateId as string),
  );
}
