import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, toast } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function openPosts(page: Page): Promise<void> {
  await openSignedIn(page, '/system/post');
  // The first page after sign-in loads its chunks and translations: allow for a slow machine.
  await expect(row(page, '董事长')).toBeVisible({ timeout: 20_000 });
}

async function addPost(page: Page, code: string, name: string): Promise<void> {
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await dialog(page).getByPlaceholder('请输入岗位编码').fill(code);
  await dialog(page).getByPlaceholder('请输入岗位名称').fill(name);
  await dialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
}

test.describe('platform: posts', () => {
  test('create, find, edit and delete a post; it survives a reload', { tag: '@smoke' }, async ({ page }) => {
    // Two full reloads of the app in one journey.
    test.slow();
    await openPosts(page);
    await addPost(page, 'E2E-QA', '质量巡检员');
    await expect(toast(page, '新增成功')).toBeVisible();
    await expect(dialog(page)).toBeHidden();

    // Find it through the search form.
    await page.getByPlaceholder('请输入岗位编码').fill('E2E');
    await page
      .getByRole('form', { name: '搜索' })
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect(row(page, 'E2E-QA')).toBeVisible();
    await expect(row(page, '董事长')).toBeHidden();

    // Edit it.
    await row(page, 'E2E-QA')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    const name = dialog(page).getByPlaceholder('请输入岗位名称');
    await expect(name).toHaveValue('质量巡检员');
    await name.fill('质量巡检主管');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(row(page, '质量巡检主管')).toBeVisible();

    // The mock keeps its data across a reload.
    await page.reload();
    await expect(row(page, '质量巡检主管')).toBeVisible({ timeout: 20_000 });

    // Delete it, after the spec's question.
    await row(page, 'E2E-QA')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('是否确认删除岗位编码为"E2E-QA"的数据项?')).toBeVisible();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(row(page, 'E2E-QA')).toBeHidden();
    await page.reload();
    await expect(row(page, '董事长')).toBeVisible({ timeout: 20_000 });
    await expect(row(page, 'E2E-QA')).toBeHidden();
  });

  test('a duplicate post code is refused with the server message and nothing typed is lost', async ({ page }) => {
    await openPosts(page);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await dialog(page).getByPlaceholder('请输入岗位编码').fill('ceo');
    await dialog(page).getByPlaceholder('请输入岗位名称').fill('另一个董事长');
    await dialog(page).getByPlaceholder('请输入备注').fill('不应丢失的备注');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(dialog(page).getByText('岗位编码“ceo”已存在')).toBeVisible();
    await expect(dialog(page).getByPlaceholder('请输入岗位编码')).toHaveValue('ceo');
    await expect(dialog(page).getByPlaceholder('请输入岗位名称')).toHaveValue('另一个董事长');
    await expect(dialog(page).getByPlaceholder('请输入备注')).toHaveValue('不应丢失的备注');
    await expect(dialog(page).getByRole('button', { name: /确\s*定/ })).toBeEnabled();

    // Corrected, the same dialog saves.
    await dialog(page).getByPlaceholder('请输入岗位编码').fill('ceo-2');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '新增成功')).toBeVisible();
    await expect(row(page, 'ceo-2')).toBeVisible();
  });
});
