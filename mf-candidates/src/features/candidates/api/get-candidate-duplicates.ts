import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { keys } from 'shared-ui';
import type { DataEnvelope, Duplicate } from './types';

/** GET /api/candidates_duplicates?email=&mobile=&exclude=: the live duplicate check of the form. */
export async function getDuplicates(
  email: string,
  mobile: string,
  exclude?: string,
): Promise<Duplicate[]> {
  return (
    await apiGet<DataEnvelope<Duplicate[]>>('candidates_duplicates', { email, mobile, exclude })
  ).data;
}

export function useDuplicates(email: string, mobile: string, exclude?: string) {
  const wanted = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || mobile.replace(/\D/g, '').length >= 10;
  return useSWR(
    wanted ? keys.candidates.duplicates({ email, mobile, exclude: exclude ?? '' }) : null,
    () => getDuplicates(email, mobile, exclude),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}
