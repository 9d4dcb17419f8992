import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { Attachment, DataEnvelope } from './types';

/** GET /api/candidates_attachments?candidate_id=: newest first, each with a signed download link. */
export async function getAttachments(candidateId: string): Promise<Attachment[]> {
  return (
    await apiGet<DataEnvelope<Attachment[]>>('candidates_attachments', {
      candidate_id: candidateId,
    })
  ).data;
}

export function useAttachments(candidateId: string | undefined) {
  return useSWR(candidateId ? keys.candidates.attachments(candidateId) : null, () =>
    getAttachments(candidateId as string),
  );
}
