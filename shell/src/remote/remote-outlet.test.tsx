import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from 'shared-ui/src/test-utils';
import {
  createRemoteRegistry,
  type RemoteModule,
  type RemoteRegistry,
} from '../federation/remote-registry';
import {
  createFallbackModule,
  fallbackError,
  shellRuntimePlugin,
} from '../federation/runtime-plugin';
import type { RemoteName } from '../routes';
import { RemoteRegistryProvider } from './registry-context';
import { RemoteOutlet } from './remote-outlet';

function module(text: string): RemoteModule {
  return { default: () => <p>{text}</p> };
}

/** The clients module's outlet at its address, its code loaded by `registry`. */
function renderClients(registry: RemoteRegistry) {
  return renderApp(
    <RemoteRegistryProvider value={registry}>
      <RemoteOutlet remote="mf-clients" />
    </RemoteRegistryProvider>,
    '/clients',
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteOutlet', () => {
  it('renders the module once loaded', async () => {
    const registry = createRemoteRegistry({ load: async () => module('Clients module') });
    await renderClients(registry);
    expect(await screen.findByText('Clients module')).toBeInTheDocument();
  });

  it('shows the error panel for a module that cannot be loaded, and Retry loads it again', async () => {
    const load = jest
      .fn<Promise<RemoteModule>, [RemoteName]>()
      .mockRejectedValueOnce(
        new Error('Failed to fetch http://localhost/remotes/mf-clients/mf-manifest.json'),
      )
      .mockResolvedValueOnce(module('Clients module'));
    const reset = jest.fn();
    const registry = createRemoteRegistry({ load, reset });
    await renderClients(registry);

    expect(await screen.findByText('This module could not be loaded.')).toBeInTheDocument();
    expect(
      screen.getByText(/Failed to fetch http:\/\/localhost\/remotes\/mf-clients/),
    ).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(reset).toHaveBeenCalledWith('mf-clients');
    expect(await screen.findByText('Clients module')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('This module could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps a failure inside its own route', async () => {
    const registry = createRemoteRegistry({
      load: async (remote) => {
        if (remote === 'mf-clients') throw new Error('Script error');
        return module('Dashboard module');
      },
    });
    await renderApp(
      <RemoteRegistryProvider value={registry}>
        <RemoteOutlet remote="mf-clients" />
        <RemoteOutlet remote="mf-dashboard" />
      </RemoteRegistryProvider>,
      '/clients',
    );
    expect(await screen.findByText('This module could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('Dashboard module')).toBeInTheDocument();
  });

  it('shows the panel when the runtime plugin answered with its fallback module', async () => {
    const plugin = shellRuntimePlugin(() => undefined);
    const failure = new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
    const fallback = await plugin.errorLoadRemote!({
      id: 'mf_clients/Module',
      error: failure,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    });
    expect(fallbackError(fallback)?.remote).toBe('mf_clients');
    // Rendered directly (not through the shell's loader), the fallback still shows the panel.
    const registry = createRemoteRegistry({ load: async () => fallback as RemoteModule });
    await renderClients(registry);
    expect(await screen.findByText('This module could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText(/Failed to get manifest/)).toBeInTheDocument();
  });

  it('lets earlier stages of a failed load fall through to onLoad', async () => {
    const plugin = shellRuntimePlugin(() => undefined);
    const args = { id: 'x', error: new Error('x'), from: 'runtime', origin: {} as never } as const;
    await expect(
      plugin.errorLoadRemote!({ ...args, lifecycle: 'afterResolve' }),
    ).resolves.toBeUndefined();
    expect(createFallbackModule('mf_admin', 'boom').__esModule).toBe(true);
  });

  it('swaps an overridden remote entry when it is registered', () => {
    const plugin = shellRuntimePlugin((name) =>
      name === 'mf_clients' ? 'http://localhost:3104/mf-manifest.json' : undefined,
    );
    const args = {
      remote: { name: 'mf_clients', entry: '/remotes/mf-clients/mf-manifest.json' },
      origin: {} as never,
    };
    expect(plugin.beforeRegisterRemote!(args)).toHaveProperty('remote', {
      name: 'mf_clients',
      entry: 'http://localhost:3104/mf-manifest.json',
    });
  });
});

describe('RemoteOutlet, a module that fails while rendering', () => {
  it('says the module stopped, and Retry renders it again without reloading it', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('Cannot read properties of undefined');
      return <p>Admin module</p>;
    }
    const load = jest.fn(async () => ({ default: Flaky }));
    const reset = jest.fn();
    await renderApp(
      <RemoteRegistryProvider value={createRemoteRegistry({ load, reset })}>
        <RemoteOutlet remote="mf-admin" />
      </RemoteRegistryProvider>,
      '/manageroles',
    );
    expect(await screen.findByText('This module stopped with an error.')).toBeInTheDocument();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Admin module')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });
});
