import { useMemo, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { OptionSelect } from '../form/option-select';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import { AsyncSearchSelect } from '../form/async-search-select';

export interface UrlFilterOption {
  label: string;
  value: string;
  /** A second line under the label in a searchable filter's list (a client's legal name). */
  description?: string;
}

/** The values of a list's filters kept in the address (`?client=…&position_type=…`), '' left out. */
export function useUrlFilters(keys: readonly string[]): Record<string, string> {
  const [params] = useSearchParams();
  const current: Record<string, string> = {};
  for (const k of keys) {
    const v = params.get(k);
    if (v) current[k] = v;
  }
  const key = JSON.stringify(current);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same values keep the same object
  return useMemo(() => current, [key]);
}

/** A select over one filter of a list, kept in the address (a choice starts again from the first page). */
export function UrlFilterSelect({
  param,
  label,
  placeholder,
  options,
}: {
  param: string;
  label: string;
  /** The empty choice ("Any client"). */
  placeholder: string;
  options: UrlFilterOption[];
}) {
  const [params, setParams] = useSearchParams();
  const value = params.get(param) ?? '';
  return (
    <OptionSelect
      label={label}
      value={value}
      onChange={(chosen) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          if (chosen) next.set(param, chosen);
          else next.delete(param);
          next.delete('page');
          return next;
        })
      }
      placeholder={placeholder}
      options={options}
      rootProps={{ width: { base: 'full', md: 'auto' }, maxW: { md: '14rem' } }}
    />
  );
}

/**
 * A filter over more choices than a select can hold (the job order lists' client): the server answers what is typed
 * (arrows, Enter and Escape work), and the choice is kept in the address by its value. `chosenLabel` names a choice
 * that came with the address (a link a colleague sent) until one is picked here.
 */
export function UrlFilterSearchSelect({
  param,
  label,
  placeholder,
  loadOptions,
  chosenLabel,
}: {
  param: string;
  label: string;
  placeholder: string;
  loadOptions: (text: string) => Promise<UrlFilterOption[]>;
  chosenLabel?: string;
}) {
  const [params, setParams] = useSearchParams();
  const value = params.get(param) ?? '';
  const [picked, setPicked] = useState<UrlFilterOption | null>(null);
  const current = value ? (picked?.value === value ? picked : { value, label: chosenLabel ?? '' }) : null;
  return (
    <Box w={{ base: 'full', md: '14rem' }}>
      <AsyncSearchSelect
        aria-label={label}
        placeholder={placeholder}
        minChars={1}
        value={current}
        loadOptions={loadOptions}
        onChange={(o) => {
          setPicked(o);
          setParams((now) => {
            const next = new URLSearchParams(now);
            if (o) next.set(param, o.value);
            else next.delete(param);
            next.delete('page');
            return next;
          });
        }}
      />
    </Box>
  );
}

const once = { revalidateOnFocus: false, revalidateIfStale: false };

/** The active recruiters (GET /api/users_list?user_type=recruiter), as filter choices. */
export function useRecruiterOptions(): UrlFilterOption[] {
  const { data } = useSWR(['users_list', { user_type: 'recruiter' }], () =>
    apiGet<{ data: { user_id: string; username: string }[] }>('users_list', { user_type: 'recruiter' }), once);
  return (data?.data ?? []).map((u) => ({ label: u.username, value: u.user_id }));
}

/** India's states (the catalogue's GET /api/countries and /api/states), as filter choices. */
export function useStateOptions(): UrlFilterOption[] {
  const countries = useSWR('countries', () => apiGet<{ id: number; name: string }[]>('countries'), once);
  const india = countries.data?.find((c) => c.name === 'India')?.id;
  const states = useSWR(india ? ['states', { country_id: india }] : null, () =>
    apiGet<{ id: number; name: string }[]>('states', { country_id: india as number }), once);
  return (states.data ?? []).map((s) => ({ label: s.name, value: String(s.id) }));
}

/**
 * The clients whose short or legal name contains what was typed (GET /api/clients_search: the clients the signed-in
 * user may see), by short name, as a searchable filter's choices keyed by encrypted_id.
 */
export async function searchClientOptions(text: string): Promise<UrlFilterOption[]> {
  const { data } = await apiGet<{ data: { encrypted_id: string; client_short_name: string; client_legal_name: string }[] }>(
    'clients_search',
    { q: text, limit: 20 },
  );
  return data.map((c) => ({ label: c.client_short_name, value: c.encrypted_id, description: c.client_legal_name }));
}

/** The cities of job orders (GET /api/clients_cities), as the client list's city choices. */
export function useClientCityOptions(): UrlFilterOption[] {
  const { data } = useSWR('clients_cities', () => apiGet<{ data: { id: number; name: string }[] }>('clients_cities'), once);
  return (data?.data ?? []).map((c) => ({ label: c.name, value: String(c.id) }));
}
