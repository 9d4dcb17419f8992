import useSWR from 'swr';
import { apiGet } from 'shared-auth';

export interface Place {
  id: number;
  name: string;
}

/** GET /api/countries, /api/states?country_id=, /api/cities?state_id= (the cascading selects). */
export const countriesKey = 'countries';
export const statesKey = (countryId: number) => ['states', countryId] as const;
export const citiesKey = (stateId: number) => ['cities', stateId] as const;

const immutable = { revalidateOnFocus: false, revalidateIfStale: false };

export function useCountries() {
  return useSWR(countriesKey, () => apiGet<Place[]>('countries'), immutable);
}

export function useStates(countryId: number | null) {
  return useSWR(
    countryId ? statesKey(countryId) : null,
    () => apiGet<Place[]>('states', { country_id: countryId }),
    immutable,
  );
}

export function useCities(stateId: number | null) {
  return useSWR(
    stateId ? citiesKey(stateId) : null,
    () => apiGet<Place[]>('cities', { state_id: stateId }),
    immutable,
  );
}
