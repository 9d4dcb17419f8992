import { useCallback, useMemo, useState } from 'react';
import type { PagedList, SortState } from 'shared-ui';

export interface LocalListOptions<T> {
  pageSize?: number;
  /** The text a row is found by (lower-cased once). */
  searchText: (row: T) => string;
  /** Sort keys → the value compared. */
  sortValues: Record<string, (row: T) => string | number | null | undefined>;
}

export interface LocalList<T> extends PagedList<T> {
  /** Every row that matches the search, in the current order (what Copy and Download take). */
  matching: T[];
}

const NO_SORT: SortState = { sortby: '', direction: 'asc' };
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function compare(a: string | number | null | undefined, b: string | number | null | undefined) {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * Rows already in the page (a generated report) behind shared-ui's PagedList interface, so the
 * suite's DataTable shows them with its search, sort and pagination; paging keeps the DOM small
 * for reports of thousands of rows.
 */
export function useLocalList<T>(
  rows: T[],
  { pageSize = 20, searchText, sortValues }: LocalListOptions<T>,
): LocalList<T> {
  const [page, setPageState] = useState(0);
  const [sort, setSortState] = useState<SortState>(NO_SORT);
  const [q, setQState] = useState('');

  const haystacks = useMemo(() => rows.map((r) => searchText(r).toLowerCase()), [rows, searchText]);
  const matching = useMemo(() => {
    const needle = q.trim().toLowerCase();
    let out = needle ? rows.filter((_, i) => haystacks[i].includes(needle)) : rows;
    const value = sort.sortby ? sortValues[sort.sortby] : undefined;
    if (value) {
      const sign = sort.direction === 'desc' ? -1 : 1;
      out = out
        .map((row, i) => ({ row, i, v: value(row) }))
        .sort((a, b) => sign * compare(a.v, b.v) || a.i - b.i)
        .map((x) => x.row);
    }
    return out;
  }, [rows, haystacks, q, sort, sortValues]);

  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const pageRows = useMemo(
    () => matching.slice(current * pageSize, current * pageSize + pageSize),
    [matching, current, pageSize],
  );

  const setPage = useCallback((p: number) => setPageState(Math.max(0, Math.floor(p))), []);
  const setSort = useCallback((s: SortState) => {
    setSortState(s);
    setPageState(0);
  }, []);
  const toggleSort = useCallback((sortby: string) => {
    setSortState((s) => ({
      sortby,
      direction: s.sortby === sortby && s.direction === 'asc' ? 'desc' : 'asc',
    }));
    setPageState(0);
  }, []);
  const setQ = useCallback((value: string) => {
    setQState(value);
    setPageState(0);
  }, []);

  return {
    rows: pageRows,
    matching,
    total: matching.length,
    // every row is here, so the total is exact
    capped: false,
    allCount: rows.length,
    page: current,
    pageSize,
    pageCount,
    setPage,
    sort,
    setSort,
    toggleSort,
    q,
    setQ,
    isLoading: false,
    isValidating: false,
    error: undefined,
    mutate: async () => undefined,
  };
}
