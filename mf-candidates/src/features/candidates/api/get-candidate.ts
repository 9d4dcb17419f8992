import { getRecord, keys } from 'shared-ui';
import useSWR from 'swr';
import type { Candidate } from './types';

/** GET /api/candidates/{id}: every field, names of the places, skills and signed links. */
export function getCandidate(id: string): Promise<Candidate> {
  return getRecord<Candidate>(`candidates/${id}`);
}

export function useCandidate(id: string | undefined) {
  return useSWR(id ? keys.candidates.detail(id) : null, () => getCandidate(id as string), {
    keepPreviousData: false,
  });
}
