import type { Page } from '@playwright/test';
import { expect, openSignedIn, tagAction, tagTexts, test } from '../e2e/fixtures';
import { heapAfterGc } from './heap';

/**
 * Figures under load (`npm run perf:pages -- load`): printed, never checked against the clock.
 * 1. a 10,000-row list answer (20 columns, dictionary tags): answer → first rows painted, rows in
 *    the DOM, the longest long task while scrolling;
 * 2. 50 pages opened as tags and closed, three times: JS heap after GC and the page cache;
 * 3. dictionary requests: per type on first use, none on a re-render or a re-opened page;
 * 4. an error storm for 10 s: click latency meanwhile, what the error log keeps;
 * 5. a large export (tens of MB, streamed by the mock): progress, cancel, click latency meanwhile.
 * The mock runs on the page's main thread, so its work counts too (as it does for a user of the demo).
 */

const TRUCKS = '/wms/scales/TruckScale';
const ROWS = 10_000;
const PAGES = Number(process.env.LOAD_PAGES) || 50;
const ROUNDS = Number(process.env.LOAD_ROUNDS) || 3;

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

declare global {
  interface Window {
    __longTasks?: number[];
    __clickFrame?: Promise<number>;
  }
}

/**
 * Long tasks (PerformanceObserver 'longtask', from the first script) and the dictionary requests
 * the page makes (the mock answers them in the page; Playwright still sees them go out).
 */
async function instrument(page: Page): Promise<{ dictAsked: string[] }> {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks?.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const dictAsked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/(dicts\/items|wms\/dictitems)\/type\//.test(path)) dictAsked.push(path);
  });
  return { dictAsked };
}

const longTasksSince = async (page: Page, from: number) =>
  page.evaluate((start) => (window.__longTasks ?? []).slice(start), from);
const longTaskCount = (page: Page) => page.evaluate(() => window.__longTasks?.length ?? 0);

/**
 * One real click (Playwright's mouse) on `target`, timed from the input event's timestamp to the
 * start of the next animation frame after its handlers ran: input delay + handling + wait for paint.
 */
async function clickLatency(page: Page, target: { x: number; y: number }): Promise<number> {
  await page.evaluate(() => {
    window.__clickFrame = new Promise<number>((resolve) => {
      document.addEventListener(
        'click',
        (event) => {
          const at = event.timeStamp;
          // Runs after React's own click handling (it listens on the root, inside this capture phase).
          requestAnimationFrame(() => resolve(performance.now() - at));
        },
        { capture: true, once: true },
      );
    });
  });
  await page.mouse.click(target.x, target.y);
  return page.evaluate(() => window.__clickFrame ?? Promise.resolve(NaN));
}

async function centreOf(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Sample truck scales from the mock, multiplied to `count` rows with distinct ids and models. */
async function serveHugeTruckList(page: Page, count: number): Promise<void> {
  await page.evaluate(async (rows) => {
    const token = /(?:^|;\s*)Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const answer = (await (
      await fetch('/api/admin/wms/TruckScale/page?page=1&limit=50', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { list: Record<string, unknown>[] } };
    const samples = answer.data.list;
    const list = Array.from({ length: rows }, (_, i) => {
      const sample = samples[i % samples.length];
      return { ...sample, id: i + 1, model: `${String(sample.model)}-${i + 1}`, remark: `row ${i + 1}` };
    });
    const mock = (window as unknown as { __mock: { answer: (rule: unknown) => void } }).__mock;
    mock.answer({
      method: 'GET',
      path: 'wms/TruckScale/page',
      times: 1,
      body: { code: 200, msg: '', data: { list, total: rows } },
    });
  }, count);
}

/** Rows of the list table in the DOM. */
const rowsInDom = (page: Page) => page.locator('#main-content .ant-table-tbody tr.ant-table-row').count();

test.describe.configure({ mode: 'serial' });

test('1 and 3: a 10,000-row answer with dictionary tags', async ({ page }) => {
  test.setTimeout(300_000);
  const { dictAsked } = await instrument(page);
  // 20 data columns: the truck list's 16 shown by default plus four of its hidden ones (not the remark).
  await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify(['remark'])), `columns:${TRUCKS}`);
  await openSignedIn(page, TRUCKS);
  await expect(page.locator('#main-content .ant-table-tbody tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  const columns = await page.locator('#main-content .ant-table-thead th').count();
  const dictFirstPage = [...dictAsked];
  await serveHugeTruckList(page, ROWS);

  const tasksBefore = await longTaskCount(page);
  const timing = await page.evaluate(async () => {
    performance.clearResourceTimings();
    const first = () =>
      document.querySelector('#main-content .ant-table-tbody tr.ant-table-row td:nth-child(3)')?.textContent ?? '';
    const before = first();
    const search = [...document.querySelectorAll('#main-content button')].find((b) =>
      /^搜\s*索$/.test(b.textContent?.trim() ?? ''),
    );
    if (!(search instanceof HTMLElement)) throw new Error('no search button');
    const t0 = performance.now();
    search.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const loading = document.querySelector('#main-content .ant-table .ant-spin-spinning');
        if (!loading && /-1$/.test(first()) && first() !== before) requestAnimationFrame(() => resolve());
        else requestAnimationFrame(check);
      };
      check();
    });
    const painted = performance.now();
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/api/admin/wms/TruckScale/page')) as PerformanceResourceTiming | undefined;
    return {
      total: painted - t0,
      request: entry ? entry.responseEnd - entry.startTime : NaN,
      render: entry ? painted - entry.responseEnd : NaN,
      bytes: entry?.decodedBodySize ?? NaN,
    };
  });
  const renderTasks = await longTasksSince(page, tasksBefore);
  const rendered = await rowsInDom(page);
  const clientPager = await page.locator('#main-content .ant-table-pagination').count();

  console.log(
    `[load 1] ${ROWS} rows × ${columns} columns (${mb(timing.bytes)} JSON): search click → painted ${ms(timing.total)}, ` +
      `request ${ms(timing.request)}, answer → first rows painted ${ms(timing.render)}; ` +
      `rows in the DOM ${rendered}${clientPager ? ' (paged client-side)' : ''}; ` +
      `long tasks while rendering ${renderTasks.length}, longest ${ms(Math.max(0, ...renderTasks))}`,
  );

  // Scrolling the page with the table by the wheel, top to bottom and back; at most a minute.
  const scrollFrom = await longTaskCount(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.mouse.move(700, 500);
  const steps = Math.min(200, Math.ceil(height / 600));
  const t0 = Date.now();
  let done = 0;
  for (const delta of [600, -600]) {
    for (let i = 0; i < steps && Date.now() - t0 < 60_000; i++, done++) await page.mouse.wheel(0, delta);
  }
  const scrollMs = Date.now() - t0;
  const scrollTasks = await longTasksSince(page, scrollFrom);
  console.log(
    `[load 1] scrolling ${done} of ${steps * 2} wheel steps of 600 px (page ${height} px high): ${ms(scrollMs)}, ` +
      `long tasks ${scrollTasks.length}, longest ${ms(Math.max(0, ...scrollTasks))}`,
  );

  // 3: the dictionaries of this list were asked once; another client page of rows asks nothing.
  const dictAfterAnswer = [...dictAsked];
  let dictOnRerender = -1;
  if (clientPager > 0) {
    const before = dictAfterAnswer.length;
    await page.locator('#main-content .ant-table-pagination .ant-pagination-item-3').click();
    await expect(page.locator('#main-content .ant-table-tbody tr.ant-table-row').first()).toHaveAttribute(
      'data-row-key',
      '101',
    );
    await page.locator('#main-content .ant-table-pagination .ant-pagination-next').click();
    await expect(page.locator('#main-content .ant-table-tbody tr.ant-table-row').first()).toHaveAttribute(
      'data-row-key',
      '151',
    );
    dictOnRerender = dictAsked.length - before;
  }

  console.log(
    `[load 3] truck list dictionaries: ${dictFirstPage.length} requests for ${new Set(dictFirstPage).size} types on the first page; ` +
      `${dictAfterAnswer.length - dictFirstPage.length} more for the ${ROWS} rows; ` +
      `${dictOnRerender < 0 ? 'n/a' : dictOnRerender} on showing other rows (re-render)`,
  );
  expect(rendered).toBeGreaterThan(0);
});

/** Leaf pages of the menu, as the sidebar would link them. */
async function menuPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const token = /(?:^|;\s*)Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const answer = (await (
      await fetch('/api/admin/menus/routes', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { path: string; hidden?: boolean; children?: unknown[] }[] };
    type Route = { path: string; hidden?: boolean; children?: Route[] };
    const out: string[] = [];
    const walk = (routes: Route[], base: string) => {
      for (const route of routes) {
        if (route.hidden || /^https?:/.test(route.path)) continue;
        const path = route.path.startsWith('/') ? route.path : `${base}/${route.path}`.replace(/\/+/g, '/');
        if (route.children?.length) walk(route.children, path);
        else out.push(path);
      }
    };
    walk(answer.data as Route[], '');
    return out;
  });
}

async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Cached pages mounted under the layout (hidden ones included): the page cache's size. */
const cachedPages = (page: Page) => page.evaluate(() => document.querySelector('#main-content')?.children.length ?? 0);

test('2 and 3: 50 pages opened as tags and closed, three times', async ({ page }) => {
  test.setTimeout(1_800_000);
  const { dictAsked } = await instrument(page);
  await openSignedIn(page, '/dashboard');
  await expect(page.getByTestId('avatar-menu')).toBeVisible({ timeout: 30_000 });
  const leaves = (await menuPages(page)).filter((p) => p !== '/dashboard');
  const pages = Array.from({ length: Math.min(PAGES, leaves.length) }, (_, i) => leaves[i]);
  const heaps = [await heapAfterGc(page)];
  const rounds: string[] = [];
  const dictPerRound: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const dictBefore = dictAsked.length;
    const started = Date.now();
    let maxCached = 0;
    let slow = 0;
    for (const path of pages) {
      await go(page, path);
      const settled = await page
        .waitForFunction(
          (to) =>
            window.location.pathname === to &&
            // Hidden cached pages keep whatever spinner they had when hidden: only the shown page counts.
            ![...document.querySelectorAll('#main-content .ant-spin-spinning')].some(
              (e) => e.getClientRects().length > 0,
            ) &&
            (document.querySelector('#main-content')?.children.length ?? 0) > 0,
          path,
          { timeout: 15_000, polling: 100 },
        )
        .then(() => true)
        .catch(() => false);
      if (!settled) {
        slow += 1;
        console.log(
          'not settled',
          path,
          await page.evaluate(() => ({
            at: window.location.pathname,
            spinning: [...document.querySelectorAll('#main-content .ant-spin-spinning')].filter(
              (e) => e.getClientRects().length > 0,
            ).length,
            children: document.querySelector('#main-content')?.children.length,
          })),
        );
      }
      maxCached = Math.max(maxCached, await cachedPages(page));
    }
    const tags = (await tagTexts(page)).length;
    await tagAction(page, /首页/, '全部关闭', ['首页']);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('count-user')).toBeVisible({ timeout: 30_000 });
    const heap = await heapAfterGc(page);
    heaps.push(heap);
    dictPerRound.push(dictAsked.length - dictBefore);
    rounds.push(
      `round ${round}: ${pages.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s (${slow} not settled in 15 s), ` +
        `${tags} tags open at the end, page cache ${maxCached} at most and ${await cachedPages(page)} after closing, ` +
        `heap after GC ${mb(heap)}`,
    );
  }
  const asked = dictAsked;
  console.log(
    [
      `[load 2] JS heap after GC at the start ${mb(heaps[0])}; ${rounds.join('; ')}`,
      `[load 2] heap growth round 1 → ${ROUNDS}: ${mb(heaps[ROUNDS] - heaps[1])}`,
      `[load 3] dictionaries over all pages: ${asked.length} requests for ${new Set(asked).size} types; per round ${dictPerRound.join(', ')}`,
    ].join('\n'),
  );
  expect(heaps).toHaveLength(ROUNDS + 1);
});

test('4: a click during an error storm of 10 s', async ({ page }) => {
  test.setTimeout(180_000);
  await instrument(page);
  await openSignedIn(page, '/system/post');
  await expect(page.locator('#main-content .ant-table-tbody tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  const toggle = await centreOf(page, '[data-testid="hamburger"]');
  const quiet: number[] = [];
  for (let i = 0; i < 5; i++) {
    quiet.push(await clickLatency(page, toggle));
    await page.waitForTimeout(300);
  }

  const tasksBefore = await longTaskCount(page);
  // A component throwing on every frame, as the error log sees it: 20 errors per frame, plus one
  // uncaught throw per frame, for 10 s.
  await page.evaluate(() => {
    const end = performance.now() + 10_000;
    const frame = () => {
      if (performance.now() > end) return;
      requestAnimationFrame(frame);
      for (let i = 0; i < 20; i++) {
        const error = new TypeError("Cannot read properties of undefined (reading 'weight')");
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      }
      setTimeout(() => {
        throw new Error('render failed: password=hunter2 token=abc');
      });
    };
    requestAnimationFrame(frame);
  });
  const stormy: number[] = [];
  const stormStart = Date.now();
  while (Date.now() - stormStart < 9_000) {
    stormy.push(await clickLatency(page, toggle));
    await page.waitForTimeout(700);
  }
  await page.waitForTimeout(Math.max(0, 10_500 - (Date.now() - stormStart)));
  const stormTasks = await longTasksSince(page, tasksBefore);

  await page.getByTestId('error-log').click();
  const viewer = page.getByRole('dialog', { name: '错误日志' });
  await expect(viewer).toBeVisible();
  const rows = await viewer.locator('.ant-table-tbody tr.ant-table-row').count();
  const counts = await viewer.locator('.ant-table-tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
  const text = await viewer.innerText();
  console.log(
    [
      `[load 4] click → next frame without a storm ${quiet.map((v) => v.toFixed(0)).join(', ')} ms (median ${ms(median(quiet))}); ` +
        `during the storm ${stormy.map((v) => v.toFixed(0)).join(', ')} ms (median ${ms(median(stormy))}, worst ${ms(Math.max(...stormy))})`,
      `[load 4] long tasks during the storm ${stormTasks.length}, longest ${ms(Math.max(0, ...stormTasks))}; ` +
        `error log: ${rows} entries, counts ${counts.join(' + ')}; secrets kept: ${/hunter2|token=abc/.test(text) ? 'YES' : 'none'}`,
    ].join('\n'),
  );
  expect(stormy.length).toBeGreaterThan(0);
});

test('5: a large export streamed with progress, cancelled', async ({ page }) => {
  test.setTimeout(180_000);
  await instrument(page);
  await openSignedIn(page, TRUCKS);
  await expect(page.locator('#main-content .ant-table-tbody tr.ant-table-row').first()).toBeVisible({
    timeout: 30_000,
  });
  const bytes = 40 * 1024 * 1024;
  await page.evaluate((size) => {
    const mock = (window as unknown as { __mock: { answer: (rule: unknown) => void } }).__mock;
    mock.answer({
      method: 'GET',
      path: 'wms/TruckScale/downloadExcel',
      times: 1,
      delayMs: 500,
      file: { bytes: size, streamMs: 20_000, name: 'trucks.xlsx' },
    });
  }, bytes);
  const heapBefore = await heapAfterGc(page);
  const tasksBefore = await longTaskCount(page);
  let saved = 0;
  page.on('download', () => (saved += 1));
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const mask = page.locator('.ant-spin-fullscreen');
  await expect(mask).toContainText('正在下载数据，请稍候');
  const progress: string[] = [];
  const latencies: number[] = [];
  const corner = { x: 1200, y: 700 };
  const started = Date.now();
  while (Date.now() - started < 6_000) {
    const figure = /请稍候\s+([\d.]+\s*(?:%|[KMG]?B))/.exec(await mask.innerText())?.[1];
    if (figure && progress.at(-1) !== figure) progress.push(figure);
    latencies.push(await clickLatency(page, corner));
    await page.waitForTimeout(500);
  }
  const cancelAt = Date.now();
  await mask.getByRole('button', { name: /取\s*消/ }).click();
  await expect(mask).toHaveAttribute('aria-busy', 'false');
  const cancelMs = Date.now() - cancelAt;
  const tasks = await longTasksSince(page, tasksBefore);
  const heapAfter = await heapAfterGc(page);
  console.log(
    [
      `[load 5] export of ${mb(bytes)} streamed over 20 s: progress seen ${progress.join(' → ') || 'none'}; ` +
        `cancel click → mask gone ${ms(cancelMs)}; files saved ${saved}`,
      `[load 5] click → next frame while downloading ${latencies.map((v) => v.toFixed(0)).join(', ')} ms (median ${ms(median(latencies))}); ` +
        `long tasks ${tasks.length}, longest ${ms(Math.max(0, ...tasks))}; heap after GC before ${mb(heapBefore)}, after cancel ${mb(heapAfter)}`,
    ].join('\n'),
  );
  expect(progress.length).toBeGreaterThan(0);
});
