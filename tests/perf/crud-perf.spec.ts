import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from '../e2e/fixtures';

/**
 * Render time of a 50-row page of operation logs (no wall-clock assertion: it prints numbers).
 * Each sample clicks the next page and waits for the 50 new rows to be painted (next animation
 * frame); Resource Timing splits the request (the mock, which runs on the page's main thread) from
 * the render (answer received → rows painted).
 */
async function nextPageSample(page: Page, target: number): Promise<{ total: number; request: number; render: number }> {
  return page.evaluate(async (pageNumber) => {
    const firstCell = () => document.querySelector('.ant-table-tbody tr.ant-table-row td:nth-child(2)')?.textContent;
    const before = firstCell();
    performance.clearResourceTimings();
    const item = document.querySelector(`.ant-pagination-item-${pageNumber}`);
    if (!(item instanceof HTMLElement)) throw new Error(`no page ${pageNumber}`);
    const t0 = performance.now();
    item.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length;
        const loading = document.querySelector('.ant-table .ant-spin-spinning');
        if (rows === 50 && !loading && firstCell() !== before) requestAnimationFrame(() => resolve());
        else requestAnimationFrame(check);
      };
      check();
    });
    const painted = performance.now();
    const entry = performance
      .getEntriesByType('resource')
      .find(
        (e): e is PerformanceResourceTiming =>
          e instanceof PerformanceResourceTiming && e.name.includes('/api/admin/operations/page'),
      );
    return {
      total: painted - t0,
      request: entry ? entry.duration : NaN,
      // From the answer's arrival to the 50 new rows on screen.
      render: entry ? painted - entry.responseEnd : NaN,
    };
  }, target);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('render time of a 50-row page of operation logs', async ({ page }) => {
  await openSignedIn(page, '/system/log/operlog');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.getByTitle('50 条/页').click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(50);
  const samples = [];
  for (const target of [2, 3, 4, 5, 6]) samples.push(await nextPageSample(page, target));
  const totals = samples.map((s) => s.total);
  const requests = samples.map((s) => s.request);
  const renders = samples.map((s) => s.render);
  console.log(
    `operlog 50 rows: click→painted ms ${totals.map((v) => v.toFixed(0)).join(', ')} (median ${median(totals).toFixed(0)}); ` +
      `request ms median ${median(requests).toFixed(0)}; render (answer → painted) ms ${renders.map((v) => v.toFixed(0)).join(', ')} (median ${median(renders).toFixed(0)})`,
  );
  expect(samples).toHaveLength(5);
});
