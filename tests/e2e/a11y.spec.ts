import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, openSignedIn, OPERATOR, test, useLanguage } from './fixtures';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on one view of each kind, in both languages: the sign-in page, a
 * resource list and its dialog, a custom page with a chart, the settings panel. `npm run a11y` covers
 * every page; this is the sample `npm test` runs.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical violations, as `rule: element`; text on primary buttons' fill is the theme's one exception. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    const primaryFill = (target: string[]) =>
      document.querySelector(target[0])?.closest('.ant-btn-color-primary.ant-btn-variant-solid, [data-primary-fill]') !=
      null;
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes
          .filter((n) => v.id !== 'color-contrast' || !primaryFill(n.target))
          .map((n) => `${v.id}: ${n.target.join(' ')}`),
      );
  });
}

/** Polled: a dialog's opening motion or a table still drawing settle within the poll. */
const expectClean = (page: Page) => expect.poll(() => seriousViolations(page), { timeout: 15_000 }).toEqual([]);

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
