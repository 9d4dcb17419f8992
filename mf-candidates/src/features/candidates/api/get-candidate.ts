import { getRecord } from 'shared-ui';
import useSWR from 'swr';
import type { Candidate } from './types';

/** GET /api/candidates/{id}: every field, names of the places, skills and signed links. */
export const candidateKey = (id: string) => `candidates/${id}`;

export function getCandidate(id: string): Promise<Candidate> {
  return getRecord<Candidate>(candidateKey(id));
}

export function useCandidate(id: string | undefined) {
  return useSWR(id ? candidateKey(id) : null, () => getCandidate(id as string), {
    keepPreviousData: false,
  });
}
