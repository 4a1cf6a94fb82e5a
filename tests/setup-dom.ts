import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, vi } from 'vitest';
import { shareStyleMatchingAcrossEngines } from './jsdom-style-matching';

/**
 * The DOM project's setup, after tests/setup.ts: jest-dom's matchers, what antd reads of the browser
 * that jsdom lacks, and a clean document, cookie jar and storage after every test.
 */

// antd reads these browser APIs that jsdom lacks. The system asks for reduced motion: the console
// then turns antd's motion off (src/app/core-providers.tsx), as tests/unit/reduced-motion.test.tsx
// checks, so a click starts no wave effect and antd writes no animation styles.
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: query === REDUCED_MOTION,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
// findBy… and waitFor wait for a condition; their default of one second is a speed limit, and an
// export that built its file in more than a second on a busy moment failed the run (issue 33). Twenty
// seconds is a hang detector, inside the test's own 60 s.
configure({ asyncUtilTimeout: 20_000 });
// jsdom has no canvas: getContext answers null (and logs "Not implemented"). A chart (echarts, through
// zrender) painted a frame before its test unmounted it then threw "Cannot read properties of null
// (reading 'clearRect')" from a timer, failing the run, on a busy machine only (issue 33). Charts get
// a 2D context that draws nothing; what a chart shows is tested through its options and in the journeys.
const CANVAS_STUB = Symbol.for('tests.canvasStub');
const canvasProto = HTMLCanvasElement.prototype as HTMLCanvasElement & { [CANVAS_STUB]?: true };
if (!canvasProto[CANVAS_STUB]) {
  canvasProto[CANVAS_STUB] = true;
  const drawsNothing = () => ({ addColorStop: () => undefined, data: new Uint8ClampedArray(4) });
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    writable: true,
    value: function getContext(this: HTMLCanvasElement, kind: string) {
      if (kind !== '2d') return null;
      const known: Record<PropertyKey, unknown> = {
        canvas: this,
        measureText: (text: string) => ({ width: text.length * 7 }),
      };
      return new Proxy(known, {
        get: (target, key) => (key in target ? target[key] : drawsNothing),
        set: (target, key, value) => {
          target[key] = value;
          return true;
        },
      });
    },
  });
}
// jsdom does not implement pseudo-element styles (antd measures the scrollbar with one) and logs a
// stack trace per call; the element's own style is what antd falls back to anyway. The window
// outlives a test file (tests/fresh-file.ts): wrap jsdom's own function once, not once per file.
const JSDOM_COMPUTED_STYLE = Symbol.for('tests.jsdomGetComputedStyle');
const jsdomWindow = window as typeof window & { [JSDOM_COMPUTED_STYLE]?: typeof window.getComputedStyle };
const computedStyle = (jsdomWindow[JSDOM_COMPUTED_STYLE] ??= window.getComputedStyle.bind(window));
window.getComputedStyle = (element: Element) => computedStyle(element);
shareStyleMatchingAcrossEngines();

// Registered after tests/setup.ts's, so it runs before it (hooks run as a stack): the rendered
// trees unmount before the mock backend resets.
afterEach(() => {
  cleanup();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  localStorage.clear();
});
