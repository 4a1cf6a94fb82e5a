import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { addFault, expect, localDay, openSignedIn, OPERATOR, readExport, test, toast } from './fixtures';

/** Every warehouse catalogue page of the menu: its route title key and a column title that proves its texts loaded. */
const PAGES: [path: string, route: string, zh: string, en: string][] = [
  ['/wms/selection/seldata', 'seldata', '选型编号', 'Selection no.'],
  ['/wms/selection/totalmodel', 'totalmodel', '总型号', 'Model code'],
  ['/wms/loadcells/sensor', 'sensor', '额定量程 (kg)', 'Capacity Emax (kg)'],
  ['/wms/loadcells/sensortypes', 'sensortypes', '类型编码', 'Code'],
  ['/wms/accessories/woven', 'woven', '截面积 (mm²)', 'Cross-section (mm²)'],
  ['/wms/accessories/stabilizer', 'stabilizer', '最大水平力 (kN)', 'Max. horizontal force (kN)'],
  ['/wms/accessories/overplate', 'overplate', '厚度 (mm)', 'Thickness (mm)'],
  ['/wms/accessories/ConnectBox', 'connectBox', '路数', 'Channels'],
  ['/wms/accessories/StandBar', 'standBar', '高度 (mm)', 'Height (mm)'],
  ['/wms/accessories/xl', 'xl', '芯数', 'Cores'],
  ['/wms/accessories/ptfj', 'gycPtfj', '物料编码', 'Material code'],
  ['/wms/accessories/tyfj', 'gycTyfj', '图号', 'Drawing no.'],
  ['/wms/instruments/WeightInstrument', 'weightInstrument', '激励电压 (V)', 'Excitation (V)'],
  ['/wms/instruments/InstrumentVersion', 'instrumentVersion', '固件版本', 'Firmware'],
  ['/wms/instruments/InstrumentCabinet', 'instrumentCabinet', '可装仪表数', 'Indicator slots'],
  ['/wms/instruments/NewCabinet', 'newCabinet', '编号', 'Number'],
  ['/wms/instruments/NewMeter', 'newMeter', '类别', 'Category'],
  ['/wms/instruments/LargeScreen', 'largeScreen', '字高 (英寸)', 'Character height (in)'],
  ['/wms/instruments/DigitalChip', 'digitalChip', '采样率 (Hz)', 'Sample rate (Hz)'],
  ['/wms/scales/PlatformScale', 'platformScale', '最大秤量 (kg)', 'Max capacity (kg)'],
  ['/wms/scales/TruckScale', 'truckScale', '秤台节数', 'Sections'],
  ['/wms/specimens/Specimen', 'specimen', '库存数量', 'In stock'],
  ['/wms/specimens/SpecimenOut', 'specimenOut', '出库数量', 'Quantity'],
  ['/wms/specimens/SpecimenUse', 'specimenUse', '领用人', 'User'],
];

const routeTitles = (lng: 'zh-CN' | 'en') =>
  JSON.parse(readFileSync(`src/locales/${lng}/route.json`, 'utf8')) as Record<string, string>;

/** The page on screen (the tab cache keeps others mounted, hidden). */
const shown = (page: Page) => page.locator('.ant-table-wrapper').filter({ visible: true });
const firstRow = (page: Page) => shown(page).locator('.ant-table-row').first();
const row = (page: Page, text: string) => shown(page).locator('.ant-table-row').filter({ hasText: text });
const dialog = (page: Page) => page.getByRole('dialog');
const formItem = (scope: Locator, label: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

/** Client-side navigation, as a menu click does: no reload, the session and the tab cache stay. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function pickOption(page: Page, select: Locator, text: string | RegExp): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

/**
 * Opens every page in turn (client-side, as the menu does) and waits until the tab title is the
 * page's, the one table on screen has rows, shows the expected column, and no column title is a raw
 * i18n key (a namespace that did not load). Navigation and wait are one in-page call per page: each
 * Playwright action costs a trace snapshot of a DOM that grows with every cached page.
 */
async function visitEvery(page: Page, lng: 'zh-CN' | 'en'): Promise<void> {
  const titles = routeTitles(lng);
  for (const [path, route, zh, en] of PAGES) {
    const problem = await page.evaluate(
      async ({ path, title, column }) => {
        if (window.location.pathname !== path) {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }
        let state = '';
        const shown = () => {
          if (!document.title.startsWith(`${title} - `)) return `title is "${document.title}"`;
          const tables = [...document.querySelectorAll('.ant-table-wrapper')].filter((t) => t.checkVisibility());
          if (tables.length !== 1) return `${tables.length} tables on screen`;
          if (!tables[0].querySelector('.ant-table-row')) return 'no rows';
          const heads = [...tables[0].querySelectorAll('th')].map((th) => th.textContent ?? '');
          if (heads.some((h) => h.includes('fields.'))) return `raw label in ${heads.join(' | ')}`;
          return heads.some((h) => h.includes(column)) ? '' : `no column "${column}" in ${heads.join(' | ')}`;
        };
        for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
          state = shown();
          if (state === '') return '';
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return state;
      },
      { path, title: titles[route], column: lng === 'en' ? en : zh },
    );
    expect(problem, path).toBe('');
  }
}

test.describe('warehouse catalogue', () => {
  // In English, each page is opened by tests/unit/wms-catalogue-resources.test.tsx.
  test('every catalogue page opens and lists rows from its resource, in Chinese', async ({ page }) => {
    test.slow();
    await openSignedIn(page, PAGES[0][0]);
    await visitEvery(page, 'zh-CN');
  });

  test('a load cell is created, edited and deleted; a duplicate model is refused beside the field', async ({
    page,
  }) => {
    const model = `E2E-LC-${Date.now().toString(36).toUpperCase()}`;
    await openSignedIn(page, '/wms/loadcells/sensor');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });

    const add = async (name: string) => {
      await page.getByRole('button', { name: /新\s*增/ }).click();
      const form = dialog(page);
      await form.getByPlaceholder('请输入型号').fill(model);
      await form.getByPlaceholder('请输入名称').fill(name);
      await pickOption(page, form.getByRole('combobox', { name: '传感器类型' }), '双剪切梁式');
      await form.getByPlaceholder('请输入额定量程').fill('20000');
      await form.getByRole('button', { name: /确\s*定/ }).click();
    };

    await add('E2E 20t 双剪切梁传感器');
    await expect(dialog(page)).toBeHidden();
    await expect(row(page, model)).toBeVisible();

    // Find it by model, then edit its name.
    await page.getByRole('form', { name: '搜索' }).getByPlaceholder('请输入型号').fill(model);
    await page
      .getByRole('form', { name: '搜索' })
      .getByRole('button', { name: /搜\s*索/ })
      .click();
    await expect(row(page, model)).toBeVisible();
    await expect(row(page, model)).toContainText('20,000');
    await expect(row(page, model)).toContainText('双剪切梁式');
    await row(page, model)
      .getByRole('button', { name: /修\s*改/ })
      .click();
    const name = dialog(page).getByPlaceholder('请输入名称');
    await expect(name).toHaveValue('E2E 20t 双剪切梁传感器');
    await name.fill('E2E 20t 双剪切梁传感器（改）');
    await dialog(page)
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(dialog(page)).toBeHidden();
    await expect(row(page, model)).toContainText('（改）');

    // The same model again: the server's message stands under the model field, nothing typed is lost.
    await add('重复的传感器');
    const modelItem = formItem(dialog(page), '型号');
    await expect(modelItem.locator('.ant-form-item-explain-error')).toHaveText(`型号“${model}”已存在`);
    await expect(dialog(page).getByPlaceholder('请输入名称')).toHaveValue('重复的传感器');
    await dialog(page)
      .getByRole('button', { name: /取\s*消/ })
      .click();

    await row(page, model)
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText(`是否确认删除型号为"${model}"的数据项?`)).toBeVisible();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(toast(page, '删除成功')).toBeVisible();
    await expect(row(page, model)).toBeHidden();
  });

  test('a sample issue above the stock is refused beside the quantity and nothing typed is lost', async ({ page }) => {
    await openSignedIn(page, '/wms/specimens/SpecimenOut');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: /新\s*增/ }).click();
    const form = dialog(page);
    await form.getByPlaceholder('请输入出库单号').fill('YPCK-E2E-01');
    await pickOption(page, form.getByRole('combobox', { name: '样品' }), /^YP-/);
    const hint = form.getByText(/^当前库存 \d+/);
    await expect(hint).toBeVisible();
    const stock = Number(/当前库存 (\d+)/.exec((await hint.textContent()) ?? '')?.[1]);
    await form.getByPlaceholder('请输入出库数量').fill(String(stock + 1));
    await form.getByPlaceholder('请输入领取单位').fill('省计量院');
    await form.getByRole('button', { name: /确\s*定/ }).click();

    const error = formItem(form, '出库数量').locator('.ant-form-item-explain-error');
    await expect(error).toHaveText(new RegExp(`^样品“YP-.+”库存 ${stock}.，不足 ${stock + 1}$`));
    await expect(form.getByPlaceholder('请输入出库单号')).toHaveValue('YPCK-E2E-01');
    await expect(form.getByPlaceholder('请输入出库数量')).toHaveValue(String(stock + 1));
    await expect(form.getByPlaceholder('请输入领取单位')).toHaveValue('省计量院');
    await expect(formItem(form, '样品')).toContainText(/YP-\d{4}-\d{3} /);
  });

  test('the truck scale list exports as an xlsx named after the list and the day, with its columns', async ({
    page,
  }) => {
    await openSignedIn(page, '/wms/scales/TruckScale');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    await addFault(page, { method: 'GET', path: 'wms/TruckScale/downloadExcel', delayMs: 1500, times: 1 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    await expect(page.getByText('正在下载数据，请稍候')).toBeVisible();
    const download = await downloading;

    expect(download.suggestedFilename()).toBe(`汽车衡_${await localDay(page)}.xlsx`);
    const { parts, sheet, header, titles } = await readExport(download, shown(page));
    expect(parts).toContain('xl/workbook.xml');
    expect(header).toEqual(titles);
    expect(sheet).toContain('SCS-');
  });

  test('the operator reads the catalogue without write buttons, and the server refuses a write', async ({ page }) => {
    await openSignedIn(page, '/wms/loadcells/sensor', OPERATOR);
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /导\s*出/]) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await go(page, '/wms/scales/TruckScale');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);

    const answer = await page.evaluate(async () => {
      const token = /(?:^|;\s*)Admin-Token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/api/admin/wms/sensor', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${decodeURIComponent(token)}` },
        body: JSON.stringify({ model: 'OP-LC-1', name: 'x', emax: 1000 }),
      });
      return (await response.json()) as { code?: number };
    });
    expect(answer.code).toBe(403);
  });
});
