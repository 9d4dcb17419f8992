import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { DataEnvelope, ExperienceItem } from './types';

/** GET /api/candidates_experience/{candidate_id}: still working first, then newest. */
export async function getExperience(candidateId: string): Promise<ExperienceItem[]> {
  return (await apiGet<DataEnvelope<ExperienceItem[]>>(`candidates_experience/${candidateId}`)).data;
}

export function useExperience(candidateId: string | undefined) {
  return useSWR(candidateId ? keys.candidates.experience(candidateId) : null, () =>
    getExperience(candidateId as string),
  );
}
