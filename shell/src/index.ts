// Before anything renders: read where the remotes live and the public configuration, apply
// an admin's override, register the remotes with the federation runtime, then load the app.
// Shared singletons (shared-auth, react, ...) are only reached through dynamic imports from
// here: this file is the async boundary.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, federationName } from './routes';
import { OVERRIDE_STORAGE_KEY, resolveOverrides } from './federation/overrides';
import { shellRuntimePlugin } from './federation/runtime-plugin';
import {
  fetchRemoteEntries,
  fetchShellConfig,
  type RemoteEntries,
  type Startup,
} from './federation/startup';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

// Overrides were once kept in localStorage, surviving sign-out and reaching every tab: drop them.
function dropLegacyOverrides(): void {
  try {
    window.localStorage.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}

async function start(): Promise<void> {
  const [entriesResult, config, { session }] = await Promise.all([
    fetchRemoteEntries().then(
      (entries) => ({ entries, error: null }),
      (error: unknown) => ({
        entries: {} as RemoteEntries,
        error: error instanceof Error ? error.message : String(error),
      }),
    ),
    fetchShellConfig(),
    import('shared-auth'),
  ]);

  dropLegacyOverrides();
  const resolution = resolveOverrides(
    window.location.search,
    tabStorage()?.getItem(OVERRIDE_STORAGE_KEY) ?? null,
    {
      knownRemotes: REMOTES,
      allowedOrigins: config.remote_override_origins,
      isAdmin: session.get().user?.user_type === 'admin',
    },
  );
  if (resolution.search !== window.location.search) {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${resolution.search}${hash}`);
  }
  const overrides = { ...resolution.overrides };
  const root = document.getElementById('root');
  if (Object.keys(resolution.pending).length > 0 && root) {
    // Before any of its code is fetched, the admin confirms each new origin.
    const { confirmOverrides } = await import('./federation/override-confirm');
    if (await confirmOverrides(resolution.pending, root)) {
      Object.assign(overrides, resolution.pending);
      tabStorage()?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
    }
  }

  const byFederationName = new Map(
    Object.entries(overrides).map(([r, url]) => [federationName(r), url]),
  );
  registerPlugins([shellRuntimePlugin((name) => byFederationName.get(name))]);
  // The plugin swaps in an override's URL; an overridden remote missing from /remotes.json
  // is registered at the override's URL directly.
  registerRemotes(
    REMOTES.flatMap((remote) => {
      const entry = entriesResult.entries[remote] ?? overrides[remote];
      return entry ? [{ name: federationName(remote), entry }] : [];
    }),
  );

  const startup: Startup = {
    config,
    entries: entriesResult.entries,
    entriesError: entriesResult.error,
    overrides,
    refusedOverrides: resolution.refused,
  };
  const { renderApp } = await import('./bootstrap');
  renderApp(startup);
}

start().catch((error: unknown) => {
  console.error('[shell] start failed', error);
  const root = document.getElementById('root');
  if (root) root.textContent = 'The application could not start. Reload the page to try again.';
});
