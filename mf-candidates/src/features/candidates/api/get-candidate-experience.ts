import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope, ExperienceItem } from './types';

/** GET /api/candidates_experience/{candidate_id}: still working first, then newest. */
export const experienceKey = (candidateId: string) => `candidates_experience/${candidateId}`;

export async function getExperience(candidateId: string): Promise<ExperienceItem[]> {
  return (await apiGet<DataEnvelope<ExperienceItem[]>>(experienceKey(candidateId))).data;
}

export function useExperience(candidateId: string | undefined) {
  return useSWR(candidateId ? experienceKey(candidateId) : null, () =>
    getExperience(candidateId as string),
  );
}
