import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Render-time journeys that print figures and assert nothing (`npm run perf:pages`). They are not part
 * of `npm test`: figures are reported, never checked against the clock.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/perf',
  outputDir: `${base.outputDir}-perf`,
  workers: 1,
  retries: 0,
});
