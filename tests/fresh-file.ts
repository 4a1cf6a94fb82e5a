import { vi } from 'vitest';

/**
 * Runs first, before every test file (vite.config.ts: `isolate: false`, setup files in 'list' order).
 *
 * A worker runs many test files one after another. Each file still starts from fresh application
 * state: every module of the project (src/, mocks/, tests/, the locale files) is evaluated anew for
 * it, so stores, the mock database, the i18n instance and the MSW server are the file's own, and a
 * vi.mock of one file reaches no other. What the worker keeps between files is what costs seconds
 * to build and holds no state of ours: the packages of node_modules (antd, react-dom, msw, ...)
 * that Node loaded once, and the jsdom window, which is brought back here to what a new one shows.
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
document.body.innerHTML = '';
// antd's (and its icons') styles: each component writes its own again into <head> when it mounts.
// Left in place, the previous files' styles pile up, and jsdom's getComputedStyle (which
// user-event calls on every pointer action) slows down with every rule in the document.
document.head.querySelectorAll('style[data-rc-order]').forEach((style) => style.remove());
document.title = '';
window.history.replaceState(null, '', '/');
localStorage.clear();
sessionStorage.clear();
