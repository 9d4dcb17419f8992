import { keys, usePagedList, type SortState } from 'shared-ui';
import type { SearchParams } from 'shared-auth';
import type { CandidateRow } from './types';

/** GET /api/candidates: server-paged, 7 a page by default (20, 50, 100 by the user's choice), newest first then name (spec 001 §9). */
export const candidatesPath = 'candidates';
export const CANDIDATES_PAGE_SIZE = 7;
export const CANDIDATES_DEFAULT_SORT: SortState = { sortby: 'created_at', direction: 'desc' };

export function useCandidates(opts: { pageSize?: number; filters?: SearchParams; enabled?: boolean } = {}) {
  return usePagedList<CandidateRow>({
    path: candidatesPath,
    cacheKey: keys.candidates.all,
    pageSize: opts.pageSize ?? CANDIDATES_PAGE_SIZE,
    defaultSort: CANDIDATES_DEFAULT_SORT,
    params: opts.filters,
    enabled: opts.enabled,
    urlState: true,
  });
}
