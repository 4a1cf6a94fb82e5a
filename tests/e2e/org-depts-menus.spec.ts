import type { Page } from '@playwright/test';
import { confirmOk, expect, openSignedIn, signIn, test, toast } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });
const ok = /确\s*定/;

test.describe('platform: departments and menus', () => {
  test('add a sub-department, refuse deleting one with children, delete the new one', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/system/dept');
    await expect(row(page, '宁波分公司')).toBeVisible({ timeout: 15_000 });
    await row(page, '宁波分公司')
      .first()
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const add = dialog(page);
    await expect(add.getByLabel('上级部门')).toBeVisible();
    await expect(add.getByText('宁波分公司')).toBeVisible();
    await add.getByPlaceholder('请输入部门名称').fill('称重实验室');
    await add.getByRole('button', { name: ok }).click();
    await expect(toast(page, '新增成功')).toBeVisible();
    await expect(row(page, '称重实验室')).toBeVisible();

    // The server refuses a department that still has sub-departments, and says why.
    await row(page, /^宁波分公司/)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('是否确认删除部门名称为"宁波分公司"的数据项?')).toBeVisible();
    // Refused: the dialog stays open, the server's reason is the sign the click landed.
    await confirmOk(page, ok, { until: toast(page, '部门“宁波分公司”存在下级部门，不允许删除') });
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /取\s*消/ })
      .click();
    await expect(page.locator('.ant-modal-confirm')).toBeHidden();

    // One click on the row's delete, with the refusal's confirmation gone: then its own confirmation shows.
    const askDelete = page.getByText('是否确认删除部门名称为"称重实验室"的数据项?');
    const deleteButton = row(page, '称重实验室').getByRole('button', { name: /删\s*除/ });
    await expect(deleteButton).toBeEnabled();
    await deleteButton.click();
    await expect(askDelete).toBeVisible();
    await confirmOk(page);
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(row(page, '称重实验室')).toBeHidden();

    // Collapse all, then search by name.
    await page.getByRole('button', { name: '折叠全部' }).click();
    await expect(row(page, '宁波分公司')).toBeHidden();
    await page.getByPlaceholder('请输入部门名称').fill('质检');
    await page
      .getByRole('form', { name: '搜索' })
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await page.getByRole('button', { name: '展开全部' }).click();
    await expect(row(page, '质检部').first()).toBeVisible();
    await expect(row(page, '销售部一组')).toHaveCount(0);
  });

  test('a menu created here appears in the sidebar after signing in again', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/system/menu');
    await expect(row(page, '系统管理')).toBeVisible({ timeout: 15_000 });
    await page
      .getByRole('button', { name: /新\s*增/ })
      .first()
      .click();
    const add = dialog(page);
    // A directory under the top level.
    await add.getByPlaceholder('请输入菜单名称').fill('巡检中心');
    await add.getByPlaceholder('请输入路由地址').fill('inspect');
    await add.getByLabel('菜单图标').click();
    await page.getByPlaceholder('搜索图标名称').fill('Radar');
    await page.getByRole('option', { name: 'RadarChartOutlined' }).click();
    await expect(add.getByLabel('菜单图标')).toHaveValue('RadarChartOutlined');
    await add.getByRole('button', { name: ok }).click();
    await expect(toast(page, '新增成功')).toBeVisible();

    // A page below it: a button has no route fields, a page has a component.
    await row(page, '巡检中心')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    await dialog(page).getByText('按钮', { exact: true }).click();
    await expect(dialog(page).getByPlaceholder('请输入路由地址')).toBeHidden();
    await expect(dialog(page).getByPlaceholder('请输入权限标识')).toBeVisible();
    await dialog(page).getByText('菜单', { exact: true }).click();
    await dialog(page).getByPlaceholder('请输入菜单名称').fill('巡检部门');
    await dialog(page).getByPlaceholder('请输入路由地址').fill('depts');
    await dialog(page).getByPlaceholder('请输入组件路径').fill('system/dept/index');
    await dialog(page).getByPlaceholder('请输入权限标识').fill('system:dept:list');
    await dialog(page).getByRole('button', { name: ok }).click();
    await expect(toast(page, '新增成功')).toBeVisible();

    await page.getByTestId('avatar-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await dialog(page).getByRole('button', { name: ok }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/login');
    await signIn(page);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('巡检中心').click();
    await sidebar.getByText('巡检部门').click();
    await expect(page).toHaveURL(/\/inspect\/depts$/);
    await expect(row(page, '衡器科技集团')).toBeVisible();
  });
});
