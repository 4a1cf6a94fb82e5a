#!/usr/bin/env node
/* global process, console, Buffer */
/**
 * Import from Excel (issue 37): how long the browser takes to read and check a 5,000-row file. The
 * demo build (mock on) in Debian's Chromium, signed in as admin, the truck scale list's Import dialog
 * open (its xlsx package loaded); the clock runs from handing the file to the upload until the
 * preview says how many rows it read (reading, header matching, each row's checks, the choices of
 * the dictionary and part columns). Prints the median and worst of the runs; asserts nothing.
 *
 *   node scripts/perf-import.mjs                       # builds dist-mock/ if missing, port 4187
 *   node scripts/perf-import.mjs --rows 5000 --runs 3 --dir dist-x --port 4188 --build
 */
import ExcelJS from 'exceljs';
import { launchChromium, quantile, scriptOptions, serveDemo } from './lib/demo-browser.mjs';

const { option, flag } = scriptOptions();
const rows = Number(option('--rows', 5000));
const runs = Number(option('--runs', 3));
const { baseURL, stop } = await serveDemo({
  dir: option('--dir', 'dist-mock'),
  port: Number(option('--port', process.env.PERF_PORT ?? 4187)),
  build: flag('--build'),
});

/** A truck scale sheet as the template heads it; one row in fifty has an error to report. */
async function sheetOf(count) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('汽车衡');
  sheet.addRow([
    '*型号',
    '*名称',
    '*最大秤量 (kg)',
    '*分度值 e (kg)',
    '准确度等级',
    '长度 (m)',
    '宽度 (m)',
    '秤台节数',
    '传感器数量',
    '秤台结构',
    '基础形式',
    '状态',
    '备注',
  ]);
  for (let i = 0; i < count; i++) {
    sheet.addRow([
      i % 50 === 7 ? '' : `PERF-${i}`,
      `${i}吨电子汽车衡`,
      { formula: `${30 + (i % 10)}*1000`, result: (30 + (i % 10)) * 1000 },
      10,
      'III',
      String(12 + (i % 6)),
      3,
      3,
      8,
      i % 2 ? 'U_BEAM' : 'BOX',
      '地上式',
      '正常',
      i % 3 ? '' : '导入测试',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const file = await sheetOf(rows);
console.log(`${rows} rows, ${(file.length / 1024).toFixed(0)} KiB`);
const browser = await launchChromium();
const figures = [];
try {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByPlaceholder(/^(账号|User name)$/).fill('admin');
  await page.getByPlaceholder(/^(密码|Password)$/).fill('admin123');
  await page.getByRole('button', { name: /登 录|Sign in/ }).click();
  await page.waitForURL(/\/(dashboard|index)/, { timeout: 120_000 });
  await page.goto('/wms/scales/TruckScale');
  await page.locator('.ant-table-row').first().waitFor({ timeout: 120_000 });
  for (let run = 0; run < runs; run++) {
    await page.getByRole('button', { name: /导\s*入/ }).click();
    const dialog = page.getByRole('dialog', { name: /^导入/ });
    await dialog.getByRole('button', { name: '下载模板' }).waitFor({ timeout: 120_000 });
    const started = Date.now();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'perf.xlsx', mimeType: 'application/octet-stream', buffer: file });
    await dialog.getByText(new RegExp(`^共 ${rows} 行`)).waitFor({ timeout: 300_000 });
    const ms = Date.now() - started;
    figures.push(ms);
    console.log(`run ${run + 1}: read and checked in ${ms} ms (${await dialog.getByText(/^共 /).textContent()})`);
    await dialog.getByRole('button', { name: '关 闭', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  await context.close();
} finally {
  await browser.close();
  await stop();
}
const sorted = [...figures].sort((a, b) => a - b);
console.log(
  `read + check of ${rows} rows: median ${quantile(sorted, 0.5)} ms, worst ${sorted.at(-1)} ms (${runs} runs)`,
);
