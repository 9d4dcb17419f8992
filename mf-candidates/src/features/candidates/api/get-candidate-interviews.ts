import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { Interview } from './types';

/** GET /api/candidates_interview_schedule?candidate_id=. */
export const interviewsKey = (candidateId: string) =>
  ['candidates_interview_schedule', { candidate_id: candidateId }] as const;

export async function getInterviews(candidateId: string): Promise<Interview[]> {
  return (
    await apiGet<{ status: boolean; data: Interview[] }>('candidates_interview_schedule', {
      candidate_id: candidateId,
      limit: 100,
    })
  ).data;
}

export function useInterviews(candidateId: string | undefined) {
  return useSWR(candidateId ? interviewsKey(candidateId) : null, () =>
    getInterviews(candidateId as string),
  );
}
