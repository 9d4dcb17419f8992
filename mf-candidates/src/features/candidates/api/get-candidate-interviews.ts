import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { Interview } from './types';

/** GET /api/candidates_interview_schedule?candidate_id=. */
export async function getInterviews(candidateId: string): Promise<Interview[]> {
  return (
    await apiGet<{ status: boolean; data: Interview[] }>('candidates_interview_schedule', {
      candidate_id: candidateId,
      limit: 100,
    })
  ).data;
}

export function useInterviews(candidateId: string | undefined) {
  return useSWR(candidateId ? keys.candidates.interviews(candidateId) : null, () =>
    getInterviews(candidateId as string),
  );
}
