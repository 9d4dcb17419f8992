// One lazy component per remote, created on first use. A failed load is not reused: the
// failed component stays cached only until retry() (React re-renders a failed tree once
// before giving up, and a fresh lazy there would start a load loop), then the next render
// loads it again. The loader is injected: the shell uses the federation runtime
// (federation-registry.ts), tests a fake.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '../routes';
import { RemoteLoadError, describeLoadError } from './remote-load-error';

/** What every remote's ./Module is (declared in remote-types.d.ts: dts is off). */
export type RemoteModule = typeof import('mf_dashboard/Module');

export interface RemoteRegistry {
  component(remote: RemoteName): LazyExoticComponent<ComponentType>;
  /**
   * After a failure: when the load itself failed, forgets it and prepares a fresh one
   * (re-registering the remote); when the module loaded but threw, nothing to do.
   */
  retry(remote: RemoteName): Promise<void>;
}

export interface RegistryOptions {
  load: (remote: RemoteName) => Promise<RemoteModule>;
  reset?: (remote: RemoteName) => void | Promise<void>;
}

export function createRemoteRegistry({ load, reset }: RegistryOptions): RemoteRegistry {
  const cache = new Map<RemoteName, LazyExoticComponent<ComponentType>>();
  const failed = new Set<RemoteName>();

  function component(remote: RemoteName): LazyExoticComponent<ComponentType> {
    let Component = cache.get(remote);
    if (!Component) {
      Component = lazy(async () => {
        try {
          const mod = await load(remote);
          if (!mod || typeof mod.default !== 'function') {
            throw new RemoteLoadError(
              remote,
              `${remote} does not export a component from ./Module.`,
            );
          }
          return mod;
        } catch (error) {
          failed.add(remote);
          throw error instanceof RemoteLoadError
            ? error
            : new RemoteLoadError(remote, describeLoadError(error), { cause: error });
        }
      });
      cache.set(remote, Component);
    }
    return Component;
  }

  async function retry(remote: RemoteName): Promise<void> {
    if (!failed.has(remote)) return;
    failed.delete(remote);
    cache.delete(remote);
    await reset?.(remote);
  }

  return { component, retry };
}
