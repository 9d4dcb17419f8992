// The shell's Module Federation runtime plugin:
// - beforeRegisterRemote: an admin's override (overrides.ts) replaces the remote's entry,
//   also when Retry re-registers it;
// - errorLoadRemote: a module that fails to load (manifest, remoteEntry or chunk) resolves to
//   a fallback module instead of a rejected promise. Its component throws the failure when
//   rendered, so the route's error boundary shows it, and the shell's loader recognises it
//   (isFallbackModule) to drop the cached component.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, describeLoadError } from './remote-load-error';

const FALLBACK = Symbol.for('shell.remote-fallback');

export interface FallbackModule {
  __esModule: true;
  default: () => never;
  [FALLBACK]: RemoteLoadError;
}

export function createFallbackModule(remote: string, error: unknown): FallbackModule {
  const failure = new RemoteLoadError(remote, describeLoadError(error), { cause: error });
  return {
    __esModule: true,
    default: function RemoteUnavailable(): never {
      throw failure;
    },
    [FALLBACK]: failure,
  };
}

export function fallbackError(value: unknown): RemoteLoadError | null {
  if (value && typeof value === 'object' && FALLBACK in value) {
    return (value as FallbackModule)[FALLBACK];
  }
  return null;
}

/** 'mf_candidates/Module' → 'mf_candidates'. */
function remoteOfRequest(id: string): string {
  return id.split('/')[0] ?? id;
}

export function shellRuntimePlugin(
  overrideFor: (federationName: string) => string | undefined,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remotes',
    beforeRegisterRemote(args) {
      const url = overrideFor(args.remote.name);
      if (url && 'entry' in args.remote) args.remote.entry = url;
      return args;
    },
    async errorLoadRemote(args) {
      // Earlier stages (manifest, shared) rethrow and end here, in onLoad.
      if (args.lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] module ${args.id} could not be loaded`, args.error);
      return createFallbackModule(remoteOfRequest(args.id), args.error);
    },
  };
}
