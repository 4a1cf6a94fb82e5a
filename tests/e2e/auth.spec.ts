import type { Page } from '@playwright/test';
import { ADMIN, addFault, expect, logout, openSignedIn, OPERATOR, signIn, test } from './fixtures';

/** Signs in and waits until the layout (user info and menus loaded) is on screen. */
async function openConsole(page: Page, path = '/dashboard', account = ADMIN): Promise<void> {
  await openSignedIn(page, path, account);
  await expect(page.getByTestId('avatar-menu')).toBeVisible();
}

test.describe('sign-in and route guard', () => {
  test(
    'an unauthenticated deep link goes to login and comes back after sign-in',
    { tag: '@smoke' },
    async ({ page }) => {
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
    },
  );

  test('a wrong password keeps the user on the sign-in page with the server message', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, { username: 'admin', password: 'not-the-password' });
    await expect(page.getByText('用户不存在/密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: /登 录/ })).toBeEnabled();
  });

  test('a signed-in user on /login goes to the dashboard; unknown paths go to 404', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a hidden route with a non-numeric id goes to 404', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.goto('/system/user-auth/role/abc');
    await expect(page).toHaveURL(/\/404$/);
  });

  // Every vector is a unit test (safe-redirect.test.ts); here the browser walks one of each family in one
  // session, signing out between them, to prove the sign-in page applies that check.
  test('a redirect that would leave the site lands on the dashboard instead', async ({ page }) => {
    test.setTimeout(90_000);
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
    ]) {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await signIn(page);
      await expect(page, target).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
      await page.context().clearCookies();
    }
  });

  test('a legitimate redirect keeps its path, query and hash', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('/dashboard?tab=2#counts')}`);
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard\?tab=2#counts$/);
  });
});

test.describe('logout', () => {
  test('returns to /login?redirect=<page> and clears the session', async ({ page, context }) => {
    await openConsole(page, '/dashboard?tab=2');
    let logoutCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/user/logout') && r.method() === 'POST') logoutCalls++;
    });
    await logout(page);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%3Ftab%3D2$/);
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    expect(logoutCalls).toBe(1);
    // The old page is only reachable by signing in again.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('still signs out when POST /user/logout fails, once and without a loop', async ({ page, context }) => {
    await openConsole(page, '/dashboard');
    await addFault(page, { method: 'POST', path: 'user/logout', network: true });
    let logoutCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/user/logout')) logoutCalls++;
    });
    await logout(page);
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('button', { name: /登 录/ })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    await expect(page.getByText('后端接口连接异常')).toHaveCount(0);
    expect(logoutCalls).toBe(1);
  });
});

test.describe('the operator', () => {
  test('is kept out of administration pages', async ({ page }) => {
    await openConsole(page, '/dashboard', OPERATOR);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByText('料塔监控')).toBeVisible();
    await expect(sidebar.getByText('系统管理')).toHaveCount(0);
    await page.goto('/system/user');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/system/dictitem/index/1');
    await expect(page).toHaveURL(/\/401$/);
    await expect(page.getByText('抱歉，您没有访问该页面的权限。')).toBeVisible();
  });
});
