import { afterEach, describe, expect, it, vi } from 'vitest';
import { towerInfoApi } from '@/api/modules/tower/tower-info';
import { towerRecordApi } from '@/api/modules/tower/tower-record';
import { detect } from '@/lib/tower/detection';
import { formatTime } from '@mocks/lib/random';
import { towerDetectionParams, towerExceptions, towerRecords, towers, towerSeed } from '@mocks/seed/tower';
import { syncTowerDetection } from '@mocks/seed/tower-detect';
import { cycleIndexAt, cyclesOf, DAY, HISTORY_END, HISTORY_START, HOUR, samplesOf } from '@mocks/seed/tower-sim';
import { mockControl } from '@mocks/node';
import { signIn } from '../helpers';

/** The records detect finds over the whole span from the history's start, for one tower. */
function detectedInOneRun(index: number, until: number) {
  const tower = towers()[index];
  const profile = towerSeed().profiles.get(tower.towerId);
  if (!profile) throw new Error('no profile');
  const cycles = cyclesOf(profile, until);
  return detect(samplesOf(profile, HISTORY_START, until), towerDetectionParams(tower, profile), {
    previousRefillBalance: cycles[cycleIndexAt(cycles, HISTORY_START)].top,
  }).events;
}

const clock = (t: number) => vi.spyOn(Date, 'now').mockReturnValue(t);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tower records after the seeded history', () => {
  it('come from detect up to now, the seeded window unchanged', () => {
    const seeded = towerRecords().length;
    const seededExceptions = towerExceptions().length;
    const now = HISTORY_END + 20 * DAY + 5 * HOUR;
    const started = performance.now();
    syncTowerDetection(now, Number.POSITIVE_INFINITY);
    console.info(`catching up 20 days × 40 towers: ${Math.round(performance.now() - started)} ms`);
    const seedEnd = formatTime(new Date(HISTORY_END));
    // The seeded rows stay as they were; the new ones start at most a few hours before the seed's end
    // (a refill under way when the history ends).
    expect(towerRecords().slice(0, seeded)).toEqual(towerSeed().records);
    expect(towerExceptions().slice(0, seededExceptions)).toEqual(towerSeed().exceptions);
    for (const row of towerRecords().slice(seeded)) {
      expect(row.startDatetime > formatTime(new Date(HISTORY_END - 6 * HOUR))).toBe(true);
    }
    // About one refill per tower every three days; the newest within a day of now.
    const added = towerRecords().length - seeded;
    expect(added).toBeGreaterThan(40 * 4);
    const newest = towerRecords().reduce((max, r) => (r.endDatetime > max ? r.endDatetime : max), '');
    expect(newest > formatTime(new Date(now - DAY))).toBe(true);
    expect(towerExceptions().length).toBeGreaterThan(seededExceptions);

    // What a single detection run over history and the weeks since finds, for a few towers.
    for (const index of [0, 7, 19, 33]) {
      const tower = towers()[index];
      const expected = detectedInOneRun(index, now).filter(
        (e) => e.type === 'REFILL' && e.start > HISTORY_END && e.end < now - HOUR,
      );
      const rows = towerRecords().filter((r) => r.towerId === tower.towerId && r.startDatetime > seedEnd);
      expect(rows.length).toBeGreaterThan(3);
      expect(rows.map((r) => r.startDatetime)).toEqual(expected.map((e) => formatTime(new Date(e.start))));
      expect(rows.map((r) => r.refillWeight)).toEqual(expected.map((e) => Math.round((e.refillWeight ?? 0) * 10) / 10));
      expect(rows.map((r) => r.consumeWeight)).toEqual(
        expected.map((e) => Math.round(Math.max(0, e.consumeWeight ?? 0) * 10) / 10),
      );
    }
  });

  it('appends the same records whether it runs once or every few hours', () => {
    const end = HISTORY_END + 6 * DAY;
    syncTowerDetection(end, Number.POSITIVE_INFINITY);
    const once = towerRecords().map((r) => `${r.towerId} ${r.startDatetime} ${r.refillWeight} ${r.consumeWeight}`);
    const onceExceptions = towerExceptions().map((r) => `${r.towerId} ${r.type} ${r.startDatetime}`);

    // A fresh database: the same seed, caught up in steps of 3 h 10 min.
    localStorage.clear();
    mockControl.reset();
    expect(towerRecords().length).toBeLessThan(once.length);
    for (let t = HISTORY_END + 190 * 60_000; t < end; t += 190 * 60_000) syncTowerDetection(t);
    syncTowerDetection(end, Number.POSITIVE_INFINITY);
    const key = (rows: string[]) => [...rows].sort();
    expect(
      key(towerRecords().map((r) => `${r.towerId} ${r.startDatetime} ${r.refillWeight} ${r.consumeWeight}`)),
    ).toEqual(key(once));
    expect(key(towerExceptions().map((r) => `${r.towerId} ${r.type} ${r.startDatetime}`))).toEqual(key(onceExceptions));
  });

  it('feeds the list, the statistics and the monitor with the same refills', async () => {
    await signIn();
    const now = HISTORY_END + 10 * DAY + 3 * HOUR;
    clock(now);
    syncTowerDetection(now, Number.POSITIVE_INFINITY);
    const tower = towers()[5];
    const { list } = await towerRecordApi.page({ towerId: tower.towerId, page: 1, limit: 100 });
    const recent = list.filter((r) => (r.endDatetime ?? '') > formatTime(new Date(HISTORY_END)));
    expect(recent.length).toBeGreaterThan(1);

    const days = await towerRecordApi.statistics({
      towerId: tower.towerId,
      granularity: 'day',
      beginTime: formatTime(new Date(HISTORY_END)).slice(0, 10),
      endTime: formatTime(new Date(now)).slice(0, 10),
    });
    const inDays = recent.filter((r) => (r.endDatetime ?? '') >= `${days[0].period} 00:00:00`);
    expect(days.reduce((sum, d) => sum + d.refillCount, 0)).toBe(inDays.length);
    for (const day of days) expect(day.consumeWeight).toBeGreaterThan(0);

    const monitor = await towerInfoApi.monitor(tower.id);
    const latest = [...list].sort((a, b) => (b.endDatetime ?? '').localeCompare(a.endDatetime ?? ''))[0];
    expect(monitor.lastRefillTime).toBe(latest.endDatetime);
    expect(monitor.lastRefillWeight).toBe(latest.refillWeight);
    expect(monitor.daysRemaining).toBeGreaterThan(0);
    expect(monitor.daysRemaining).toBeLessThan(10);
  });
});
