import { saveAs } from 'file-saver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modularApi } from '@/api/modules/wms/modular';
import { overPlateApi } from '@/api/modules/wms/overplate';
import { selDataApi } from '@/api/modules/wms/seldata';
import { sensorApi } from '@/api/modules/wms/sensor';
import { sensorTypeApi } from '@/api/modules/wms/sensor-types';
import { totalModelApi } from '@/api/modules/wms/total-model';
import { wmsDictApi, wmsDictItemApi } from '@/api/modules/wms/wms-dict';
import { wovenApi } from '@/api/modules/wms/woven';
import { ApiError } from '@/api/types';
import { toFilters } from '@/components/crud';
import { modularResource } from '@/resources/modular/modular.resource';
import { wovenResource } from '@/resources/woven/woven.resource';
import {
  modularOverPlates,
  modularSensors,
  modularStabilizers,
  modularWovens,
  modulars,
  sensors,
} from '@mocks/seed/wms-selection';
import { findToast, OPERATOR, signIn } from '../helpers';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

/** Behaviour of the selection core a user would notice: defaults, numbering, codes, rights. */

/** The §5.2 regex of domain.md, written out here as the oracle (not imported from the mock). */
const CODE =
  /^(TCS|SCS|GCS|CZM|LTC)-\d+(P\d+)?[KT]-(\d{2,3}X\d{2,3}|\d{1,2}[PH])-(ST|[DXSZQLM])\d+(P\d+)?[KT][ABCD]\d{1,2}(P\d)?D?X\d{1,2}-[A-Z0-9]{1,6}(-[BDFGJKLSTW]{1,10})?(-R[A-Z])?$/;

beforeEach(async () => {
  await signIn();
});
afterEach(() => {
  vi.mocked(saveAs).mockReset();
});

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('seeded data', () => {
  it('every modular has exactly one default sensor, and at most one default of each other kind', () => {
    const joins = {
      sensor: modularSensors(),
      woven: modularWovens(),
      stabilizer: modularStabilizers(),
      plate: modularOverPlates(),
    };
    const emax = new Map(sensors().map((s) => [s.id, s.emax]));
    for (const m of modulars()) {
      for (const [kind, rows] of Object.entries(joins)) {
        const mine = rows.filter((j) => j.modularId === m.id);
        const defaults = mine.filter((j) => j.isDefault === '0');
        if (kind === 'sensor') expect(defaults).toHaveLength(1);
        else expect(defaults).toHaveLength(mine.length > 0 ? 1 : 0);
        if (kind === 'sensor') expect(emax.get(defaults[0].itemId)).toBe(m.capacity);
        expect(new Set(mine.map((j) => j.itemId)).size).toBe(mine.length);
      }
    }
  });

  it('the seven load-cell types of the domain notes, modular numbers in the §2.1 pattern', async () => {
    const { list } = await sensorTypeApi.page({ page: 1, limit: 20 });
    expect(list.map((t) => t.code)).toEqual(['SP', 'SB', 'DB', 'CL', 'BR', 'S', 'PK']);
    const { list: mods } = await modularApi.page({ page: 1, limit: 100 });
    for (const m of mods) expect(m.modelNo).toMatch(/^[A-Z0-9][A-Z0-9.-]{1,63}$/);
  });

  it('total models and selection records carry §5.2 codes and §5.4 numbers', async () => {
    for (const t of await totalModelApi.selectAllList()) expect(t.modelCode).toMatch(CODE);
    const { list, total } = await selDataApi.page({ page: 1, limit: 300 });
    expect(total).toBeGreaterThanOrEqual(300);
    for (const s of list) {
      expect(s.selectionNo).toMatch(/^XX\d{8}-\d{4}$/);
      expect(s.totalModelNo).toMatch(CODE);
    }
  });
});

describe('allocation rules', () => {
  it('the first item a modular gets becomes its default; cancelling the default passes the mark on', async () => {
    const bare = modulars().find((m) => !modularWovens().some((j) => j.modularId === m.id));
    if (!bare) throw new Error('the seed has no modular without woven lines');
    expect((await modularApi.authWoven.allocatedList({ modularId: bare.id })).total).toBe(0);
    const free = (await wovenApi.page({ page: 1, limit: 3, status: '0' })).list.map((w) => Number(w.id));
    await modularApi.authWoven.selectAll(bare.id, free);
    const { list } = await modularApi.authWoven.allocatedList({ modularId: bare.id });
    // The default first, the others by id.
    expect(list.map((w) => [w.id, w.defaultStatus])).toEqual([
      [free[0], '0'],
      ...free
        .slice(1)
        .sort((a, b) => a - b)
        .map((id) => [id, '1']),
    ]);
    await modularApi.authWoven.cancel({ modularId: bare.id, wovenId: free[0] });
    const after = await modularApi.authWoven.allocatedList({ modularId: bare.id });
    // The earliest assigned of those left is the default now.
    expect(after.list.map((w) => [w.id, w.defaultStatus])).toEqual([
      [free[1], '0'],
      [free[2], '1'],
    ]);
  });

  it('deleting a modular or an item drops its assignments', async () => {
    const plates = (await modularApi.authOverPlate.allocatedList({ modularId: 3 })).list;
    const plateId = Number(plates[0].id);
    const holders = modularOverPlates().filter((j) => j.itemId === plateId).length;
    expect(holders).toBeGreaterThan(0);
    await overPlateApi.remove(plateId);
    expect(modularOverPlates().some((j) => j.itemId === plateId)).toBe(false);
    await modularApi.remove(3);
    expect(modularSensors().some((j) => j.modularId === 3)).toBe(false);
    await expect(modularApi.authSensor.allocatedList({ modularId: 3 })).rejects.toMatchObject({
      message: '模块不存在',
    });
  });

  it('refuses unknown items and empty selections', async () => {
    await expect(modularApi.authSensor.selectAll(1, [999999])).rejects.toMatchObject({ message: '传感器不存在' });
    await expect(modularApi.authSensor.selectAll(1, [])).rejects.toMatchObject({ message: '请选择要分配的传感器' });
  });
});

describe('model codes on save (domain.md §5.3 examples)', () => {
  it('3 t platform scale on 4 × 1.5 t C3 single-ended shear beams: TCS-3T-15X15-X1P5TC3X4-A12-JL', async () => {
    const sensorId = Number(
      await sensorApi.create({
        model: 'XB-1P5T-C3-EX1',
        name: '1.5t 悬臂梁',
        sensorTypeId: 2,
        emax: 1500,
        accuracyClass: 'C3',
        signalType: 'ANALOG',
      }),
    );
    const id = await selDataApi.save({
      customer: '例一',
      applicationType: 'PLATFORM',
      maxCapacity: 3000,
      cellCount: 4,
      deckLength: 1.5,
      deckWidth: 1.5,
      sensorId,
      indicatorCode: 'A12',
      options: 'LJ',
      totalModelNo: 'ignored',
    });
    const saved = await selDataApi.get(id);
    expect(saved.totalModelNo).toBe('TCS-3T-15X15-X1P5TC3X4-A12-JL');
    // Without a number the server issued one.
    expect(saved.selectionNo).toMatch(/^XX\d{8}-\d{4}$/);
  });

  it('20 t feed tower on 4 × 10 t digital double shear beams, no indicator: LTC-20T-4P-S10TC3DX4-00-BG', async () => {
    const sensorId = Number(
      await sensorApi.create({
        model: 'SJ-10T-C3D-EX',
        name: '10t 数字双剪切梁',
        sensorTypeId: 3,
        emax: 10000,
        accuracyClass: 'C3',
        signalType: 'DIGITAL',
      }),
    );
    const id = Number(
      await selDataApi.create({
        selectionNo: 'XX20260101-9001',
        customer: '料塔客户',
        applicationType: 'FEED_TOWER',
        maxCapacity: 20000,
        cellCount: 4,
        sensorId,
        indicatorCode: '00',
        options: 'GB',
      }),
    );
    expect((await selDataApi.get(id)).totalModelNo).toBe('LTC-20T-4P-S10TC3DX4-00-BG');
    // Editing the configuration recomputes the code.
    await selDataApi.update({ id, cellCount: 6 });
    expect((await selDataApi.get(id)).totalModelNo).toBe('LTC-20T-6P-S10TC3DX6-00-BG');
  });

  it('a weigh-module system takes M and the accessories of its modular', async () => {
    const m = modulars()[2];
    const sensorId = modularSensors().find((j) => j.modularId === m.id && j.isDefault === '0')?.itemId;
    const wovenId = modularWovens().find((j) => j.modularId === m.id)?.itemId;
    const id = await selDataApi.save({
      customer: '筒仓',
      applicationType: 'SILO',
      maxCapacity: 50000,
      cellCount: 4,
      modularId: m.id,
      sensorId,
      wovenId,
      indicatorCode: 'A12',
    });
    const code = String((await selDataApi.get(id)).totalModelNo);
    expect(code).toMatch(CODE);
    expect(code).toMatch(new RegExp(`^CZM-50T-4[PH]-M`));
    expect(code.split('-')[5]).toContain('B');
  });

  it('refuses a total model code outside the scheme, and a malformed modular number', async () => {
    await expect(
      totalModelApi.create({ no: 'ZX-2026-9999', modelCode: 'ABC-1', name: '坏型号' }),
    ).rejects.toMatchObject({ message: '总型号“ABC-1”不符合编码规则' });
    await expect(modularApi.create({ modelNo: 'czm lower', name: '模块', capacity: 10 })).rejects.toMatchObject({
      message: '模块型号只能包含大写字母、数字、点和连字符',
    });
    await expect(sensorTypeApi.remove(3)).rejects.toMatchObject({ message: '传感器类型已被使用，不能删除' });
    await expect(wmsDictApi.remove(1)).rejects.toMatchObject({ message: '字典已分配数据，不能删除' });
  });
});

describe('range searches', () => {
  it('the capacity ranges of the search forms keep only the woven lines and modulars that meet them', async () => {
    // 10 t as the woven search form sends it: the lines whose capMin…capMax band holds 10 t.
    const woven = toFilters(wovenResource.fields, { capMin: [10000, 10000] });
    expect(woven).toEqual({ minCapacity: 10000, maxCapacity: 10000 });
    const allLines = await wovenApi.page({ page: 1, limit: 1000 });
    const lines = await wovenApi.page({ ...woven, page: 1, limit: 1000 });
    expect(lines.total).toBeGreaterThan(0);
    expect(lines.total).toBeLessThan(allLines.total);
    for (const line of lines.list) {
      expect(line.capMin).toBeLessThanOrEqual(10000);
      expect(line.capMax).toBeGreaterThanOrEqual(10000);
    }

    // 5–20 t modulars, bounds included; an upper bound alone is sent alone.
    const modular = toFilters(modularResource.fields, { capacity: [5000, 20000] });
    expect(modular).toEqual({ minCapacity: 5000, maxCapacity: 20000 });
    const allModulars = await modularApi.page({ page: 1, limit: 1000 });
    const found = await modularApi.page({ ...modular, page: 1, limit: 1000 });
    const wanted = allModulars.list.filter((m) => (m.capacity ?? 0) >= 5000 && (m.capacity ?? 0) <= 20000);
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(allModulars.total);
    expect(found.list.map((m) => m.id).sort()).toEqual(wanted.map((m) => m.id).sort());
    expect(toFilters(modularResource.fields, { capacity: [undefined, 2000] })).toEqual({ maxCapacity: 2000 });
  });
});

describe('permissions', () => {
  it('the operator lists and reads but gets 403 on add, edit, delete, assign and export', async () => {
    await signIn(OPERATOR);
    expect((await modularApi.page({ page: 1, limit: 2 })).list).toHaveLength(2);
    expect(await modularApi.get(1)).toHaveProperty('modelNo');
    expect((await modularApi.authSensor.allocatedList({ modularId: 1 })).list.length).toBeGreaterThan(0);
    expect((await sensorApi.page({ page: 1, limit: 2 })).list).toHaveLength(2);
    expect((await selDataApi.page({ page: 1, limit: 2 })).list).toHaveLength(2);
    expect((await totalModelApi.selectAllList()).length).toBeGreaterThan(0);
    expect((await wmsDictItemApi.byType('wms_signal_type')).length).toBe(2);

    const refused: Promise<unknown>[] = [
      modularApi.create({ modelNo: 'CZM-OP', name: '模块', capacity: 1 }),
      modularApi.update({ id: 1, name: '改名' }),
      modularApi.remove(1),
      modularApi.removeBatch([1, 2]),
      sensorApi.create({ model: 'OP', name: '传感器', emax: 1 }),
      overPlateApi.update({ id: 1, remark: '操作员' }),
      wovenApi.remove(1),
      modularApi.authSensor.selectAll(1, [1]),
      modularApi.authSensor.cancel({ modularId: 1, sensorId: 1 }),
      modularApi.changeSensorStatus({ modularId: 1, statusId: 1, status: '0' }),
      selDataApi.model(),
      selDataApi.save({ customer: '操作员' }),
      totalModelApi.remove(1),
      wmsDictApi.refresh(),
      wmsDictItemApi.remove(1),
    ];
    for (const call of refused) expect((await rejection(call)).code).toBe(403);

    await expect(modularApi.exportExcel({})).resolves.toBe(false);
    await expect(overPlateApi.exportExcel({})).resolves.toBe(false);
    expect(findToast('当前操作没有权限')).toBeDefined();
    expect(vi.mocked(saveAs)).not.toHaveBeenCalled();
  });
});
