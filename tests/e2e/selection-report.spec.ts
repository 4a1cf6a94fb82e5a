import type { Page } from '@playwright/test';
import { checkCompatibility } from '../../src/lib/weighing/compatibility';
import { expect, openSignedIn, test, useLanguage } from './fixtures';

/**
 * The selection report (issue 23) opened from a saved row of 选型数据: the 50 t silo of domain.md
 * §3.8 (vector EX3-20T of §3.9) on four 20 t C3 weigh modules with indicator I-1, saved by the
 * configurator with its checks, finest e and parts' figures.
 */

const LIST = '/wms/selection/seldata';
const MODEL_NUMBER = 'CZM-50T-4P-M20TC3X4-A12-BJTW';

const lc = { class: 'C', nLC: 3000, Emax: 20000, Emin: 0, Y: 10000, C: 2, RLC: 400, p: 0.7, safeLoadPct: 150 } as const;
const ind = { nind: 6000, p: 0.5, Uexc: 5, duMin: 0.5, UmrMax: 15, RLmin: 43, RLmax: 1100, class: 'III' } as const;
const env = { w0: 0.5, mus: 0.8, muz: 1, betaz: 1, D: 3, H: 12, h: 6, alpha: 0.08, hcg: 6, r: 1.5 };

function savedSilo() {
  const result = checkCompatibility({
    inst: { class: 'III', Max: 50000, e: 20, N: 4, R: 1, DL: 10000, IZSR: 1000, NUD: 5000, T: 0 },
    lc,
    ind,
    pCon: 0.5,
    SF: 1.25,
    env,
  });
  return {
    id: 1,
    selectionNo: 'XX20240510-0007',
    customer: '某饲料厂',
    project: '3# 料塔',
    applicationType: 'SILO',
    legalForTrade: false,
    maxCapacity: 50000,
    division: 20,
    accuracyClass: 'III',
    cellCount: 4,
    deadLoad: 10000,
    izsrPlus: 1000,
    nud: 5000,
    tarePlus: 0,
    reductionRatio: 1,
    environment: env,
    modularId: 12,
    sensorId: 31,
    wovenId: 3,
    stabilizerId: 5,
    overPlateId: 7,
    meterId: 22,
    indicatorCode: 'A12',
    options: 'BJTW',
    totalModelNo: MODEL_NUMBER,
    checkResults: result.checks,
    legal: result.legal,
    recommended: result.recommended,
    finestE: result.finestE,
    parts: {
      cell: { id: 31, model: 'SJ-20T-C3', modularId: 12, modularModel: 'CZM-SB-20T', classLabel: 'C3', figures: lc },
      meter: { id: 22, model: 'XK3190-A12', figures: ind },
      woven: { id: 3, model: 'BZX-25-400' },
      stabilizer: { id: 5, model: 'XWL-M20-600' },
      overPlate: { id: 7, model: 'GDB-300x300x25' },
    },
    quantity: 2,
    state: 'CONFIRMED',
    remark: '',
    createBy: 'engineer',
    createTime: '2024-05-10 09:30:00',
  };
}

/** The list holds the one saved silo: the mock reads its table from storage on the next load. */
async function serveSavedSilo(page: Page) {
  await page.evaluate((rows) => localStorage.setItem('mock:db:v1:wms_sel_data', JSON.stringify(rows)), [savedSilo()]);
  await page.reload();
}

test('a saved selection opens as a report from its row, in either language, and prints alone', async ({ page }) => {
  await useLanguage(page, 'zh-CN');
  await openSignedIn(page, LIST);
  await serveSavedSilo(page);
  const row = page.locator('.ant-table-row').filter({ hasText: 'XX20240510-0007' });
  await row.getByRole('button', { name: '报告' }).click();

  const report = page.getByTestId('selection-report');
  await expect(report.getByTestId('report-model-number')).toHaveText(MODEL_NUMBER);
  await expect(report.getByTestId('report-header')).toContainText('某饲料厂');
  await expect(report.locator('[data-check="C06"]')).toContainText('16,500 kg');
  await expect(report.locator('[data-check="V04.uplift"]')).toContainText('需配附件');
  await expect(report.getByTestId('verdict')).toContainText('合法且推荐');
  await expect(report.getByTestId('report-finest-e')).toContainText('20 kg');
  // Two sets of four modules.
  await expect(report.locator('[data-bom="cells"] td').last()).toHaveText('8');

  await report.getByText('English', { exact: true }).click();
  await expect(report.getByTestId('verdict')).toContainText('Legal and recommended');
  await expect(report.locator('[data-check="C06"]')).toContainText('Load-cell capacity');

  // Printing shows the report alone: no sidebar, no tags, no toolbar.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByTestId('tags-view')).toBeHidden();
  await expect(report.getByRole('toolbar')).toBeHidden();
  await expect(report.getByTestId('report-checks')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The toolbar stays in the console's language.
  await report.getByRole('button', { name: '关闭' }).click();
  await expect(report).toBeHidden();
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
