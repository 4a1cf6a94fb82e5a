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
import { OPERATOR, signIn } from '../helpers';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

/** Every function of the warehouse selection-core modules, against the mock: the request and the answer's shape. */
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

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
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
const BASE = ['id', 'model', 'name', 'status', 'createTime'];

const STANDARD: StandardCase[] = [
  {
    name: 'wms/modular',
    api: modularApi,
    filter: { modelNo: 'MK-', loadMode: 'COMPRESSION' },
    fields: ['id', 'modelNo', 'name', 'loadMode', 'capacity', 'sensorTypeId', 'sensorTypeName', 'material', 'ipRating'],
    volume: 60,
    create: () => ({ modelNo: unique('MK-T'), name: '测试模块', capacity: 2000, sensorTypeId: 1 }),
    change: { ipRating: 'IP68' },
  },
  {
    name: 'wms/sensor',
    api: sensorApi,
    filter: { sensorTypeId: 1, signalType: 'ANALOG' },
    fields: [...BASE, 'sensorTypeId', 'sensorTypeName', 'emax', 'accuracyClass', 'nLC', 'ratedOutput', 'ipRating'],
    volume: 200,
    create: () => ({ model: unique('H8C-T'), name: '测试传感器', emax: 2000, sensorTypeId: 1 }),
    change: { accuracyClass: 'C4' },
  },
  {
    name: 'wms/sensortypes',
    api: sensorTypeApi,
    filter: { code: 'BEAM' },
    fields: ['id', 'code', 'nameZh', 'nameEn', 'capMin', 'capMax', 'status'],
    volume: 7,
    create: () => ({ code: unique('T'), nameZh: '测试类型', nameEn: 'Test', capMin: 1, capMax: 10 }),
    change: { nameEn: 'Changed' },
  },
  {
    name: 'wms/woven',
    api: wovenApi,
    filter: { model: 'BZX', material: 'SS304' },
    fields: [...BASE, 'material', 'crossSection', 'length'],
    volume: 40,
    create: () => ({ model: unique('BZX-T'), name: '测试编织线', crossSection: 16, length: 300 }),
    change: { material: 'COPPER' },
  },
  {
    name: 'wms/stabilizer',
    api: stabilizerApi,
    filter: { kind: 'STAY_ROD' },
    fields: [...BASE, 'kind', 'thread', 'maxHorizontalForce'],
    volume: 40,
    create: () => ({ model: unique('WDG-T'), name: '测试稳定杆', thread: 'M20', maxHorizontalForce: 20 }),
    change: { thread: 'M24' },
  },
  {
    name: 'wms/overplate',
    api: overPlateApi,
    filter: { model: 'GDB', status: '0' },
    fields: [...BASE, 'thickness', 'remark'],
    volume: 40,
    create: () => ({ model: unique('GDB-T'), name: '测试过渡板', thickness: 20 }),
    change: { remark: '改过' },
  },
  {
    name: 'wms/seldata',
    api: selDataApi,
    filter: { selNo: 'XS-', scaleType: 'TANK' },
    fields: ['id', 'selNo', 'customer', 'scaleType', 'capacity', 'cellCount', 'sensorId', 'modularId', 'totalModelNo'],
    volume: 300,
    create: () => ({ selNo: unique('XS-T'), customer: '测试客户', capacity: 8000, cellCount: 4, modularId: 1 }),
    change: { customer: '另一个客户' },
  },
  {
    name: 'wms/totalmodel',
    api: totalModelApi,
    filter: { no: 'ZX-' },
    fields: ['id', 'no', 'name', 'modularId', 'sensorId', 'cellCount', 'capacity'],
    volume: 120,
    create: () => ({ no: unique('ZX-T'), name: '测试总型号', modularId: 1, sensorId: 1, cellCount: 4 }),
    change: { remark: '改过' },
  },
  {
    name: 'wms/dict',
    api: wmsDictApi,
    idKey: 'dictId',
    filter: { dictType: 'wms_' },
    fields: ['dictId', 'dictName', 'dictType', 'status'],
    volume: 4,
    create: () => ({ dictName: '测试字典', dictType: `wms_test_${++serial}` }),
    change: { dictName: '改名字典' },
  },
  {
    name: 'wms/dictitems',
    api: wmsDictItemApi,
    idKey: 'dictCode',
    filter: { dictType: 'wms_ip_rating' },
    fields: ['dictCode', 'dictType', 'dictLabel', 'dictValue', 'listClass', 'sort', 'status'],
    volume: 4,
    create: () => ({ dictType: 'wms_ip_rating', dictLabel: '测试', dictValue: unique('IPX') }),
    change: { listClass: 'danger' },
  },
];

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
        ...pick(record, ['model', 'modelNo', 'code', 'selNo', 'no', 'dictType', 'dictValue']),
      }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('已存在') as unknown,
    });

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

function pick(record: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([k]) => keys.includes(k)));
}

describe('valid, options and look-ups', () => {
  const validators: [
    string,
    (record: Record<string, unknown>) => Promise<boolean>,
    Record<string, unknown>,
    Record<string, unknown>,
  ][] = [
    ['wms/modular', modularApi.valid, { modelNo: 'MK-NEW-1', name: '模块', capacity: 1000 }, { capacity: -5 }],
    ['wms/sensor', sensorApi.valid, { model: 'H8C-NEW', name: '传感器', emax: 500 }, { sensorTypeId: 99 }],
    ['wms/sensortypes', sensorTypeApi.valid, { code: 'NEWTYPE', nameZh: '新类型' }, { capMin: 10, capMax: 1 }],
    ['wms/woven', wovenApi.valid, { model: 'BZX-NEW', name: '编织线' }, { length: 0 }],
    ['wms/stabilizer', stabilizerApi.valid, { model: 'WDG-NEW', name: '稳定杆' }, { maxHorizontalForce: -1 }],
    ['wms/overplate', overPlateApi.valid, { model: 'GDB-NEW', name: '过渡板' }, { thickness: 0 }],
  ];

  it.each(validators)(
    '%s: POST valid says true for a sound record, the reason otherwise',
    async (path, valid, record, bad) => {
      await expect(valid(record)).resolves.toBe(true);
      expect(await lastCall()).toMatchObject({ method: 'POST', path: `${path}/valid`, body: record });
      await expect(valid({ ...record, ...bad })).rejects.toBeInstanceOf(ApiError);
    },
  );

  it('sensor, woven, stabilizer: GET options/{type} lists the enabled rows of that type', async () => {
    const beams = await sensorApi.options(1);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/sensor/options/1' });
    expect(beams.length).toBeGreaterThan(0);
    for (const o of beams) expect(o.label).toMatch(/^H8C-/);

    const copper = await wovenApi.options('COPPER');
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/woven/options/COPPER' });
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
    await sensorTypeApi.update({ id: 7, status: '0' });
    await sent();

    expect(await sensorTypeApi.byCode('BEAM')).toMatchObject({ id: 1, code: 'BEAM', nameZh: '单剪切梁式' });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/sensortypes/sensorType/BEAM' });
    await expect(sensorTypeApi.byCode('NOPE')).rejects.toMatchObject({ message: '传感器类型“NOPE”不存在' });
  });

  it('sensortypes: a type in use cannot be deleted', async () => {
    await expect(sensorTypeApi.remove(1)).rejects.toMatchObject({ message: '传感器类型已被使用，不能删除' });
  });

  it('modular and overplate: GET downloadExcel saves an xlsx', async () => {
    await expect(modularApi.exportExcel({ loadMode: 'TENSION', page: 2 })).resolves.toBe(true);
    const call = await lastCall();
    expect(call).toMatchObject({ method: 'GET', path: 'wms/modular/downloadExcel' });
    expect(call.query).toEqual({ loadMode: 'TENSION' });
    await expect(overPlateApi.exportExcel({ status: '0' })).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({
      method: 'GET',
      path: 'wms/overplate/downloadExcel',
      query: { status: '0' },
    });
    expect(vi.mocked(saveAs)).toHaveBeenCalledTimes(2);
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
    });
    const after = await allocated();
    expect(after.map((r) => r.id)).toEqual(expect.arrayContaining(picked));
    expect(after).toHaveLength(before.length + 2);

    const change = { modularId, statusId: picked[0], status: '0' } as const;
    await k.change(change);
    expect(await lastCall()).toMatchObject({ method: 'PUT', path: `wms/modular/${k.statusPath}`, body: change });
    const defaults = (await allocated()).filter((r) => r.defaultStatus === '0');
    expect(defaults.map((r) => r.id)).toEqual([picked[0]]);
    await k.change({ modularId, statusId: picked[0], status: '1' });
    expect((await allocated()).filter((r) => r.defaultStatus === '0')).toHaveLength(0);
    await expect(k.change({ modularId, statusId: 999999, status: '0' })).rejects.toMatchObject({
      message: expect.stringContaining('未分配') as unknown,
    });
    await k.change({ modularId, statusId: before[0].id, status: '0' });
    await sent();

    await a.cancel(modularId, picked[0]);
    expect(await lastCall()).toMatchObject({
      method: 'PUT',
      path: `${base}/cancel`,
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

  it('refuses an unknown modular', async () => {
    await expect(modularApi.authSensor.allocatedList({ modularId: 99999 })).rejects.toMatchObject({
      message: '模块不存在',
    });
  });
});

describe('selection', () => {
  it('modular: selData/options and selPlate lists/options', async () => {
    const criteria = { capacity: 8000, cellCount: 4, loadMode: 'COMPRESSION' } as const;
    const fitting = await modularApi.selDataOptions(criteria);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'wms/modular/selData/options', body: criteria });
    expect(fitting.length).toBeGreaterThan(0);
    for (const o of fitting) expect(typeof o.value).toBe('number');
    const { list } = await modularApi.page({ page: 1, limit: 100, loadMode: 'COMPRESSION', status: '0' });
    const capacityOf = new Map(list.map((m) => [m.id, m.capacity ?? 0]));
    for (const o of fitting)
      if (capacityOf.has(Number(o.value)))
        expect((capacityOf.get(Number(o.value)) ?? 0) * 4).toBeGreaterThanOrEqual(8000);
    await sent();

    const plates = await modularApi.selPlateLists({ modularId: 3 });
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'wms/modular/selPlate/lists',
      body: { modularId: 3 },
    });
    const assigned = (await modularApi.authOverPlate.allocatedList({ modularId: 3, status: '0' })).list;
    expect(plates.map((p) => p.id).sort()).toEqual(assigned.map((p) => p.id).sort());
    for (const p of plates) expect(p).toHaveProperty('thickness');
    await sent();
    const options = await modularApi.selPlateOptions({ modularId: 3 });
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'wms/modular/selPlate/options',
      body: { modularId: 3 },
    });
    expect(options.map((o) => o.value)).toEqual(plates.map((p) => p.id));
  });

  it('seldata: model hands out a fresh number, save stores the record', async () => {
    const no = await selDataApi.model({ scaleType: 'TANK' });
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'wms/seldata/model', body: { scaleType: 'TANK' } });
    expect(no).toMatch(/^XS-\d{8}-\d{4}$/);
    const record = {
      selNo: no,
      customer: '选型客户',
      scaleType: 'TANK',
      capacity: 20000,
      cellCount: 4,
      modularId: 2,
      sensorId: 5,
      totalModelNo: 'ZX-0002',
    } as const;
    const id = await selDataApi.save(record);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'wms/seldata/save', body: record });
    expect(await selDataApi.get(id)).toMatchObject({ ...record, id });
    const next = await selDataApi.model();
    expect(next).not.toBe(no);
    await expect(selDataApi.save({ ...record })).rejects.toMatchObject({ message: `选型编号“${no}”已存在` });
    await expect(selDataApi.save({ customer: '' })).rejects.toMatchObject({ message: '客户不能为空' });
  });

  it('totalmodel: selectAllList, no/{no}, selection/options', async () => {
    const all = await totalModelApi.selectAllList();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/totalmodel/selectAllList' });
    expect(all.length).toBeGreaterThanOrEqual(120);
    expect(all[0]).toHaveProperty('no');

    expect(await totalModelApi.getByNo('ZX-0001')).toMatchObject({ id: 1, no: 'ZX-0001' });
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'wms/totalmodel/no/ZX-0001' });
    await expect(totalModelApi.getByNo('ZX-9999')).rejects.toMatchObject({ message: '总型号“ZX-9999”不存在' });
    await sent();

    const criteria = { cellCount: 4, capacity: 5000 };
    const options = await totalModelApi.selectionOptions(criteria);
    expect(await lastCall()).toMatchObject({
      method: 'POST',
      path: 'wms/totalmodel/selection/options',
      body: criteria,
    });
    expect(options.length).toBeGreaterThan(0);
    const byNo = new Map(all.map((t) => [t.no, t]));
    for (const o of options) {
      expect(byNo.get(String(o.value))).toMatchObject({ cellCount: 4 });
      expect(byNo.get(String(o.value))?.capacity ?? 0).toBeGreaterThanOrEqual(5000);
    }
  });

  it('wms dict: options, refresh, items by type', async () => {
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
    await expect(wmsDictApi.remove(1)).rejects.toMatchObject({ message: '字典已分配数据，不能删除' });
  });
});

describe('permissions', () => {
  it('the operator lists and reads but may not change anything', async () => {
    await signIn(OPERATOR);
    expect((await modularApi.page({ page: 1, limit: 2 })).list).toHaveLength(2);
    expect((await modularApi.authSensor.allocatedList({ modularId: 1 })).list.length).toBeGreaterThan(0);
    expect((await sensorApi.page({ page: 1, limit: 2 })).list).toHaveLength(2);
    expect((await totalModelApi.selectAllList()).length).toBeGreaterThan(0);
    const refused: Promise<unknown>[] = [
      modularApi.create({ modelNo: 'MK-OP', name: '模块', capacity: 1 }),
      sensorApi.create({ model: 'OP', name: '传感器', emax: 1 }),
      modularApi.authSensor.selectAll(1, [1]),
      modularApi.changeSensorStatus({ modularId: 1, statusId: 1, status: '0' }),
      selDataApi.save({ customer: '操作员' }),
      wmsDictItemApi.remove(1),
    ];
    for (const call of refused) expect((await rejection(call)).code).toBe(403);
  });
});
