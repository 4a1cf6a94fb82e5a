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
