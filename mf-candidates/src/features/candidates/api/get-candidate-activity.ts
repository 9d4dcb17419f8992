import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { ActivityEntry, DataEnvelope } from './types';

/** GET /api/candidates_activity/{id}: changes and status moves, newest first. */
export async function getActivity(candidateId: string): Promise<ActivityEntry[]> {
  return (await apiGet<DataEnvelope<ActivityEntry[]>>(`candidates_activity/${candidateId}`)).data;
}

export function useActivity(candidateId: string | undefined) {
  return useSWR(candidateId ? keys.candidates.activity(candidateId) : null, () =>
    getActivity(candidateId as string),
  );
}
