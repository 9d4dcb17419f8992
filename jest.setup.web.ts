import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextEncoder, TextDecoder } from 'util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
class RO { observe() {} unobserve() {} disconnect() {} }
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= RO;
(globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver ??= RO;
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
// jsdom has no PointerEvent; Ark/zag components (checkbox, switch, menus) construct one when pressed.
if (!('PointerEvent' in window)) {
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

// findBy* and waitFor wait for a state, up to this long: a lazily loaded screen takes seconds to appear on a loaded
// 2-core machine, and the library's 1 s default made such waits fail there while they pass on a quiet one.
configure({ asyncUtilTimeout: 10_000 });
