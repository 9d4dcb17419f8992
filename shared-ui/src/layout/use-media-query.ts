import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows it as the window changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}

/** Below this width (Chakra's `md`, 768 px) tables become cards and tab strips become a select. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** True on a phone-sized window (below `md`). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
