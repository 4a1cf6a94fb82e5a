import type { Page } from '@playwright/test';
import { confirmOk, expect, logout, openSignedIn, OPERATOR, signIn, test, toast } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const ok = /确\s*定/;

/** A row action of the role list's 更多 menu. */
async function rowAction(page: Page, roleKey: string, action: string): Promise<void> {
  await row(page, roleKey).getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: action }).click();
}
const searchForm = (page: Page) => page.getByRole('form', { name: '搜索' }).filter({ visible: true }).first();

test.describe('platform: roles', () => {
  test('assign users to a role, revoke one and several; the allocation survives a reload', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/system/role');
    await expect(row(page, 'engineer')).toBeVisible({ timeout: 15_000 });
    await rowAction(page, 'engineer', '分配用户');
    await expect(page).toHaveURL(/\/system\/role-auth\/user\/3$/);
    await expect(page.getByText('选型工程师').filter({ visible: true })).toBeVisible();
    // The seed gives the engineer role every third user from user004 on.
    await expect(row(page, 'user004')).toBeVisible();
    await expect(row(page, 'operator')).toBeHidden();

    // Assign the operator from the unallocated users, found by user name.
    await page.getByRole('button', { name: /添\s*加/ }).click();
    const assign = dialog(page);
    await assign.getByPlaceholder('请输入用户名称').fill('operator');
    await assign.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(assign.getByRole('row').filter({ hasText: 'user005' })).toBeHidden();
    await assign.getByRole('row').filter({ hasText: '15666666666' }).getByRole('checkbox').check();
    await assign.getByRole('button', { name: ok }).click();
    await expect(toast(page, '分配成功')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(row(page, 'operator')).toBeVisible();

    // Search the allocated users by mobile.
    await page.getByPlaceholder('请输入手机号码').fill('15666666666');
    await searchForm(page)
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect(row(page, 'user004')).toBeHidden();
    await expect(row(page, 'operator')).toBeVisible();
    await searchForm(page)
      .getByRole('button', { name: /重\s*置/ })
      .click();
    await expect(row(page, 'user004')).toBeVisible();

    // Revoke one, after the question naming the user.
    await row(page, 'operator').getByRole('button', { name: '取消授权' }).click();
    await expect(page.getByText('确认要取消"operator"的授权吗？')).toBeVisible();
    await confirmOk(page);
    await expect(toast(page, '取消授权成功')).toBeVisible();
    await expect(row(page, 'operator')).toBeHidden();

    // Revoke several at once.
    await row(page, 'user004').getByRole('checkbox').check();
    await row(page, 'user007').getByRole('checkbox').check();
    await page.getByRole('button', { name: '批量取消授权' }).click();
    await confirmOk(page);
    await expect(toast(page, '取消授权成功')).toBeVisible();
    await expect(row(page, 'user004')).toBeHidden();
    await expect(row(page, 'user007')).toBeHidden();

    await page.reload();
    await expect(row(page, 'user010')).toBeVisible({ timeout: 15_000 });
    await expect(row(page, 'user004')).toBeHidden();
    await expect(row(page, 'operator')).toBeHidden();
  });

  test('a menu given to the operator role appears in the sidebar after the operator signs in again', async ({
    page,
  }) => {
    test.slow();
    await openSignedIn(page, '/system/role');
    await row(page, 'operator')
      .getByRole('button', { name: /修\s*改/ })
      .click();
    const edit = dialog(page);
    const tree = edit.getByRole('tree', { name: '菜单权限' });
    await expect(tree.getByRole('treeitem', { name: '系统管理' })).toBeVisible();
    await tree.getByRole('treeitem', { name: '系统管理' }).locator('.ant-tree-switcher').click();
    await tree.getByRole('treeitem', { name: '部门管理' }).getByRole('checkbox').click();
    // With parent-child linkage the directory is half-checked and saved with the page.
    await expect(tree.getByRole('treeitem', { name: '系统管理' }).getByRole('checkbox')).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await edit.getByRole('button', { name: ok }).click();
    await expect(toast(page, '修改成功')).toBeVisible();

    await logout(page);
    await page.goto('/login');
    await signIn(page, OPERATOR);
    await expect(page).toHaveURL(/\/dashboard$/);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('系统管理').click();
    await sidebar.getByText('部门管理').click();
    await expect(page).toHaveURL(/\/system\/dept$/);
    await expect(row(page, '衡器科技集团')).toBeVisible();
    // Only the granted page (and its buttons, checked with it): no other platform page.
    await expect(sidebar.getByText('用户管理')).toBeHidden();
  });

  test('a role keeps its custom data scope', async ({ page }) => {
    test.slow();
    await openSignedIn(page, '/system/role');
    await rowAction(page, 'engineer', '数据权限');
    const scope = dialog(page);
    await scope.getByLabel('权限范围').click();
    await page.getByTitle('自定数据权限').click();
    const tree = scope.getByRole('tree', { name: '数据权限' });
    await tree.getByRole('treeitem', { name: '衡器科技集团' }).locator('.ant-tree-switcher').click();
    await tree.getByRole('treeitem', { name: '华北大区' }).getByRole('checkbox').click();
    await scope.getByRole('button', { name: ok }).click();
    await expect(toast(page, '修改成功')).toBeVisible();

    await page.reload();
    await expect(row(page, 'engineer')).toBeVisible({ timeout: 15_000 });
    await rowAction(page, 'engineer', '数据权限');
    await expect(dialog(page).getByText('自定数据权限')).toBeVisible();
    const reopened = dialog(page).getByRole('tree', { name: '数据权限' });
    await reopened.getByRole('treeitem', { name: '衡器科技集团' }).locator('.ant-tree-switcher').click();
    await expect(reopened.getByRole('treeitem', { name: '华北大区' }).getByRole('checkbox')).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(reopened.getByRole('treeitem', { name: '华东大区' }).getByRole('checkbox')).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
