import { useCallback } from 'react';
import { useSWRConfig, type ScopedMutator } from 'swr';

/**
 * A read's cache key: the resource first, then what is read of it (`['clients', id, 'notes']`); a list read through
 * `usePagedList` is `[path, query]` (`['clients', { page, … }]`). `keys` makes them, one factory per resource, so a
 * change names what it made stale by a prefix: `keys.clients.all` (every read of clients), `keys.clients.one(id)`
 * (one client and all read about it). The factories live here, not in the modules, so any module can name what its
 * change made stale in another's screens (the SWR cache is one for the page).
 */
export type CacheKey = readonly unknown[];

export const keys = {
  /** The status catalogue (it changes with a release only). */
  statuses: {
    main: ['job_mainstatus'] as const,
    sub: (main: string) => ['job_mainsubstatus', main] as const,
  },
  clients: {
    all: ['clients'] as const,
    one: (id: string) => ['clients', id] as const,
    detail: (id: string) => ['clients', id, 'detail'] as const,
    notes: (id: string) => ['clients', id, 'notes'] as const,
    attachments: (id: string) => ['clients', id, 'attachments'] as const,
    activity: (id: string) => ['clients', id, 'activity'] as const,
    activeJobsCount: (id: string) => ['clients', id, 'active_jobs_count'] as const,
    /** One repeatable section (contacts, GST details, …). */
    items: (id: string, section: string) => ['clients', id, 'items', section] as const,
    duplicates: (query: Record<string, string>) => ['clients', 'duplicates', query] as const,
    /** The client's points of contact, as the job order form offers them. */
    contacts: (id: string) => ['clients', id, 'contacts'] as const,
  },
};

/** True when the key starts with every part of the prefix (parts compared by value). */
export function keyStartsWith(key: unknown, prefix: CacheKey): boolean {
  if (!Array.isArray(key) || key.length < prefix.length) return false;
  return prefix.every(
    (part, i) => part === key[i] || JSON.stringify(part) === JSON.stringify(key[i]),
  );
}

/** Reads again every cached read whose key starts with one of the prefixes. */
export function invalidateKeys(mutate: ScopedMutator, ...prefixes: CacheKey[]): Promise<unknown> {
  return mutate((key) => prefixes.some((prefix) => keyStartsWith(key, prefix)));
}

/** `invalidateKeys` bound to the SWR cache of the component. */
export function useInvalidate(): (...prefixes: CacheKey[]) => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback((...prefixes: CacheKey[]) => invalidateKeys(mutate, ...prefixes), [mutate]);
}
