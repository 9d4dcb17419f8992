import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { Candidate, DataEnvelope } from './types';

/** GET /api/candidates/{id}: every field, names of the places, skills and signed links. */
export const candidateKey = (id: string) => `candidates/${id}`;

export async function getCandidate(id: string): Promise<Candidate> {
  const res = await apiGet<DataEnvelope<Candidate[]>>(candidateKey(id));
  const candidate = res.data[0];
  if (!candidate) throw new Error('Not found.');
  return candidate;
}

export function useCandidate(id: string | undefined) {
  return useSWR(id ? candidateKey(id) : null, () => getCandidate(id as string), {
    keepPreviousData: false,
  });
}
