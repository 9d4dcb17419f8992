// The registry the shell uses: remotes registered with the Module Federation runtime from
// /remotes.json (plus an admin's overrides, applied by the runtime plugin).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from '../routes';
import { fallbackError } from './runtime-plugin';
import { RemoteLoadError } from './remote-load-error';
import { createRemoteRegistry, type RemoteModule, type RemoteRegistry } from './remote-registry';
import type { Overrides } from './overrides';
import type { RemoteEntries } from './startup';

export function createFederationRegistry(
  entries: RemoteEntries,
  overrides: Overrides,
  refreshEntries: () => Promise<RemoteEntries>,
  entriesError: string | null = null,
): RemoteRegistry {
  let lastEntriesError = entriesError;
  let current: RemoteEntries = { ...overrides, ...entries };

  return createRemoteRegistry({
    async load(remote: RemoteName) {
      if (!current[remote]) {
        throw new RemoteLoadError(
          remote,
          lastEntriesError
            ? `Could not read /remotes.json: ${lastEntriesError}`
            : `/remotes.json gives no address for ${remote}.`,
        );
      }
      const mod = await loadRemote<RemoteModule>(`${federationName(remote)}/Module`);
      const failure = fallbackError(mod);
      if (failure) throw failure;
      if (!mod) throw new RemoteLoadError(remote, `${remote} returned no module.`);
      return mod;
    },
    async reset(remote: RemoteName) {
      // /remotes.json itself may have been the failure, or the module may have moved.
      try {
        current = { ...overrides, ...(await refreshEntries()) };
        lastEntriesError = null;
      } catch (error) {
        // keep the addresses we have
        lastEntriesError = error instanceof Error ? error.message : String(error);
      }
      const entry = current[remote];
      if (entry) registerRemotes([{ name: federationName(remote), entry }], { force: true });
    },
  });
}
