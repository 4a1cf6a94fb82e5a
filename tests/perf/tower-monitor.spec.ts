import { expect, openSignedIn, test } from '../e2e/fixtures';

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

  const cdp = await page.context().newCDPSession(page);
  const heapMiB = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 1024 / 1024;
  };
  // Let the first few answers and chart redraws settle before the baseline.
  await page.waitForTimeout(15_000);
  const samples = [{ minute: 0, heap: await heapMiB(), calls }];
  for (let minute = 1; minute <= MINUTES; minute += 1) {
    await page.waitForTimeout(60_000);
    samples.push({ minute, heap: await heapMiB(), calls });
  }
  const start = samples[0].heap;
  console.log('\nLive monitor, JS heap after GC (MiB):');
  for (const s of samples) {
    const delta = s.heap - start;
    console.log(
      `  ${s.minute} min  ${s.heap.toFixed(2)}  (${delta >= 0 ? '+' : ''}${delta.toFixed(2)})  monitor calls ${s.calls}`,
    );
  }
});
