import { saveAs } from 'file-saver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
import type { Id, PageQuery, PageResult } from '@/api/types';
import { server } from '@mocks/node';
import { newMeters, specimens } from '@mocks/seed/wms-catalogue';
import { signIn } from '../helpers';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

/** Every function of the warehouse-catalogue modules, against the mock: the request it sends and the answer's shape. */
interface Seen {
  method: string;
  /** Below /api/admin/. */
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let pending: Promise<Seen>[] = [];

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const listener = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  pending.push(
    readBody(request.clone()).then((body) => ({
      method: request.method,
      path: decodeURIComponent(url.pathname.replace(/^\/api\/admin\//, '')),
      query: Object.fromEntries(url.searchParams),
      body,
    })),
  );
};

/** The requests sent since the last call. */
async function sent(): Promise<Seen[]> {
  const seen = await Promise.all(pending);
  pending = [];
  return seen;
}

async function lastCall(): Promise<Seen> {
  const last = (await sent()).at(-1);
  if (!last) throw new Error('no request was sent');
  return last;
}

const asQuery = (query: object) => Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));

beforeEach(async () => {
  await signIn();
  pending = [];
  server.events.on('request:start', listener);
});
afterEach(() => {
  server.events.removeListener('request:start', listener);
  vi.mocked(saveAs).mockReset();
});

interface StandardApi {
  path: string;
  page: (query: PageQuery) => Promise<PageResult<object>>;
  get: (id: Id) => Promise<object>;
  create: (record: Record<string, unknown>) => Promise<Id>;
  update: (record: Record<string, unknown>) => Promise<void>;
  remove: (id: Id) => Promise<void>;
  removeBatch: (ids: readonly Id[]) => Promise<void>;
}

interface StandardCase {
  name: string;
  api: StandardApi;
  /** Seeded rows match it; every value is contained in the row's field (substring or equal). */
  filter: PageQuery;
  /** Fields every listed row has. */
  fields: string[];
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}-${++serial}`;
const serialNo = (digits: number) => String(++serial).padStart(digits, '0');
const CATALOGUE = ['id', 'model', 'name', 'status', 'createTime'];
const attachment = () => ({
  name: '测试附件',
  mdl: unique('T-'),
  draw: unique('CZ-T-'),
  code: unique('9.99.'),
  texture: 'SS304',
  range: '10-30t',
});
// Three issues or usage records of one unit each come out of its stock.
const stockedSpecimen = () => specimens().find((s) => s.quantity >= 3)?.id;

const STANDARD: StandardCase[] = [
  {
    name: 'wms/PlatformScale',
    api: platformScaleApi,
    filter: { model: 'TCS', status: '0' },
    fields: [...CATALOGUE, 'maxCapacity', 'division', 'accuracyClass', 'cellCount', 'instrumentModel'],
    create: () => ({ model: unique('TCS-T'), name: '测试平台秤', maxCapacity: 3000, division: 1, cellCount: 4 }),
    change: { remark: '改过', finish: 'SS304' },
  },
  {
    name: 'wms/TruckScale',
    api: truckScaleApi,
    filter: { model: 'SCS', accuracyClass: 'III' },
    fields: [...CATALOGUE, 'maxCapacity', 'division', 'sections', 'cellCount', 'deckType', 'instrumentModel'],
    create: () => ({ model: unique('SCS-T'), name: '测试汽车衡', maxCapacity: 80000, division: 20, cellCount: 8 }),
    change: { deckThickness: 12 },
  },
  {
    name: 'wms/WeightInstrument',
    api: weightInstrumentApi,
    filter: { model: 'XK3190', status: '0' },
    fields: [...CATALOGUE, 'shortCode', 'accuracyClass', 'nind', 'uExc', 'maxCells', 'interfaces', 'signalType'],
    create: () => ({ model: unique('XK-T'), name: '测试仪表', accuracyClass: 'III', nind: 6000, maxCells: 8 }),
    change: { interfaces: 'RS232,RS485' },
  },
  {
    name: 'wms/InstrumentVersion',
    api: instrumentVersionApi,
    filter: { instrumentId: 1 },
    fields: ['id', 'instrumentId', 'instrumentModel', 'hwVersion', 'fwVersion', 'releaseDate', 'isLatest'],
    create: () => ({ instrumentId: 2, hwVersion: 'H9.0', fwVersion: `V9.${serialNo(2)}.1`, releaseDate: '2026-09-01' }),
    change: { changelog: '修复零点漂移' },
  },
  {
    name: 'wms/InstrumentCabinet',
    api: instrumentCabinetApi,
    filter: { model: 'YBG', mount: 'WALL' },
    fields: [...CATALOGUE, 'height', 'width', 'depth', 'mount', 'material', 'ipRating', 'slots', 'includes'],
    create: () => ({ model: unique('YBG-T'), name: '测试仪表柜', slots: 2, mount: 'WALL' }),
    change: { ipRating: 'IP66' },
  },
  {
    name: 'wms/NewCabinet',
    api: newCabinetApi,
    filter: { no: 'YBG-', material: 'SS304' },
    fields: [...CATALOGUE, 'no', 'height', 'mount', 'material', 'slots'],
    create: () => ({ no: `YBG-2099-${serialNo(3)}`, model: unique('XYBG-T'), name: '测试新款柜' }),
    change: { power: 'AC380V 50Hz' },
  },
  {
    name: 'wms/NewMeter',
    api: newMeterApi,
    filter: { category: 'ANALOG_YB', status: '0' },
    fields: [...CATALOGUE, 'no', 'category', 'releaseDate', 'accuracyClass', 'maxCells', 'interfaces'],
    create: () => ({
      no: `YB-2099-${serialNo(4)}`,
      model: unique('XK3299-T'),
      name: '测试新款仪表',
      category: 'ANALOG_YB',
    }),
    change: { price: 1999 },
  },
  {
    name: 'wms/LargeScreen',
    api: largeScreenApi,
    filter: { colour: 'RED', status: '0' },
    fields: [...CATALOGUE, 'digits', 'charHeight', 'colour', 'interface', 'viewingDistance'],
    create: () => ({ model: unique('DP-T'), name: '测试大屏', digits: 6, colour: 'RED' }),
    change: { viewingDistance: 60 },
  },
  {
    name: 'wms/DigitalChip',
    api: digitalChipApi,
    filter: { interface: 'RS485' },
    fields: [...CATALOGUE, 'adcBits', 'sampleRate', 'channels', 'interface', 'protocol', 'addrRange'],
    create: () => ({ model: unique('SZM-T'), name: '测试数字模块', channels: 1, interface: 'RS485' }),
    change: { addrRange: '1-247' },
  },
  {
    name: 'wms/ConnectBox',
    api: connectBoxApi,
    filter: { kind: 'ANALOG', name: '接线盒' },
    fields: [...CATALOGUE, 'kind', 'channels', 'trimMethod', 'housing', 'ipRating', 'surgeProtection', 'wires'],
    create: () => ({ model: unique('JXH-T'), name: '测试接线盒', channels: 8, kind: 'ANALOG' }),
    change: { surgeProtection: true },
  },
  {
    name: 'wms/StandBar',
    api: standBarApi,
    filter: { mount: 'FRAME' },
    fields: [...CATALOGUE, 'height', 'material', 'mount', 'minSide', 'maxSide'],
    create: () => ({ model: unique('LG-T'), name: '测试立杆', height: 800 }),
    change: { material: 'SS304' },
  },
  {
    name: 'wms/xl',
    api: xlApi,
    filter: { usage: 'HOME_RUN', model: 'RV' },
    fields: [...CATALOGUE, 'cores', 'section', 'shielded', 'length', 'usage'],
    create: () => ({ model: unique('RVVP-T'), name: '测试电缆', cores: 6, section: 0.5, length: 20 }),
    change: { shielded: false },
  },
  {
    name: 'wms/gyc/ptfj',
    api: gycPtfjApi,
    filter: { name: '螺栓', status: '0' },
    fields: ['id', 'name', 'mdl', 'draw', 'code', 'texture', 'range', 'status', 'remark'],
    create: attachment,
    change: { texture: 'Q235' },
  },
  {
    name: 'wms/gyc/tyfj',
    api: gycTyfjApi,
    filter: { name: '接头' },
    fields: ['id', 'name', 'mdl', 'draw', 'code', 'texture', 'range', 'status', 'remark'],
    create: attachment,
    change: { range: '通用' },
  },
  {
    name: 'wms/Specimen',
    api: specimenApi,
    filter: { productType: 'SENSOR', state: 'IN_STOCK' },
    fields: ['id', 'sampleNo', 'name', 'productType', 'model', 'quantity', 'unit', 'location', 'state'],
    create: () => ({ sampleNo: unique('YP-T'), name: '测试样品', productType: 'SENSOR', quantity: 2 }),
    change: { location: 'B-02-1' },
  },
  {
    name: 'wms/SpecimenOut',
    api: specimenOutApi,
    filter: { purpose: 'TEST' },
    fields: ['id', 'outNo', 'specimenId', 'sampleNo', 'specimenName', 'quantity', 'recipient', 'outDate', 'state'],
    create: () => ({ outNo: unique('YPCK-T'), specimenId: stockedSpecimen(), quantity: 1, recipient: '测试客户' }),
    change: { state: 'APPROVED' },
  },
  {
    name: 'wms/SpecimenUse',
    api: specimenUseApi,
    filter: { project: '料塔' },
    fields: ['id', 'useNo', 'specimenId', 'sampleNo', 'specimenName', 'userName', 'project', 'useDate'],
    create: () => ({ useNo: unique('YPLY-T'), specimenId: stockedSpecimen(), userName: '测试员', project: '料塔联调' }),
    change: { returnDate: '2099-01-02', condition: 'GOOD' },
  },
];

describe('standard family of every catalogue resource', () => {
  it.each(STANDARD)('$name: page, get, create, update, remove, removeBatch', async (c) => {
    expect(c.api.path).toBe(c.name);

    const query = { page: 1, limit: 5, ...c.filter };
    const page = await c.api.page(query);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `${c.name}/page`, query: asQuery(query) });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.length).toBeLessThanOrEqual(5);
    for (const row of page.list as Record<string, unknown>[]) {
      for (const field of c.fields) expect(row).toHaveProperty(field);
      for (const [field, value] of Object.entries(c.filter)) expect(String(row[field])).toContain(String(value));
    }

    const record = c.create();
    const id = Number(await c.api.create(record));
    expect(await lastCall()).toMatchObject({ method: 'POST', path: c.name, body: record });
    expect(id).toBeGreaterThan(0);
    const ids = [id, Number(await c.api.create(c.create())), Number(await c.api.create(c.create()))];
    await sent();

    const row = (await c.api.get(id)) as Record<string, unknown>;
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `${c.name}/${id}` });
    expect(row).toMatchObject({ ...record, id, createBy: 'admin' });

    const change = { id, ...c.change };
    await c.api.update(change);
    expect(await lastCall()).toMatchObject({ method: 'PUT', path: c.name, body: change });
    expect(await c.api.get(id)).toMatchObject({ ...record, ...c.change, updateBy: 'admin' });
    await sent();

    await c.api.remove(id);
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `${c.name}/${id}` });
    await c.api.removeBatch(ids.slice(1));
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `${c.name}/batch/${ids.slice(1).join(',')}` });
    for (const gone of ids) await expect(c.api.get(gone)).rejects.toMatchObject({ message: '记录不存在' });
  });
});

describe('exports', () => {
  const exporters: [string, (query?: PageQuery) => Promise<boolean>, PageQuery][] = [
    ['wms/gyc/ptfj', gycPtfjApi.exportExcel, { name: '螺栓', page: 2, limit: 10 }],
    ['wms/gyc/tyfj', gycTyfjApi.exportExcel, {}],
    ['wms/TruckScale', truckScaleApi.exportExcel, { deckType: 'U_BEAM' }],
    ['wms/SpecimenOut', specimenOutApi.exportExcel, { state: 'OUT', beginTime: '2026-01-01 00:00:00' }],
    ['wms/Specimen', specimenApi.exportExcel, { productType: 'SENSOR' }],
    ['wms/LargeScreen', largeScreenApi.exportExcel, { colour: 'DUAL' }],
    ['wms/DigitalChip', digitalChipApi.exportExcel, { status: '0' }],
  ];

  it.each(exporters)(
    '%s: GET downloadExcel with the filters, no paging, and saves an xlsx',
    async (path, run, query) => {
      await expect(run(query)).resolves.toBe(true);
      const { page: _page, limit: _limit, ...filters } = query;
      const call = await lastCall();
      expect(call).toMatchObject({ method: 'GET', path: `${path}/downloadExcel` });
      expect(call.query).toEqual(asQuery(filters));
      const [blob, filename] = vi.mocked(saveAs).mock.calls.at(-1) ?? [];
      expect(blob).toBeInstanceOf(Blob);
      expect((blob as Blob).type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(String(filename)).toMatch(/\.xlsx$/);
    },
  );
});

describe('extras', () => {
  it('PlatformScale: valid says true for a sound record and gives the reason otherwise', async () => {
    const record = { model: 'TCS-NEW-1', name: '新平台秤', maxCapacity: 1500, division: 0.5, cellCount: 4 };
    await expect(platformScaleApi.valid(record)).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'wms/PlatformScale/valid', body: record });

    const taken = (await platformScaleApi.get(1)).model;
    await expect(platformScaleApi.valid({ ...record, model: taken })).rejects.toMatchObject({
      message: `型号“${taken}”已存在`,
    });
    // Editing a record may keep its own model.
    await expect(platformScaleApi.valid({ id: 1, model: taken })).resolves.toBe(true);
  });

  it('WeightInstrument: options lists the enabled instruments as label and id', async () => {
    const options = await weightInstrumentApi.options();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/WeightInstrument/options', body: undefined });
    const all = await weightInstrumentApi.page({ page: 1, limit: 100 });
    const enabled = all.list.filter((i) => i.status === '0');
    expect(options).toHaveLength(enabled.length);
    const first = enabled[0];
    expect(options).toContainEqual({ label: `${first.model} ${first.name}`, value: first.id });
    const disabled = all.list.find((i) => i.status === '1');
    expect(options.some((o) => o.value === disabled?.id)).toBe(false);
  });

  it('NewMeter: selMeterYb offers enabled indicators, analog and digital', async () => {
    const options = await newMeterApi.selMeterYb();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/NewMeter/selMeterYb', query: {} });
    const indicators = newMeters().filter(
      (m) => m.status === '0' && (m.category === 'ANALOG_YB' || m.category === 'DIGITAL_YB'),
    );
    expect(options).toHaveLength(indicators.length);
    expect(options.length).toBeGreaterThan(10);
    expect(options.every((o) => typeof o.value === 'number' && o.label.includes('-'))).toBe(true);
    const transmitter = newMeters().find((m) => m.category === 'TRANSMITTER');
    expect(options.some((o) => o.value === transmitter?.id)).toBe(false);
  });

  it('NewMeter: selMeter sends the criteria as a query and returns the matching meters', async () => {
    const meters = await newMeterApi.selMeter({ interface: 'RS485', cellCount: 8, signalType: undefined });
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: 'wms/NewMeter/selMeter',
      query: { interface: 'RS485', cellCount: '8' },
    });
    expect(meters.length).toBeGreaterThan(0);
    for (const meter of meters) {
      expect(String(meter.interfaces).split(',')).toContain('RS485');
      expect(Number(meter.maxCells)).toBeGreaterThanOrEqual(8);
      expect(meter.status).toBe('0');
    }
    const everything = await newMeterApi.selMeter();
    expect(await lastCall()).toMatchObject({ query: {} });
    expect(everything.length).toBeGreaterThan(meters.length);
  });

  it('NewMeter: lastModel posts the criteria and returns the newest matching meter', async () => {
    const latest = await newMeterApi.lastModel({ category: 'DIGITAL_YB' });
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'wms/NewMeter/lastModel',
      body: { category: 'DIGITAL_YB' },
    });
    const newest = newMeters()
      .filter((m) => m.status === '0' && m.category === 'DIGITAL_YB')
      .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate))[0];
    expect(latest).toMatchObject({ id: newest.id, model: newest.model, releaseDate: newest.releaseDate });
    await expect(newMeterApi.lastModel({ model: 'NO-SUCH-SERIES' })).resolves.toBeNull();
  });

  it('NewMeter: getByNo reads one meter by its serial number', async () => {
    const seeded = newMeters()[5];
    const meter = await newMeterApi.getByNo(seeded.no);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `wms/NewMeter/no/${seeded.no}` });
    expect(meter).toMatchObject({ id: seeded.id, no: seeded.no, model: seeded.model });
    await expect(newMeterApi.getByNo('YB-1999-0001')).rejects.toMatchObject({
      message: '仪表编号“YB-1999-0001”不存在',
    });
  });
});
