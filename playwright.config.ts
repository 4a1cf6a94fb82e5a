import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; nothing is downloaded (DEVELOPERS.md). */
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PORT = Number(process.env.E2E_PORT || 4173);
/** Separate output folders let several checkouts' runs build side by side. */
const OUT = process.env.E2E_OUT || 'dist-mock';

export default defineConfig({
  testDir: 'tests/e2e',
  // Signs the demo accounts in once for the run (after the web server is up).
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: `test-results/${OUT}`,
  fullyParallel: true,
  // E2E_WORKERS overrides, for measuring other counts on the same machine.
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 2 : undefined),
  // A journey that passes only on a retry is a failing journey.
  retries: 0,
  // Hang detectors, not speed limits (issue 33): on a shared 2-core machine with other work running a
  // journey takes two to three times as long as on a quiet one, and a first page load tens of seconds.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    // The console honours "reduce motion": dialogs, menus and toasts appear and leave at once, so no
    // click lands on a dialog still zooming in (the cause of several earlier flakes).
    reducedMotion: 'reduce',
    // A trace records a DOM snapshot per action, which doubled journey times on two cores: only when asked.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    // The demo build: production bundle with the mock on and a short request timeout for the timeout test.
    // E2E_PREBUILT: scripts/test.mjs built it beside the static checks already.
    command: `${process.env.E2E_PREBUILT ? '' : `VITE_USE_MOCK=true VITE_REQUEST_TIMEOUT=6000 npx vite build --outDir ${OUT} && `}npx vite preview --outDir ${OUT} --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
