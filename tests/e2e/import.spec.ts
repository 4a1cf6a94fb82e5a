import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { expectClean } from './axe';
import { addFault, expect, openSignedIn, OPERATOR, test, useLanguage } from './fixtures';

/** The page on screen (the tab cache keeps others mounted, hidden). */
const shown = (page: Page) => page.locator('.ant-table-wrapper').filter({ visible: true }).first();
const firstRow = (page: Page) => shown(page).locator('.ant-table-row').first();
const importDialog = (page: Page) => page.getByRole('dialog', { name: /^(导入|Import)/ });

type Cell = string | number | boolean | Date | null;

async function readBook(download: Download): Promise<{ header: string[]; rows: Cell[][]; sheets: string[] }> {
  const book = new ExcelJS.Workbook();
  const bytes = readFileSync(await download.path());
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  const width = sheet.columnCount;
  const values = (n: number) =>
    Array.from({ length: width }, (_, i) => {
      const value = sheet.getRow(n).getCell(i + 1).value;
      return value === undefined || (typeof value === 'object' && value !== null && !(value instanceof Date))
        ? null
        : value;
    });
  const rows: Cell[][] = [];
  for (let n = 2; n <= sheet.rowCount; n++) rows.push(values(n));
  return { header: values(1).map((v) => String(v ?? '')), rows, sheets: book.worksheets.map((s) => s.name) };
}

async function writeBook(header: string[], rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function exportList(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /导\s*出/ }).click();
  return downloading;
}

async function openImport(page: Page) {
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = importDialog(page);
  await expect(dialog.getByRole('button', { name: '下载模板' })).toBeEnabled({ timeout: 30_000 });
  return dialog;
}

/** Writes the mock holds now (a `hold` fault rule), and letting them go on (CONTRACT.md's controls). */
const heldWrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mock: { held: () => number } }).__mock.held());
const releaseWrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mock: { release: () => number } }).__mock.release());

async function upload(page: Page, name: string, buffer: Buffer) {
  await importDialog(page).locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

test.describe('import from Excel', () => {
  test('exported truck scales, two with new models and one without, import two and hand the third back; then Cancel mid-import', async ({
    page,
  }) => {
    await openSignedIn(page, '/wms/scales/TruckScale');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    const exported = await readBook(await exportList(page));
    const model = exported.header.indexOf('型号');
    expect(model).toBeGreaterThanOrEqual(0);
    const stamp = Date.now().toString(36).toUpperCase();
    // Three rows whose parts can still be chosen (the form, and so the import, offers enabled parts only).
    const offered = await page.evaluate(async () => {
      const token = decodeURIComponent(/(?:^|;\s*)Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const labels = await Promise.all(
        ['ConnectBox', 'WeightInstrument', 'LargeScreen'].map(async (res) => {
          const answer = (await (
            await fetch(`/api/admin/wms/${res}/options`, { headers: { Authorization: `Bearer ${token}` } })
          ).json()) as { data: { label: string }[] };
          return answer.data.map((o) => o.label.split(' ')[0]);
        }),
      );
      return labels.flat();
    });
    const parts = ['接线盒', '称重仪表', '大屏'].map((title) => exported.header.indexOf(title));
    const kept = exported.rows
      .filter((row) => parts.every((i) => i < 0 || row[i] === null || offered.includes(String(row[i]))))
      .slice(0, 3)
      .map((row) => [...row]);
    expect(kept).toHaveLength(3);
    kept[0][model] = `IMP-${stamp}-A`;
    kept[1][model] = `IMP-${stamp}-B`;
    kept[2][model] = null;

    const dialog = await openImport(page);
    await upload(page, 'truck-scales.xlsx', await writeBook(exported.header, kept));
    await expect(dialog.getByText('共 3 行：可导入 2 行，有错误 1 行')).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('第 4 行「型号」：型号不能为空')).toBeVisible();
    // The checked sheet, its errors named: axe-clean (WCAG 2.1 AA).
    await expectClean(page);

    await dialog.getByRole('button', { name: '导入 2 行' }).click();
    await expect(dialog.getByText('导入结束：新增 2 行，更新 0 行，失败 0 行（共 2 行）')).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.locator('.ant-table-row').filter({ hasText: `IMP-${stamp}-A` })).toContainText('已新增');

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '下载失败的行' }).click();
    const failed = await downloading;
    expect(failed.suggestedFilename()).toBe('汽车衡_导入失败的行.xlsx');
    const back = await readBook(failed);
    expect(back.header[0]).toBe('*型号');
    expect(back.header.at(-1)).toBe('错误原因');
    expect(back.rows).toHaveLength(1);
    expect(String(back.rows[0].at(-1))).toContain('型号不能为空');
    expect(back.sheets).toContain('填写说明');

    await dialog.getByRole('button', { name: '关 闭', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The list refreshed once at the end: the newest rows (created last) come first.
    await expect(
      shown(page)
        .locator('.ant-table-row')
        .filter({ hasText: `IMP-${stamp}-A` }),
    ).toBeVisible();

    // Cancel in the middle, on the same page: twelve rows, each create held by the mock until the
    // test lets it go, so the rows in flight when Cancel lands are known at any machine speed.
    const many = Array.from({ length: 12 }, (_, i) => {
      const row = [...kept[0]];
      row[model] = `IMP-${stamp}-C${String(i).padStart(2, '0')}`;
      return row;
    });
    await addFault(page, { method: 'POST', path: 'wms/TruckScale', hold: true });
    const again = await openImport(page);
    await upload(page, 'truck-scales-many.xlsx', await writeBook(exported.header, many));
    await expect(again.getByText('共 12 行：可导入 12 行，有错误 0 行')).toBeVisible({ timeout: 30_000 });
    await again.getByRole('button', { name: '导入 12 行' }).click();
    // The import's four at a time are sent, and held.
    await expect.poll(() => heldWrites(page), { timeout: 30_000 }).toBe(4);
    await again.getByRole('button', { name: '取消导入' }).click();
    await expect(again.getByText('已完成 0 / 12 行，其中失败 0 行 正在停止：等待已发出的行完成…')).toBeVisible();
    await expect(again.getByRole('button', { name: '关 闭', exact: true })).toBeDisabled();
    expect(await releaseWrites(page)).toBe(4);
    await expect(
      again.getByText('导入结束：新增 4 行，更新 0 行，失败 0 行（共 12 行） 导入已取消：其余 8 行未发送，没有保存。'),
    ).toBeVisible({ timeout: 30_000 });
    // Nothing was sent after Cancel: the rows in flight were the only ones.
    expect(await heldWrites(page)).toBe(0);
    const rowState = (n: number) =>
      again.locator('.ant-table-row').filter({ hasText: `IMP-${stamp}-C${n < 10 ? '0' : ''}${n}` });
    await expect(rowState(0)).toContainText('已新增');
    await expect(rowState(4)).toContainText('未发送');
    await again.getByRole('button', { name: '关 闭', exact: true }).click();
    await expect(again).toBeHidden();
    // The list (refreshed once) shows exactly the four rows created.
    const created = shown(page)
      .locator('.ant-table-row')
      .filter({ hasText: `IMP-${stamp}-C` });
    await expect(created).toHaveCount(4);
    for (const n of [0, 1, 2, 3]) await expect(created.filter({ hasText: `IMP-${stamp}-C0${n}` })).toHaveCount(1);
  });

  test('round trip: the digital chips exported, the list emptied, the file imported: the same rows again', async ({
    page,
  }) => {
    // Forty writes at a mock that answers one at a time: on the loaded machine (load average 21) a write
    // took 1–3 s and 37 of the 40 were in at 120 s. A hang detector, not a speed limit.
    test.setTimeout(480_000);
    await openSignedIn(page, '/wms/instruments/DigitalChip');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    const before = await readBook(await exportList(page));
    expect(before.rows.length).toBeGreaterThan(10);

    // Empty the list through the API the console uses.
    const left = await page.evaluate(async () => {
      const token = decodeURIComponent(/(?:^|;\s*)Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const headers = { Authorization: `Bearer ${token}` };
      const list = (await (await fetch('/api/admin/wms/DigitalChip/page?page=1&limit=1000', { headers })).json()) as {
        data: { list: { id: number }[] };
      };
      await fetch(`/api/admin/wms/DigitalChip/batch/${list.data.list.map((r) => r.id).join(',')}`, {
        method: 'DELETE',
        headers,
      });
      const after = (await (await fetch('/api/admin/wms/DigitalChip/page?page=1&limit=10', { headers })).json()) as {
        data: { total: number };
      };
      return after.data.total;
    });
    expect(left).toBe(0);

    const dialog = await openImport(page);
    await upload(page, 'digital-chips-export.xlsx', await writeBook(before.header, before.rows));
    await expect(
      dialog.getByText(`共 ${before.rows.length} 行：可导入 ${before.rows.length} 行，有错误 0 行`),
    ).toBeVisible({
      timeout: 30_000,
    });
    await dialog.getByRole('button', { name: `导入 ${before.rows.length} 行` }).click();
    await expect(
      dialog.getByText(`导入结束：新增 ${before.rows.length} 行，更新 0 行，失败 0 行（共 ${before.rows.length} 行）`),
    ).toBeVisible({ timeout: 360_000 });
    await dialog.getByRole('button', { name: '关 闭', exact: true }).click();
    await expect(dialog).toBeHidden();

    const after = await readBook(await exportList(page));
    expect(after.header).toEqual(before.header);
    const created = before.header.indexOf('创建时间');
    const id = before.header.indexOf('编号');
    const key = (rows: Cell[][]) =>
      rows.map((row) => JSON.stringify(row.filter((_, i) => i !== created && i !== id))).sort();
    expect(key(after.rows)).toEqual(key(before.rows));
  });

  test('in English, by keyboard: Import opens, the template downloads, a checked sheet is axe-clean, Escape closes and gives the focus back', async ({
    page,
  }) => {
    await useLanguage(page, 'en');
    await openSignedIn(page, '/wms/scales/TruckScale');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    const importButton = page.getByRole('button', { name: /^Import$/ });
    await importButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Import Truck scales$/ });
    const templateButton = dialog.getByRole('button', { name: 'Download template' });
    await expect(templateButton).toBeEnabled({ timeout: 30_000 });
    const downloading = page.waitForEvent('download');
    await templateButton.focus();
    await page.keyboard.press('Enter');
    const template = await readBook(await downloading);
    const model = template.header.findIndex((h) => /Model$/.test(h));
    expect(model).toBeGreaterThanOrEqual(0);
    // A model and nothing else: the other required columns are named as missing in the row.
    const row: Cell[] = template.header.map(() => null);
    row[model] = 'A11Y-EN-1';
    await upload(page, 'truck-scales-en.xlsx', await writeBook(template.header, [row]));
    await expect(dialog.locator('.ant-table-row')).toHaveCount(1, { timeout: 30_000 });
    await expect(dialog.getByText(/^Row 2, /).first()).toBeVisible();
    await expectClean(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(importButton).toBeFocused();
  });

  test('the operator sees no Import on a catalogue list', async ({ page }) => {
    await openSignedIn(page, '/wms/scales/TruckScale', OPERATOR);
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /导\s*入/ })).toHaveCount(0);
  });
});
