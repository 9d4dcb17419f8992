import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { DataEnvelope, EducationItem } from './types';

/** GET /api/candidates_education/{candidate_id}. */
export const educationKey = (candidateId: string) => `candidates_education/${candidateId}`;

export async function getEducation(candidateId: string): Promise<EducationItem[]> {
  return (await apiGet<DataEnvelope<EducationItem[]>>(educationKey(candidateId))).data;
}

export function useEducation(candidateId: string | undefined) {
  return useSWR(candidateId ? educationKey(candidateId) : null, () =>
    getEducation(candidateId as string),
  );
}
