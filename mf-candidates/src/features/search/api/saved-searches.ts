import useSWR, { mutate } from 'swr';
import { apiGet, apiSend } from 'shared-auth';

export interface SavedSearch {
  encrypted_id: string;
  name: string;
  shared: boolean;
  mine: boolean;
  owner_name: string;
  filters: Record<string, unknown>;
  last_run_at: string | null;
  new_count: number;
}

/** GET /api/saved_searches: the user's searches and those shared with the team, each with "N new". */
export const savedSearchesKey = 'saved_searches';

export function useSavedSearches() {
  return useSWR(savedSearchesKey, async () => (await apiGet<{ data: SavedSearch[] }>(savedSearchesKey)).data, {
    revalidateOnFocus: false,
  });
}

/** POST /api/saved_searches. */
export async function saveSearch(name: string, shared: boolean, filters: Record<string, unknown>) {
  const res = await apiSend<{ message: string; data: { encrypted_id: string } }>('POST', savedSearchesKey, { name, shared, filters });
  await mutate(savedSearchesKey);
  return res;
}

/** POST /api/saved_searches/{id}/run: its filters; its "new" count starts again. */
export async function runSavedSearch(id: string) {
  const res = await apiSend<{ data: { filters: Record<string, unknown> } }>('POST', `saved_searches/${id}/run`);
  await mutate(savedSearchesKey);
  return res.data.filters;
}

/** PUT /api/saved_searches/{id}: share or keep private. */
export async function shareSavedSearch(id: string, shared: boolean) {
  await apiSend('PUT', `saved_searches/${id}`, { shared });
  await mutate(savedSearchesKey);
}

/** DELETE /api/saved_searches/{id}. */
export async function deleteSavedSearch(id: string) {
  await apiSend('DELETE', `saved_searches/${id}`);
  await mutate(savedSearchesKey);
}
