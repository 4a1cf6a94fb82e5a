import { saveAs } from 'file-saver';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { towerExceptionApi } from '@/api/modules/tower/tower-exception';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import { towerRecordApi, type TowerStatistic } from '@/api/modules/tower/tower-record';
import type { Id, PageQuery, PageResult } from '@/api/types';
import { detect, detectionParams } from '@/lib/tower/detection';
import { server } from '@mocks/node';
import { formatTime } from '@mocks/lib/random';
import { gateways } from '@mocks/seed/device';
import { depts } from '@mocks/seed/system';
import { SEED_TUNING, towerExceptions, towerRecords, towers, towerSeed } from '@mocks/seed/tower';
import { cycleIndexAt, cyclesOf, HISTORY_END, HISTORY_START, outagesOf, samplesOf } from '@mocks/seed/tower-sim';
import { OPERATOR, signIn } from '../helpers';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

/** Every function of the tower modules against the mock: the request it sends and what comes back. */
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

async function lastCall(): Promise<Seen> {
  const seen = await Promise.all(pending);
  pending = [];
  const last = seen.at(-1);
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
  vi.restoreAllMocks();
});

interface StandardApi {
  path: string;
  page: (query: PageQuery) => Promise<PageResult<object>>;
  get: (id: Id) => Promise<object>;
  create: (record: Record<string, unknown>) => Promise<Id>;
  update: (record: Record<string, unknown>) => Promise<void>;
  remove: (id: Id) => Promise<void>;
  removeBatch: (ids: readonly Id[]) => Promise<void>;
  exportExcel: (query?: PageQuery) => Promise<boolean>;
}

let serial = 0;
const STANDARD: {
  name: string;
  api: StandardApi;
  filter: PageQuery;
  fields: string[];
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
}[] = [
  {
    name: 'tower/TowerInfo',
    api: towerInfoApi,
    filter: { location: '江山', selectStatus: '0' },
    fields: [
      'id',
      'towerId',
      'location',
      'sn',
      'deviceId',
      'deviceAddr',
      'depId',
      'depName',
      'capacity',
      'highWarning',
    ],
    create: () => ({
      towerId: `LT-T-${++serial}`,
      location: '测试场 1 栋',
      capacity: 12,
      highWarning: 10,
      lowWarning: 2,
    }),
    change: { remark: '改过', lowWarning: 2.5 },
  },
  {
    name: 'tower/TowerRecord',
    api: towerRecordApi,
    filter: { towerId: 'LT-A-01', beginTime: '2026-08-01 00:00:00', endTime: '2026-08-31 23:59:59' },
    fields: [
      'id',
      'towerId',
      'location',
      'netId',
      'startDatetime',
      'endDatetime',
      'firstWeight',
      'balanceWeight',
      'refillWeight',
      'consumeWeight',
    ],
    create: () => ({
      towerId: 'LT-B-02',
      startDatetime: '2026-09-30 10:00:00',
      endDatetime: '2026-09-30 10:25:00',
      firstWeight: 3000,
      balanceWeight: 14000,
    }),
    change: { image: '/profile/refill/note.jpg' },
  },
  {
    name: 'tower/TowerExceptionRecord',
    api: towerExceptionApi,
    filter: { type: 'SUDDEN_DROP', reason: '短时骤降' },
    fields: [
      'id',
      'towerId',
      'type',
      'reason',
      'startDatetime',
      'endDatetime',
      'firstWeight',
      'balanceWeight',
      'consumeWeight',
    ],
    create: () => ({
      towerId: 'LT-C-01',
      type: 'SPIKE',
      reason: '人工复核：信号干扰',
      startDatetime: '2026-09-29 08:00:00',
      endDatetime: '2026-09-29 08:10:00',
    }),
    change: { remark: '已处理' },
  },
];

describe('standard family of the tower resources', () => {
  it.each(STANDARD)('$name: page, get, create, update, remove, removeBatch, export', async (c) => {
    expect(c.api.path).toBe(c.name);
    const query = { page: 1, limit: 5, ...c.filter };
    const page = await c.api.page(query);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `${c.name}/page`, query: asQuery(query) });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.length).toBeLessThanOrEqual(5);
    for (const row of page.list as Record<string, unknown>[]) {
      for (const field of c.fields) expect(row).toHaveProperty(field);
    }

    const record = c.create();
    const id = Number(await c.api.create(record));
    expect(await lastCall()).toMatchObject({ method: 'POST', path: c.name, body: record });
    const row = (await c.api.get(id)) as Record<string, unknown>;
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `${c.name}/${id}` });
    expect(row).toMatchObject({ ...record, id, createBy: 'admin' });

    const change = { id, ...c.change };
    await c.api.update(change);
    expect(await lastCall()).toMatchObject({ method: 'PUT', path: c.name, body: change });
    expect(await c.api.get(id)).toMatchObject({ ...c.change, updateBy: 'admin' });

    const others = [Number(await c.api.create(c.create())), Number(await c.api.create(c.create()))];
    await c.api.remove(id);
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `${c.name}/${id}` });
    await c.api.removeBatch(others);
    expect(await lastCall()).toMatchObject({ method: 'DELETE', path: `${c.name}/batch/${others.join(',')}` });
    for (const gone of [id, ...others]) await expect(c.api.get(gone)).rejects.toMatchObject({ message: '记录不存在' });

    await expect(c.api.exportExcel({ ...c.filter, page: 3, limit: 10 })).resolves.toBe(true);
    const exported = await lastCall();
    expect(exported).toMatchObject({ method: 'GET', path: `${c.name}/downloadExcel` });
    expect(exported.query).toEqual(asQuery(c.filter));
    const [blob] = vi.mocked(saveAs).mock.calls.at(-1) ?? [];
    expect((blob as Blob).type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});

describe('the seeded history', () => {
  it('holds 40 towers, about 2,000 refills and about 300 exceptions of five kinds over 90 days', () => {
    expect(towers()).toHaveLength(40);
    expect(towerRecords().length).toBeGreaterThan(1700);
    expect(towerRecords().length).toBeLessThan(2300);
    expect(towerExceptions().length).toBeGreaterThan(220);
    expect(towerExceptions().length).toBeLessThan(380);
    expect(new Set(towerExceptions().map((e) => e.type))).toEqual(
      new Set(['SUDDEN_DROP', 'SPIKE', 'OUT_OF_RANGE', 'STUCK', 'OFFLINE']),
    );
    for (const record of towerRecords()) {
      const tower = towers().find((t) => t.towerId === record.towerId);
      expect(record.refillWeight).toBeCloseTo(record.balanceWeight - record.firstWeight, 0);
      expect(record.refillWeight).toBeGreaterThanOrEqual(tower?.miniValue ?? Number.POSITIVE_INFINITY);
      expect(record.startDatetime < record.endDatetime).toBe(true);
    }
  });

  it('is what the detection finds in the simulated weight series', () => {
    const tower = towers()[6];
    const { profiles } = towerSeed();
    const profile = profiles.get(tower.towerId);
    if (!profile) throw new Error('no profile');
    const cycles = cyclesOf(profile, HISTORY_END);
    const { events } = detect(
      samplesOf(profile, HISTORY_START, HISTORY_END),
      detectionParams(tower, {
        ...SEED_TUNING,
        sampleInterval: profile.sampleInterval,
        avgDailyConsumption: profile.dailyKg,
      }),
      { previousRefillBalance: cycles[cycleIndexAt(cycles, HISTORY_START)].top },
    );
    const refills = events.filter((e) => e.type === 'REFILL');
    const rows = towerRecords().filter((r) => r.towerId === tower.towerId);
    expect(rows).toHaveLength(refills.length);
    expect(rows.map((r) => Math.round(r.refillWeight))).toEqual(refills.map((e) => Math.round(e.refillWeight ?? 0)));
  });
});

describe('tower extras', () => {
  it('valid accepts a sound tower and gives the reason otherwise', async () => {
    const record = {
      towerId: 'LT-Z-01',
      location: '新场',
      capacity: 20,
      highWarning: 18,
      lowWarning: 3,
      maxWeight: 22,
    };
    await expect(towerInfoApi.valid(record)).resolves.toBe(true);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'tower/TowerInfo/valid', body: record });
    await expect(towerInfoApi.valid({ ...record, towerId: 'LT-A-01' })).rejects.toMatchObject({
      message: '料塔编号“LT-A-01”已存在',
    });
    await expect(towerInfoApi.valid({ ...record, lowWarning: 19 })).rejects.toMatchObject({
      message: '低位报警必须小于高位报警',
    });
    await expect(towerInfoApi.valid({ ...record, sn: 'NO-SUCH-GW' })).rejects.toMatchObject({
      message: '网关“NO-SUCH-GW”不存在',
    });
    await expect(towerInfoApi.valid({ ...record, shortValue: 100, diffValue: 200 })).rejects.toMatchObject({
      message: '短时下降值必须大于差值',
    });
    // Editing keeps its own number.
    await expect(towerInfoApi.valid({ id: 1, towerId: 'LT-A-01' })).resolves.toBe(true);
  });

  it('monitor answers the live state by id or tower number, and it moves with the clock', async () => {
    const real = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(real);
    const live = await towerInfoApi.monitor(1);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'tower/TowerInfo/monitor/1' });
    const tower = towers()[0];
    expect(live).toMatchObject({ id: 1, towerId: tower.towerId, capacity: tower.capacity, online: true, fault: null });
    expect(['high', 'low', 'normal']).toContain(live.alarm);
    expect(live.weight).toBeGreaterThan(0);
    expect(live.fillPercent).toBeCloseTo((live.weight / (tower.capacity * 1000)) * 100, 0);
    expect(live.series.length).toBeGreaterThanOrEqual(140);
    expect((live.series.at(-1)?.time ?? '') <= live.updatedAt).toBe(true);
    expect(live.lastRefillTime).not.toBeNull();

    const byNumber = await towerInfoApi.monitor(tower.towerId);
    expect(await lastCall()).toMatchObject({ path: `tower/TowerInfo/monitor/${tower.towerId}` });
    expect(byNumber.weight).toBe(live.weight);

    clock.mockReturnValue(real + 20 * 60_000);
    const later = await towerInfoApi.monitor(1);
    expect(later.updatedAt > live.updatedAt).toBe(true);
    expect(later.weight).not.toBe(live.weight);

    await expect(towerInfoApi.monitor('LT-NONE')).rejects.toMatchObject({ message: '料塔不存在' });
  });

  it('monitor and the online serials show a gateway outage', async () => {
    const tower = towers()[0];
    const outage = outagesOf(tower.sn, Date.now() + 400 * 86_400_000).find((o) => o.start > Date.now());
    if (!outage) throw new Error('no outage ahead');
    vi.spyOn(Date, 'now').mockReturnValue(outage.start + 5 * 60_000);
    await signIn();
    const live = await towerInfoApi.monitor(tower.id);
    expect(live).toMatchObject({ online: false, fault: 'OFFLINE' });
    // The last reading is the one before the link went down.
    expect(live.updatedAt < formatTime(new Date(outage.start))).toBe(true);
    expect(live.updatedAt >= formatTime(new Date(outage.start - 600_000))).toBe(true);
    const serials = await towerInfoApi.onlineSerials();
    expect(await lastCall()).toMatchObject({ method: 'GET', path: 'tower/TowerInfo/emqx/onnet/snList', query: {} });
    expect(serials).not.toContain(tower.sn);
    expect(serials).toContain(towers()[2].sn);
  });

  it('onlineSerials lists the enabled gateways that are connected', async () => {
    const serials = await towerInfoApi.onlineSerials();
    expect(serials.length).toBeGreaterThan(15);
    const known = new Set(gateways().map((g) => g.identifier));
    expect(serials.every((sn) => known.has(sn))).toBe(true);
    const disabled = gateways().find((g) => g.status === '1');
    expect(serials).not.toContain(disabled?.identifier);
  });

  it('listByDept gives the towers of a department and of the departments below it', async () => {
    const tower = towers()[0];
    const own = await towerInfoApi.listByDept(tower.depId);
    expect(await lastCall()).toMatchObject({ method: 'GET', path: `tower/TowerInfo/list/${tower.depId}` });
    expect(own.map((t) => t.towerId)).toContain(tower.towerId);
    expect(own.every((t) => t.depId === tower.depId && t.depName)).toBe(true);
    const parent = depts().find((d) => d.deptId === tower.depId)?.parentId ?? 0;
    const branch = await towerInfoApi.listByDept(parent);
    expect(branch.length).toBeGreaterThanOrEqual(own.length);
    const everything = await towerInfoApi.listByDept(100);
    expect(everything).toHaveLength(40);
    await expect(towerInfoApi.listByDept(99999)).rejects.toMatchObject({ message: '部门不存在' });
  });
});

describe('statistics', () => {
  const sum = (rows: TowerStatistic[], key: 'consumeWeight' | 'refillCount' | 'refillWeight' | 'exceptionLoss') =>
    rows.reduce((total, row) => total + row[key], 0);

  it('gives every day of the range; refills add up to the records, days add up to the month', async () => {
    const query = { beginTime: '2026-08-01 00:00:00', endTime: '2026-08-31 23:59:59', granularity: 'day' as const };
    const days = await towerRecordApi.statistics(query);
    expect(await lastCall()).toMatchObject({ method: 'POST', path: 'tower/TowerRecord/getStatistics', body: query });
    expect(days).toHaveLength(31);
    expect(days[0]).toMatchObject({
      period: '2026-08-01',
      beginTime: '2026-08-01 00:00:00',
      endTime: '2026-08-01 23:59:59',
    });
    const august = towerRecords().filter(
      (r) => r.endDatetime >= '2026-08-01' && r.endDatetime <= '2026-08-31 23:59:59',
    );
    expect(sum(days, 'refillCount')).toBe(august.length);
    expect(sum(days, 'refillWeight')).toBeCloseTo(
      august.reduce((total, r) => total + r.refillWeight, 0),
      0,
    );
    for (const day of days) expect(day.consumeWeight).toBeGreaterThan(0);

    const [month] = await towerRecordApi.statistics({ ...query, granularity: 'month' });
    expect(month.period).toBe('2026-08');
    expect(month.refillCount).toBe(august.length);
    expect(month.consumeWeight).toBeCloseTo(sum(days, 'consumeWeight'), -1);
    expect(month.exceptionLoss).toBeCloseTo(sum(days, 'exceptionLoss'), 0);
    // 40 towers use roughly a third of their capacity a day.
    const capacity = towers().reduce((total, t) => total + t.capacity * 1000, 0);
    expect(month.consumeWeight / 31 / capacity).toBeGreaterThan(0.25);
    expect(month.consumeWeight / 31 / capacity).toBeLessThan(0.5);
  });

  it('narrows to a tower or a department, and follows edits of the records', async () => {
    const range = { beginTime: '2026-07-05', endTime: '2026-09-30', granularity: 'month' as const };
    const tower = towers()[3];
    const mine = await towerRecordApi.statistics({ ...range, towerId: tower.towerId });
    expect(mine.map((m) => m.period)).toEqual(['2026-07', '2026-08', '2026-09']);
    const inRange = towerRecords().filter(
      (r) => r.towerId === tower.towerId && r.endDatetime >= '2026-07-05' && r.endDatetime <= '2026-09-30 23:59:59',
    );
    expect(sum(mine, 'refillCount')).toBe(inRange.length);

    const dept = await towerRecordApi.statistics({ ...range, depId: tower.depId });
    const deptTowers = towers().filter((t) => t.depId === tower.depId);
    let expected = 0;
    for (const t of deptTowers)
      expected += sum(await towerRecordApi.statistics({ ...range, towerId: t.towerId }), 'consumeWeight');
    expect(sum(dept, 'consumeWeight')).toBeCloseTo(expected, -1);

    await towerRecordApi.remove(inRange[0].id);
    const after = await towerRecordApi.statistics({ ...range, towerId: tower.towerId });
    expect(sum(after, 'refillCount')).toBe(inRange.length - 1);
  });

  it('refuses a missing, reversed or too long range and an unknown granularity or tower', async () => {
    const ok = { beginTime: '2026-08-01', endTime: '2026-08-02', granularity: 'day' as const };
    await expect(towerRecordApi.statistics({ ...ok, beginTime: '' })).rejects.toMatchObject({
      message: '开始时间和结束时间不能为空，格式 yyyy-MM-dd HH:mm:ss',
    });
    await expect(towerRecordApi.statistics({ ...ok, endTime: '2026-07-01' })).rejects.toMatchObject({
      message: '结束时间必须晚于开始时间',
    });
    await expect(towerRecordApi.statistics({ ...ok, endTime: '2028-01-01' })).rejects.toMatchObject({
      message: '按日统计最多 400 天',
    });
    await expect(towerRecordApi.statistics({ ...ok, granularity: 'week' as unknown as 'day' })).rejects.toMatchObject({
      message: '统计粒度只能是 day 或 month',
    });
    await expect(towerRecordApi.statistics({ ...ok, towerId: 'LT-NONE' })).rejects.toMatchObject({
      message: '料塔“LT-NONE”不存在',
    });
  });
});

describe('the operator', () => {
  it('reads towers, the monitor and the statistics, but may not add, edit, delete or export', async () => {
    await signIn(OPERATOR);
    expect((await towerInfoApi.page({ page: 1, limit: 5 })).list).toHaveLength(5);
    expect((await towerInfoApi.get(1)).towerId).toBe('LT-A-01');
    expect((await towerInfoApi.monitor(1)).towerId).toBe('LT-A-01');
    expect((await towerInfoApi.onlineSerials()).length).toBeGreaterThan(0);
    expect((await towerInfoApi.listByDept(100)).length).toBe(40);
    expect((await towerRecordApi.page({ page: 1, limit: 5 })).total).toBeGreaterThan(1000);
    expect((await towerExceptionApi.page({ page: 1, limit: 5 })).total).toBeGreaterThan(100);
    const stats = await towerRecordApi.statistics({
      beginTime: '2026-09-01',
      endTime: '2026-09-07',
      granularity: 'day',
    });
    expect(stats).toHaveLength(7);

    const forbidden = { code: 403, message: '当前操作没有权限' };
    await expect(towerInfoApi.create({ towerId: 'LT-X-01', location: 'x', capacity: 1 })).rejects.toMatchObject(
      forbidden,
    );
    await expect(towerInfoApi.update({ id: 1, remark: 'x' })).rejects.toMatchObject(forbidden);
    await expect(towerInfoApi.remove(1)).rejects.toMatchObject(forbidden);
    await expect(towerInfoApi.removeBatch([1, 2])).rejects.toMatchObject(forbidden);
    await expect(towerRecordApi.create({ towerId: 'LT-A-01' })).rejects.toMatchObject(forbidden);
    await expect(towerRecordApi.remove(1)).rejects.toMatchObject(forbidden);
    await expect(towerExceptionApi.update({ id: 1, remark: 'x' })).rejects.toMatchObject(forbidden);
    await expect(towerExceptionApi.removeBatch([1])).rejects.toMatchObject(forbidden);
    await expect(towerInfoApi.exportExcel()).resolves.toBe(false);
    expect(await towerInfoApi.get(1)).toMatchObject({ towerId: 'LT-A-01' });
  });
});
