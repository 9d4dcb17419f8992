// A module's code fetched ahead of its first open: on the sign-in page for the module the user lands on, when a
// menu whose entries lead to it opens, or when the pointer or the keyboard reaches its link. The open itself then
// only runs code already in the browser. Each module once; a failure here is left to the open, which shows it (the
// runtime has not registered the remotes in unit tests).
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { federationName, matchRemoteRoute, type RemoteName } from '../routes';

const started = new Set<RemoteName>();

/** Starts fetching the modules behind these addresses. */
export function preloadModulesOf(paths: readonly string[]): void {
  for (const path of paths) {
    const remote = matchRemoteRoute(path)?.remote;
    if (!remote || started.has(remote)) continue;
    started.add(remote);
    try {
      void preloadRemote([{ nameOrAlias: federationName(remote), exposes: ['./Module'] }]).catch(() => undefined);
    } catch {
      // not registered: the open reports it
    }
  }
}
