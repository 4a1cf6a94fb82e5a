import { beforeEach, describe, expect, it } from 'vitest';
import { modularApi, type Allocated, type DefaultChange } from '@/api/modules/wms/modular';
import type { Id, PageQuery, PageResult } from '@/api/types';
import { changeDefault, settledDefault, withDefaultFlag } from '@/lib/weighing/modular-default';
import { signIn } from '../helpers';

/**
 * The default-flag rule of issue 9: of the items of one kind assigned to a modular, exactly one is
 * its default while any is assigned. First as the pure rule, then as the mock backend keeps it
 * through every call the assignment pages make.
 */

describe('the rule', () => {
  it('keeps the current default while it stays assigned, else the earliest assigned', () => {
    expect(settledDefault([4, 7, 9], 7)).toBe(7);
    expect(settledDefault([4, 9], 7)).toBe(4);
    expect(settledDefault([4, 9], undefined)).toBe(4);
    expect(settledDefault([], 7)).toBeUndefined();
  });

  it('moves the mark to the item asked for, and never leaves the modular without one', () => {
    expect(changeDefault([4, 7, 9], 4, 9, '0')).toEqual({ ok: true, defaultId: 9 });
    // Unmarking the default would leave none: refused.
    expect(changeDefault([4, 7, 9], 4, 4, '1')).toEqual({ ok: false, reason: 'keepsOne' });
    expect(changeDefault([4], 4, 4, '1')).toEqual({ ok: false, reason: 'keepsOne' });
    // Unmarking another item changes nothing.
    expect(changeDefault([4, 7, 9], 4, 7, '1')).toEqual({ ok: true, defaultId: 4 });
    expect(changeDefault([4, 7], 4, 5, '0')).toEqual({ ok: false, reason: 'notAssigned' });
  });

  it('redraws only the rows whose flag changes', () => {
    const rows = [
      { id: 1, defaultStatus: '0' },
      { id: 2, defaultStatus: '1' },
      { id: 3, defaultStatus: '1' },
    ];
    const next = withDefaultFlag(rows, 'defaultStatus', (row) => row.id === 3);
    expect(next.map((row) => row.defaultStatus)).toEqual(['1', '1', '0']);
    expect(next[1]).toBe(rows[1]);
    expect(next[0]).not.toBe(rows[0]);
    expect(rows[0].defaultStatus).toBe('0');
  });
});

interface Kind {
  name: string;
  allocation: {
    allocatedList: (query: PageQuery & { modularId: Id }) => Promise<PageResult<Allocated<{ id?: number }>>>;
    unallocatedList: (query: PageQuery & { modularId: Id }) => Promise<PageResult<{ id?: number }>>;
    selectAll: (modularId: Id, itemIds: readonly Id[]) => Promise<void>;
    cancelAll: (modularId: Id, itemIds: readonly Id[]) => Promise<void>;
  };
  cancel: (modularId: Id, itemId: Id) => Promise<void>;
  change: (change: DefaultChange) => Promise<void>;
  /** The modular's joined count and default model of this kind. */
  count: 'sensorCount' | 'wovenCount' | 'stabilizerCount' | 'overPlateCount';
  model: 'defaultSensorModel' | 'defaultWovenModel' | 'defaultStabilizerModel' | 'defaultOverPlateModel';
}

const KINDS: Kind[] = [
  {
    name: 'sensor',
    allocation: modularApi.authSensor,
    cancel: (modularId, sensorId) => modularApi.authSensor.cancel({ modularId, sensorId }),
    change: modularApi.changeSensorStatus,
    count: 'sensorCount',
    model: 'defaultSensorModel',
  },
  {
    name: 'woven line',
    allocation: modularApi.authWoven,
    cancel: (modularId, wovenId) => modularApi.authWoven.cancel({ modularId, wovenId }),
    change: modularApi.changeWovenStatus,
    count: 'wovenCount',
    model: 'defaultWovenModel',
  },
  {
    name: 'stabilizer',
    allocation: modularApi.authStabilizer,
    cancel: (modularId, stabilizerId) => modularApi.authStabilizer.cancel({ modularId, stabilizerId }),
    change: modularApi.changeStabilizerStatus,
    count: 'stabilizerCount',
    model: 'defaultStabilizerModel',
  },
  {
    name: 'over-plate',
    allocation: modularApi.authOverPlate,
    cancel: (modularId, overPlateId) => modularApi.authOverPlate.cancel({ modularId, overPlateId }),
    change: modularApi.changeOverPlateStatus,
    count: 'overPlateCount',
    model: 'defaultOverPlateModel',
  },
];

describe('the mock backend keeps exactly one default per kind', () => {
  beforeEach(async () => {
    await signIn();
  });

  it.each(KINDS)('$name: assign, switch, refuse to unmark, cancel the default, cancel all', async (kind) => {
    const modularId = Number(
      await modularApi.create({ modelNo: 'CZM-RULE-1', name: '规则测试模块', capacity: 10000, sensorTypeId: 3 }),
    );
    const a = kind.allocation;
    /** Ids of the modular's items, the defaults among them, and what its list row says. */
    const state = async () => {
      const { list } = await a.allocatedList({ modularId, page: 1, limit: 50 });
      const row = (await modularApi.page({ modelNo: 'CZM-RULE-1', page: 1, limit: 1 })).list[0];
      return {
        ids: list.map((item) => item.id),
        defaults: list.filter((item) => item.defaultStatus === '0').map((item) => item.id),
        count: row[kind.count],
        hasModel: row[kind.model] !== '',
      };
    };

    expect(await state()).toEqual({ ids: [], defaults: [], count: 0, hasModel: false });
    const [first, second, third] = (await a.unallocatedList({ modularId, page: 1, limit: 3 })).list.map((item) =>
      Number(item.id),
    );

    // The first item assigned becomes the default, whatever comes with it.
    await a.selectAll(modularId, [first, second]);
    expect(await state()).toMatchObject({ defaults: [first], count: 2, hasModel: true });
    await a.selectAll(modularId, [third]);
    expect(await state()).toMatchObject({ defaults: [first], count: 3 });

    // Switching moves the mark.
    await kind.change({ modularId, statusId: second, status: '0' });
    expect((await state()).defaults).toEqual([second]);

    // The default cannot be unmarked; unmarking another changes nothing.
    await expect(kind.change({ modularId, statusId: second, status: '1' })).rejects.toMatchObject({
      message: expect.stringContaining('须保留一个默认') as unknown,
    });
    await kind.change({ modularId, statusId: third, status: '1' });
    expect((await state()).defaults).toEqual([second]);

    // Cancelling the default passes the mark to the earliest assigned item left.
    await kind.cancel(modularId, second);
    expect(await state()).toMatchObject({ defaults: [first], count: 2 });

    // Without items there is no default.
    await a.cancelAll(modularId, [first, third]);
    expect(await state()).toEqual({ ids: [], defaults: [], count: 0, hasModel: false });
  });
});
