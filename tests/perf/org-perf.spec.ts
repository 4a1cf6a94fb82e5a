import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from '../e2e/fixtures';

/**
 * Render time of the user page with the whole department tree (no wall-clock assertion: it prints
 * numbers). Each sample opens the page from the sidebar (a fresh mount: its tag was closed) and
 * waits until the full tree and the 20 rows are painted. Resource Timing splits the two requests
 * (the mock runs on the page's main thread) from the render (last answer → painted).
 */
async function openUsersSample(
  page: Page,
): Promise<{ start: number; total: number; requests: number; render: number; nodes: number }> {
  return page.evaluate(async () => {
    performance.clearResourceTimings();
    const item = Array.from(document.querySelectorAll('[data-testid="sidebar"] .ant-menu-item')).find(
      (el) => el.textContent?.trim() === '用户管理',
    );
    if (!(item instanceof HTMLElement)) throw new Error('no sidebar item 用户管理');
    const t0 = performance.now();
    item.click();
    const nodes = await new Promise<number>((resolve) => {
      const check = () => {
        const tree = document.querySelectorAll('main [role="tree"] [role="treeitem"]').length;
        const rows = document.querySelectorAll('main .ant-table-tbody tr.ant-table-row').length;
        const loading = document.querySelector('main .ant-table .ant-spin-spinning');
        if (tree > 0 && rows === 20 && !loading) requestAnimationFrame(() => resolve(tree));
        else requestAnimationFrame(check);
      };
      check();
    });
    const painted = performance.now();
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/admin/dept/treeselect') || e.name.includes('/api/admin/users/usermng/page'));
    const lastAnswer = Math.max(...answers.map((e) => (e as PerformanceResourceTiming).responseEnd));
    const firstRequest = Math.min(...answers.map((e) => e.startTime));
    return {
      start: firstRequest - t0,
      total: painted - t0,
      requests: answers.length === 2 ? lastAnswer - firstRequest : NaN,
      render: answers.length === 2 ? painted - lastAnswer : NaN,
      nodes,
    };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');

test('render time of the user page with the full department tree', async ({ page }) => {
  test.setTimeout(120_000);
  await openSignedIn(page, '/dashboard');
  await expect(page.getByTestId('sidebar').getByText('系统管理')).toBeVisible();
  await page.getByTestId('sidebar').getByText('系统管理').click();
  await expect(page.getByTestId('sidebar').getByText('用户管理')).toBeVisible();
  const samples = [];
  for (let i = 0; i < 5; i++) {
    samples.push(await openUsersSample(page));
    // Closing the tag releases the page, so the next sample mounts it again.
    await page.getByRole('button', { name: '关闭 用户管理' }).click();
    await expect(page).not.toHaveURL(/\/system\/user$/);
  }
  const totals = samples.map((s) => s.total);
  const requests = samples.map((s) => s.requests);
  const renders = samples.map((s) => s.render);
  const starts = samples.map((s) => s.start);
  console.log(
    `users page, full department tree (${samples[0].nodes} nodes rendered by the virtual tree) and 20 rows: click→painted ms ${list(totals)} (median ${median(totals).toFixed(0)}); ` +
      `click→first request ms ${list(starts)} (median ${median(starts).toFixed(0)}); ` +
      `requests (first sent → last answered) ms ${list(requests)} (median ${median(requests).toFixed(0)}); ` +
      `render (last answer → painted) ms ${list(renders)} (median ${median(renders).toFixed(0)})`,
  );
  expect(samples).toHaveLength(5);
});
