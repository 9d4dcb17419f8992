/**
 * @jest-environment shared-auth/test/jsdom-fetch-environment.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { session } from 'shared-auth';
import { intake, json } from 'shared-auth/src/test-utils';
import { renderApp } from 'shared-ui/src/test-utils';
import { createRemoteRegistry } from '../federation/remote-registry';
import { resolvePath, type RemoteName } from '../routes';
import { moduleFlags } from '../test/module-flags';
import { GuardedRemoteOutlet } from './guarded-remote-outlet';
import { RemoteRegistryProvider } from './registry-context';

const flags = moduleFlags(7, ['Candidates']);

function Page() {
  const resolved = resolvePath(useLocation().pathname);
  return resolved.kind === 'remote' ? (
    <GuardedRemoteOutlet route={resolved.route} />
  ) : (
    <p>{resolved.kind}</p>
  );
}

async function renderAt(path: string, answer: () => Response | Promise<Response>) {
  globalThis.fetch = jest.fn(async () => answer()) as unknown as typeof fetch;
  const loaded: RemoteName[] = [];
  const registry = createRemoteRegistry({
    load: async (remote) => {
      loaded.push(remote);
      return { default: () => <p>module {remote}</p> };
    },
  });
  const { router } = await renderApp(
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <RemoteRegistryProvider value={registry}>
        <Page />
      </RemoteRegistryProvider>
    </SWRConfig>,
    path,
  );
  return { loaded, router };
}

afterEach(() => {
  act(() => session.clear());
});

describe('GuardedRemoteOutlet', () => {
  it('opens a module the role may view', async () => {
    session.set('t', intake);
    const { loaded } = await renderAt('/candidates/add', () => json(flags));
    expect(await screen.findByText('module mf-candidates')).toBeInTheDocument();
    expect(loaded).toEqual(['mf-candidates']);
  });

  it('shows the refusal for a module the role may not view, without loading it', async () => {
    session.set('t', intake);
    const { loaded } = await renderAt('/joborders', () => json(flags));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(loaded).toEqual([]);
  });

  it('lands a role without the dashboard on the first module it may open', async () => {
    session.set('t', intake);
    const { loaded, router } = await renderAt('/dashboard', () => json(flags));
    expect(await screen.findByText('module mf-candidates')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidates');
    expect(loaded).toEqual(['mf-candidates']);
  });

  it('refuses the dashboard pages below /dashboard (the interview calendar) to such a role', async () => {
    session.set('t', intake);
    const { router } = await renderAt('/dashboard/calendar', () => json(flags));
    expect(await screen.findByText('This action is unauthorized.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/calendar');
  });

  it('loads nothing while the flags are unknown, and leaves the decision to the server when they cannot be read', async () => {
    session.set('t', intake);
    let fail: () => void = () => undefined;
    const { loaded } = await renderAt(
      '/joborders',
      () =>
        new Promise<Response>((resolve) => {
          fail = () =>
            resolve(new Response('{"status":false,"message":"Server Error"}', { status: 500 }));
        }),
    );
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(screen.queryByText(/^module /)).not.toBeInTheDocument();
    expect(loaded).toEqual([]);
    act(() => fail());
    expect(await screen.findByText('module mf-joborders')).toBeInTheDocument();
  });

  it('opens every module to the admin without asking', async () => {
    session.set('t', { ...intake, user_type: 'admin', role_name: 'admin' });
    await renderAt('/clients', () => json(flags));
    expect(await screen.findByText('module mf-clients')).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
