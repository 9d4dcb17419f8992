// Test helpers (not exported from the package).
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { UiProvider } from './provider';

// jsdom has no PointerEvent; Ark/zag components construct one when pressed.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    pointerId: number;
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
    </UiProvider>
  );
}

/** Renders inside UiProvider and lets the toaster finish mounting (it updates itself after the first paint). */
export async function renderUi(ui: ReactElement) {
  const result = render(ui, { wrapper: Providers });
  await act(async () => {});
  return result;
}
