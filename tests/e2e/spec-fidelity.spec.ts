import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, useLanguage } from './fixtures';

/** Issue 20's journeys: a reload at any moment of the mock's start, and the spec's pager and names on screen. */

const rows = (page: Page) => page.locator('#main-content .ant-table-tbody tr.ant-table-row:visible');

test.describe('spec fidelity', () => {
  test('reloading a device page while the mock worker starts logs no uncaught error', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/device/gateway');
    await expect(rows(page).first()).toBeVisible({ timeout: 40_000 });
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    // Reloads while the page starts: each as soon as the previous one's document is parsed (the mock
    // worker starts after that), never on top of a navigation still committing.
    for (const waitUntil of ['domcontentloaded', 'domcontentloaded', 'load'] as const) {
      await page.reload({ waitUntil });
    }
    await expect(rows(page).first()).toBeVisible({ timeout: 40_000 });
    expect(uncaught).toEqual([]);
    await page
      .locator('#main-content .ant-table')
      .first()
      .screenshot({ path: test.info().outputPath('gateways-zh.png') });
  });

  test('the operation log shows the spec fields and the pager reads total, sizes, prev, pager, next, jumper', async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, '/system/log/operlog');
    await expect(rows(page).first()).toBeVisible({ timeout: 40_000 });
    const pager = page.locator('#main-content [data-pager]:visible');
    const parts = await pager.evaluate((root) =>
      [
        ...root.querySelectorAll(
          '[data-pager-part], .ant-pagination-prev, .ant-pagination-item, .ant-pagination-next, .ant-pagination-options-quick-jumper',
        ),
      ].map(
        (el) =>
          el.getAttribute('data-pager-part') ??
          (el.classList.contains('ant-pagination-prev')
            ? 'prev'
            : el.classList.contains('ant-pagination-next')
              ? 'next'
              : el.classList.contains('ant-pagination-item')
                ? 'pager'
                : 'jumper'),
      ),
    );
    const order = parts.filter((part, i) => part !== parts[i - 1]);
    expect(order).toEqual(['total', 'sizes', 'prev', 'pager', 'next', 'jumper']);
    // The operator and IP columns are filled from operatorName and operatorIp.
    const header = page.locator('#main-content .ant-table-thead').first();
    await expect(header).toContainText('操作人员');
    await expect(rows(page).first()).toContainText(/\d+\.\d+\.\d+\.\d+/);
    await pager.scrollIntoViewIfNeeded();
    await pager.screenshot({ path: testInfo.outputPath('pager-zh.png') });
    await useLanguage(page, 'en');
    await page.reload();
    await expect(rows(page).first()).toBeVisible({ timeout: 40_000 });
    await expect(page.locator('#main-content [data-pager-part="total"]:visible')).toContainText('Total');
    await page.locator('#main-content [data-pager]:visible').screenshot({ path: testInfo.outputPath('pager-en.png') });
  });

  test('the command history offers view, edit and delete; a gateway list says when one was last online', async ({
    page,
  }, testInfo) => {
    await openSignedIn(page, '/device/command?gateway=862345060007780');
    const history = page.locator('.ant-card').filter({ hasText: '指令历史' });
    await expect(history.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 40_000 });
    await expect(
      history
        .locator('tr.ant-table-row')
        .first()
        .getByRole('button', { name: /删\s*除/ }),
    ).toBeVisible();
    await history.screenshot({ path: testInfo.outputPath('command-history-zh.png') });
  });
});
