import { expect, openSignedIn, signIn, test } from './fixtures';

test.describe('language detection (§1)', () => {
  test.describe('an English browser', () => {
    test.use({ locale: 'en-US' });

    test('without a cookie gets English', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByPlaceholder('User name')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page).toHaveTitle(/^Sign in - Industrial Weighing/);
    });

    test('with the cookie language=zh-CN gets Chinese', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: 'zh-CN', url: baseURL ?? '' }]);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: /登 录/ })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    });
  });

  test.describe('a browser in neither language', () => {
    test.use({ locale: 'de-DE' });

    test('falls back to English', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
  });

  test('a Chinese browser gets Chinese', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: /登 录/ })).toBeVisible();
  });
});

test.describe('switching language', () => {
  test('changes the app and antd texts live, without a reload, and is remembered', async ({ page, context }) => {
    await openSignedIn(page, '/system/post');
    await expect(page.getByText('20 条/页')).toBeVisible();
    await expect(page.getByPlaceholder('开始日期')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { notReloaded?: boolean }).notReloaded = true;
    });

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();

    // antd's own texts (pagination, date picker) and the app's (sidebar, breadcrumb, title).
    await expect(page.getByText('20 / page')).toBeVisible();
    await expect(page.getByPlaceholder('Start date')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByText('Dashboard')).toBeVisible();
    await expect(page).toHaveTitle(/^Posts - Industrial Weighing/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('en');

    await page.reload();
    await expect(page.getByText('20 / page')).toBeVisible();

    await page.getByTestId('language-switch').click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    await expect(page.getByText('20 条/页')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('zh-CN');
  });

  test('on the sign-in page, and the choice carries into the console', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('sidebar').getByText('Dashboard')).toBeVisible();
  });

  test('server messages follow the language', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await signIn(page, { username: 'admin', password: 'wrong-password' });
    await expect(page.getByText('Unknown user or wrong password')).toBeVisible();
  });
});
