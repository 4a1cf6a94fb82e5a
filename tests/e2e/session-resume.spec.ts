import type { Page } from '@playwright/test';
import { ADMIN, expect, openSignedIn, test, toast, useLanguage } from './fixtures';

/** The mock's sessions all end, as after a backend restart (window.__mock.expireSessions). */
async function expireSessions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const mock = (window as unknown as { __mock?: { expireSessions: () => void } }).__mock;
    if (!mock) throw new Error('mock backend is not running');
    mock.expireSessions();
  });
}

const alerts = (page: Page) => page.locator('.ant-modal-confirm');
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('an expired session while a dialog holds unsaved input (invariant 14)', () => {
  test(
    'signing in again in place keeps the typed value; one save sends it once',
    { tag: '@smoke' },
    async ({ page }) => {
      await openSignedIn(page, '/system/post');
      await expect(row(page, '董事长')).toBeVisible({ timeout: 20_000 });
      await row(page, '董事长')
        .getByRole('button', { name: /修\s*改/ })
        .click();
      const edit = page.getByRole('dialog', { name: '修改岗位' });
      const name = edit.getByPlaceholder('请输入岗位名称');
      await expect(name).toHaveValue('董事长');
      await name.fill('董事长（会话过期后保存）');

      const writes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/admin/deposts') {
          writes.push(request.postData() ?? '');
        }
      });

      await expireSessions(page);
      await edit.getByRole('button', { name: /确\s*定/ }).click();
      await expect(alerts(page)).toHaveCount(1);
      await expect(alerts(page)).toContainText('登录状态已过期');
      await page.getByTestId('relogin').click();

      const signIn = page.getByRole('dialog', { name: '重新登录' });
      await expect(signIn.getByPlaceholder('账号')).toHaveValue(ADMIN.username);
      await signIn.getByPlaceholder('密码').fill(ADMIN.password);
      await signIn.getByRole('button', { name: /^登\s*录$/ }).click();
      await expect(signIn).toBeHidden();

      // Same page, same dialog, same input; nothing was written or re-sent on its own.
      await expect(page).toHaveURL(/\/system\/post$/);
      await expect(name).toHaveValue('董事长（会话过期后保存）');
      await expect(alerts(page)).toHaveCount(0);
      expect(writes).toHaveLength(0);

      await edit.getByRole('button', { name: /确\s*定/ }).click();
      await expect(toast(page, '修改成功')).toBeVisible();
      await expect(edit).toBeHidden();
      await expect(row(page, '董事长（会话过期后保存）')).toBeVisible();
      expect(writes).toHaveLength(1);
      expect(JSON.parse(writes[0])).toMatchObject({ postName: '董事长（会话过期后保存）' });
    },
  );

  for (const lng of ['zh-CN', 'en'] as const) {
    test(`the in-place sign-in reads well in ${lng}`, async ({ page }, testInfo) => {
      await useLanguage(page, lng);
      await openSignedIn(page, '/system/post');
      await expect(row(page, '董事长')).toBeVisible({ timeout: 20_000 });
      await expireSessions(page);
      await page
        .getByRole('form', { name: /搜索|Search/ })
        .getByRole('button', { name: /搜\s*索|Search/ })
        .click();
      await page.getByTestId('relogin').click();
      const signIn = page.getByRole('dialog', { name: lng === 'en' ? 'Sign in again' : '重新登录' });
      await expect(signIn.getByRole('button', { name: /^(登\s*录|Sign in)$/ })).toBeVisible();
      // Once the alert has gone and the dialog's opening animation has run.
      await expect(alerts(page)).toHaveCount(0);
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.ant-modal')].every((modal) => modal.getAnimations().length === 0),
      );
      await page.screenshot({ path: testInfo.outputPath(`in-place-sign-in-${lng}.png`) });
    });
  }
});
