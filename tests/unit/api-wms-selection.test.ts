import { saveAs } from 'file-saver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modularApi, type DefaultChange } from '@/api/modules/wms/modular';
import { overPlateApi } from '@/api/modules/wms/overplate';
import { selDataApi } from '@/api/modules/wms/seldata';
import { sensorApi } from '@/api/modules/wms/sensor';
import { sensorTypeApi } from '@/api/modules/wms/sensor-types';
import { stabilizerApi } from '@/api/modules/wms/stabilizer';
import { totalModelApi } from '@/api/modules/wms/total-model';
import { wmsDictApi, wmsDictItemApi } from '@/api/modules/wms/wms-dict';
import { wovenApi } from '@/api/modules/wms/woven';
import { ApiError, type Id, type PageQuery, type PageResult } from '@/api/types';
import { server } from '@mocks/node';
import { signIn } from '../helpers';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

/**
 * Contract of the warehouse selection-core modules: every exported function against the mock, its
 * method, path, query and body, and the shape of the answer.
 */
interface Seen {
  method: string;
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
  idKey?: string;
  filter: PageQuery;
  fields: string[];
  /** Fewest rows the seed has. */
  volume: number;
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
}

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now() % 100000}-${++serial}`;
/** Four upper-case letters, new on every call (sensor-type codes). */
const letters = () => {
  const n = ++serial;
  return `Q${[n % 26, Math.floor(n / 26) % 26, Math.floor(n / 676) % 26].map((i) => String.fromCharCode(65 + i)).join('')}`;
};
const BASE = ['id', 'model', 'name', 'status', 'createTime'];

const STANDARD: StandardCase[] = [
  {
    name: 'wms/modular',
    api: modularApi,
    filter: { modelNo: 'CZM-', loadMode: 'COMPRESSION' },
    fields: [
      'id',
      'modelNo',
      'name',
      'loadMode',
      'capacity',
      'accuracyClass',
      'sensorTypeId',
      'sensorTypeName',
      'material',
      'ipRating',
      'safeLoad',
      'maxLateralForce',
    ],
    volume: 60,
    create: () => ({ modelNo: unique('CZM-T'), name: '测试模块', capacity: 2000, sensorTypeId: 3, safeLoad: 150 }),
    change: { ipRating: 'IP68', selfAligning: true },
  },
  {
    name: 'wms/sensor',
    api: sensorApi,
    filter: { sensorTypeId: 3, signalType: 'ANALOG' },
    fields: [...BASE, 'sensorTypeId', 'sensorTypeName', 'emax', 'accuracyClass', 'nLC', 'ratedOutput', 'ipRating'],
    volume: 200,
    create: () => ({ model: unique('SJ-T'), name: '测试传感器', emax: 20000, sensorTypeId: 3 }),
    change: { accuracyClass: 'C4', nLC: 4000 },
  },
  {
    name: 'wms/sensortypes',
    api: sensorTypeApi,
    filter: { code: 'DB' },
    fields: ['id', 'code', 'nameZh', 'nameEn', 'loadDirection', 'capMin', 'capMax', 'status'],
    volume: 7,
    create: () => ({ code: letters(), nameZh: '测试类型', nameEn: 'Test', capMin: 1, capMax: 10 }),
    change: { nameEn: 'Changed' },
  },
  {
    name: 'wms/woven',
    api: wovenApi,
    filter: { model: 'BZX', material: 'TINNED_CU' },
    fields: [...BASE, 'material', 'crossSection', 'length', 'lugHole', 'capMin', 'capMax'],
    volume: 40,
    create: () => ({ model: unique('BZX-T'), name: '测试编织线', crossSection: 16, length: 300 }),
    change: { material: 'CU' },
  },
  {
    name: 'wms/stabilizer',
    api: stabilizerApi,
    filter: { kind: 'STAY_ROD' },
    fields: [...BASE, 'kind', 'thread', 'lengthMin', 'lengthMax', 'maxHorizontalForce'],
    volume: 40,
    create: () => ({ model: unique('WDG-T'), name: '测试稳定杆', thread: 'M20', maxHorizontalForce: 20 }),
    change: { thread: 'M24' },
  },
  {
    name: 'wms/overplate',
    api: overPlateApi,
    filter: { model: 'GDB', status: '0' },
    fields: [...BASE, 'length', 'width', 'thickness', 'holePattern', 'material', 'remark'],
    volume: 40,
    create: () => ({ model: unique('GDB-T'), name: '测试过渡板', length: 300, width: 300, thickness: 20 }),
    change: { remark: '改过' },
  },
  {
    name: 'wms/seldata',
    api: selDataApi,
    filter: { selectionNo: 'XX', applicationType: 'SILO' },
    fields: [
      'id',
      'selectionNo',
      'customer',
      'applicationType',
      'maxCapacity',
      'division',
      'cellCount',
      'sensorId',
      'sensorModel',
      'modularId',
      'modularModelNo',
      'totalModelNo',
      'state',
    ],
    volume: 300,
    create: () => ({
      selectionNo: unique('XXT'),
      customer: '测试客户',
      applicationType: 'PLATFORM',
      maxCapacity: 3000,
      cellCount: 4,
      sensorId: 1,
    }),
    change: { customer: '另一个客户' },
  },
  {
    name: 'wms/totalmodel',
    api: totalModelApi,
    filter: { no: 'ZX-', applicationType: 'TRUCK' },
    fields: ['id', 'no', 'modelCode', 'name', 'applicationType', 'maxCapacity', 'sensorId', 'sensorModel', 'cellCount'],
    volume: 120,
    create: () => ({
      no: unique('ZX-T'),
      modelCode: `TCS-3T-15X15-X1P5TC3X4-Q${++serial}-JL`,
      name: '测试总型号',
      sensorId: 1,
      cellCount: 4,
    }),
    change: { remark: '改过' },
  },
  {
    name: 'wms/dict',
    api: wmsDictApi,
    idKey: 'dictId',
    filter: { dictType: 'wms_' },
    fields: ['dictId', 'dictName', 'dictType', 'status'],
    volume: 13,
    create: () => ({ dictName: '测试字典', dictType: `wms_test_${++serial}` }),
    change: { dictName: '改名字典' },
  },
  {
    name: 'wms/dictitems',
    api: wmsDictItemApi,
    idKey: 'dictCode',
    filter: { dictType: 'wms_ip_rating' },
    fields: ['dictCode', 'dictType', 'dictLabel', 'dictValue', 'listClass', 'sort', 'status'],
    volume: 5,
    create: () => ({ dictType: 'wms_ip_rating', dictLabel: '测试', dictValue: unique('IPX'), sort: 9 }),
    change: { listClass: 'danger' },
  },
];

function pick(record: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => keys.includes(k)));
}

describe('standard family of every selection-core resource', () => {
  it.each(STANDARD)('$name: page, get, create, update, remove, removeBatch', async (c) => {
    const idKey = c.idKey ?? 'id';
    expect(c.api.path).toBe(c.name);
    const all = await c.api.page({ page: 1, limit: 1 });
    expect(all.total).toBeGreaterThanOrEqual(c.volume);

    const query = { page: 1, limit: 5, ...c.filter };
    const page = await c.api.page(query);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `${c.name}/page`, query: asQuery(query) });
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
    expect(row).toMatchObject({ ...record, [idKey]: id, createBy: 'admin' });

    // The same unique key twice is refused.
    await expect(
      c.api.create({
        ...c.create(),
        ...pick(record, ['model', 'modelNo', 'code', 'selectionNo', 'no', 'dictType', 'dictValue']),
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('已存在') as unknown });

    const change = { [idKey]: id, ...c.change };
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

describe('valid, options, look-ups and exports', () => {
  const validators: [
    string,
    (record: Record<string, unknown>) => Promise<boolean>,
    Record<string, unknown>,
    Record<string, unknown>,
    string,
  ][] = [
    [
      'wms/modular',
      modularApi.valid,
      { modelNo: 'CZM-NEW-1', name: '模块', capacity: 1000 },
      { modelNo: 'czm-1' },
      '大写',
    ],
    ['wms/sensor', sensorApi.valid, { model: 'SJ-NEW', name: '传感器', emax: 500 }, { sensorTypeId: 99 }, '不存在'],
    ['wms/sensortypes', sensorTypeApi.valid, { code: 'NEW', nameZh: '新类型' }, { capMin: 10, capMax: 1 }, '量程'],
    ['wms/woven', wovenApi.valid, { model: 'BZX-NEW', name: '编织线' }, { crossSection: 7 }, '截面积'],
    [
      'wms/stabilizer',
      stabilizerApi.valid,
      { model: 'WDG-NEW', name: '稳定杆' },
      { lengthMin: 9, lengthMax: 1 },
      '长度',
    ],
    ['wms/overplate', overPlateApi.valid, { model: 'GDB-NEW', name: '过渡板' }, { thickness: 0 }, '厚度'],
  ];

  it.each(validators)(
    '%s: POST valid says true for a sound record, the reason otherwise',
    async (path, valid, record, bad, reason) => {
      await expect(valid(record)).resolves.toBe(true);
      expect(await lastCall()).toMatchObject({ method: 'POST', path: `${path}/valid`, body: record });
      await expect(valid({ ...record, ...bad })).rejects.toMatchObject({
        message: expect.stringContaining(reason) as unknown,
      });
    },
  );

  it('sensor, woven, stabilizer: GET options/{type} lists the enabled rows of that type', async () => {
    const shearBeams = await sensorApi.options(3);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/sensor/options/3' });
    expect(shearBeams.length).toBeGreaterThan(0);
    for (const o of shearBeams) expect(o.label).toMatch(/^SJ-/);
    const { list } = await sensorApi.page({ page: 1, limit: 1000, sensorTypeId: 3, status: '0' });
    expect(shearBeams.map((o) => o.value).sort()).toEqual(list.map((s) => s.id).sort());

    const copper = await wovenApi.options('CU');
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/woven/options/CU' });
    expect(copper.length).toBeGreaterThan(0);
    for (const o of copper) expect(o.label).toMatch(/^BZX-T\d/);

    const rods = await stabilizerApi.options('STAY_ROD');
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/stabilizer/options/STAY_ROD' });
    expect(rods.length).toBeGreaterThan(0);
    for (const o of rods) expect(o.label).toMatch(/^WDG-/);
  });

  it('sensortypes: options/{id} keeps the current type even when disabled; sensorType/{code} looks one up', async () => {
    expect(await sensorTypeApi.options()).toHaveLength(7);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/sensortypes/options/0' });
    await sensorTypeApi.update({ id: 7, status: '1' });
    expect((await sensorTypeApi.options()).map((o) => o.value)).not.toContain(7);
    expect((await sensorTypeApi.options(7)).map((o) => o.value)).toContain(7);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/sensortypes/options/7' });

    expect(await sensorTypeApi.byCode('DB')).toMatchObject({ id: 3, code: 'DB', nameZh: '双剪切梁式' });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/sensortypes/sensorType/DB' });
    await expect(sensorTypeApi.byCode('NOPE')).rejects.toMatchObject({ message: '传感器类型“NOPE”不存在' });
  });

  it('modular and overplate: GET downloadExcel saves an xlsx with the filters, without paging', async () => {
    await expect(modularApi.exportExcel({ loadMode: 'TENSION', page: 2, limit: 10 })).resolves.toBe(true);
    expect(await lastCall()).toEqual({
      method: 'GET',
      path: 'wms/modular/downloadExcel',
      query: { loadMode: 'TENSION' },
      body: undefined,
    });
    await expect(overPlateApi.exportExcel({ status: '0', beginTime: '2025-01-01 00:00:00' })).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: 'wms/overplate/downloadExcel',
      query: { status: '0', beginTime: '2025-01-01 00:00:00' },
    });
    expect(vi.mocked(saveAs)).toHaveBeenCalledTimes(2);
    const [blob, name] = vi.mocked(saveAs).mock.calls[0];
    // Called directly (not from a list page), an export is named after its module's prefix and the day.
    expect(name).toMatch(/^modular_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((blob as Blob).size).toBeGreaterThan(0);
  });
});

/** What the test needs of one `auth…` family; `cancel` wraps the kind's own body. */
interface AllocationUnderTest {
  allocatedList: (query: PageQuery & { modularId: Id }) => Promise<PageResult<{ id?: number; defaultStatus?: string }>>;
  unallocatedList: (query: PageQuery & { modularId: Id }) => Promise<PageResult<{ id?: number }>>;
  cancel: (modularId: Id, itemId: Id) => Promise<void>;
  cancelAll: (modularId: Id, itemIds: readonly Id[]) => Promise<void>;
  selectAll: (modularId: Id, itemIds: readonly Id[]) => Promise<void>;
}

const KINDS: {
  name: string;
  segment: string;
  itemKey: string;
  allocation: AllocationUnderTest;
  change: (c: DefaultChange) => Promise<void>;
  statusPath: string;
}[] = [
  {
    name: 'sensor',
    segment: 'authSensor',
    itemKey: 'sensorId',
    allocation: {
      ...modularApi.authSensor,
      cancel: (modularId, sensorId) => modularApi.authSensor.cancel({ modularId, sensorId }),
    },
    change: modularApi.changeSensorStatus,
    statusPath: 'changeSensorStatus',
  },
  {
    name: 'woven',
    segment: 'authWoven',
    itemKey: 'wovenId',
    allocation: {
      ...modularApi.authWoven,
      cancel: (modularId, wovenId) => modularApi.authWoven.cancel({ modularId, wovenId }),
    },
    change: modularApi.changeWovenStatus,
    statusPath: 'changeWovenStatus',
  },
  {
    name: 'stabilizer',
    segment: 'authStabilizer',
    itemKey: 'stabilizerId',
    allocation: {
      ...modularApi.authStabilizer,
      cancel: (modularId, stabilizerId) => modularApi.authStabilizer.cancel({ modularId, stabilizerId }),
    },
    change: modularApi.changeStabilizerStatus,
    statusPath: 'changeStabilizerStatus',
  },
  {
    name: 'over-plate',
    segment: 'authOverPlate',
    itemKey: 'overPlateId',
    allocation: {
      ...modularApi.authOverPlate,
      cancel: (modularId, overPlateId) => modularApi.authOverPlate.cancel({ modularId, overPlateId }),
    },
    change: modularApi.changeOverPlateStatus,
    statusPath: 'changeOverPlateStatus',
  },
];

describe('allocation to a modular', () => {
  it.each(KINDS)('$name: lists, select-all, one default, cancel, cancel-all', async (k) => {
    const a = k.allocation;
    const base = `wms/modular/${k.segment}`;
    const modularId = 3;
    const allocated = async () =>
      (await a.allocatedList({ modularId, page: 1, limit: 100 })).list as { id: number; defaultStatus?: string }[];

    const before = await allocated();
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: `${base}/allocatedList`,
      query: { modularId: '3', page: '1', limit: '100' },
    });
    expect(before.length).toBeGreaterThan(0);
    // The default comes first, and there is exactly one.
    expect(before[0].defaultStatus).toBe('0');
    expect(before.filter((r) => r.defaultStatus === '0')).toHaveLength(1);

    const free = await a.unallocatedList({ modularId, page: 1, limit: 2 });
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: `${base}/unallocatedList`,
      query: { modularId: '3', page: '1', limit: '2' },
    });
    expect(free.total).toBeGreaterThan(2);
    const picked = (free.list as { id: number }[]).map((r) => r.id);
    for (const id of picked) expect(before.map((r) => r.id)).not.toContain(id);

    await a.selectAll(modularId, picked);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: `${base}/selectAll`,
      query: { modularId: '3', [`${k.itemKey}s`]: picked.join(',') },
      body: undefined,
    });
    const after = await allocated();
    expect(after.map((r) => r.id)).toEqual(expect.arrayContaining(picked));
    expect(after).toHaveLength(before.length + 2);
    expect(after.filter((r) => r.defaultStatus === '0').map((r) => r.id)).toEqual([before[0].id]);

    const change = { modularId, statusId: picked[0], status: '0' } as const;
    await k.change(change);
    expect(await lastCall()).toMatchObject({ method: 'PUT', path: `wms/modular/${k.statusPath}`, body: change });
    const defaults = (await allocated()).filter((r) => r.defaultStatus === '0');
    expect(defaults.map((r) => r.id)).toEqual([picked[0]]);
    // One default stays: unmarking it is refused.
    await expect(k.change({ modularId, statusId: picked[0], status: '1' })).rejects.toMatchObject({
      message: expect.stringContaining('须保留一个默认') as unknown,
    });
    expect((await allocated()).filter((r) => r.defaultStatus === '0').map((r) => r.id)).toEqual([picked[0]]);
    await expect(k.change({ modularId, statusId: 999999, status: '0' })).rejects.toMatchObject({
      message: expect.stringContaining('未分配') as unknown,
    });
    await k.change({ modularId, statusId: before[0].id, status: '0' });
    await sent();

    await a.cancel(modularId, picked[0]);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: `${base}/cancel`,
      query: {},
      body: { modularId, [k.itemKey]: picked[0] },
    });
    await a.cancelAll(modularId, [picked[1]]);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: `${base}/cancelAll`,
      query: { modularId: '3', [`${k.itemKey}s`]: String(picked[1]) },
    });
    expect((await allocated()).map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
    const freeAgain = await a.unallocatedList({ modularId, page: 1, limit: 1000 });
    expect((freeAgain.list as { id: number }[]).map((r) => r.id)).toEqual(expect.arrayContaining(picked));
  });
});

describe('selection extras', () => {
  it('modular: selData/options keeps the modulars that carry (Max + DL) × 1.25 / N', async () => {
    const criteria = { maxCapacity: 20000, deadLoad: 6000, cellCount: 4, loadMode: 'COMPRESSION' } as const;
    const fitting = await modularApi.selDataOptions(criteria);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'wms/modular/selData/options', body: criteria });
    expect(fitting.length).toBeGreaterThan(0);
    const { list } = await modularApi.page({ page: 1, limit: 1000, loadMode: 'COMPRESSION', status: '0' });
    const capacityOf = new Map(list.map((m) => [m.id, m.capacity ?? 0]));
    const need = ((20000 + 6000) * 1.25) / 4;
    for (const o of fitting) expect(capacityOf.get(Number(o.value))).toBeGreaterThanOrEqual(need);
    const expected = list.filter((m) => (m.capacity ?? 0) >= need).map((m) => m.id);
    expect(fitting.map((o) => o.value).sort()).toEqual(expected.sort());
  });

  it('modular: selPlate lists and options, for one modular or by load', async () => {
    const plates = await modularApi.selPlateLists({ modularId: 3 });
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'wms/modular/selPlate/lists',
      body: { modularId: 3 },
    });
    const assigned = (await modularApi.authOverPlate.allocatedList({ modularId: 3, status: '0' })).list;
    expect(plates.map((p) => p.id).sort()).toEqual(assigned.map((p) => p.id).sort());
    expect(plates[0].defaultStatus).toBe('0');
    for (const p of plates) expect(p).toHaveProperty('thickness');
    await sent();

    const options = await modularApi.selPlateOptions({ modularId: 3 });
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'wms/modular/selPlate/options',
      body: { modularId: 3 },
    });
    expect(options.map((o) => o.value)).toEqual(plates.map((p) => p.id));

    const byLoad = await modularApi.selPlateLists({ load: 5000, minThickness: 20 });
    expect(byLoad.length).toBeGreaterThan(0);
    for (const p of byLoad) {
      expect(p.capMin ?? Infinity).toBeLessThanOrEqual(5000);
      expect(p.capMax ?? 0).toBeGreaterThanOrEqual(5000);
      expect(p.thickness ?? 0).toBeGreaterThanOrEqual(20);
    }
  });

  it('seldata: model hands out the next number of today, save stores the record', async () => {
    const { selectionNo: no, totalModelNo } = await selDataApi.model({ applicationType: 'SILO' });
    // Without a sensor there is no configuration to code yet.
    expect(totalModelNo).toBeUndefined();
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'wms/seldata/model',
      body: { applicationType: 'SILO' },
    });
    const now = new Date();
    const today = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
    expect(no).toMatch(new RegExp(`^XX${today}-\\d{4}$`));
    const record = {
      selectionNo: no,
      customer: '选型客户',
      applicationType: 'PLATFORM',
      maxCapacity: 3000,
      cellCount: 4,
      sensorId: 5,
      quantity: 2,
    } as const;
    const id = await selDataApi.save(record);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'wms/seldata/save', body: record });
    expect(await selDataApi.get(id)).toMatchObject({ ...record, id, createBy: 'admin' });
    const { selectionNo: next } = await selDataApi.model();
    expect(next).not.toBe(no);
    expect(Number(next.slice(-4))).toBe(Number(no.slice(-4)) + 1);
    await expect(selDataApi.save({ ...record })).rejects.toMatchObject({ message: `选型编号“${no}”已存在` });
    await expect(selDataApi.save({ ...record, selectionNo: undefined, customer: '' })).rejects.toMatchObject({
      message: '客户不能为空',
    });
  });

  it('totalmodel: selectAllList, no/{no}, selection/options', async () => {
    const all = await totalModelApi.selectAllList();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/totalmodel/selectAllList' });
    expect(all.length).toBeGreaterThanOrEqual(120);
    const numbers = all.map((t) => String(t.no));
    expect(numbers).toEqual([...numbers].sort());
    for (const no of numbers) expect(no).toMatch(/^ZX-\d{4}-\d{4}$/);

    const first = all[0];
    expect(await totalModelApi.getByNo(String(first.no))).toMatchObject({ id: first.id, modelCode: first.modelCode });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `wms/totalmodel/no/${String(first.no)}` });
    await expect(totalModelApi.getByNo('ZX-1999-9999')).rejects.toMatchObject({
      message: '总型号“ZX-1999-9999”不存在',
    });
    await sent();

    const criteria = { applicationType: 'TRUCK', maxCapacity: 50000 } as const;
    const options = await totalModelApi.selectionOptions(criteria);
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'wms/totalmodel/selection/options',
      body: criteria,
    });
    expect(options.length).toBeGreaterThan(0);
    const byNo = new Map(all.map((t) => [t.no, t]));
    for (const o of options) {
      const t = byNo.get(String(o.value));
      expect(t).toMatchObject({ applicationType: 'TRUCK', status: '0' });
      expect(t?.maxCapacity ?? 0).toBeGreaterThanOrEqual(50000);
      expect(o.label).toBe(`${String(t?.no)} ${String(t?.modelCode)}`);
    }
  });

  it('wms dict: options, refresh, enabled items by type', async () => {
    const dicts = await wmsDictApi.options();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/dict/options' });
    expect(dicts).toEqual(expect.arrayContaining([{ label: '传感器精度等级', value: 'wms_accuracy_class' }]));
    await wmsDictApi.refresh();
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'wms/dict/refresh' });

    const items = await wmsDictItemApi.byType('wms_signal_type');
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/dictitems/type/wms_signal_type' });
    expect(items).toEqual([
      { dictLabel: '模拟量', dictValue: 'ANALOG', listClass: 'primary', sort: 1, status: '0', remark: '' },
      { dictLabel: '数字量', dictValue: 'DIGITAL', listClass: 'success', sort: 2, status: '0', remark: '' },
    ]);
    // IP65 is disabled: listed on the item page, not offered.
    expect((await wmsDictItemApi.byType('wms_ip_rating')).map((i) => i.dictValue)).toEqual([
      'IP66',
      'IP67',
      'IP68',
      'IP69K',
    ]);
    await expect(wmsDictApi.remove(1)).rejects.toBeInstanceOf(ApiError);
  });
});
