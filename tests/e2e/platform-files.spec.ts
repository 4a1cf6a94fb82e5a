import { expect, openSignedIn, test, toast } from './fixtures';

test.describe('platform: stored files', () => {
  test('uploads into a class, refuses an oversized file before sending, links the preview safely and deletes', async ({
    page,
  }) => {
    await openSignedIn(page, '/system/files');
    // The first page after sign-in loads its chunks and translations: allow for a slow machine.
    await page.getByRole('menuitem', { name: /产品手册/ }).click({ timeout: 20_000 });
    await expect(page.getByRole('row').filter({ hasText: '使用说明书' }).first()).toBeVisible();

    const chooser = page.locator('input[type="file"]');
    let uploads = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/files')) uploads += 1;
    });
    await chooser.setInputFiles({
      name: 'huge.bin',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(11 * 1024 * 1024),
    });
    await expect(toast(page, '“huge.bin”大小为 11 MB，上传文件大小不能超过 10 MB')).toBeVisible();
    expect(uploads).toBe(0);

    await chooser.setInputFiles({
      name: '称重模块选型说明.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('weighing'),
    });
    await expect(toast(page, '“称重模块选型说明.txt”上传成功')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '称重模块选型说明.txt' });
    await expect(row).toBeVisible();
    expect(uploads).toBe(1);

    const preview = row.getByRole('link', { name: /预览/ });
    await expect(preview).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(preview).toHaveAttribute('href', /^\/api\/content\/files\/preview\//);

    await row.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.getByText('是否确认删除文件名称为"称重模块选型说明.txt"的数据项?')).toBeVisible();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(row).toBeHidden();
  });
});
