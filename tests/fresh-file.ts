import { vi } from 'vitest';

/**
 * Runs first, before every test file of both projects (vite.config.ts: `isolate: false`, setup files
 * in 'list' order).
 *
 * A worker runs many test files one after another. Each file still starts from fresh application
 * state: every module of the project (src/, mocks/, tests/, the locale files) is evaluated anew for
 * it, so stores, the mock database, the i18n instance and the MSW server are the file's own, and a
 * vi.mock of one file reaches no other. What the worker keeps between files is what costs seconds
 * to build and holds no state of ours: the packages of node_modules (antd, react-dom, msw, ...)
 * that Node loaded once, and in the DOM project the jsdom window, which tests/fresh-window.ts
 * brings back to what a new one shows.
 */
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
