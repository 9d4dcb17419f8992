import useSWR, { mutate } from 'swr';
import { apiGet, apiSend } from 'shared-auth';

export { PAGE_SIZES } from 'contract/rules/search';
export const listPrefsKey = 'list_prefs';

/** GET /api/list_prefs: the user's page size of the candidate list (7 until chosen). */
export function usePageSize(): { pageSize: number; loaded: boolean } {
  const { data } = useSWR(listPrefsKey, async () => (await apiGet<{ data: { candidates_page_size: number | null } }>(listPrefsKey)).data, {
    revalidateOnFocus: false,
  });
  return { pageSize: data?.candidates_page_size ?? 7, loaded: data !== undefined };
}

/** PUT /api/list_prefs: remembered for the user, on every device. */
export async function savePageSize(size: number) {
  await mutate(listPrefsKey, { candidates_page_size: size }, { revalidate: false });
  await apiSend('PUT', listPrefsKey, { candidates_page_size: size });
}
