import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 14: /login paints from index.html and asks for everything it runs in the first round trip.
 * The journeys check what a slow phone would show, without timing anything: the sign-in frame is
 * on screen (and is the largest paint) while the JavaScript is held back, it matches the real page
 * box for box, and React takes over without a layout shift.
 */

const OUT = process.env.E2E_OUT || 'dist-mock';

/** Whether the machine has a font with Chinese glyphs (without one Chromium paints boxes, no text). */
function hasCjkFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

type Manifest = Record<
  string,
  { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

async function built(): Promise<{ html: string; manifest: Manifest }> {
  const root = join(process.cwd(), OUT);
  return {
    html: await readFile(join(root, 'index.html'), 'utf8'),
    manifest: JSON.parse(await readFile(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest,
  };
}

/** A manifest entry's file and its static imports, recursively. */
function closure(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

test('index.html asks for every script the sign-in page runs, and for nothing of what follows sign-in', async ({
  page,
}) => {
  const { html, manifest } = await built();
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html')) ?? '';
  // vite.config.ts puts the console's start in three chunks ('react', 'i18n', 'boot') and the
  // sign-in route with its imports in one ('login'); index.html's boot script adds them once the
  // frame has painted.
  const chunkKey = (name: string) =>
    Object.keys(manifest).find((key) => manifest[key].name === name && key.endsWith('.js')) ?? '';
  for (const step of ['react', 'i18n', 'boot']) expect(chunkKey(step), `the start's ${step} step`).not.toBe('');
  expect(chunkKey('login'), 'the sign-in route is one chunk').not.toBe('');
  const login = closure(manifest, chunkKey('login'), closure(manifest, chunkKey('boot'), closure(manifest, entryKey)));
  const afterSignIn = closure(manifest, 'src/features/login/sign-in.ts');
  const mock = closure(manifest, 'mocks/browser.ts');
  // The mock fetches the tower history it was built with (its own chunk) as it starts.
  for (const key of manifest['mocks/browser.ts']?.dynamicImports ?? []) closure(manifest, key, mock);

  // A few files, not a chain of small shared chunks: the entry, the runtime, the start's three steps
  // (React, i18n, the rest) and the route, all asked for at once.
  expect([...login].filter((file) => file.endsWith('.js')).length).toBeLessThanOrEqual(6);
  // The route's chunks, its icons and its styles are all named in the HTML (no chunk waits for another)...
  for (const file of login) expect(html, `${file} is asked for by index.html`).toContain(`/${file}"`);
  // ...what follows sign-in is only listed, for the page to fetch when the form is usable. The demo
  // build's mock backend runs before the first render of every route, so its chunks (which share
  // the RSA code with signing in) come with the start.
  const [before, listed] = html.split('<template id="after-sign-in">');
  for (const file of afterSignIn) {
    if (login.has(file) || mock.has(file)) continue;
    expect(before).not.toContain(`/${file}"`);
    expect(listed).toContain(`/${file}"`);
  }
  // What the page runs on load opens with V8's compile hint, so Chrome compiles it while it streams
  // in rather than function by function on the main thread; what follows sign-in does not.
  const opening = async (file: string) => (await readFile(join(process.cwd(), OUT, file), 'utf8')).slice(0, 40);
  for (const file of [...login].filter((name) => name.endsWith('.js'))) {
    expect(await opening(file), `${file} opens with the compile hint`).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  }
  for (const file of [...afterSignIn].filter((name) => name.endsWith('.js') && !login.has(name))) {
    expect(await opening(file), `${file} is compiled as it is called`).not.toContain('allFunctionsCalledOnLoad');
  }
  // No inline script: a Content-Security-Policy of script-src 'self' runs the page.
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? []).toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: /登 录|Sign in/ })).toBeVisible();
  const { fetched, firstPaint, firstModule } = await page.evaluate(() => {
    const modules = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name) && !entry.name.includes('/login-prepaint-'));
    return {
      fetched: modules.map((entry) => new URL(entry.name).pathname.slice(1)),
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstModule: Math.min(...modules.map((entry) => entry.startTime)),
    };
  });
  // The frame is on screen before any module is asked for: the largest paint waits for no script.
  expect(firstModule).toBeGreaterThanOrEqual(firstPaint);
  // Everything the page fetched was named by index.html, or is the idle prefetch, or the demo mock.
  const unplanned = fetched.filter((file) => !html.includes(`/${file}"`) && !afterSignIn.has(file) && !mock.has(file));
  expect(unplanned).toEqual([]);
  // Once the form is usable, what follows sign-in is fetched in the background.
  const followers = [...afterSignIn].filter((file) => !login.has(file) && file.endsWith('.js'));
  expect(followers.length).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname.slice(1)),
      ),
    )
    .toEqual(expect.arrayContaining(followers));
});

/** Holds the entry script back until `release()`: what a slow phone shows before the JavaScript. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Layout shifts and largest-contentful-paint candidates, recorded from the first moment. */
async function observePaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { shifts: [] as number[], lcp: [] as string[] };
    (window as unknown as { __paints: typeof record }).__paints = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { id: string; element: Element | null })[]) {
        record.lcp.push(entry.id || entry.element?.tagName || '?');
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

const paints = (page: Page) =>
  page.evaluate(() => (window as unknown as { __paints: { shifts: number[]; lcp: string[] } }).__paints);

/** The frame's parts and the real page's, in the same order. */
const PARTS: [string, string][] = [
  ['.lp-card', 'main section'],
  ['.lp-title', 'main h1'],
  ['.lp-subtitle', 'main section > p >> nth=0'],
  ['.lp-input >> nth=0', 'main span:has(> label > input[autocomplete=username])'],
  ['.lp-input >> nth=1', 'main span:has(> label > input[autocomplete=current-password])'],
  ['.lp-text >> nth=0', 'main input[autocomplete=username]'],
  ['.lp-field >> nth=0 >> svg', 'main .anticon-user svg'],
  ['.lp-suffix', 'main .anticon-eye-invisible svg'],
  ['.lp-remember', 'main label:has(input[type=checkbox])'],
  ['.lp-submit', 'main button[type=submit]'],
  ['.lp-hint', 'main section > p >> nth=1'],
  ['.lp-languageButton >> nth=0', 'main [role=group] button >> nth=0'],
  ['.lp-languageButton >> nth=1', 'main [role=group] button >> nth=1'],
];

async function boxes(page: Page, selectors: string[], within: string): Promise<string[]> {
  const found: string[] = [];
  for (const selector of selectors) {
    const box = await page.locator(within).locator(selector).first().boundingBox();
    found.push(box ? [box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(',') : 'missing');
  }
  return found;
}

for (const { browser, saved, width, title, signIn } of [
  {
    browser: 'zh-CN',
    saved: 'en',
    width: 1440,
    title: 'Industrial Weighing Product Selection & Configuration System',
    signIn: 'Sign in',
  },
  { browser: 'en-US', saved: 'zh-CN', width: 390, title: '工业称重产品选型配置系统', signIn: '登 录' },
]) {
  test.describe(`a ${browser} browser with the saved language ${saved}, ${width} px wide`, () => {
    test.use({ locale: browser, viewport: { width, height: 800 } });

    test('sees the sign-in frame before the JavaScript, box for box the page React then puts in its place, without a shift', async ({
      page,
      context,
      baseURL,
    }) => {
      if (saved === 'zh-CN') {
        expect(hasCjkFont(), 'the Chinese frame needs a CJK font: apt-get install -y fonts-wqy-zenhei').toBe(true);
      }
      await context.addCookies([{ name: 'language', value: saved, url: baseURL ?? '' }]);
      await observePaints(page);
      const release = await holdScripts(page);
      await page.goto('/login', { waitUntil: 'commit' });

      // Before any module runs: the frame, in the saved language, is the largest paint.
      const frame = page.locator('#login-prepaint');
      await expect(frame.locator('h1')).toHaveText(title, { useInnerText: true });
      await expect(frame.locator('h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', saved);
      await expect.poll(async () => (await paints(page)).lcp).toContain('login-prepaint-title');
      const before = await boxes(
        page,
        PARTS.map(([part]) => part),
        '#login-prepaint',
      );
      await page.screenshot({ path: test.info().outputPath(`frame-${saved}-${width}.png`) });

      release();
      const submit = page.getByRole('button', { name: signIn });
      await expect(submit).toBeVisible();
      await expect(frame).toHaveCount(0);
      const after = await boxes(
        page,
        PARTS.map(([, real]) => real),
        'body',
      );
      await page.screenshot({ path: test.info().outputPath(`page-${saved}-${width}.png`) });
      expect(after).toEqual(before);

      const { shifts, lcp } = await paints(page);
      expect(shifts).toEqual([]);
      // The real title, the same size, is no larger paint: the frame's stays the largest.
      expect(lcp.at(-1)).toBe('login-prepaint-title');

      // And the form is the real one.
      await page.getByPlaceholder(saved === 'en' ? 'User name' : '账号').fill('admin');
      await expect(page.getByPlaceholder(saved === 'en' ? 'User name' : '账号')).toHaveValue('admin');
    });
  });
}

test('a start chunk that cannot be loaded leaves a notice and a reload that works, not a dead frame', async ({
  page,
}) => {
  // The start's last chunk cannot be loaded, as after a dropped connection or a release that replaced it.
  let broken = true;
  await page.route(/\/assets\/boot-[\w-]+\.js$/, (route) => (broken ? route.abort() : route.continue()));
  await page.goto('/login');
  const notice = page.getByRole('alert').filter({ hasText: '控制台未能加载完成' });
  await expect(notice).toBeVisible();
  const reload = notice.getByRole('button', { name: '重新加载' });
  await expect(reload).toBeFocused();
  await expect(page.locator('#login-prepaint')).toHaveCount(0);
  // The connection is back: the reload starts the console.
  broken = false;
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  await expect(notice).toBeHidden();
});
