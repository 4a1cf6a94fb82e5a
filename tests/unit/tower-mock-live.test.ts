import { beforeEach, describe, expect, it } from 'vitest';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import { towerRecordApi } from '@/api/modules/tower/tower-record';
import { ApiError } from '@/api/types';
import { periodConsumption } from '@/lib/tower/detection';
import { formatTime } from '@mocks/lib/random';
import { HISTORY_END } from '@mocks/seed/tower-sim';
import { signIn } from '../helpers';

const HOUR = 3_600_000;
const at = (text: string) => new Date(text.replace(' ', 'T')).getTime();

beforeEach(async () => {
  await signIn();
});

describe('tower mock: what the tower pages read', () => {
  it('joins the latest reading into every listed tower, and never stores it', async () => {
    const { list } = await towerInfoApi.page({ page: 1, limit: 5 });
    for (const tower of list) {
      expect(tower.lastWeight).toEqual(expect.any(Number));
      expect(tower.lastReportTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(['high', 'low', 'normal']).toContain(tower.alarm);
    }
    const first = list[0];
    const monitor = await towerInfoApi.monitor(first.id ?? 0);
    // The live reading moves every 30 s: the list and the monitor agree within what that can change.
    expect(Math.abs((first.lastWeight ?? 0) - monitor.weight)).toBeLessThan(500);
    // The edit dialog sends the joined fields back: the row keeps only its own.
    await towerInfoApi.update({ ...first, remark: 'joined fields stay out', lastWeight: 1 });
    const again = await towerInfoApi.get(first.id ?? 0);
    expect(again.remark).toBe('joined fields stay out');
    expect(again.lastWeight).not.toBe(1);
    expect(Math.abs((again.lastWeight ?? 0) - monitor.weight)).toBeLessThan(500);
  });

  it('serves the series of a window (at most 8 days, up to now) and refuses a reversed one', async () => {
    const end = HISTORY_END - 10 * 24 * HOUR;
    const monitor = await towerInfoApi.monitor('LT-A-01', {
      range: { beginTime: formatTime(new Date(end - 7 * 24 * HOUR)), endTime: formatTime(new Date(end)) },
    });
    const times = monitor.series.map((p) => at(p.time));
    expect(times.length).toBeGreaterThan(7 * 24 * 6);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(end - 7 * 24 * HOUR);
    expect(Math.max(...times)).toBeLessThanOrEqual(end);

    const long = await towerInfoApi.monitor('LT-A-01', {
      range: { beginTime: formatTime(new Date(end - 30 * 24 * HOUR)), endTime: formatTime(new Date(end)) },
    });
    expect(at(long.series[0].time)).toBeGreaterThanOrEqual(end - 8 * 24 * HOUR);

    await expect(
      towerInfoApi.monitor('LT-A-01', {
        silent: true,
        range: { beginTime: formatTime(new Date(end)), endTime: formatTime(new Date(end - HOUR)) },
      }),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('switches monitoring off and on through selectStatus alone', async () => {
    const { list } = await towerInfoApi.page({ page: 1, limit: 1 });
    const id = list[0].id ?? 0;
    await towerInfoApi.changeStatus({ id, status: '1' });
    expect((await towerInfoApi.get(id)).selectStatus).toBe('1');
    expect((await towerInfoApi.monitor(id)).enabled).toBe(false);
    await towerInfoApi.changeStatus({ id, status: '0' });
    expect((await towerInfoApi.get(id)).selectStatus).toBe('0');
  });

  it('gives opening and closing weights that chain and add up to the consumption, also after the seeded history', async () => {
    const now = Date.now();
    const rows = await towerRecordApi.statistics({
      towerId: 'LT-A-01',
      granularity: 'day',
      beginTime: formatTime(new Date(HISTORY_END - 3 * 24 * HOUR)).slice(0, 10),
      endTime: formatTime(new Date(Math.min(now, HISTORY_END + 3 * 24 * HOUR))).slice(0, 10),
    });
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      const { openingWeight = Number.NaN, closingWeight = Number.NaN } = row;
      if (i > 0) expect(openingWeight).toBeCloseTo(rows[i - 1].closingWeight ?? Number.NaN, 0);
      const formula = periodConsumption({
        opening: openingWeight,
        closing: closingWeight,
        refillWeight: row.refillWeight,
        dropLoss: row.exceptionLoss,
      });
      expect(Math.abs(formula - row.consumeWeight)).toBeLessThan(1);
      expect(row.consumeWeight).toBeGreaterThan(0);
    }
    // After the seed the live model keeps refilling the tower.
    const after = rows.filter((r) => r.period > formatTime(new Date(HISTORY_END)).slice(0, 10));
    expect(after.reduce((sum, r) => sum + r.refillCount, 0)).toBeGreaterThan(0);
  });
});
