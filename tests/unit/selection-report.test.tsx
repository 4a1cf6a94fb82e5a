import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selDataApi, type SelectionData } from '@/api/modules/wms/seldata';
import { Providers } from '@/app/providers';
import { cellPickOf, meterPickOf } from '@/features/configurator/catalogue';
import { fullInputOf } from '@/features/configurator/check-input';
import { draftKey, newDraft, type Draft } from '@/features/configurator/draft';
import { selectionRecordOf } from '@/features/configurator/record';
import { SelectionReport } from '@/features/configurator/report/selection-report';
import { ConfiguratorWizard } from '@/features/configurator/wizard';
import SelDataPage from '@/pages/wms/seldata';
import { changeLanguage, i18n } from '@/lib/i18n';
import { checkCompatibility } from '@/lib/weighing/compatibility';
import { useSession } from '@/stores/session';
import { server } from '@mocks/node';
import { signIn } from '../helpers';

/**
 * The selection report (issue 23) of domain §3.8/§3.9 vector EX3-20T: a 50 t outdoor silo on four
 * 20 t C3 weigh modules, indicator I-1 (code A12), e = 20 kg; model number
 * CZM-50T-4P-M20TC3X4-A12-BJTW (§5.3), legal and recommended, anti-lift stabilizers forced on,
 * finest legal e 20 kg.
 */

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

const MODEL_NUMBER = 'CZM-50T-4P-M20TC3X4-A12-BJTW';

const silo: Draft = {
  ...newDraft('SILO'),
  selectionNo: 'XX20240510-0007',
  customer: '某饲料厂',
  project: '3# 料塔',
  cellCount: 4,
  deadLoad: 10000,
  maxCapacity: 50000,
  division: 20,
  izsrPct: 2,
  nudPct: 10,
  legalForTrade: false,
  cell: cellPickOf(
    {
      id: 31,
      model: 'SJ-20T-C3',
      emax: 20000,
      accuracyClass: 'C3',
      nLC: 3000,
      y: 10000,
      ratedOutput: 2,
      inputResistance: 400,
      emin: 0,
      pLC: 0.7,
    },
    'DB',
    { value: 12, label: 'CZM-SB-20T', modelNo: 'CZM-SB-20T', safeLoad: 150 },
  ),
  meter: meterPickOf({
    id: 22,
    model: 'XK3190-A12',
    shortCode: 'A12',
    accuracyClass: 'III',
    nind: 6000,
    uExc: 5,
    duMin: 0.5,
  }),
  wovenId: 3,
  wovenModel: 'BZX-25-400',
  stabilizerId: 5,
  stabilizerModel: 'XWL-M20-600',
  overPlateId: 7,
  overPlateModel: 'GDB-300x300x25',
};

/** The silo as `seldata save` stores it and the list reads it back (the code and joins added by the server). */
function savedSilo(): SelectionData {
  const input = fullInputOf(silo);
  if (!input) throw new Error('the example is incomplete');
  const result = checkCompatibility(input);
  return {
    ...selectionRecordOf(silo, result),
    id: 901,
    totalModelNo: MODEL_NUMBER,
    totalNo: 'ZX-2024-0031',
    modularModelNo: 'CZM-SB-20T',
    sensorModel: 'SJ-20T-C3',
    meterModel: 'XK3190-A12',
    createBy: 'engineer',
    createTime: '2024-05-10 09:30:00',
  };
}

const EVERY_CHECK = [
  'C01',
  'C02',
  'C04',
  'C05',
  'C06',
  'C07',
  'C08',
  'C09',
  'C10',
  'C11',
  'C14',
  'V01',
  'V04.wind',
  'V04.seismic',
  'V04.uplift',
  'V05',
];

async function renderReport(selection: SelectionData, saved: boolean) {
  render(
    <Providers>
      <SelectionReport selection={selection} saved={saved} onClose={vi.fn()} />
    </Providers>,
  );
  return screen.findByTestId('report-checks', undefined, { timeout: 15_000 });
}

const row = (key: string) => {
  const found = screen.getByTestId('report-checks').querySelector(`[data-check="${key}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no check row ${key}`);
  return found;
};

describe('selection report', () => {
  it(
    'shows the worked example with its model number, every check and the verdict, in either language',
    { timeout: 60_000 },
    async () => {
      await changeLanguage('zh-CN');
      const selection = savedSilo();
      expect(selection.checkResults?.map((c) => c.key)).toEqual(EVERY_CHECK);
      const asked: string[] = [];
      const listen = ({ request }: { request: Request }) => void asked.push(request.url);
      server.events.on('request:start', listen);
      try {
        await renderReport(selection, false);
      } finally {
        server.events.removeListener('request:start', listen);
      }
      // Nothing is asked of the server to make the report of a selection in hand.
      expect(asked.filter((url) => url.includes('/api/'))).toEqual([]);

      expect(screen.getByTestId('report-model-number')).toHaveTextContent(MODEL_NUMBER);
      const header = screen.getByTestId('report-header');
      for (const text of ['XX20240510-0007', '某饲料厂', '3# 料塔', '2024-05-10', 'engineer'])
        expect(header).toHaveTextContent(text);
      const model = screen.getByTestId('report-model');
      expect(within(model).getByText('称重模块系统')).toBeInTheDocument();
      expect(within(model).getByText('4 × 称重模块，20 t，C3 级')).toBeInTheDocument();
      expect(model).toHaveTextContent('W 稳定杆 / 防掀装置');
      const bom = screen.getByTestId('report-bom');
      expect(bom.querySelector('[data-bom="cells"]')).toHaveTextContent('CZM-SB-20T（传感器 SJ-20T-C3）');
      expect(bom.querySelector('[data-bom="cells"]')).toHaveTextContent('4');
      expect(bom.querySelector('[data-bom="junctionBox"]')).toHaveTextContent('接线盒');
      expect(bom.querySelector('[data-bom="indicator"]')).toHaveTextContent('XK3190-A12');
      expect(bom.querySelector('[data-bom="woven"]')).toHaveTextContent('BZX-25-400');
      expect(bom.querySelector('[data-bom="stabilizer"]')).toHaveTextContent('XWL-M20-600');
      expect(bom.querySelector('[data-bom="overPlate"]')).toHaveTextContent('GDB-300x300x25');
      expect(screen.getByTestId('report-application')).toHaveTextContent('50,000 kg');

      for (const key of EVERY_CHECK) expect(row(key)).toHaveTextContent(key.slice(0, 3));
      // The result step's words: the C06 legal load of 16 500 kg against Emax 20 000 kg.
      expect(row('C06')).toHaveTextContent('传感器量程');
      expect(row('C06')).toHaveTextContent('通过');
      expect(row('C06')).toHaveTextContent('16,500 kg');
      expect(row('C06')).toHaveTextContent('≤ 20,000 kg');
      expect(row('V04.uplift')).toHaveTextContent('需配附件');
      expect(row('V04.uplift')).toHaveTextContent('-436.783 kg');
      expect(screen.getByTestId('verdict')).toHaveTextContent('合法且推荐');
      expect(screen.getByTestId('report-finest-e')).toHaveTextContent('20 kg');
      expect(screen.queryByTestId('report-missing')).not.toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/NaN|undefined/);

      // The report's own switch: the report turns English, the console stays in Chinese.
      fireEvent.click(screen.getByText('English'));
      await waitFor(() => expect(screen.getByTestId('verdict')).toHaveTextContent('Legal and recommended'));
      expect(i18n.language).toBe('zh-CN');
      expect(screen.getByTestId('report-model-number')).toHaveTextContent(MODEL_NUMBER);
      expect(within(screen.getByTestId('report-model')).getByText('weigh-module system')).toBeInTheDocument();
      for (const key of EVERY_CHECK) expect(row(key)).toHaveTextContent(key.slice(0, 3));
      expect(row('C06')).toHaveTextContent('Load-cell capacity');
      expect(row('C06')).toHaveTextContent('Pass');
      expect(row('V04.uplift')).toHaveTextContent('Needs accessory');
      expect(screen.getByTestId('report-bom').querySelector('[data-bom="stabilizer"]')).toHaveTextContent(
        'Stabilizer / anti-lift',
      );
      expect(screen.getByTestId('report-finest-e')).toHaveTextContent('Finest legal e for these parts: 20 kg');
    },
  );

  it(
    'is modal for the keyboard: what it covers is inert, and the focus returns to its opener',
    { timeout: 60_000 },
    async () => {
      await changeLanguage('zh-CN');
      function Opener() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              报告
            </button>
            {open && <SelectionReport selection={savedSilo()} saved={false} onClose={() => setOpen(false)} />}
          </>
        );
      }
      const { container } = render(
        <Providers>
          <Opener />
        </Providers>,
      );
      const opener = screen.getByRole('button', { name: '报告' });
      opener.focus();
      fireEvent.click(opener);
      const report = await screen.findByRole('dialog', { name: '选型报告 XX20240510-0007' });
      await screen.findByTestId('report-checks', undefined, { timeout: 15_000 });
      expect(report).toHaveFocus();
      // The page behind leaves the Tab order; the report's language switch is named by its label.
      expect(container.inert).toBe(true);
      expect(within(report).getByRole('radiogroup', { name: '报告语言' })).toBeInTheDocument();
      fireEvent.keyDown(window, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByTestId('selection-report')).toBeNull());
      expect(container.inert).toBe(false);
      expect(opener).toHaveFocus();
    },
  );

  it('says what an older selection lacks instead of showing blank or NaN figures', { timeout: 60_000 }, async () => {
    await changeLanguage('en');
    await signIn();
    await useSession.getState().loadUser();
    // A row recorded before the configurator: no division, no indicator, no checks, no verdict, no parts.
    const older: SelectionData = {
      id: 17,
      selectionNo: 'XX20250301-0002',
      customer: 'Old Mill',
      applicationType: 'PLATFORM',
      maxCapacity: 3000,
      cellCount: 4,
      sensorId: 999_999,
      sensorModel: 'XB-1P5T-C3',
      totalModelNo: 'TCS-3T-15X15-X1P5TC3X4-00-L',
      quantity: 1,
      state: 'DRAFT',
      createBy: 'admin',
      createTime: '2025-03-01 10:00:00',
    };
    await renderReport(older, true);
    const missing = screen.getByTestId('report-missing');
    for (const item of ['division', 'meter', 'checks', 'verdict', 'finestE', 'partFigures'])
      expect(missing.querySelector(`[data-missing="${item}"]`), item).not.toBeNull();
    expect(missing).toHaveTextContent('The verification interval e is not recorded.');
    expect(screen.getByTestId('report-checks')).toHaveTextContent('No compatibility checks were saved');
    expect(screen.getByTestId('report-verdict')).toHaveTextContent('No verdict was saved with this selection.');
    expect(screen.getByTestId('report-model')).toHaveTextContent('no indicator');
    expect(screen.getByTestId('report-bom').querySelector('[data-bom="option-L"]')).toHaveTextContent('stand pole');
    // Without saved figures there is nothing to compare with the catalogue.
    expect(screen.queryByTestId('report-changes')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/NaN|undefined|null/);
  });

  it('computes a finest e it was not given from the saved p_con, and says so when p_con was not saved', async () => {
    await changeLanguage('en');
    const { finestE: _notKept, ...selection } = savedSilo();
    expect(selection.parts?.pCon).toBe(0.5);
    const { unmount } = render(
      <Providers>
        <SelectionReport
          selection={{ ...selection, parts: { ...selection.parts, pCon: 0.4 } }}
          saved={false}
          onClose={vi.fn()}
        />
      </Providers>,
    );
    await screen.findByTestId('report-checks', undefined, { timeout: 15_000 });
    expect(screen.getByTestId('report-finest-e')).toHaveTextContent('Finest legal e for these parts: 20 kg');
    expect(screen.queryByTestId('report-missing')).not.toBeInTheDocument();
    unmount();

    const { pCon: _notSaved, ...parts } = selection.parts ?? {};
    await renderReport({ ...selection, parts }, false);
    const finest = screen.getByTestId('report-finest-e');
    expect(finest).toHaveTextContent(
      'The finest legal e cannot be given: the error share of the connecting elements p_con',
    );
    expect(finest).not.toHaveTextContent('Finest legal e for these parts');
    expect(screen.getByTestId('report-missing').querySelector('[data-missing="pCon"]')).not.toBeNull();
    expect(screen.getByTestId('report-missing').querySelector('[data-missing="finestE"]')).toBeNull();
  });

  it(
    'shows the figures saved with a selection and names the parts the catalogue has changed since',
    { timeout: 60_000 },
    async () => {
      await changeLanguage('zh-CN');
      await signIn();
      await useSession.getState().loadUser();
      const selection = savedSilo();
      const sensorAsked = vi.fn();
      // Today's catalogue: the cell is rated 25 t now and the grounding strap was removed; the rest is as saved.
      server.use(
        http.get('*/wms/sensor/31', () => {
          sensorAsked();
          return HttpResponse.json({
            code: 200,
            msg: 'ok',
            data: {
              id: 31,
              model: 'SJ-20T-C3',
              emax: 25000,
              accuracyClass: 'C3',
              nLC: 3000,
              y: 10000,
              ratedOutput: 2,
              inputResistance: 400,
              emin: 0,
              pLC: 0.7,
            },
          });
        }),
        http.get('*/wms/modular/12', () =>
          HttpResponse.json({ code: 200, msg: 'ok', data: { id: 12, modelNo: 'CZM-SB-20T', safeLoad: 150 } }),
        ),
        http.get('*/wms/NewMeter/22', () =>
          HttpResponse.json({
            code: 200,
            msg: 'ok',
            data: { id: 22, model: 'XK3190-A12', accuracyClass: 'III', nind: 6000, uExc: 5, duMin: 0.5 },
          }),
        ),
        http.get('*/wms/woven/3', () => HttpResponse.json({ code: 500, msg: '编织线不存在' })),
        http.get('*/wms/stabilizer/5', () =>
          HttpResponse.json({ code: 200, msg: 'ok', data: { id: 5, model: 'XWL-M20-600' } }),
        ),
        http.get('*/wms/overplate/7', () =>
          HttpResponse.json({ code: 200, msg: 'ok', data: { id: 7, model: 'GDB-300x300x25' } }),
        ),
      );
      await renderReport(selection, true);
      const changes = screen.getByTestId('report-changes');
      await waitFor(() => expect(changes.querySelector('[data-changed="cell"]')).not.toBeNull(), {
        timeout: 15_000,
      });
      expect(sensorAsked).toHaveBeenCalledTimes(1);
      expect(changes.querySelector('[data-changed="cell"]')).toHaveTextContent('传感器 SJ-20T-C3 已变更');
      expect(changes.querySelector('[data-changed="cell"]')).toHaveTextContent(
        'Emax：保存时 20,000 kg，当前 25,000 kg',
      );
      expect(changes.querySelector('[data-changed="woven"]')).toHaveTextContent(
        '接地编织带 BZX-25-400：无法从当前产品目录读取',
      );
      expect(changes.querySelector('[data-changed="meter"]')).toBeNull();
      expect(changes.querySelector('[data-changed="stabilizer"]')).toBeNull();
      // The checks are the ones saved: Emax 20 000 kg, not today's 25 000 kg.
      expect(row('C06')).toHaveTextContent('≤ 20,000 kg');
      expect(screen.getByTestId('report-bom').querySelector('[data-bom="woven"]')).toHaveTextContent('BZX-25-400');
    },
  );

  it(
    'opens from a saved row with the record fetched afresh, so a list row without checks or parts still gives the whole report',
    { timeout: 60_000 },
    async () => {
      await changeLanguage('zh-CN');
      await signIn();
      await useSession.getState().loadUser();
      const { id: _id, ...record } = savedSilo();
      const id = await selDataApi.save(record);
      const stored = await selDataApi.get(id);
      // The list answers a bare row: what a page of the real backend may well carry, no checks and no parts.
      const bare: SelectionData = {
        id: Number(id),
        selectionNo: stored.selectionNo,
        customer: stored.customer,
        totalModelNo: stored.totalModelNo,
        createTime: stored.createTime,
      };
      server.use(
        http.get('*/wms/seldata/page', () =>
          HttpResponse.json({ code: 200, msg: 'ok', data: { list: [bare], total: 1 } }),
        ),
      );
      render(
        <Providers>
          <MemoryRouter>
            <SelDataPage />
          </MemoryRouter>
        </Providers>,
      );
      const opener = await screen.findByRole('button', { name: /报告/ }, { timeout: 15_000 });
      fireEvent.click(opener);
      await screen.findByTestId('report-checks', undefined, { timeout: 15_000 });
      for (const key of EVERY_CHECK) expect(row(key)).toHaveTextContent(key.slice(0, 3));
      expect(row('C06')).toHaveTextContent('≤ 20,000 kg');
      expect(screen.getByTestId('verdict')).toHaveTextContent('合法且推荐');
      expect(screen.getByTestId('report-finest-e')).toHaveTextContent('20 kg');
      expect(screen.getByTestId('report-bom').querySelector('[data-bom="cells"]')).toHaveTextContent('SJ-20T-C3');
      expect(screen.queryByTestId('report-missing')).not.toBeInTheDocument();
    },
  );

  it(
    'falls back to the row as listed, and says what it lacks, when the record cannot be fetched',
    {
      timeout: 60_000,
    },
    async () => {
      await changeLanguage('zh-CN');
      await signIn();
      await useSession.getState().loadUser();
      const bare: SelectionData = { id: 4242, selectionNo: 'XX20240101-0001', customer: '旧客户' };
      server.use(
        http.get('*/wms/seldata/page', () =>
          HttpResponse.json({ code: 200, msg: 'ok', data: { list: [bare], total: 1 } }),
        ),
        http.get('*/wms/seldata/4242', () => HttpResponse.json({ code: 500, msg: '选型数据读取失败' })),
      );
      render(
        <Providers>
          <MemoryRouter>
            <SelDataPage />
          </MemoryRouter>
        </Providers>,
      );
      fireEvent.click(await screen.findByRole('button', { name: /报告/ }, { timeout: 15_000 }));
      expect(await screen.findByTestId('report-missing', undefined, { timeout: 15_000 })).toBeInTheDocument();
      expect(screen.getByTestId('report-header')).toHaveTextContent('旧客户');
      expect(screen.getByTestId('selection-report').textContent).not.toMatch(/NaN|undefined/);
    },
  );

  it('opens from the result step with the selection as it would be saved', { timeout: 60_000 }, async () => {
    await changeLanguage('zh-CN');
    await signIn();
    await useSession.getState().loadUser();
    // §3.6 at the result step: 3 t platform, e 1 kg, 4 × XB-1P5T-C3, indicator XK3210-E7.
    const platform: Draft = {
      ...newDraft('PLATFORM'),
      step: 4,
      customer: '例一',
      deadLoad: 250,
      maxCapacity: 3000,
      division: 1,
      cell: cellPickOf(
        { id: 155, model: 'XB-1P5T-C3', emax: 1500, accuracyClass: 'C3', nLC: 3000, y: 10000, ratedOutput: 2 },
        'SB',
      ),
      meter: meterPickOf({ id: 22, model: 'XK3210-E7', accuracyClass: 'III', nind: 10000, uExc: 5, duMin: 0.5 }),
    };
    localStorage.setItem(draftKey(useSession.getState().user?.name ?? ''), JSON.stringify(platform));
    render(
      <Providers>
        <MemoryRouter>
          <ConfiguratorWizard onLeave={vi.fn()} />
        </MemoryRouter>
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('model-number')).toHaveTextContent(/^TCS-3T-\S+$/), {
      timeout: 15_000,
    });
    const code = screen.getByTestId('model-number').textContent ?? '?';
    fireEvent.click(screen.getByTestId('open-report'));
    await screen.findByTestId('report-checks', undefined, { timeout: 15_000 });
    expect(screen.getByTestId('report-model-number')).toHaveTextContent(code);
    expect(screen.getByTestId('report-header')).toHaveTextContent(/XX\d{8}-\d{4}/);
    expect(screen.getByTestId('report-header')).toHaveTextContent('例一');
    expect(screen.getByTestId('report-header')).toHaveTextContent(useSession.getState().user?.name ?? '?');
    expect(row('C06')).toHaveTextContent('962.5 kg');
    expect(row('V01')).toHaveTextContent('通过');
    expect(screen.getByTestId('report-verdict')).toHaveTextContent('合法且推荐');
    expect(screen.getByTestId('report-finest-e')).toHaveTextContent('1 kg');
    expect(screen.getByTestId('report-bom').querySelector('[data-bom="cells"]')).toHaveTextContent('XB-1P5T-C3');
    expect(screen.queryByTestId('report-changes')).not.toBeInTheDocument();
    expect(screen.getByTestId('selection-report').textContent).not.toMatch(/NaN|undefined/);
  });

  it('saving a selection keeps its finest e and the figures of its parts', { timeout: 60_000 }, async () => {
    await signIn();
    const input = fullInputOf(silo);
    if (!input) throw new Error('the example is incomplete');
    const { selectionNo: _reserved, ...record } = selectionRecordOf(silo, checkCompatibility(input));
    const saved = await selDataApi.get(await selDataApi.save(record));
    expect(saved.finestE).toBe(20);
    expect(saved.parts?.cell).toMatchObject({ id: 31, model: 'SJ-20T-C3', modularModel: 'CZM-SB-20T' });
    expect(saved.parts?.cell?.figures).toMatchObject({ Emax: 20000, nLC: 3000, Y: 10000, safeLoadPct: 150 });
    expect(saved.parts?.meter?.figures).toMatchObject({ nind: 6000, Uexc: 5, duMin: 0.5 });
    expect(saved.parts?.woven).toEqual({ id: 3, model: 'BZX-25-400' });
    // p_con as the checks used it, in the parts' blob (the record has no field of its own for it).
    expect(saved.parts?.pCon).toBe(0.5);
  });
});
