import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { CandidateMessage, DataEnvelope } from './types';

/** GET /api/candidates_messages?candidate_id=: messages recorded on the candidate (none is e-mailed). */
export async function getMessages(candidateId: string): Promise<CandidateMessage[]> {
  return (
    await apiGet<DataEnvelope<CandidateMessage[]>>('candidates_messages', {
      candidate_id: candidateId,
    })
  ).data;
}

export function useMessages(candidateId: string | undefined) {
  return useSWR(candidateId ? keys.candidates.messages(candidateId) : null, () =>
    getMessages(candidateId as string),
  );
}
