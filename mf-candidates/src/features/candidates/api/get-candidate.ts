import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { Candidate, DataEnvelope } from './types';

/** GET /api/candidates/{id}: every field, names of the places, skills and signed links. */
export async function getCandidate(id: string): Promise<Candidate> {
  const res = await apiGet<DataEnvelope<Candidate[]>>(`candidates/${id}`);
  const candidate = res.data[0];
  if (!candidate) throw new Error('Not found.');
  return candidate;
}

export function useCandidate(id: string | undefined) {
  return useSWR(id ? keys.candidates.detail(id) : null, () => getCandidate(id as string), {
    keepPreviousData: false,
  });
}
