import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { ActivityEntry, DataEnvelope } from './types';

/** GET /api/candidates_activity/{id}: changes and status moves, newest first. */
export const activityKey = (candidateId: string) => `candidates_activity/${candidateId}`;

export async function getActivity(candidateId: string): Promise<ActivityEntry[]> {
  return (await apiGet<DataEnvelope<ActivityEntry[]>>(activityKey(candidateId))).data;
}

export function useActivity(candidateId: string | undefined) {
  return useSWR(candidateId ? activityKey(candidateId) : null, () =>
    getActivity(candidateId as string),
  );
}
