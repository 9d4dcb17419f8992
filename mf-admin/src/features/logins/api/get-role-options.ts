import useSWR from 'swr';
import { apiGet } from 'shared-auth';
import type { SelectOption } from 'shared-ui';

/** GET /api/roles, as the Select Role options: every role, then None (no role). */
export const ROLE_NONE = 'none';
const rolesKey = 'roles';

export function useRoleOptions(): { options: SelectOption[]; isLoading: boolean } {
  const { data, isLoading } = useSWR(rolesKey, () => apiGet<{ status: boolean; data: { role_id: number; role_name: string }[] }>(rolesKey));
  const options: SelectOption[] = [...(data?.data ?? []).map((r) => ({ label: r.role_name, value: r.role_id })), { label: 'None', value: ROLE_NONE }];
  return { options, isLoading };
}

/** The form's role value as the API wants it: a role id, or null for None. */
export function roleForApi(value: number | string | null | undefined): number | null {
  return value === ROLE_NONE || value === '' || value === null || value === undefined ? null : Number(value);
}
