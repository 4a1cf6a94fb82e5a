import { expectClean } from './axe';
import { expect, openSignedIn, OPERATOR, test, useLanguage } from './fixtures';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on one view of each kind, in both languages: the sign-in page, a
 * resource list and its dialog, a custom page with a chart, the settings panel. `npm run a11y` covers
 * every page; this is the sample `npm test` runs.
 */
test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('the sign-in page, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectClean(page);
  });

  test('a list page with its search, table and tags, and its add dialog, in Chinese', async ({ page }) => {
    await openSignedIn(page, '/system/post');
    await expect(page.getByRole('row').filter({ hasText: '董事长' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expectClean(page);
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectClean(page);
  });

  test('a custom page with a chart, and the settings panel, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await openSignedIn(page, '/tower/statistics');
    await expect(page.getByTestId('chart-data')).toBeVisible({ timeout: 20_000 });
    await expectClean(page);
    await page.getByTestId('settings-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectClean(page);
  });

  for (const [lng, latest] of [
    ['zh-CN', '最新消息'],
    ['en', 'Latest messages'],
  ] as const) {
    test(`the header bell's open list, in ${lng === 'en' ? 'English' : 'Chinese'}`, async ({ page }) => {
      await useLanguage(page, lng);
      await openSignedIn(page, '/dashboard', OPERATOR);
      await page.getByTestId('message-bell').click();
      const panel = page.getByTestId('bell-panel');
      await expect(panel.getByRole('list', { name: latest }).getByTestId('bell-item').first()).toBeVisible();
      await expectClean(page);
    });
  }

  test('the header bell and its list work by keyboard: Enter opens, Escape closes and gives the focus back', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard', OPERATOR);
    const bell = page.getByTestId('message-bell');
    await expect(bell).toHaveAttribute('aria-label', /^消息，\d+ 条未读/);
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('bell-panel');
    await expect(panel.getByTestId('bell-item').first()).toBeVisible();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    // The list follows the bell in the Tab order.
    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toBeFocused();
  });
});
