import type { Locator, Page, Request } from '@playwright/test';
import { addFault, expect, openSignedIn, OPERATOR, test } from './fixtures';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
const chart = (page: Page, name: RegExp) => page.getByRole('img', { name });

/**
 * Waits for what a first look shows, asking nothing again: a fresh browser's first answer that needs
 * the tower records runs the mock's detection over its 90 days, hence the longer wait.
 */
const firstLook = (shown: Locator) => expect(shown).toBeVisible({ timeout: 20_000 });

/** Counts the calls of the live monitor (served by the mock's service worker, still seen as requests). */
function countMonitorCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request: Request) => {
    if (/\/api\/admin\/tower\/TowerInfo\/monitor\/\w+$/.test(new URL(request.url()).pathname)) calls += 1;
  });
  return () => calls;
}

test.describe('material towers', () => {
  test('every tower page opens with rows or a chart, in Chinese and in English', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/tower/info');
    await firstLook(row(page, 'LT-A-01'));
    await expect(row(page, 'LT-A-01')).toContainText('kg');
    await expect(page.getByRole('columnheader', { name: '当前重量 / 料位' })).toBeVisible();

    await page.getByRole('menuitem', { name: '加料记录' }).click();
    await expect(page.getByRole('columnheader', { name: '初始重量 (kg)' })).toBeVisible({ timeout: 40_000 });
    await firstLook(
      page
        .getByRole('row')
        .filter({ hasText: /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/ })
        .first(),
    );
    // A record opens on its tower's trend, its span highlighted.
    await page.getByRole('row').nth(1).getByRole('button', { name: '趋势' }).click();
    await expect(page.getByTestId('record-trend')).toContainText('图中高亮');
    await expect(chart(page, /重量曲线/)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('menuitem', { name: '异常记录' }).click();
    await expect(page.getByRole('columnheader', { name: '异常类型' })).toBeVisible({ timeout: 40_000 });
    await firstLook(
      page
        .getByRole('row')
        .filter({ hasText: /短时骤降|瞬时跳变|超出量程|读数卡滞|网关离线/ })
        .first(),
    );

    await page.getByRole('menuitem', { name: '统计分析' }).click();
    await firstLook(chart(page, /消耗量、加料量与期末存量/));
    await expect(page.getByTestId('consumption-formula')).toContainText('消耗量 = 期初');
    await expect(page.getByTestId('days-remaining')).toContainText('剩余天数');

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(chart(page, /Consumed, refilled and closing weight/)).toBeVisible();
    await expect(page.getByTestId('consumption-formula')).toContainText('Consumption = opening');
    await page.getByTestId('tag').filter({ hasText: 'Exception records' }).click();
    await expect(page.getByRole('columnheader', { name: 'Lost (kg)' })).toBeVisible();
    await page.getByTestId('tag').filter({ hasText: 'Refill records' }).click();
    await expect(page.getByRole('columnheader', { name: 'Before (kg)' })).toBeVisible();
    await page.getByTestId('tag').filter({ hasText: 'Tower info' }).click();
    await expect(page.getByRole('columnheader', { name: 'Weight / fill' })).toBeVisible();
    await expect(row(page, 'LT-A-01').getByRole('button', { name: 'Live monitor' })).toBeVisible();
  });

  test('the monitor refreshes while open and shown, stops when hidden or closed, and marks a failed refresh quietly', async ({
    page,
  }) => {
    // The page's clock runs as usual but is moved on by hand: each refresh interval (5 s) passes at once.
    await page.clock.install();
    const interval = 5_000;
    const calls = countMonitorCalls(page);
    /** Lets the page's timers due within `ms` fire, then gives the requests they sent time to be seen. */
    const pass = async (ms: number) => {
      await page.clock.fastForward(ms);
      await page.evaluate(() => new Promise((resolve) => window.setTimeout(resolve, 0)));
    };
    /**
     * Moves the clock on a second at a time until `check` holds (given up to 500 ms each time to show it):
     * the next refresh is timed from the last answer. Time is all it moves, no click or key: a wait.
     */
    const until = (check: () => Promise<void>) =>
      expect
        .poll(
          async () => {
            await pass(1_000);
            return check().then(
              () => true,
              () => false,
            );
          },
          { timeout: 20_000, intervals: [0] },
        )
        .toBe(true);
    // Statistics first, so that the browser's Back can hide the info page with its monitor open.
    await openSignedIn(page, '/tower/statistics');
    await page.getByRole('menuitem', { name: '料塔信息' }).click();
    await firstLook(row(page, 'LT-A-01'));
    const opener = row(page, 'LT-A-01').getByRole('button', { name: '实时监控' });
    await opener.click();
    await expect(page.getByTestId('monitor-weight')).toContainText('kg');
    await expect(chart(page, /LT-A-01 近 24 小时重量曲线/)).toBeVisible();
    const opened = calls();
    expect(opened).toBeGreaterThanOrEqual(1);
    await until(async () => expect(calls()).toBeGreaterThan(opened));

    // A failed refresh: a quiet marker, no toast; the next good answer clears it.
    await addFault(page, { path: 'tower/TowerInfo/monitor/*', code: 500, msg: 'monitor down', times: 1 });
    await until(() => expect(page.getByTestId('monitor-stale')).toBeVisible({ timeout: 500 }));
    await expect(page.locator('.ant-message-notice').filter({ hasText: 'monitor down' })).toHaveCount(0);
    await until(() => expect(page.getByTestId('monitor-stale')).toBeHidden({ timeout: 500 }));

    // The drawer is modal: Tab stays inside it, and the page behind takes no click.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const where = () =>
        document.activeElement?.closest('.ant-drawer')
          ? 'in the drawer'
          : document.activeElement?.outerHTML.slice(0, 120);
      expect(await page.evaluate(where)).toBe('in the drawer');
    }

    // Escape closes it and the focus is back on the button that opened it; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tower-monitor')).toBeHidden();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('monitor-weight')).toContainText('kg');

    // Another page hides this one (kept alive in the page cache): no calls until it shows again. Not the
    // dashboard: its tower panel asks for the towers' live figures itself.
    await page.goBack();
    await expect(page).toHaveURL(/\/tower\/statistics$/);
    await expect(page.getByTestId('tower-monitor')).toBeHidden();
    const hidden = calls();
    await pass(3 * interval);
    expect(calls()).toBe(hidden);
    // Shown again, it asks at once rather than after a full interval: with the clock paused no interval
    // can pass, so a call seen, however late, is the immediate one.
    // (pauseAt only moves forward: a moment past the page's now.)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await page.getByTestId('tag').filter({ hasText: '料塔信息' }).click();
    await expect.poll(calls).toBeGreaterThan(hidden);
    await page.clock.resume();

    await expect(page.getByTestId('tower-monitor')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tower-monitor')).toBeHidden();
    const closed = calls();
    await pass(3 * interval);
    expect(calls()).toBe(closed);
  });

  test('a threshold change shows its preview before saving and is kept after save and reload', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/tower/info');
    await firstLook(row(page, 'LT-A-01'));
    await row(page, 'LT-A-01')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    const preview = page.getByTestId('threshold-preview');
    await expect(preview.getByRole('img', { name: /最近 7 天重量曲线/ })).toBeVisible({ timeout: 40_000 });
    const before = await preview.getByTestId('preview-next-alarms').textContent();

    // A low level above most of the week's readings: the detector finds low alarms it did not before.
    const low = dialog(page).getByRole('spinbutton', { name: '低位报警' });
    await low.fill('15');
    await expect(preview.getByTestId('preview-next-alarms')).not.toHaveText(before ?? '', { timeout: 5_000 });
    await expect(preview.getByTestId('preview-timing')).toContainText('ms');

    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(dialog(page)).toBeHidden({ timeout: 20_000 });

    await page.reload();
    await firstLook(row(page, 'LT-A-01'));
    await row(page, 'LT-A-01')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    await expect(dialog(page).getByRole('spinbutton', { name: '低位报警' })).toHaveValue('15');
    // Saved, the new value is the current one: both columns agree.
    await expect(preview.getByTestId('preview-next-alarms')).not.toHaveText(before ?? '', { timeout: 40_000 });
  });

  test('statistics redraw for another range; the operator reads towers and statistics without changing them', async ({
    page,
  }) => {
    await openSignedIn(page, '/tower/statistics', OPERATOR);
    const byDay = chart(page, /共 3\d 个时段/);
    await firstLook(byDay);
    // Another span in the range picker: the chart is drawn again over its ten days.
    const range = page.getByRole('textbox', { name: '时间范围' });
    await range.first().click();
    await range.first().fill('2026-11-01');
    await range.first().press('Enter');
    await range.last().fill('2026-11-10');
    await range.last().press('Enter');
    const tenDays = chart(page, /^2026-11-01 至 2026-11-10 共 10 个时段/);
    await expect(tenDays).toBeVisible({ timeout: 20_000 });
    await expect(byDay).toBeHidden();
    await page.getByText('按月', { exact: true }).click();
    await expect(chart(page, /共 6 个时段/)).toBeVisible();
    await expect(tenDays).toBeHidden();

    await page.getByRole('menuitem', { name: '料塔信息' }).click();
    await firstLook(row(page, 'LT-A-01'));
    await expect(row(page, 'LT-A-01').getByRole('button', { name: '实时监控' })).toBeVisible();
    await expect(page.getByRole('button', { name: /新\s*增/ })).toHaveCount(0);
    await expect(row(page, 'LT-A-01').getByRole('button', { name: /修\s*改/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);
  });
});
