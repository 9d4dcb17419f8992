import { createContext, useContext, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { DialogHost } from './dialogs/dialog-host';
import { system } from './theme';
import { Toaster } from './toast';

const InsideUiProvider = createContext(false);

/**
 * The Chakra system, the toaster and the app-wide dialogs. Wrap each app root once; a
 * UiProvider inside another (a remote's module under the shell) only renders its children,
 * so toasts and dialogs never show twice.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const nested = useContext(InsideUiProvider);
  if (nested) return <>{children}</>;
  return (
    <InsideUiProvider.Provider value>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
        <DialogHost />
      </ChakraProvider>
    </InsideUiProvider.Provider>
  );
}
