import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { connectBoxApi } from '@/api/modules/wms/connect-box';
import { digitalChipApi } from '@/api/modules/wms/digital-chip';
import { gycPtfjApi } from '@/api/modules/wms/gyc-ptfj';
import { gycTyfjApi } from '@/api/modules/wms/gyc-tyfj';
import { instrumentCabinetApi } from '@/api/modules/wms/instrument-cabinet';
import { instrumentVersionApi } from '@/api/modules/wms/instrument-version';
import { largeScreenApi } from '@/api/modules/wms/large-screen';
import { newCabinetApi } from '@/api/modules/wms/new-cabinet';
import { newMeterApi } from '@/api/modules/wms/new-meter';
import { platformScaleApi } from '@/api/modules/wms/platform-scale';
import { specimenApi } from '@/api/modules/wms/specimen';
import { specimenOutApi } from '@/api/modules/wms/specimen-out';
import { specimenUseApi } from '@/api/modules/wms/specimen-use';
import { standBarApi } from '@/api/modules/wms/stand-bar';
import { truckScaleApi } from '@/api/modules/wms/truck-scale';
import { weightInstrumentApi } from '@/api/modules/wms/weight-instrument';
import { xlApi } from '@/api/modules/wms/xl';
import { ApiError, type PageQuery, type PageResult } from '@/api/types';
import { getToken } from '@/lib/auth/token';
import { i18n } from '@/lib/i18n';
import { findToast, OPERATOR, signIn } from '../helpers';

/** Behaviour of the warehouse-catalogue mock a user would notice: volumes, paging, refusals, exports, permissions. */
const BASE = 'http://localhost/api/admin';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

/** The export as bytes, read with fetch (axios' blob path under msw/node turns bytes into text). */
async function exportSheet(path: string, query: Record<string, string>, language = 'zh-CN'): Promise<string> {
  const response = await fetch(`${BASE}/${path}/downloadExcel?${new URLSearchParams(query)}`, {
    headers: { Authorization: `Bearer ${getToken()}`, 'Accept-Language': language },
  });
  expect(response.headers.get('content-type')).toBe(XLSX);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return strFromU8(files['xl/worksheets/sheet1.xml']);
}

interface Listing {
  page: (query: PageQuery) => Promise<PageResult<object>>;
}

const RESOURCES: [string, Listing][] = [
  ['PlatformScale', platformScaleApi],
  ['TruckScale', truckScaleApi],
  ['WeightInstrument', weightInstrumentApi],
  ['InstrumentVersion', instrumentVersionApi],
  ['InstrumentCabinet', instrumentCabinetApi],
  ['NewCabinet', newCabinetApi],
  ['NewMeter', newMeterApi],
  ['LargeScreen', largeScreenApi],
  ['DigitalChip', digitalChipApi],
  ['ConnectBox', connectBoxApi],
  ['StandBar', standBarApi],
  ['xl', xlApi],
  ['gyc/ptfj', gycPtfjApi],
  ['gyc/tyfj', gycTyfjApi],
  ['Specimen', specimenApi],
  ['SpecimenOut', specimenOutApi],
  ['SpecimenUse', specimenUseApi],
];

describe('volumes, paging and filters', () => {
  it('seeds 30 to 150 rows per resource', async () => {
    await signIn();
    for (const [name, api] of RESOURCES) {
      const { total } = await api.page({ page: 1, limit: 1 });
      expect(total, name).toBeGreaterThanOrEqual(30);
      expect(total, name).toBeLessThanOrEqual(150);
    }
  });

  it('pages connect boxes newest first, filters them and sorts on request', async () => {
    await signIn();
    const first = await connectBoxApi.page({ page: 1, limit: 10 });
    const second = await connectBoxApi.page({ page: 2, limit: 10 });
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(10);
    const firstIds = new Set(first.list.map((b) => b.id));
    expect(second.list.some((b) => firstIds.has(b.id))).toBe(false);
    const times = [...first.list, ...second.list].map((b) => String(b.createTime));
    expect([...times].sort().reverse()).toEqual(times);

    const digital = await connectBoxApi.page({ page: 1, limit: 100, kind: 'DIGITAL' });
    expect(digital.total).toBeGreaterThan(0);
    expect(digital.total).toBeLessThan(first.total);
    expect(digital.list.every((b) => b.kind === 'DIGITAL' && b.trimMethod === 'SOFTWARE')).toBe(true);

    const byModel = await connectBoxApi.page({ page: 1, limit: 100, orderBy: 'model', order: 'asc' });
    const models = byModel.list.map((b) => String(b.model));
    expect(models).toEqual([...models].sort((a, b) => a.localeCompare(b, 'zh-CN', { numeric: true })));
  });

  it('joins the sample onto its issues and usage records, and filters them by sample', async () => {
    await signIn();
    const outs = await specimenOutApi.page({ page: 1, limit: 20 });
    for (const out of outs.list) {
      const specimen = await specimenApi.get(Number(out.specimenId));
      expect(out).toMatchObject({ sampleNo: specimen.sampleNo, specimenName: specimen.name });
      expect(Number(out.quantity)).toBeLessThanOrEqual(Number(specimen.quantity));
    }
    const specimenId = Number(outs.list[0].specimenId);
    const ofOne = await specimenOutApi.page({ page: 1, limit: 100, specimenId });
    expect(ofOne.list.every((o) => o.specimenId === specimenId)).toBe(true);
    const uses = await specimenUseApi.page({ page: 1, limit: 5, userName: '张' });
    expect(uses.list.every((u) => String(u.userName).includes('张') && String(u.sampleNo).startsWith('YP-'))).toBe(
      true,
    );
  });
});

describe('validation and uniqueness', () => {
  it('refuses a duplicate model, number or material code with a clear message, in Chinese and English', async () => {
    await signIn();
    const box = (await connectBoxApi.page({ page: 1, limit: 1 })).list[0];
    expect((await rejection(connectBoxApi.create({ model: box.model, name: '重复' }))).message).toBe(
      `型号“${box.model}”已存在`,
    );
    findToast(`型号“${box.model}”已存在`);

    const meter = (await newMeterApi.page({ page: 1, limit: 1 })).list[0];
    const copy = { no: meter.no, model: 'XK9999-NEW', name: '新仪表', category: 'ANALOG_YB' as const };
    expect((await rejection(newMeterApi.create(copy))).message).toBe(`编号“${meter.no}”已存在`);

    const part = (await gycPtfjApi.page({ page: 1, limit: 1 })).list[0];
    const clash = { ...part, id: undefined, mdl: 'NEW-1' };
    expect((await rejection(gycPtfjApi.create(clash))).message).toBe(`物料编码“${part.code}”已存在`);

    await i18n.changeLanguage('en');
    expect((await rejection(connectBoxApi.create({ model: box.model, name: 'dup' }))).message).toBe(
      `The model "${box.model}" already exists`,
    );
    expect((await rejection(gycTyfjApi.create({ name: 'x' }))).message).toBe('The model is required');
  });

  it('requires the six fields of a module attachment (spec §5), each with its own message', async () => {
    await signIn();
    const complete = {
      name: '防掀螺栓组件',
      mdl: 'FX-M36',
      draw: 'CZ-FX-36',
      code: '1.05.999.0001',
      texture: 'SS304',
      range: '50-100t',
    };
    const messages: [keyof typeof complete, string][] = [
      ['name', '名称不能为空'],
      ['mdl', '型号不能为空'],
      ['draw', '图号不能为空'],
      ['code', '物料编码不能为空'],
      ['texture', '材质不能为空'],
      ['range', '量程范围不能为空'],
    ];
    for (const [field, message] of messages) {
      expect((await rejection(gycPtfjApi.create({ ...complete, [field]: ' ' }))).message).toBe(message);
      expect((await rejection(gycTyfjApi.create({ ...complete, [field]: undefined }))).message).toBe(message);
    }
    const id = Number(await gycPtfjApi.create(complete));
    expect(await gycPtfjApi.get(id)).toMatchObject({ ...complete, status: '0' });
    // Status and remark stay optional; clearing a required field on edit is refused too.
    expect((await rejection(gycPtfjApi.update({ id, range: '' }))).message).toBe('量程范围不能为空');
  });

  it('checks a scale as a metrologist would: interval, intervals per class, junction-box channels', async () => {
    await signIn();
    const sound = { model: 'TCS-NEW', name: '平台秤', maxCapacity: 3000, division: 1, cellCount: 4 };
    await expect(platformScaleApi.valid(sound)).resolves.toBe(true);
    expect((await rejection(platformScaleApi.valid({ ...sound, division: 3 }))).message).toBe(
      '分度值 e 必须是 1、2 或 5 × 10ⁿ kg',
    );
    expect((await rejection(platformScaleApi.valid({ ...sound, division: 0.2 }))).message).toBe(
      '检定分度数 n = 15000 超出 III 级允许范围 500–10000',
    );
    expect((await rejection(platformScaleApi.valid({ ...sound, accuracyClass: 'IIII' }))).message).toBe(
      '检定分度数 n = 3000 超出 IIII 级允许范围 100–1000',
    );
    const small = (await connectBoxApi.page({ page: 1, limit: 100 })).list.find((b) => b.channels === 4);
    expect((await rejection(platformScaleApi.valid({ ...sound, cellCount: 6, connectBoxId: small?.id }))).message).toBe(
      `接线盒“${small?.model}”只有 4 路，少于传感器数量 6`,
    );
    expect((await rejection(truckScaleApi.create({ ...sound, model: 'SCS-X', cellCount: 5 }))).message).toBe(
      '汽车衡的传感器数量应为 4–16 之间的偶数',
    );
    expect((await rejection(newCabinetApi.create({ no: 'X-1', model: 'M', name: 'N' }))).message).toBe(
      '编号“X-1”格式应如 YBG-2024-001',
    );
  });

  it('keeps one latest version per instrument and protects what is still referenced', async () => {
    await signIn();
    const before = await instrumentVersionApi.page({ page: 1, limit: 50, instrumentId: 4 });
    expect(before.list.filter((v) => v.isLatest)).toHaveLength(1);
    const id = await instrumentVersionApi.create({ instrumentId: 4, fwVersion: 'V9.00.1', isLatest: true });
    const after = await instrumentVersionApi.page({ page: 1, limit: 50, instrumentId: 4 });
    expect(after.list.filter((v) => v.isLatest).map((v) => v.id)).toEqual([id]);
    expect(after.list.find((v) => v.id === id)?.instrumentModel).toBe((await weightInstrumentApi.get(4)).model);
    expect((await rejection(instrumentVersionApi.create({ instrumentId: 4, fwVersion: 'V9.00.1' }))).message).toMatch(
      /已有版本“V9\.00\.1”$/,
    );
    expect((await rejection(instrumentVersionApi.create({ instrumentId: 4, fwVersion: 'latest' }))).message).toBe(
      '固件版本“latest”格式应如 V3.02.1',
    );
    expect((await rejection(weightInstrumentApi.remove(4))).message).toMatch(/仍有版本或秤型引用，不能删除$/);

    const out = (await specimenOutApi.page({ page: 1, limit: 1 })).list[0];
    const specimen = await specimenApi.get(Number(out.specimenId));
    expect((await rejection(specimenApi.remove(Number(specimen.id)))).message).toBe(
      `样品“${specimen.sampleNo}”已有出库或领用记录，不能删除`,
    );
    const tooMany = {
      outNo: 'YPCK-NEW',
      specimenId: specimen.id,
      quantity: Number(specimen.quantity) + 1,
      recipient: '客户',
    };
    expect((await rejection(specimenOutApi.create(tooMany))).message).toMatch(/^样品“.+”库存 \d+.，不足 \d+$/);
    const early = {
      useNo: 'YPLY-NEW',
      specimenId: specimen.id,
      userName: '张伟',
      useDate: '2026-05-10',
      returnDate: '2026-05-01',
    };
    expect((await rejection(specimenUseApi.create(early))).message).toBe('归还日期不能早于领用日期');
  });

  it('finds the latest new meter for the criteria, and a newer one replaces it', async () => {
    await signIn();
    const before = await newMeterApi.lastModel({ category: 'CONTROLLER' });
    expect(before?.category).toBe('CONTROLLER');
    await newMeterApi.create({
      no: 'YB-2026-9999',
      model: 'XK3299-C1',
      name: '定量包装控制器',
      category: 'CONTROLLER',
      releaseDate: '2026-12-01',
    });
    expect(await newMeterApi.lastModel({ category: 'CONTROLLER' })).toMatchObject({ model: 'XK3299-C1' });
    expect(await newMeterApi.getByNo('YB-2026-9999')).toMatchObject({ model: 'XK3299-C1' });
    expect(await newMeterApi.lastModel({ category: 'ANALOG_YB' })).not.toMatchObject({ model: 'XK3299-C1' });
  });
});

describe('exports', () => {
  it('writes formula-like text as text, never as a formula; numbers stay numbers; headers follow the language', async () => {
    await signIn();
    await gycPtfjApi.create({
      name: '=HYPERLINK("http://evil","x")',
      mdl: '+SUM(A1)',
      draw: '-1+2',
      code: '@cmd',
      texture: 'SS304',
      range: '\t10-30t',
    });
    const sheet = await exportSheet('wms/gyc/ptfj', { name: 'HYPERLINK' });
    expect(sheet).not.toMatch(/<f[\s>]/);
    expect(sheet.match(/<row /g)).toHaveLength(2);
    expect(sheet).toContain('>名称<');
    expect(sheet).toMatch(/<c r="A2"><v>61<\/v><\/c>/);
    expect(sheet).toMatch(/<c r="B2" t="inlineStr" s="1"><is><t xml:space="preserve">=HYPERLINK\(&quot;http:\/\/evil/);
    for (const ref of ['C2', 'D2', 'E2', 'G2']) expect(sheet).toContain(`<c r="${ref}" t="inlineStr" s="1">`);
    expect(sheet).toContain('<c r="F2" t="inlineStr"><is><t xml:space="preserve">SS304</t>');

    const english = await exportSheet('wms/TruckScale', { deckType: 'BOX' }, 'en');
    expect(english).toContain('>Junction box<');
    const boxes = await truckScaleApi.page({ page: 1, limit: 1, deckType: 'BOX' });
    expect(english.match(/<row /g)).toHaveLength(boxes.total + 1);
  });
});

describe('permissions', () => {
  it('lets the operator list and read the catalogue but answers 403 to add, edit, delete and export', async () => {
    await signIn(OPERATOR);
    for (const [name, api] of RESOURCES) expect((await api.page({ page: 1, limit: 2 })).list, name).toHaveLength(2);
    expect((await specimenApi.get(1)).id).toBe(1);
    expect((await weightInstrumentApi.options()).length).toBeGreaterThan(0);
    expect((await newMeterApi.selMeter({ category: 'DIGITAL_YB' })).length).toBeGreaterThan(0);

    const refused: Promise<unknown>[] = [
      connectBoxApi.create({ model: 'JXH-OP', name: '接线盒' }),
      platformScaleApi.update({ id: 1, remark: 'x' }),
      gycPtfjApi.remove(1),
      specimenApi.removeBatch([1, 2]),
      newMeterApi.update({ id: 1, price: 1 }),
      specimenUseApi.create({ useNo: 'YPLY-OP', specimenId: 1, userName: '操作员' }),
    ];
    for (const call of refused) expect((await rejection(call)).code).toBe(403);
    findToast('当前操作没有权限');

    await expect(truckScaleApi.exportExcel()).resolves.toBe(false);
    const response = await fetch(`${BASE}/wms/Specimen/downloadExcel`, {
      headers: { Authorization: `Bearer ${getToken()}` },
    });
    expect(await response.json()).toMatchObject({ code: 403 });
    // A refusal never signs the operator out.
    expect(getToken()).toBeDefined();
    expect((await gycPtfjApi.get(1)).id).toBe(1);
  });
});
