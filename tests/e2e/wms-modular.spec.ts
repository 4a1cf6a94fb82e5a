import type { Locator, Page } from '@playwright/test';
import { expect, localDay, openSignedIn, OPERATOR, readExport, test, toast, useLanguage } from './fixtures';

/** Weigh modules (issue 9): the modular list, its sensor assignments with the default, the module dictionaries. */

const MODULARS = '/wms/selection/modular';
const WMS_DICT = '/wms/dict';

/** The list on screen (the tab cache keeps other pages mounted, hidden). */
const shown = (page: Page) => page.locator('.ant-table-wrapper').filter({ visible: true });
const rows = (page: Page) => shown(page).locator('.ant-table-row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
/** The row whose cell holds exactly this text (one model number may start another). */
const rowOf = (page: Page, cell: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name: cell, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');
/** The default mark of an assigned row (the make-default button also says 默认). */
const defaultMark = (assigned: Locator) => assigned.locator('.ant-tag').filter({ hasText: /^默认$/ });
const confirmBox = (page: Page) => page.locator('.ant-modal-confirm');

/** Client-side navigation, as a menu click does: the session and the tab cache stay. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Calls the mock backend as the signed-in user (the token is in the Admin-Token cookie). */
async function call(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ code?: number; data?: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = /(?:^|;\s*)Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch(`/api/admin/${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${decodeURIComponent(token)}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as { code?: number; data?: unknown };
    },
    { method, path, body },
  );
}

test.describe('weigh modules and module dictionaries', () => {
  test('the modular and module dictionary pages list their rows, in Chinese', async ({ page }) => {
    await openSignedIn(page, MODULARS);
    await expect(page).toHaveTitle(/称重模块/);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    for (const title of ['模块型号', '受力方式', '额定载荷 (kg)', '称重传感器', '编织线', '稳定杆', '过渡板'])
      await expect(shown(page).locator('thead')).toContainText(title);
    await expect(rows(page).first()).toContainText(/CZM-/);

    await go(page, WMS_DICT);
    await expect(page).toHaveTitle(/模块字典/);
    await expect(row(page, 'wms_load_mode')).toContainText('模块受力方式');
    await expect(page.getByRole('button', { name: /刷新缓存/ })).toBeVisible();
  });

  // The modular list in English: tests/unit/wms-catalogue-resources.test.tsx.
  test('the module dictionary pages list their rows, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await openSignedIn(page, WMS_DICT);
    await expect(page).toHaveTitle(/Module dictionaries/);
    await expect(row(page, 'wms_signal_type')).toBeVisible();
    // An admin opens a dictionary's items from its type.
    await row(page, 'wms_signal_type').getByRole('link', { name: 'wms_signal_type' }).click();
    await expect(page).toHaveURL(/\/wms\/dictitems\/index\/\d+$/);
    await expect(row(page, 'DIGITAL')).toBeVisible();
    // Another module dictionary is picked by its name (wms/dict options) and listed in place.
    const dictionary = page.getByRole('combobox', { name: 'Dictionary type' });
    await dictionary.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', {
        hasText: '模块受力方式',
      })
      .click();
    await expect(row(page, 'TENSION')).toBeVisible();
    await expect(row(page, 'DIGITAL')).toBeHidden();
  });

  test('two load cells are assigned to a modular, one made its default, the other cancelled; a reload shows the same', async ({
    page,
  }) => {
    // Two page loads (sign-in and the reload) and a dozen round trips: 45 s ran out on a loaded machine.
    test.slow();
    const modelNo = `CZM-E2E-${Date.now().toString(36).toUpperCase()}`;
    await openSignedIn(page, MODULARS);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const created = await call(page, 'POST', 'wms/modular', {
      modelNo,
      name: 'E2E 20t 双剪切梁式称重模块',
      loadMode: 'COMPRESSION',
      capacity: 20000,
      sensorTypeId: 3,
    });
    expect(created.code).toBe(200);

    // Find the new modular and open its load cells from its row.
    const search = page.getByRole('form', { name: '搜索' });
    await search.getByPlaceholder('请输入模块型号').fill(modelNo);
    await search.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(row(page, modelNo)).toContainText('未分配');
    await row(page, modelNo).getByRole('button', { name: /分配/ }).click();
    await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: '称重传感器', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/wms/modular-auth/sensor/${String(created.data)}$`));
    await expect(page.getByText(modelNo, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(shown(page).locator('.ant-empty')).toBeVisible();

    // Assign the first two free load cells together: the first becomes the default.
    await page.getByRole('button', { name: /添\s*加/ }).click();
    const picker = dialog(page);
    const free = picker.locator('.ant-table-row');
    await expect(free.first()).toBeVisible();
    const models: string[] = [];
    for (const index of [0, 1]) {
      models.push((await free.nth(index).locator('td').nth(1).textContent()) ?? '');
      await free.nth(index).locator('.ant-checkbox-input').check();
    }
    const [first, second] = models;
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expect(toast(page, '分配成功')).toBeVisible();
    await expect(picker).toBeHidden();
    await expect(rows(page)).toHaveCount(2);
    await expect(defaultMark(rowOf(page, first))).toBeVisible();
    await expect(defaultMark(rowOf(page, second))).toHaveCount(0);

    // Making the second the default moves the mark at once.
    await rowOf(page, second)
      .getByRole('button', { name: /设为默认/ })
      .click();
    await expect(toast(page, `已将“${second}”设为默认`)).toBeVisible();
    await expect(defaultMark(rowOf(page, second))).toBeVisible();
    await expect(rowOf(page, second).getByRole('button', { name: /设为默认/ })).toHaveCount(0);
    await expect(rowOf(page, first).getByRole('button', { name: /设为默认/ })).toBeVisible();

    // Cancel the first.
    await rowOf(page, first)
      .getByRole('button', { name: /取消授权/ })
      .click();
    await expect(confirmBox(page)).toContainText(`确认要取消"${first}"的授权吗？`);
    await confirmBox(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '取消授权成功')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);

    await page.reload();
    await expect(rows(page)).toHaveCount(1, { timeout: 30_000 });
    await expect(defaultMark(rowOf(page, second))).toBeVisible();
  });

  test('the modular list exports as an xlsx named after the list and the day, with its columns', async ({ page }) => {
    await openSignedIn(page, MODULARS);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`称重模块_${await localDay(page)}.xlsx`);

    const { sheet, header, titles } = await readExport(download, shown(page));
    expect(header).toEqual(titles);
    // A parts cell: the count with the default's model.
    expect(sheet).toMatch(/>\d+ \([A-Z]{2}-[^<]+\)</);
  });

  test('the operator reads modulars without write buttons, cannot open module dictionary items, and the server refuses writes', async ({
    page,
  }) => {
    await openSignedIn(page, MODULARS, OPERATOR);
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /导\s*出/, /分配/])
      await expect(page.getByRole('button', { name })).toHaveCount(0);

    const refused = [
      await call(page, 'POST', 'wms/modular', { modelNo: 'CZM-OP-1', name: 'x', capacity: 1 }),
      await call(page, 'PUT', 'wms/modular/changeSensorStatus', { modularId: 1, statusId: 1, status: '0' }),
      await call(page, 'POST', 'wms/dict', { dictName: 'x', dictType: 'wms_op' }),
      await call(page, 'POST', 'wms/dict/refresh'),
    ];
    expect(refused.map((answer) => answer.code)).toEqual([403, 403, 403, 403]);

    await go(page, WMS_DICT);
    await expect(row(page, 'wms_load_mode')).toBeVisible({ timeout: 30_000 });
    await expect(row(page, 'wms_load_mode').getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /刷新缓存/ })).toHaveCount(0);
    await page.goto('/wms/dictitems/index/1');
    await expect(page).toHaveURL(/\/401$/);
  });
});
