import type { Page } from '@playwright/test';
import { expect, openSignedIn, test, toast } from './fixtures';

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test.describe('platform: scheduled jobs', () => {
  test('runs a job once after asking, and its run shows in the job log', async ({ page }) => {
    await openSignedIn(page, '/quartz/job');
    const job = row(page, '料塔日报');
    // The first page after sign-in loads its chunks and translations: allow for a slow machine.
    await expect(job).toBeVisible({ timeout: 20_000 });
    await job.getByRole('button', { name: /执行一次/ }).click();
    await expect(page.getByText('确认要立即执行一次"料塔日报"任务吗？')).toBeVisible();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '执行成功')).toBeVisible();

    await job.getByRole('button', { name: /调度日志/ }).click();
    await expect(page).toHaveURL(/\/quartz\/job-log\/index\?jobName=/);
    // The job page stays cached (hidden) behind the log: only visible fields count.
    await expect(page.getByRole('textbox', { name: '任务名称' })).toHaveValue('料塔日报');
    const logLine = page.getByRole('row').filter({ hasText: '料塔日报 总共耗时' }).first();
    await expect(logLine).toBeVisible();
    await expect(logLine).toContainText('成功');

    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: '料塔日报 总共耗时' }).first()).toBeVisible({
      timeout: 20_000,
    });
  });

  test('checks the cron expression as it is typed and lists the next five runs', async ({ page }) => {
    await openSignedIn(page, '/quartz/job');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const dialog = page.getByRole('dialog');
    const cron = dialog.getByPlaceholder(/cron执行表达式/);
    await cron.fill('0 0 2 * *');
    await expect(dialog.getByText(/需要 6 或 7 个字段/)).toBeVisible();
    await cron.fill('0 0/15 * * * ?');
    await expect(dialog.getByText(/需要 6 或 7 个字段/)).toBeHidden();
    await expect(dialog.getByText('最近 5 次运行时间')).toBeVisible();
    await expect(dialog.locator('ol li')).toHaveCount(5);
  });
});
