import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetSessionGate } from '@/api/auth-gate';
import { i18n, loadAllNamespaces } from '@/lib/i18n';
import { mockControl, server } from '@mocks/node';
import { installFeedbackRecorder } from './feedback-recorder';
import { shareStyleMatchingAcrossEngines } from './jsdom-style-matching';

// antd reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
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
// jsdom does not implement pseudo-element styles (antd measures the scrollbar with one) and logs a
// stack trace per call; the element's own style is what antd falls back to anyway. The window
// outlives a test file (tests/fresh-file.ts): wrap jsdom's own function once, not once per file.
const JSDOM_COMPUTED_STYLE = Symbol.for('tests.jsdomGetComputedStyle');
const jsdomWindow = window as typeof window & { [JSDOM_COMPUTED_STYLE]?: typeof window.getComputedStyle };
const computedStyle = (jsdomWindow[JSDOM_COMPUTED_STYLE] ??= window.getComputedStyle.bind(window));
window.getComputedStyle = (element: Element) => computedStyle(element);
shareStyleMatchingAcrossEngines();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Pages load their namespaces lazily; tests have them all up front.
  await loadAllNamespaces();
});
beforeEach(async () => {
  installFeedbackRecorder();
  // The spec's messages are Chinese; tests of English switch explicitly.
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockControl.reset();
  resetSessionGate();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name, { path: '/' }));
  localStorage.clear();
});
afterAll(() => server.close());
