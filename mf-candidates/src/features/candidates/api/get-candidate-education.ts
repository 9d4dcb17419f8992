import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { DataEnvelope, EducationItem } from './types';

/** GET /api/candidates_education/{candidate_id}. */
export async function getEducation(candidateId: string): Promise<EducationItem[]> {
  return (await apiGet<DataEnvelope<EducationItem[]>>(`candidates_education/${candidateId}`)).data;
}

export function useEducation(candidateId: string | undefined) {
  return useSWR(candidateId ? keys.candidates.education(candidateId) : null, () =>
    getEducation(candidateId as string),
  );
}
