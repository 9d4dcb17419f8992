import { useEffect, useRef, type ReactNode } from 'react';
import { isHTTPError } from 'ky';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { apiGet, type SearchParams } from './http';
import { session } from './session';

/** An SWR key for the API: a path, or a path and its query. */
export type ApiKey = string | readonly [string, SearchParams?];

export function apiFetcher<T = unknown>(key: ApiKey): Promise<T> {
  return typeof key === 'string' ? apiGet<T>(key) : apiGet<T>(key[0], key[1]);
}

function isClientError(err: unknown): boolean {
  return isHTTPError(err) && err.response.status >= 400 && err.response.status < 500;
}

export const apiSWRDefaults: SWRConfiguration = {
  fetcher: apiFetcher as (key: ApiKey) => Promise<unknown>,
  revalidateOnFocus: false,
  keepPreviousData: true,
  shouldRetryOnError: (err: Error) => !isClientError(err),
  errorRetryCount: 3,
};

// When the signed-in identity changes (sign-out, another user signs in), nothing
// read under the previous one may be shown: drop the whole cache.
function ResetCacheOnSessionChange() {
  const { mutate } = useSWRConfig();
  const token = useRef(session.get().token);
  useEffect(
    () =>
      session.subscribe(() => {
        const next = session.get().token;
        if (next === token.current) return;
        token.current = next;
        void mutate(() => true, undefined, { revalidate: false });
      }),
    [mutate],
  );
  return null;
}

export function ApiSWRConfig({
  children,
  value,
}: {
  children: ReactNode;
  value?: SWRConfiguration;
}) {
  return (
    <SWRConfig value={{ ...apiSWRDefaults, ...value }}>
      <ResetCacheOnSessionChange />
      {children}
    </SWRConfig>
  );
}
