import { createContext, useContext } from 'react';
import type { RemoteRegistry } from '../federation/remote-registry';

const RegistryContext = createContext<RemoteRegistry | null>(null);

export const RemoteRegistryProvider = RegistryContext.Provider;

export function useRemoteRegistry(): RemoteRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRemoteRegistry: no RemoteRegistryProvider above');
  return registry;
}
