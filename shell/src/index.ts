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

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
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

  const resolution = resolveOverrides(
    window.location.search,
    storage()?.getItem(OVERRIDE_STORAGE_KEY) ?? null,
    {
      knownRemotes: REMOTES,
      allowedOrigins: config.remote_override_origins,
      isAdmin: session.get().user?.user_type === 'admin',
    },
  );
  if (resolution.changed)
    storage()?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(resolution.overrides));
  if (resolution.search !== window.location.search) {
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${resolution.search}${hash}`);
  }

  const byFederationName = new Map(
    Object.entries(resolution.overrides).map(([r, url]) => [federationName(r), url]),
  );
  registerPlugins([shellRuntimePlugin((name) => byFederationName.get(name))]);
  // The plugin swaps in an override's URL; an overridden remote missing from /remotes.json
  // is registered at the override's URL directly.
  registerRemotes(
    REMOTES.flatMap((remote) => {
      const entry = entriesResult.entries[remote] ?? resolution.overrides[remote];
      return entry ? [{ name: federationName(remote), entry }] : [];
    }),
  );

  const startup: Startup = {
    config,
    entries: entriesResult.entries,
    entriesError: entriesResult.error,
    overrides: resolution.overrides,
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
