import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, toast } from './fixtures';

/** Operation and login logs, and the permissions a post grants (issue #4). */

const ok = /确\s*定/;
const rows = (page: Page) => page.locator('#main-content .ant-table-tbody tr.ant-table-row:visible');
const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');
const searchForm = (page: Page) => page.getByRole('form', { name: '搜索' }).filter({ visible: true }).first();
const total = async (page: Page) =>
  Number((await page.locator('#main-content [data-pager-part="total"]:visible').innerText()).replace(/\D/g, ''));

test.describe('platform: logs and post permissions', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ actionTimeout: 15_000 });

  test('operation logs: search by module, read one, delete one, clear all; only the record of the clearing is left', async ({
    page,
  }) => {
    await openSignedIn(page, '/system/log/operlog');
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    const everything = await total(page);
    expect(everything).toBeGreaterThan(1000);

    await searchForm(page).getByPlaceholder('请输入系统模块').fill('参数管理');
    await searchForm(page)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect.poll(() => total(page)).toBeLessThan(everything);
    await expect(rows(page).first()).toContainText('参数管理');
    const found = await total(page);

    await rows(page)
      .first()
      .getByRole('button', { name: /详\s*细/ })
      .click();
    const detail = page.getByRole('dialog', { name: '操作日志详细' });
    await expect(detail.getByText('参数管理')).toBeVisible();
    await expect(detail.getByText('请求参数')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();

    const firstId = (await rows(page).first().locator('td').nth(1).innerText()).trim();
    await rows(page)
      .first()
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(confirmDialog(page)).toContainText(`"${firstId}"`);
    await confirmDialog(page).getByRole('button', { name: ok }).click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect.poll(() => total(page)).toBe(found - 1);

    await page.getByRole('button', { name: /清\s*空/ }).click();
    await expect(confirmDialog(page)).toContainText('是否确认清空所有操作日志数据项？');
    await confirmDialog(page).getByRole('button', { name: ok }).click();
    await expect(toast(page, '清空成功')).toBeVisible();
    // What is left, after a reload too, is the record of the clearing itself.
    await page.reload();
    await expect(rows(page)).toHaveCount(1, { timeout: 20_000 });
    await expect(rows(page).first()).toContainText('操作日志');
    await expect(rows(page).first()).toContainText('清空数据');
    await expect(rows(page).first()).toContainText('admin');
  });

  test('login logs: clearing asks first and empties the list', async ({ page }) => {
    await openSignedIn(page, '/system/log/logininfor');
    await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
    expect(await total(page)).toBeGreaterThan(400);
    await page.getByRole('button', { name: /清\s*空/ }).click();
    await expect(confirmDialog(page)).toContainText('是否确认清空所有');
    await confirmDialog(page)
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(rows(page).first()).toBeVisible();
    await page.getByRole('button', { name: /清\s*空/ }).click();
    await confirmDialog(page).getByRole('button', { name: ok }).click();
    await expect(toast(page, '清空成功')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
  });

  test('a post’s permissions are read, changed and kept', async ({ page }) => {
    await openSignedIn(page, '/system/post');
    const qc = rows(page).filter({ hasText: 'qc' });
    await expect(qc).toBeVisible({ timeout: 20_000 });
    await qc.getByRole('button', { name: '权限' }).click();
    const dialog = page.getByRole('dialog', { name: /岗位权限/ });
    const field = dialog.getByLabel('权限字符');
    await expect(field).toBeVisible();
    await field.fill('tower:info:list');
    await field.press('Enter');
    await page.keyboard.press('Escape');
    await expect(dialog.locator('.ant-select-selection-item').filter({ hasText: 'tower:info:list' })).toBeVisible();
    await dialog.getByRole('button', { name: ok }).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(qc).toBeVisible({ timeout: 20_000 });
    await qc.getByRole('button', { name: '权限' }).click();
    await expect(
      page
        .getByRole('dialog', { name: /岗位权限/ })
        .locator('.ant-select-selection-item')
        .filter({ hasText: 'tower:info:list' }),
    ).toBeVisible();
  });
});
