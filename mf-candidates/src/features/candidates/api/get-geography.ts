import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { IdName } from './types';

/** GET /api/countries, /api/states?country_id=, /api/cities?state_id=. */
export function useCountries() {
  return useSWR('countries', () => apiGet<IdName[]>('countries'), { revalidateOnFocus: false });
}

export function useStates(countryId: number | '' | null | undefined) {
  return useSWR(
    countryId ? ['states', { country_id: countryId }] : null,
    () => apiGet<IdName[]>('states', { country_id: countryId as number }),
    {
      revalidateOnFocus: false,
    },
  );
}

export function useCities(stateId: number | '' | null | undefined) {
  return useSWR(
    stateId ? ['cities', { state_id: stateId }] : null,
    () => apiGet<IdName[]>('cities', { state_id: stateId as number }),
    {
      revalidateOnFocus: false,
    },
  );
}
