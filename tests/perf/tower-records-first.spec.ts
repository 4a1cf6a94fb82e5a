import type { Page, Response } from '@playwright/test';
import { expect, signIn, test } from '../e2e/fixtures';

/**
 * The first answers of the tower records in a fresh browser (no stored mock tables). The mock's
 * handlers run in the page's thread: seeding the 90 seeded days and detecting the weeks from the
 * seed's end (2026-10-01) to now happen there. Prints how long the first records list and the first
 * statistics take, and up to when the list reaches; asserts nothing.
 *
 *   npm run perf:pages -- tower-records-first
 */

interface Answer {
  ms: number;
  /** The newest record's end, or how the request failed. */
  newest: string;
}

/** Waits for the first answer whose path ends with `suffix`; its time from request to response. */
function firstAnswer(page: Page, suffix: string): Promise<Answer> {
  return new Promise((resolve) => {
    const started = new Map<string, number>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith(suffix)) started.set(request.url(), Date.now());
    });
    const onResponse = async (response: Response) => {
      const since = started.get(response.url());
      if (since === undefined) return;
      page.off('response', onResponse);
      const ms = Date.now() - since;
      const text = await response.text().catch(() => '');
      const ends = [...text.matchAll(/"endDatetime":"([^"]+)"/g)].map((m) => m[1]);
      const newest = ends.reduce((max, end) => (end > max ? end : max), '');
      resolve({ ms, newest });
    };
    page.on('response', onResponse);
    page.on('requestfailed', (request) => {
      const since = started.get(request.url());
      if (since !== undefined) resolve({ ms: Date.now() - since, newest: `failed: ${request.failure()?.errorText}` });
    });
  });
}

const today = () => new Date().toISOString().slice(0, 10);

test.describe.configure({ timeout: 180_000 });

test('records list opened directly after signing in', async ({ page }) => {
  const list = firstAnswer(page, '/tower/TowerRecord/page');
  await page.goto('/tower/record');
  await expect(page).toHaveURL(/\/login/);
  const clicked = Date.now();
  await signIn(page);
  const answer = await list;
  await expect(page.locator('.ant-table-row, .ant-empty').first()).toBeVisible({ timeout: 60_000 });
  console.log(
    `\nFresh browser, /tower/record straight after sign-in (today ${today()}):` +
      `\n  first list answer ${answer.ms} ms after its request, rows on screen ${Date.now() - clicked} ms after 登录` +
      `\n  newest record in it: ${answer.newest}`,
  );
});

test('records list opened from the menu after the dashboard', async ({ page }) => {
  await page.goto('/dashboard');
  await signIn(page);
  await expect(page.getByTestId('avatar-menu')).toBeVisible({ timeout: 60_000 });
  // A user looks at the dashboard for a few seconds first.
  await page.waitForTimeout(5_000);
  const list = firstAnswer(page, '/tower/TowerRecord/page');
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('料塔监控', { exact: true }).click();
  const clicked = Date.now();
  await sidebar.getByText('加料记录', { exact: true }).click();
  const answer = await list;
  await expect(page.locator('.ant-table-row, .ant-empty').first()).toBeVisible({ timeout: 60_000 });
  console.log(
    `\nFresh browser, dashboard for 5 s, then 加料记录 from the menu (today ${today()}):` +
      `\n  first list answer ${answer.ms} ms after its request, rows on screen ${Date.now() - clicked} ms after the click` +
      `\n  newest record in it: ${answer.newest}`,
  );
});

test('statistics opened directly after signing in', async ({ page }) => {
  const stats = firstAnswer(page, '/tower/TowerRecord/getStatistics');
  await page.goto('/tower/statistics');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page);
  const answer = await stats;
  console.log(`\nFresh browser, /tower/statistics straight after sign-in:\n  first statistics answer ${answer.ms} ms`);
});
