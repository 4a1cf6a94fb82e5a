#!/usr/bin/env node
/* global process, console, performance, URL */
/**
 * The mock backend's first answers in a fresh browser (issue 33): the demo build (production bundle,
 * mock on) in Debian's Chromium, a new browser context per run (no stored tables, no service worker
 * yet), signed in as admin through the sign-in page; the clock of each call is the browser's own
 * resource timing (request start to response end) of the calls the dashboard makes on arrival.
 * Prints, over the runs, the median, p95 and worst of the first tower answer (the first
 * `/api/admin/tower/…` call to answer) and of the slowest dashboard answer; asserts nothing.
 *
 *   npm run perf:mock                           # builds dist-mock/ if missing, previews it on port 4183
 *   npm run perf:mock -- --runs 20 --dir dist-x --port 4186 --build
 */
import { launchChromium, quantile, scriptOptions, serveDemo } from './lib/demo-browser.mjs';

const { option, flag } = scriptOptions();
const runs = Number(option('--runs', 10));
const { baseURL, stop } = await serveDemo({
  dir: option('--dir', 'dist-mock'),
  port: Number(option('--port', process.env.PERF_PORT ?? 4183)),
  build: flag('--build'),
});

const browser = await launchChromium();
const firstTower = [];
const slowest = [];
const perCall = new Map();
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByPlaceholder(/^(账号|User name)$/).fill('admin');
    await page.getByPlaceholder(/^(密码|Password)$/).fill('admin123');
    const answered = (path) =>
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(path), { timeout: 60_000 });
    // The dashboard's tower tiles and today's refills.
    const dashboard = Promise.all([answered('/tower/TowerInfo/page'), answered('/tower/TowerRecord/page')]);
    await page.getByRole('button', { name: /登 录|Sign in/ }).click();
    await dashboard;
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/api/'))
        .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, ms: e.responseEnd - e.startTime }))
        .filter((e) => !/\/user\/login$|\/captcha/.test(e.path)),
    );
    const tower = calls.filter((c) => c.path.startsWith('/api/admin/tower/')).sort((a, b) => a.start - b.start);
    if (tower.length === 0)
      throw new Error(`the dashboard asked for no tower data: ${calls.map((c) => c.path).join(' ')}`);
    firstTower.push(tower[0].ms);
    slowest.push(Math.max(...calls.map((c) => c.ms)));
    for (const c of calls) {
      const key = c.path.replace(/\/\d+$/, '/{id}');
      perCall.set(key, [...(perCall.get(key) ?? []), c.ms]);
    }
    console.log(
      `run ${String(run + 1).padStart(2)}: first tower answer ${tower[0].ms.toFixed(0).padStart(5)} ms (${tower[0].path}), slowest dashboard answer ${Math.max(
        ...calls.map((c) => c.ms),
      )
        .toFixed(0)
        .padStart(5)} ms`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}

const line = (label, values) =>
  console.log(
    `${label.padEnd(34)} median ${quantile(values, 0.5).toFixed(0).padStart(5)}  p95 ${quantile(values, 0.95).toFixed(0).padStart(5)}  worst ${Math.max(
      ...values,
    )
      .toFixed(0)
      .padStart(5)} ms`,
  );
console.log(`\nFresh browser, signed in, dashboard (${runs} runs):`);
line('first tower answer', firstTower);
line('slowest dashboard answer', slowest);
console.log('\nPer call (median / worst):');
for (const [path, values] of [...perCall].sort()) {
  console.log(
    `  ${path.padEnd(52)} ${quantile(values, 0.5).toFixed(0).padStart(5)} / ${Math.max(...values)
      .toFixed(0)
      .padStart(5)} ms`,
  );
}
