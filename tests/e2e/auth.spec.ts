import { expect, openSignedIn, signIn, test } from './fixtures';

test.describe('sign-in and route guard', () => {
  test('an unauthenticated deep link goes to login and comes back after sign-in', async ({ page }) => {
    let loginBody = '';
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/user/login')) loginBody = request.postData() ?? '';
    });
    await page.goto('/system/user?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fuser%3Fx%3D1$/);
    await signIn(page);
    await expect(page).toHaveURL(/\/system\/user\?x=1$/);
    // The password travels RSA-encrypted, never in clear.
    expect(loginBody).toContain('"username":"admin"');
    expect(loginBody).not.toContain('admin123');
    await expect(page).toHaveTitle(/用户管理 - 工业称重产品选型配置系统/);
  });

  test('a signed-in user on /login goes to the dashboard; unknown paths go to 404', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  });

  for (const target of [
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
  ]) {
    test(`redirect=${target} stays on site`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await signIn(page);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    });
  }
});
