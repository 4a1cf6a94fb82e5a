#!/usr/bin/env node
/* global process, console, window, document, performance, MutationObserver, PerformanceObserver, setTimeout, fetch */
/**
 * Timings of the demo build (production bundle, mock backend on) in Debian's Chromium, median of
 * several runs, each in a fresh browser context (empty cache, new service worker):
 *   - first render of /login (the sign-in button on screen), and first contentful paint;
 *   - sign-in: click to the dashboard layout on screen;
 *   - in-app navigation to a couple of pages (sidebar click to the page's content);
 *   - a deep link to a list page while signed in (navigation start to the first table row).
 * Prints a table; asserts nothing.
 *
 *   npm run perf                     # builds dist-mock/ if missing, previews it on port 4180
 *   npm run perf -- --build --runs 7 --port 4190
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.indexOf(name) >= 0 ? args[args.indexOf(name) + 1] : fallback);
const outDir = resolve(option('--dir', 'dist-mock'));
const port = Number(option('--port', process.env.PERF_PORT ?? 4180));
const runs = Number(option('--runs', 5));
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const baseURL = `http://127.0.0.1:${port}`;

if (args.includes('--build') || !existsSync(resolve(outDir, 'index.html'))) {
  console.log(`Building the demo bundle into ${outDir} …`);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_USE_MOCK: 'true' },
  });
}

const preview = spawn(
  'npx',
  ['vite', 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  },
);
let previewLog = '';
preview.stdout.on('data', (chunk) => (previewLog += chunk));
preview.stderr.on('data', (chunk) => (previewLog += chunk));

function stopPreview() {
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.on('exit', stopPreview);
process.on('SIGINT', () => process.exit(130));

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      const response = await fetch(`${baseURL}/login`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`preview did not start on ${baseURL}:\n${previewLog}`);
}

/** Records, in page time, when the first element matching each selector appears. */
function markerScript() {
  const marks = {};
  window.__perfMarks = marks;
  window.__perfWatch = (name, selector) => {
    delete marks[name];
    const check = () => {
      if (!marks[name] && document.querySelector(selector)) marks[name] = performance.now();
    };
    check();
    const observer = new MutationObserver(() => {
      check();
      if (marks[name]) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  };
  const pending = [
    ['loginForm', 'form button[type="submit"]'],
    ['layout', '[data-testid="avatar-menu"]'],
    ['tableRow', '.ant-table-row'],
  ];
  const start = () => pending.forEach(([name, selector]) => window.__perfWatch(name, selector));
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

const mark = (page, name, timeout = 20000) =>
  page.waitForFunction((n) => window.__perfMarks?.[n], name, { timeout }).then((handle) => handle.jsonValue());

async function signIn(page) {
  await page.fill('input[autocomplete="username"]', 'admin');
  await page.fill('input[autocomplete="current-password"]', 'admin123');
  const clickedAt = await page.evaluate(() => {
    const t = performance.now();
    document.querySelector('form button[type="submit"]').click();
    return t;
  });
  const shownAt = await mark(page, 'layout');
  return shownAt - clickedAt;
}

/** Clicks a sidebar entry (opening its group first) and times it to the page's ready marker. */
async function navigate(page, group, entry, marker, selector) {
  const sidebar = page.getByTestId('sidebar');
  if (group) await sidebar.getByText(group, { exact: true }).click();
  await page.evaluate(([n, s]) => window.__perfWatch(n, s), [marker, selector]);
  const item = sidebar.getByText(entry, { exact: true });
  await item.waitFor();
  const clickedAt = await item.evaluate((el) => {
    const t = performance.now();
    el.click();
    return t;
  });
  return (await mark(page, marker)) - clickedAt;
}

const results = {};
const record = (name, ms) => (results[name] ??= []).push(ms);

await waitForServer();
const browser = await chromium.launch({
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
});
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    await context.addInitScript(markerScript);
    const page = await context.newPage();

    await page.goto('/login');
    record('/login first render (sign-in button)', await mark(page, 'loginForm'));
    record(
      '/login first contentful paint',
      await page.evaluate(
        () =>
          new Promise((done) => {
            const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            if (found() !== undefined) return done(found());
            new PerformanceObserver((list, observer) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) {
                observer.disconnect();
                done(entry.startTime);
              }
            }).observe({ type: 'paint', buffered: true });
            setTimeout(() => done(Number.NaN), 3000);
          }),
      ),
    );
    record('sign-in → dashboard layout', await signIn(page));
    record(
      'dashboard → 岗位管理 (first table row)',
      await navigate(page, '系统管理', '岗位管理', 'postRows', '.ant-table-row'),
    );
    record(
      '岗位管理 → 首页 (dashboard)',
      await navigate(page, null, '首页', 'dashboard', 'main [data-testid="welcome"], main .ant-card'),
    );

    await page.goto('/system/post');
    record('deep link /system/post (first table row)', await mark(page, 'tableRow'));
    await context.close();
  }
} finally {
  await browser.close();
  stopPreview();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const header = ['measure', 'median ms', 'min ms', 'max ms'];
const rows = Object.entries(results).map(([name, values]) => [
  name,
  median(values).toFixed(0),
  Math.min(...values).toFixed(0),
  Math.max(...values).toFixed(0),
]);
/** Terminal width: CJK characters take two columns. */
const width = (text) => [...text].reduce((n, ch) => n + (/[\u2e80-\uffef]/.test(ch) ? 2 : 1), 0);
const pad = (text, size, left) =>
  left ? ' '.repeat(size - width(text)) + text : text + ' '.repeat(size - width(text));
const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]))));
const line = (cells) => cells.map((c, i) => pad(c, widths[i], i > 0)).join('  ');
console.log(`\n${runs} runs, Chromium ${browser.version()}, demo build ${outDir}\n`);
console.log(line(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));
