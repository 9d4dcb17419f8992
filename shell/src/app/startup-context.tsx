import { createContext, useContext } from 'react';
import { DEFAULT_CONFIG, type Startup } from '../federation/startup';

const StartupContext = createContext<Startup>({
  config: DEFAULT_CONFIG,
  entries: {},
  entriesError: null,
  overrides: {},
  refusedOverrides: [],
});

export const StartupProvider = StartupContext.Provider;

export function useStartup(): Startup {
  return useContext(StartupContext);
}
