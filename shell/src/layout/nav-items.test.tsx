/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { session } from 'shared-auth';
import { intake, json } from 'shared-auth/src/test-utils';
import { moduleFlags } from '../test/module-flags';
import { MAIN_LINKS, SETTINGS_LINKS, useAllowedLinks, type NavItem } from './nav-items';

function Fresh({ children }: { children: ReactNode }) {
  return (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      {children}
    </SWRConfig>
  );
}

const labels = (items: NavItem[]) => items.map((i) => i.label);

describe('useAllowedLinks', () => {
  afterEach(() => session.clear());

  it('offers no module before the flags are known, then only the modules the role may view', async () => {
    session.set('t', intake);
    const pending: ((r: Response) => void)[] = [];
    globalThis.fetch = jest.fn(
      () => new Promise<Response>((resolve) => pending.push(resolve)),
    ) as unknown as typeof fetch;
    const { result } = renderHook(
      () => [useAllowedLinks(MAIN_LINKS, false), useAllowedLinks(SETTINGS_LINKS, false)],
      { wrapper: Fresh },
    );
    expect(result.current.map(labels)).toEqual([[], []]);
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    for (const resolve of pending) resolve(json(moduleFlags(7, ['Candidates'])));
    await waitFor(() => expect(result.current.map(labels)).toEqual([['Candidates'], []]));
  });

  it('offers every module when the flags cannot be read (the server decides)', async () => {
    session.set('t', intake);
    globalThis.fetch = jest.fn(async () =>
      json({ status: false, message: 'Server Error' }, 500),
    ) as unknown as typeof fetch;
    const { result } = renderHook(() => useAllowedLinks(MAIN_LINKS, false), { wrapper: Fresh });
    await waitFor(() => expect(labels(result.current)).toEqual(labels([...MAIN_LINKS])));
  });

  it('offers the admin everything without asking', () => {
    session.set('t', { ...intake, user_type: 'admin', role_name: 'admin' });
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
    const { result } = renderHook(() => useAllowedLinks(MAIN_LINKS, true), { wrapper: Fresh });
    expect(labels(result.current)).toEqual(labels([...MAIN_LINKS]));
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
