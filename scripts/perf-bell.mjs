#!/usr/bin/env node
/* global process, console, performance, URL, document, setTimeout */
/**
 * A whole shift of the header bell (issue 36): the demo build in Debian's Chromium, the operator
 * signed in on a calm page (the profile: nothing else polls), and the page's clock (Playwright's
 * fake clock) moved on by the bell's live interval (5 s) `--cycles` times, each time waiting for
 * the unread count's answer: 5,000 cycles are about 7 hours of the interval, run in minutes. Prints
 * the JS heap after a full GC before and after, the cycles and the wall time; asserts nothing.
 *
 *   npm run perf:bell                                   # dist-mock/, port 4184, 5,000 cycles
 *   npm run perf:bell -- --cycles 8000 --dir dist-x --port 4186 --build
 */
import { launchChromium, scriptOptions, serveDemo } from './lib/demo-browser.mjs';

const { option, flag } = scriptOptions();
const cycles = Number(option('--cycles', 5_000));
const intervalMs = 5_000;
const { baseURL, stop } = await serveDemo({
  dir: option('--dir', 'dist-mock'),
  port: Number(option('--port', process.env.PERF_PORT ?? 4184)),
  build: flag('--build'),
});

async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

const browser = await launchChromium();
try {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.clock.install();
  let answers = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/api/admin/message/unread')) answers += 1;
  });
  await page.goto('/login?redirect=/user/profile');
  await page.getByPlaceholder(/^(账号|User name)$/).fill('operator');
  await page.getByPlaceholder(/^(密码|Password)$/).fill('operator123');
  await page.getByRole('button', { name: /登 录|Sign in/ }).click();
  await page.waitForURL(/\/user\/profile$/, { timeout: 60_000 });
  const bell = page.getByTestId('message-bell');
  await bell.waitFor({ timeout: 60_000 }).catch(async (error) => {
    await page.screenshot({ path: 'test-results/perf-bell-failed.png' });
    throw error;
  });
  await page.waitForFunction(
    () => /条未读/.test(document.querySelector('[data-testid="message-bell"]')?.getAttribute('aria-label') ?? ''),
    undefined,
    { timeout: 60_000 },
  );
  // A few cycles first, so the baseline holds what every cycle keeps (caches, chunks).
  const cycle = async () => {
    const before = answers;
    await page.clock.runFor(intervalMs);
    const deadline = performance.now() + 30_000;
    while (answers === before) {
      if (performance.now() > deadline) throw new Error(`no unread answer after ${answers} answers`);
      await new Promise((r) => setTimeout(r, 5));
    }
  };
  for (let i = 0; i < 20; i++) await cycle();
  const before = await heapAfterGc(page);
  const started = performance.now();
  for (let i = 1; i <= cycles; i++) {
    await cycle();
    if (i % 1000 === 0) console.log(`  ${i} cycles, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const after = await heapAfterGc(page);
  const label = await bell.getAttribute('aria-label');
  console.log(
    `\nBell, ${cycles} refresh cycles of ${intervalMs / 1000} s (${((cycles * intervalMs) / 3_600_000).toFixed(1)} h of page clock):`,
  );
  console.log(`  unread answers: ${answers}; wall time ${((performance.now() - started) / 1000).toFixed(0)} s`);
  console.log(
    `  JS heap after GC: before ${before.toFixed(2)} MiB, after ${after.toFixed(2)} MiB (${after - before >= 0 ? '+' : ''}${(after - before).toFixed(2)})`,
  );
  console.log(`  bell at the end: ${label}`);
} finally {
  await browser.close();
  stop();
}
