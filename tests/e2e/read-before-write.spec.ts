import type { Page } from '@playwright/test';
import { addFault, expect, openSignedIn, test, toast } from './fixtures';

const dialog = (page: Page) => page.getByRole('dialog');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const ok = (page: Page) => dialog(page).getByRole('button', { name: /确\s*定/ });

async function openPermissions(page: Page): Promise<void> {
  await row(page, '董事长')
    .getByRole('button', { name: /权\s*限/ })
    .click();
  await expect(dialog(page)).toBeVisible();
}

test.describe('a failed read never becomes a write (issue 35)', () => {
  test('post permissions: a failed GET deposts/pers/{id} shows Retry and OK cannot send', async ({ page }) => {
    await openSignedIn(page, '/system/post');
    // The first page after sign-in loads its chunks and translations: allow for a slow machine.
    await expect(row(page, '董事长')).toBeVisible({ timeout: 20_000 });

    // Give the post a permission to lose.
    await openPermissions(page);
    const perms = dialog(page).getByRole('combobox', { name: '权限字符' });
    await perms.fill('system:user:list');
    await perms.press('Enter');
    await expect(dialog(page).getByText('system:user:list', { exact: true })).toBeVisible();
    // A click on the title closes the suggestions' list, which covers OK.
    await dialog(page).getByText('岗位权限：董事长').click();
    await expect(perms).toHaveAttribute('aria-expanded', 'false');
    await ok(page).click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog(page)).toBeHidden();

    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/deposts/pers')) writes.push(request.url());
    });
    await addFault(page, { method: 'GET', path: 'deposts/pers/1', status: 500, times: 1 });
    await openPermissions(page);
    await expect(dialog(page).getByRole('alert').filter({ hasText: '数据读取失败' })).toBeVisible();
    await expect(ok(page)).toBeDisabled();
    await expect(dialog(page).getByRole('combobox', { name: '权限字符' })).toHaveCount(0);

    // The fault ran out with that one read: Retry reads the list, and OK may save it.
    await dialog(page)
      .getByRole('button', { name: /重\s*试/ })
      .click();
    await expect(dialog(page).getByText('system:user:list', { exact: true })).toBeVisible();
    await expect(ok(page)).toBeEnabled();
    await expect(dialog(page).getByRole('alert')).toHaveCount(0);
    expect(writes).toEqual([]);
  });
});
