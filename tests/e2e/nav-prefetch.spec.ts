import { readFileSync } from 'node:fs';
import type { Route } from '@playwright/test';
import { expect, openSignedIn, test } from './fixtures';

/** The built file of a source module, from the demo build's manifest (the folder the e2e config builds). */
function builtFile(source: string): string {
  const manifest = JSON.parse(
    readFileSync(`${process.env.E2E_OUT || 'dist-mock'}/.vite/manifest.json`, 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest`);
  return entry.file;
}

test.describe('page navigation (issue 22)', () => {
  test("a list page's data is asked for while its code is still loading", async ({ page }) => {
    const chunk = builtFile('src/pages/system/post/index.tsx');
    // The page's own chunk is held back until its list request has gone out: without the prefetch at
    // navigation the page never mounts, so its list is never asked for and this waits in vain.
    let listAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    const held: Route[] = [];
    await page.route(`**/${chunk}`, async (route) => {
      held.push(route);
      await asked;
      await route.continue();
    });
    const order: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/deposts/page')) {
        order.push(held.length > 0 ? 'list, chunk held' : 'list');
        listAsked();
      }
    });
    page.on('requestfinished', (request) => {
      if (request.url().endsWith(chunk)) order.push('chunk');
    });

    await openSignedIn(page, '/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('系统管理', { exact: true }).click();
    await sidebar.getByText('岗位管理', { exact: true }).click();

    await expect(page.getByRole('row').filter({ hasText: '董事长' })).toBeVisible();
    expect(order[0]).toBe('list, chunk held');
    expect(order).toContain('chunk');
    expect(order.indexOf('list, chunk held')).toBeLessThan(order.indexOf('chunk'));
  });
});

/**
 * Records in the page, for each XHR the console sends, whether it went out while a click was being
 * handled (between the click's capture and bubble phases on window), and whether a loading spinner
 * ever showed in the page area from now on.
 */
function watchNavigation() {
  const w = window as unknown as { __sent: { url: string; inClick: boolean }[]; __spinner: boolean };
  w.__sent = [];
  w.__spinner = false;
  let inClick = false;
  window.addEventListener('click', () => (inClick = true), true);
  window.addEventListener('click', () => (inClick = false));
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  const urls = new WeakMap<XMLHttpRequest, string>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    urls.set(this, String(args[1]));
    return open.apply(this, args);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    w.__sent.push({ url: urls.get(this) ?? '', inClick });
    return send.call(this, body);
  };
  const main = document.getElementById('main-content');
  if (main)
    new MutationObserver(() => {
      if (main.querySelector('.ant-spin-spinning')) w.__spinner = true;
    }).observe(main, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}

test.describe('page navigation (issue 22): the click itself', () => {
  test("sends the page's list request, its entry having been hovered (as a pointer does on its way)", async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('系统管理', { exact: true }).click();
    const entry = sidebar.getByText('岗位管理', { exact: true });
    await entry.hover();
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchNavigation);
    await entry.click();
    await expect(page.getByRole('row').filter({ hasText: '董事长' })).toBeVisible();
    const sent = await page.evaluate(
      () => (window as unknown as { __sent: { url: string; inClick: boolean }[] }).__sent,
    );
    // Not a few promise turns (or a read of the cookie store) later, behind the render the click causes.
    expect(sent.filter((s) => s.url.includes('/deposts/page')).map((s) => s.inClick)).toEqual([true]);
  });

  test('shows a page whose texts were still to load without a spinner in between (the old page stays meanwhile)', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('料塔监控', { exact: true }).click();
    await page.evaluate(watchNavigation);
    // The refill records share the tower list's texts, which no page has loaded yet.
    await sidebar.getByText('加料记录', { exact: true }).click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __spinner: boolean }).__spinner)).toBe(false);
  });
});

test.describe("antd's styles past sign-in", () => {
  test('come built, beneath the console’s own rules: a page writes no style as it renders, and looks styled', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('系统管理', { exact: true }).click();
    await sidebar.getByText('岗位管理', { exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: '董事长' })).toBeVisible();

    const styles = await page.evaluate(() => ({
      // antd's runtime (CSS-in-JS) writes a <style> per component as it first renders; zeroRuntime writes none.
      generatedForTable: [...document.querySelectorAll('style')].filter((s) =>
        s.textContent?.includes('.ant-table-thead'),
      ).length,
      antdLayer: [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule instanceof CSSLayerBlockRule && rule.name === 'antd'),
      ),
    }));
    expect(styles).toEqual({ generatedForTable: 0, antdLayer: true });
    // Styled all the same, in the theme: the header cells' grey, the primary button's #409EFF fill.
    const header = page.getByRole('columnheader', { name: '岗位名称' });
    await expect(header).toHaveCSS('background-color', 'rgb(250, 250, 250)');
    await expect(page.locator('button[type="submit"]', { hasText: /搜\s*索/ })).toHaveCSS(
      'background-color',
      'rgb(64, 158, 255)',
    );
  });
});
