/* global process, console, document, location, HTMLElement, setTimeout, URL */
/**
 * `npm run test:firefox`: a short smoke of the demo build in Debian's Firefox ESR, driven over
 * WebDriver BiDi by puppeteer-core (no browser download). Signs in through the form, opens five pages
 * from the sidebar's routes, opens and closes the Add post dialog, and fails on any console error or
 * uncaught exception. Outside `npm test`: the journeys run in Chromium.
 *
 *   npm run test:firefox [-- --dir dist-firefox --port 4190 --build]
 *   FIREFOX_PATH overrides /usr/bin/firefox-esr.
 */
import puppeteer from 'puppeteer-core';
import { scriptOptions, serveDemo } from './lib/demo-browser.mjs';

const { option, flag } = scriptOptions();
const dir = option('--dir', 'dist-firefox');
const port = Number(option('--port', 4196));
const executablePath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
/** Generous: a hang detector on a busy machine, not a speed limit. */
const WAIT_MS = 60_000;

/** Each page and its title as the breadcrumb names it, in either language. */
const PAGES = [
  { path: '/system/user', title: /^(用户管理|Users)$/ },
  { path: '/tower/info', title: /^(料塔信息|Tower info)$/ },
  { path: '/wms/scales/TruckScale', title: /^(汽车衡|Truck scales)$/ },
  { path: '/system/log/operlog', title: /^(操作日志|Operation logs)$/ },
  { path: '/quartz/job', title: /^(任务调度|Jobs)$/ },
];

const { baseURL, stop } = await serveDemo({ dir, port, build: flag('--build') });
const browser = await puppeteer.launch({
  browser: 'firefox',
  executablePath,
  headless: true,
  // The window's size, not an emulated viewport: Firefox ESR's BiDi lacks the emulation commands.
  defaultViewport: null,
  args: ['--width=1280', '--height=800'],
  protocolTimeout: WAIT_MS * 2,
});
const problems = [];
const steps = [];
let current = 'start';
const step = async (name, run) => {
  const started = Date.now();
  current = name;
  await run();
  steps.push(`${name}: ${Date.now() - started} ms`);
};

const page = await browser.newPage();
try {
  page.setDefaultTimeout(WAIT_MS);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const args = message.args().map((arg) => JSON.stringify(arg.remoteValue?.() ?? '').slice(0, 600));
    problems.push(
      `console error (during ${current}): ${message.text()} ${args.join(' ')} at ${JSON.stringify(message.stackTrace().slice(0, 2))}`,
    );
  });
  page.on('pageerror', (error) => problems.push(`uncaught (during ${current}): ${error.message}`));
  // The backend's calls under way, so a full load leaves a page only once they are answered.
  const underWay = new Set();
  const isCall = (request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => isCall(request) && underWay.add(request));
  page.on('requestfinished', (request) => underWay.delete(request));
  page.on('requestfailed', (request) => underWay.delete(request));

  /**
   * Waits for `condition` (a function run in the page) to return something truthy, polling with plain
   * evaluations: puppeteer's waitForFunction raises "Permission denied to access property" in Firefox's
   * sandbox now and then, an error of the harness that would read as the console's.
   */
  const waitFor = async (condition, ...args) => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const handle = await page.evaluateHandle(condition, ...args).catch(() => undefined);
      if (handle?.asElement() || (handle && (await handle.jsonValue().catch(() => false)))) return handle;
      await handle?.dispose();
      if (Date.now() > deadline) throw new Error(`condition not met within ${WAIT_MS} ms: ${condition}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /**
   * Waits until no call of the page is under way (for 300 ms running), before a full load leaves it.
   * Firefox reports each call whose interception by a service worker a navigation cuts short as "A
   * ServiceWorker intercepted the request and encountered an unexpected error": an error of a page
   * being left, which its user never sees, and one the journeys' Chromium never reports.
   */
  const settled = async () => {
    const deadline = Date.now() + WAIT_MS;
    for (let quietSince = Date.now(); Date.now() - quietSince < 300;) {
      if (underWay.size > 0) quietSince = Date.now();
      if (Date.now() > deadline) throw new Error(`calls still under way after ${WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** Waits until the page's text matches `pattern` (a condition, never a sleep). */
  const waitForText = (pattern) =>
    waitFor((source, flags) => new RegExp(source, flags).test(document.body.innerText), pattern.source, pattern.flags);

  await step('sign-in page', async () => {
    await page.goto(`${baseURL}/login`);
    await waitFor(
      (selector) => document.querySelector(selector) !== null,
      'input[placeholder="账号"], input[placeholder="User name"]',
    );
  });
  await step('sign in as admin', async () => {
    await page.type('input[placeholder="账号"], input[placeholder="User name"]', 'admin');
    await page.type('input[placeholder="密码"], input[placeholder="Password"]', 'admin123');
    await page.keyboard.press('Enter');
    await waitFor(() => location.pathname === '/dashboard');
    await waitForText(/首页|Dashboard/);
  });
  for (const { path, title } of PAGES) {
    await step(path, async () => {
      await settled();
      await page.goto(`${baseURL}${path}`);
      await waitFor(
        (source) =>
          new RegExp(source).test(document.querySelector('.ant-breadcrumb li:last-child')?.textContent?.trim() ?? ''),
        title.source,
      );
      await waitFor((selector) => document.querySelector(selector) !== null, '.ant-table-row');
    });
  }
  await step('Add post dialog', async () => {
    await settled();
    await page.goto(`${baseURL}/system/post`);
    await waitFor((selector) => document.querySelector(selector) !== null, '.ant-table-row');
    // antd spaces a two-character Chinese label (新 增); the accessibility-tree query (::-p-aria) is slow over BiDi.
    const add = await waitFor(() =>
      [...document.querySelectorAll('button')].find((button) =>
        /^(新增|Add)$/.test(button.textContent?.replace(/\s/g, '') ?? ''),
      ),
    );
    await add.asElement()?.click();
    await waitFor((selector) => document.querySelector(selector) !== null, '.ant-modal input');
    await waitForText(/岗位编码|Post code/);
    await page.keyboard.press('Escape');
    await waitFor(() =>
      [...document.querySelectorAll('.ant-modal')].every(
        (modal) => !(modal instanceof HTMLElement) || modal.offsetParent === null,
      ),
    );
  });
} catch (error) {
  const shot = `test-results/firefox-smoke-failure.png`;
  await page.screenshot({ path: shot }).catch(() => undefined);
  problems.push(
    `step failed after ${steps.length} steps (${shot}): ${error instanceof Error ? error.message : String(error)}`,
  );
} finally {
  await browser.close();
  stop();
}

console.log(`Firefox smoke (${executablePath}, ${baseURL}):`);
for (const line of steps) console.log(`  ${line}`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('\nNo console errors; every step passed.');
