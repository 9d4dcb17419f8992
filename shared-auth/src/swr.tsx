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

const identity = () => {
  const { token, user } = session.get();
  return token && user ? user.encrypted_id : null;
};

// When the signed-in identity changes (sign-out, another user signs in), nothing read under the
// previous one may be shown: drop the whole cache. The same user signing in again after the
// session ended keeps the page as it is, and what failed meanwhile is read again.
function ResetCacheOnSessionChange() {
  const { mutate } = useSWRConfig();
  const who = useRef(identity());
  const token = useRef(session.get().token);
  useEffect(
    () =>
      session.subscribe(() => {
        const nextWho = identity();
        const nextToken = session.get().token;
        const sameUser = nextWho === who.current;
        const renewed = sameUser && nextToken !== token.current && nextWho !== null;
        who.current = nextWho;
        token.current = nextToken;
        if (!sameUser) void mutate(() => true, undefined, { revalidate: false });
        else if (renewed) void mutate(() => true);
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
