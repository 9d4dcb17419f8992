import { useCallback, useRef } from 'react';

/**
 * For a dialog opened by state (not by a Dialog.Trigger): remembers what had the focus when it opened, and gives it
 * back when it closes (`<Dialog.Root finalFocusEl={finalFocus}>`), even when the dialog's content is gone by then and
 * whatever had the focus when the dialog's focus trap started. DialogFrame does it for every dialog of the suite.
 */
export function useFinalFocus(open: boolean): () => HTMLElement | null {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  return useCallback(() => (opener.current?.isConnected ? opener.current : null), []);
}
