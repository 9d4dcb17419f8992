import { usePagedList, type SortState } from 'shared-ui';
import type { CandidateRow } from './types';

/** GET /api/candidates: server-paged, 7 a page, newest first then name (spec 001 §9). */
export const candidatesPath = 'candidates';
export const CANDIDATES_PAGE_SIZE = 7;
export const CANDIDATES_DEFAULT_SORT: SortState = { sortby: 'created_at', direction: 'desc' };

export function useCandidates() {
  return usePagedList<CandidateRow>({
    path: candidatesPath,
    pageSize: CANDIDATES_PAGE_SIZE,
    defaultSort: CANDIDATES_DEFAULT_SORT,
    urlState: true,
  });
}
