import type { Page } from '@playwright/test';
import { expect, openSignedIn, OPERATOR, test } from './fixtures';

const panel = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('the operations dashboard', () => {
  test('admin: towers, gateways, today and the catalogue; a tower opens its live monitor', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const towers = panel(page, /^料塔$/);
    await expect(towers.getByTestId('tower-tile').first()).toBeVisible();
    await expect(towers.getByTestId('tower-summary')).toContainText(/共 \d+ 座/);
    await expect(panel(page, /^网关$/).getByTestId('gateway-counts')).toContainText('从未连接');
    await expect(panel(page, /^今日加料$/).getByTestId('panel-refills-count')).toHaveText(/^\d+$/);
    await expect(panel(page, /^今日异常$/).getByTestId('panel-exceptions-count')).toHaveText(/^\d+$/);
    await expect(panel(page, /^数据量对比$/).getByTestId('count-sensor')).toContainText(/\d/);

    // The first tile is the one needing attention most; it opens that tower's live monitor in place.
    const first = towers.getByTestId('tower-tile').first();
    const tower = (await first.locator('span').first().innerText()).trim();
    await first.click();
    await expect(page.getByRole('dialog').filter({ hasText: tower })).toBeVisible();
    await expect(page.getByTestId('monitor-weight')).toContainText('kg');
  });

  test('operator: towers and today, no gateways or catalogue, and no refusal', async ({ page }) => {
    await openSignedIn(page, '/dashboard', OPERATOR);
    await expect(
      panel(page, /^料塔$/)
        .getByTestId('tower-tile')
        .first(),
    ).toBeVisible();
    await expect(panel(page, /^今日加料$/).getByTestId('panel-refills-count')).toHaveText(/^\d+$/);
    await expect(panel(page, /^网关$/)).toHaveCount(0);
    await expect(panel(page, /^数据量对比$/)).toHaveCount(0);
    // No panel asked for what the operator may not see: no refusal toast.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });
});
