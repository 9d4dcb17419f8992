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

// findBy* and waitFor wait for a state, up to this long: a lazily loaded screen takes seconds to appear on a loaded
// 2-core machine, and the library's 1 s default made such waits fail there while they pass on a quiet one.
configure({ asyncUtilTimeout: 10_000 });
