import { expect, openSignedIn, test } from '../e2e/fixtures';
import { sampleHeapOverMinutes } from './heap';

/**
 * Memory of the live monitor (issue 11): the tower monitor drawer stays open for five minutes,
 * asking `monitor/{id}` every 5 s and redrawing its chart; the JS heap is read after a forced
 * garbage collection at the start and once a minute. Prints the figures; asserts nothing.
 *
 *   npm run perf:pages -- tower-monitor      (MONITOR_MINUTES=1 for a quick look)
 */
const MINUTES = Number(process.env.MONITOR_MINUTES ?? 5);

test('heap of the live monitor over five minutes', async ({ page }) => {
  test.setTimeout((MINUTES + 3) * 60_000);
  let calls = 0;
  page.on('request', (request) => {
    if (/\/tower\/TowerInfo\/monitor\/\w+$/.test(new URL(request.url()).pathname)) calls += 1;
  });
  await openSignedIn(page, '/tower/info');
  const row = page.getByRole('row').filter({ hasText: 'LT-A-01' });
  await expect(row).toBeVisible({ timeout: 60_000 });
  await row.getByRole('button', { name: '实时监控' }).click();
  await expect(page.getByTestId('monitor-weight')).toContainText('kg', { timeout: 30_000 });

  await sampleHeapOverMinutes(page, { minutes: MINUTES, title: 'Live monitor', calls: () => `monitor calls ${calls}` });
});
