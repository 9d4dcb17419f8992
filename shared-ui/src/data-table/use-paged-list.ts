import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useInRouterContext, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { apiGet, type SearchParams } from 'shared-auth';
import type { CacheKey } from '../record/cache-keys';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  sortby: string;
  direction: SortDirection;
}

/** The API's list envelope (spec/API.md). */
export interface ListEnvelope<T> {
  status: boolean;
  data: T[];
  all_data_cnt?: number;
  filter_data_cnt?: number;
  /** true when more rows match `q` than the server counted: filter_data_cnt is then its bound. */
  filter_data_capped?: boolean;
}

export interface PagedListOptions {
  /** API path, e.g. 'skills' or '/api/skills'. */
  path: string;
  /** The read's cache key, the query following it (`keys.jobs.pipeline(id, group)`); `[path]` without it. */
  cacheKey?: CacheKey;
  pageSize?: number;
  defaultSort: SortState;
  /** Extra query parameters (e.g. `{ status: 'active' }`); a change resets the page. */
  params?: SearchParams;
  /** Keep page, sort and search in the URL so a reload (or a pasted link) keeps them.
   *  `true` uses the keys page, sortby, direction, q; a string prefixes them (two tables on one page). */
  urlState?: boolean | string;
  /** false: do not fetch (e.g. a tab that is not visible yet). */
  enabled?: boolean;
  debounceMs?: number;
}

export interface PagedList<T> {
  rows: T[];
  /** Rows matching the search (filter_data_cnt). */
  total: number;
  /** All rows (all_data_cnt). */
  allCount: number;
  /** More rows match than `total` (the server counts a search's matches up to a bound). */
  capped: boolean;
  /** 0-based. */
  page: number;
  pageSize: number;
  pageCount: number;
  setPage: (page: number) => void;
  sort: SortState;
  setSort: (sort: SortState) => void;
  /** Toggles the direction when already sorted by this key, else sorts ascending by it. */
  toggleSort: (sortby: string) => void;
  /** What is typed in the search box. */
  q: string;
  /** Updates the box at once; the query follows 300 ms later, from page 0. */
  setQ: (q: string) => void;
  isLoading: boolean;
  isValidating: boolean;
  error: unknown;
  mutate: () => Promise<unknown>;
}

interface ListState {
  page: number;
  sort: SortState;
  q: string;
}

type StateStore = [ListState, (next: ListState) => void];

function useLocalState(initial: ListState): StateStore {
  const [state, setState] = useState(initial);
  return [state, setState];
}

function useUrlBackedState(initial: ListState, prefix: string, enabled: boolean): StateStore {
  const [params, setParams] = useSearchParams();
  const keys = useMemo(
    () => ({
      page: `${prefix}page`,
      sortby: `${prefix}sortby`,
      direction: `${prefix}direction`,
      q: `${prefix}q`,
    }),
    [prefix],
  );
  const state = useMemo<ListState>(() => {
    if (!enabled) return initial;
    const page = Math.max(0, Number(params.get(keys.page) ?? '1') - 1) || 0;
    const direction = params.get(keys.direction);
    return {
      page,
      sort: {
        sortby: params.get(keys.sortby) || initial.sort.sortby,
        direction: direction === 'asc' || direction === 'desc' ? direction : initial.sort.direction,
      },
      q: params.get(keys.q) ?? '',
    };
  }, [params, keys, enabled, initial]);

  const write = useCallback(
    (next: ListState) => {
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          const set = (key: string, value: string, fallback: string) =>
            value === fallback ? p.delete(key) : p.set(key, value);
          set(keys.page, String(next.page + 1), '1');
          set(keys.sortby, next.sort.sortby, initial.sort.sortby);
          set(keys.direction, next.sort.direction, initial.sort.direction);
          set(keys.q, next.q, '');
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, keys, initial],
  );
  return [state, write];
}

function useListState(initial: ListState, urlState: boolean | string | undefined): StateStore {
  const inRouter = useInRouterContext();
  const local = useLocalState(initial);
  const wantsUrl = Boolean(urlState) && inRouter;
  const prefix = typeof urlState === 'string' ? urlState : '';
  // Whether a component sits inside a router never changes while it is mounted,
  // so this hook is called on every render or on none.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const url = inRouter ? useUrlBackedState(initial, prefix, wantsUrl) : null;
  return wantsUrl && url ? url : local;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** A server-paged, sortable, searchable list over the API's list query (sortby, direction, page, limit, q). */
export function usePagedList<T>({
  path,
  cacheKey,
  pageSize = 20,
  defaultSort,
  params,
  urlState,
  enabled = true,
  debounceMs = 300,
}: PagedListOptions): PagedList<T> {
  const initial = useMemo<ListState>(
    () => ({ page: 0, sort: defaultSort, q: '' }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults are read once
    [defaultSort.sortby, defaultSort.direction],
  );
  const [state, setState] = useListState(initial, urlState);
  const stateRef = useRef(state);
  stateRef.current = state;
  // The URL-backed setter is a new function at every address change: read through a ref where only a change of
  // the box's text may write the query.
  const setStateRef = useRef(setState);
  setStateRef.current = setState;

  // The search box updates at once; the query (and the URL) follow after the pause.
  const [typed, setTyped] = useState(state.q);
  const debouncedQ = useDebounced(typed, debounceMs);
  const committedQ = useRef(state.q);
  useEffect(() => {
    const current = stateRef.current;
    if (debouncedQ.trim() === current.q.trim()) return;
    committedQ.current = debouncedQ;
    setStateRef.current({ ...current, q: debouncedQ, page: 0 });
  }, [debouncedQ]);
  // The query changed from outside (back button on a URL-backed list): show it in the box.
  useEffect(() => {
    if (state.q === committedQ.current) return;
    committedQ.current = state.q;
    setTyped(state.q);
  }, [state.q]);

  // New extra params (another status filter...) start again from page 0. Until the reset
  // has landed in the state, the query already asks for page 0: no request for a stale page.
  const paramsKey = JSON.stringify(params ?? {});
  const pageParams = useRef(paramsKey);
  const page = paramsKey === pageParams.current ? state.page : 0;
  useEffect(() => {
    if (paramsKey === pageParams.current) return;
    if (state.page !== 0) setState({ ...stateRef.current, page: 0 });
    else pageParams.current = paramsKey;
  }, [paramsKey, state.page, setState]);

  const query: SearchParams = {
    ...params,
    sortby: state.sort.sortby,
    direction: state.sort.direction,
    page,
    limit: pageSize,
    q: state.q.trim() || undefined,
  };
  const key = enabled ? [...(cacheKey ?? [path]), query] : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    key,
    () => apiGet<ListEnvelope<T>>(path, query),
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  const rows = useMemo(() => data?.data ?? [], [data]);
  const total = data?.filter_data_cnt ?? data?.all_data_cnt ?? rows.length;
  const allCount = data?.all_data_cnt ?? total;
  const capped = data?.filter_data_capped === true;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  // A deletion emptied the last page: step back to the new last page.
  useEffect(() => {
    if (!data || isValidating) return;
    if (rows.length === 0 && page > 0 && total > 0) {
      setState({ ...stateRef.current, page: Math.max(0, Math.ceil(total / pageSize) - 1) });
    }
  }, [data, rows.length, total, page, pageSize, isValidating, setState]);

  const setPage = useCallback(
    (page: number) => setState({ ...stateRef.current, page: Math.max(0, Math.floor(page)) }),
    [setState],
  );
  const setSort = useCallback(
    (sort: SortState) => setState({ ...stateRef.current, sort, page: 0 }),
    [setState],
  );
  const toggleSort = useCallback(
    (sortby: string) => {
      const { sort } = stateRef.current;
      const direction: SortDirection =
        sort.sortby === sortby ? (sort.direction === 'asc' ? 'desc' : 'asc') : 'asc';
      setState({ ...stateRef.current, sort: { sortby, direction }, page: 0 });
    },
    [setState],
  );

  return {
    rows,
    total,
    allCount,
    capped,
    page,
    pageSize,
    pageCount,
    setPage,
    sort: state.sort,
    setSort,
    toggleSort,
    q: typed,
    setQ: setTyped,
    isLoading,
    isValidating,
    error,
    mutate: () => mutate(),
  };
}
