/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, runnerImport, type Plugin } from 'vite';
import type { buildTowerHistory } from './mocks/seed/tower-history';
import { loginPrepaint } from './scripts/login-prepaint.js';

const require = createRequire(import.meta.url);

/** One edit of MSW's worker script: `find` must occur exactly once, or its new version needs a review. */
function edit(source: string, find: string, replace: (found: string) => string): string {
  if (source.split(find).length !== 2) throw new Error(`mockServiceWorker.js changed: review the edit at ${find}`);
  return source.replace(find, replace(find));
}

/**
 * MSW's worker, edited:
 *
 * - It asks the page about every request, scripts and styles too, and answers only when the page's
 *   main thread is free: a page's chunks then trickle in behind its rendering. Only the backend's
 *   calls (`/api/admin`, `/api/content`) go to the mock; everything else skips the worker.
 * - A full load (a typed URL, a reload) leaves the old page's calls behind. Firefox reports each call
 *   whose interception the navigation cuts short as "A ServiceWorker intercepted the request and
 *   encountered an unexpected error" (issue 35). Two of the worker's ways made that window wide: it
 *   streamed each answer's body from the page, so the answer was complete only once the page, busy
 *   or unloading, had pumped it; and a call whose page closed before answering waited forever. The
 *   worker now reads an answer whole before handing it on, and the calls of a page that says it is
 *   closing get an empty 503 at once (nobody reads them).
 */
function patchedWorker(source: string): string {
  let patched = edit(source, "if (event.request.mode === 'navigate') {", (found) =>
    [
      'if (!/\\/api\\/(admin|content)(\\/|$)/.test(new URL(event.request.url).pathname)) {',
      '    return',
      '  }',
      '',
      `  ${found}`,
    ].join('\n'),
  );
  patched = edit(patched, 'const activeClientIds = new Set()', (found) =>
    [
      found,
      "// Each client's calls awaiting its answer: settled when it closes.",
      'const awaitedByClient = new Map()',
    ].join('\n'),
  );
  patched = edit(patched, '      activeClientIds.delete(clientId)\n', (found) =>
    [
      found,
      '      for (const settle of awaitedByClient.get(clientId) ?? []) settle()',
      '      awaitedByClient.delete(clientId)',
      '',
    ].join('\n'),
  );
  patched = edit(patched, '    const channel = new MessageChannel()\n', (found) =>
    [
      found,
      '    const awaited = awaitedByClient.get(client.id) ?? new Set()',
      '    awaitedByClient.set(client.id, awaited)',
      "    const settle = () => resolve({ type: 'CLIENT_CLOSED' })",
      '    awaited.add(settle)',
      '    const answered = (then) => (value) => {',
      '      awaited.delete(settle)',
      '      then(value)',
      '    }',
      '    resolve = answered(resolve)',
      '    reject = answered(reject)',
      '',
    ].join('\n'),
  );
  patched = edit(patched, 'function respondWithMock(response) {', () => 'async function respondWithMock(response) {');
  patched = edit(patched, '  const mockedResponse = new Response(response.body, response)', () =>
    [
      '  // Read whole here, while the page that streams it is alive (see patchedWorker in vite.config.ts).',
      '  const body = response.body ? await new Response(response.body).arrayBuffer() : null',
      '  const mockedResponse = new Response(body, response)',
    ].join('\n'),
  );
  return edit(patched, "    case 'PASSTHROUGH': {", (found) =>
    [
      "    case 'CLIENT_CLOSED': {",
      "      return new Response(null, { status: 503, statusText: 'Page closed' })",
      '    }',
      '',
      found,
    ].join('\n'),
  );
}

/**
 * Serves (dev) and emits (build) MSW's worker script only when the mock is on, so a production
 * build never contains it (security invariant 13). The file is not committed to public/.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const workerPath = require.resolve('msw/mockServiceWorker.js');
  const workerSource = () => patchedWorker(readFileSync(workerPath, 'utf8'));
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript');
        res.end(workerSource());
      });
    },
    generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerSource() });
    },
  };
}

const ALIASES = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

/**
 * `virtual:tower-history`: the mock's tower records detected from the seed up to now, worked out
 * here in Node (about a second) instead of in each fresh browser, where it held the first tower
 * answers for seconds (issue 33). The dev server works it out once per start. Tests and builds
 * without the mock get `undefined`, and the mock then detects in the browser as before.
 */
function towerHistory(enabled: boolean): Plugin {
  const id = 'virtual:tower-history';
  let source: Promise<string> | undefined;
  return {
    name: 'tower-history',
    resolveId: (request) => (request === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      if (!enabled || process.env.VITEST) return 'export default undefined;';
      source ??= runnerImport<{ buildTowerHistory: typeof buildTowerHistory }>('./mocks/seed/tower-history.ts', {
        configFile: false,
        logLevel: 'error',
        resolve: { alias: ALIASES },
      }).then(
        ({ module }) => `export default ${JSON.stringify(JSON.stringify(module.buildTowerHistory(Date.now())))};`,
      );
      // No source map: the dev server would inline a copy of the whole megabyte string in base64.
      return source.then((code) => ({ code, map: { mappings: '' } }));
    },
  };
}

const TEST_FILES = [
  'src/**/*.test.{ts,tsx}',
  'mocks/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
  'tests/contract/**/*.test.{ts,tsx}',
];

/**
 * Test files that need no DOM run in plain Node (no jsdom window, no jest-dom, no antd stubs):
 * pure functions, domain rules, the locale catalogues, the mock backend called with fetch. A file
 * that renders, reads cookies or storage, or calls the API modules (axios sends through
 * XMLHttpRequest to relative URLs, the token rides in a cookie) stays in the DOM project, as does
 * any file not named here.
 */
const NODE_TESTS = [
  'tests/unit/a11y-contrast.test.ts',
  'tests/unit/configurator-draft.test.ts',
  'tests/unit/crud-cron.test.ts',
  'tests/unit/download-filename.test.ts',
  'tests/unit/locales.test.ts',
  'tests/unit/menu-routes.test.ts',
  'tests/unit/mock-backend.test.ts',
  'tests/unit/mock-by-path.test.ts',
  'tests/unit/mock-start-quiet.test.ts',
  'tests/unit/safe-redirect.test.ts',
  'tests/unit/tower-detection.test.ts',
  'tests/unit/tower-history.test.ts',
  'tests/unit/tower-preview.test.ts',
  'tests/unit/utils.test.ts',
  'tests/unit/weighing-compatibility.test.ts',
];

export default defineConfig(({ mode }) => {
  // loadEnv lets VITE_* variables of the shell override the .env files.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMock = env.VITE_USE_MOCK === 'true';
  return {
    plugins: [react(), mockServiceWorker(useMock), towerHistory(useMock), loginPrepaint({ useMock })],
    resolve: { alias: ALIASES },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 1500,
      // scripts/size.mjs follows the manifest to sum what /login loads.
      manifest: true,
      rolldownOptions: {
        output: {
          // A slow phone pays a round trip per file before /login paints its form (six connections
          // over HTTP/1.1): the console's start (src/start.tsx) with everything it imports is three
          // chunks (React, i18n, the rest: one task each to evaluate), and the sign-in route with
          // everything else it imports is another, instead of the twenty small shared chunks the
          // automatic split made of them. Later pages import the pieces they share from these.
          codeSplitting: {
            groups: [
              // src/main.tsx runs the start in three steps, a task each: React, i18n, the rest.
              { name: 'react', test: /src[\\/]start-react\.ts$/, priority: 4 },
              { name: 'i18n', test: /src[\\/]start-i18n\.ts$/, priority: 3 },
              { name: 'boot', test: /src[\\/]start\.tsx$/, priority: 2 },
              { name: 'login', test: /src[\\/]features[\\/]login[\\/](login-page|sign-in-form)\.tsx$/, priority: 1 },
              // What the resource declarations (src/resources) run, apart from the toolkit: a page's list is
              // asked for as soon as its declaration is in, not once the whole toolkit (about 40 files) is.
              {
                name: 'define-resource',
                test: /src[\\/]components[\\/]crud[\\/](define-resource\.ts|i18n-text\.tsx|record\.ts)$/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: false },
    test: {
      globals: false,
      // Each file gets a worker that already holds node_modules (and, for the DOM project, a jsdom
      // window); tests/fresh-file.ts gives it fresh project modules and fresh-window.ts a clean
      // window. A new worker per file (isolate: true) spent ~4 s of CPU on each of ~70 files loading
      // antd, msw and jsdom again.
      isolate: false,
      sequence: { setupFiles: 'list' },
      css: false,
      // A hang detector, not a speed limit: on a loaded 2-core machine a page test takes three times as long
      // as on a quiet one (issue 33).
      testTimeout: 60000,
      pool: 'threads',
      // Vitest's default is one worker fewer than the cores: one on CI's two. Both cores halve the run.
      maxWorkers: 2,
      // Tests see the development environment (mock on, the demo public key).
      env: loadEnv('development', process.cwd(), 'VITE_'),
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: NODE_TESTS,
            setupFiles: ['./tests/fresh-file.ts', './tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: TEST_FILES,
            exclude: NODE_TESTS,
            setupFiles: [
              './tests/fresh-file.ts',
              './tests/fresh-window.ts',
              './tests/setup.ts',
              './tests/setup-dom.ts',
            ],
          },
        },
      ],
    },
  };
});
