import { http, type RequestHandler } from 'msw';
import { periodConsumption } from '@/lib/tower/detection';
import type { TowerStatistic, TowerStatisticsQuery } from '@/api/modules/tower/tower-record';
import { API, guarded, ok, readJson } from '../lib/http';
import { formatTime } from '../lib/random';
import {
  hasHistory,
  towerExceptions,
  towerProfile,
  towerRecords,
  towers,
  type TowerExceptionRow,
  type TowerInfoRow,
  type TowerRecordRow,
} from '../seed/tower';
import { detectedUntilOf, syncTowerDetection } from '../seed/tower-detect';
import { cycleIndexAt, cyclesOf, DAY, HISTORY_END, HISTORY_START, physicalWeight } from '../seed/tower-sim';
import { refuse, requireAny } from './system-shared';
import { deptSubtree, isEmpty } from './tower-rules';

/**
 * `POST tower/TowerRecord/getStatistics`: per day or month, the consumption of domain.md §4.3
 * (opening − closing + refilled − lost in sudden drops) over the raw series the simulation holds,
 * and the refills and sudden drops of the record tables (so edits there show), which `detect` fills
 * up to now (seeded for the 90 days of history, appended on demand since: see tower-detect.ts).
 * Refills and drops count in the period of their end (§4.5). Before the history, and in the future,
 * there is nothing. Opening and closing weights are the content at the period's bounds (summed over
 * the towers).
 */

const MAX_PERIODS = { day: 400, month: 120 } as const;

/** `YYYY-MM-DD[ HH:mm:ss]` in local time; `end` makes a bare date its last second. */
function parseTime(value: unknown, end: boolean): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(String(value ?? '').trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  const date = match[4]
    ? new Date(+y, +mo - 1, +d, +h, +mi, +s)
    : new Date(+y, +mo - 1, +d, end ? 23 : 0, end ? 59 : 0, end ? 59 : 0);
  return Number.isNaN(date.getTime()) || date.getMonth() !== +mo - 1 ? undefined : date.getTime();
}

interface Period {
  period: string;
  from: number;
  /** Exclusive. */
  to: number;
}

function periodsOf(begin: number, end: number, granularity: 'day' | 'month'): Period[] {
  const periods: Period[] = [];
  const first = new Date(begin);
  let cursor =
    granularity === 'day'
      ? new Date(first.getFullYear(), first.getMonth(), first.getDate())
      : new Date(first.getFullYear(), first.getMonth(), 1);
  while (cursor.getTime() <= end && periods.length <= MAX_PERIODS[granularity]) {
    const next =
      granularity === 'day'
        ? new Date(cursor.getFullYear(), cursor.getMonth(), cursor.getDate() + 1)
        : new Date(cursor.getFullYear(), cursor.getMonth() + 1, 1);
    const label = formatTime(cursor);
    periods.push({
      period: granularity === 'day' ? label.slice(0, 10) : label.slice(0, 7),
      from: Math.max(begin, cursor.getTime()),
      to: Math.min(end + 1000, next.getTime()),
    });
    cursor = next;
  }
  return periods;
}

const at = (text: string) => parseTime(text, false) ?? Number.NaN;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** A record with its times parsed once per request. */
interface Timed {
  start: number;
  end: number;
  firstWeight: number;
  weight: number;
}

const timed = (row: TowerRecordRow | TowerExceptionRow, weight: number): Timed => ({
  start: at(row.startDatetime),
  end: at(row.endDatetime),
  firstWeight: row.firstWeight,
  weight,
});

const refillWeightOf = (row: TowerRecordRow) =>
  Number.isFinite(Number(row.refillWeight)) ? Number(row.refillWeight) : row.balanceWeight - row.firstWeight;

/** The tower's content at `t`: the raw series, or the weight before a refill that is under way (it counts at its end). */
function weightAt(tower: TowerInfoRow, refills: readonly Timed[], t: number): number {
  const filling = refills.find((r) => r.start <= t && t < r.end);
  if (filling) return filling.firstWeight;
  const profile = towerProfile(tower);
  const cycles = cyclesOf(profile, t);
  return physicalWeight(profile, cycles[cycleIndexAt(cycles, t)], t);
}

/** Refills and sudden drops of the model ending in [from, to): what the detection has not reached yet. */
function modelEvents(tower: TowerInfoRow, from: number, to: number) {
  const profile = towerProfile(tower);
  const cycles = cyclesOf(profile, to);
  const refills: Timed[] = [];
  const drops: Timed[] = [];
  for (let i = Math.max(0, cycleIndexAt(cycles, from) - 1); i < cycles.length && cycles[i].start < to; i++) {
    const cycle = cycles[i];
    if (cycle.fillEnd >= from && cycle.fillEnd < to) {
      const before = Math.max(0, cycle.startWeight);
      refills.push({ start: cycle.start, end: cycle.fillEnd, firstWeight: before, weight: cycle.amount });
    }
    if (cycle.drop && cycle.drop.at >= from && cycle.drop.at < to) {
      drops.push({ start: cycle.drop.at, end: cycle.drop.at, firstWeight: 0, weight: cycle.drop.kg });
    }
  }
  return { refills, drops };
}

/**
 * A tower's refills, sudden drops and exceptions (drops with their loss, others 0): the records up
 * to where its detection stands (all of it once caught up), the model's after (while a fresh
 * browser's first requests still catch up; see tower-detect.ts).
 */
function eventsOf(
  tower: TowerInfoRow,
  records: readonly TowerRecordRow[],
  exceptionRows: readonly TowerExceptionRow[],
  now: number,
) {
  const until = detectedUntilOf(tower.towerId);
  const refills = records.map((r) => timed(r, refillWeightOf(r))).filter((r) => r.end < until);
  const exceptions = exceptionRows
    .map((e) => timed(e, e.type === 'SUDDEN_DROP' ? Number(e.consumeWeight) || 0 : 0))
    .filter((e) => e.end < until);
  const drops = exceptions.filter((e) => e.weight > 0);
  if (now > until) {
    const model = modelEvents(tower, until, now + 1);
    refills.push(...model.refills);
    drops.push(...model.drops);
    exceptions.push(...model.drops);
  }
  return { refills, drops, exceptions };
}

const ending = (rows: readonly Timed[], from: number, to: number) => rows.filter((r) => r.end >= from && r.end < to);
const total = (rows: readonly Timed[]) => rows.reduce((sum, r) => sum + r.weight, 0);

/** Since when the tower has a raw series: the seeded history, or its creation after it. */
function towerStart(tower: TowerInfoRow): number {
  return hasHistory(tower.towerId) ? HISTORY_START : Math.max(HISTORY_END, at(tower.createTime));
}

/**
 * The 7-day average daily consumption (§4.3) up to `now`, from the records (sync first) and the raw
 * weights; undefined without a day of series.
 */
export function averageDailyConsumption(tower: TowerInfoRow, now: number): number | undefined {
  const a = Math.max(now - 7 * DAY, towerStart(tower));
  if (!(now - a >= DAY)) return undefined;
  const { refills, drops } = eventsOf(
    tower,
    towerRecords().filter((r) => r.towerId === tower.towerId),
    towerExceptions().filter((e) => e.towerId === tower.towerId),
    now,
  );
  const consumption = periodConsumption({
    opening: weightAt(tower, refills, a),
    closing: weightAt(tower, refills, now),
    refillWeight: total(ending(refills, a, now)),
    dropLoss: total(ending(drops, a, now)),
  });
  return consumption / ((now - a) / DAY);
}

export const towerStatisticsHandlers: RequestHandler[] = [
  http.post(
    `${API}/tower/TowerRecord/getStatistics`,
    guarded(undefined, async (ctx) => {
      requireAny(ctx, ['tower:statistics:list', 'tower:record:list']);
      const body = await readJson<TowerStatisticsQuery>(ctx.request);
      const begin = parseTime(body.beginTime, false);
      const end = parseTime(body.endTime, true);
      if (begin === undefined || end === undefined) {
        refuse(
          ctx,
          '开始时间和结束时间不能为空，格式 yyyy-MM-dd HH:mm:ss',
          'Begin and end time are required (yyyy-MM-dd HH:mm:ss)',
        );
      }
      if (end <= begin) refuse(ctx, '结束时间必须晚于开始时间', 'The end must be after the begin');
      const granularity = body.granularity ?? 'day';
      if (granularity !== 'day' && granularity !== 'month') {
        refuse(ctx, '统计粒度只能是 day 或 month', 'The granularity must be day or month');
      }
      const periods = periodsOf(begin, end, granularity);
      if (periods.length > MAX_PERIODS[granularity]) {
        refuse(
          ctx,
          granularity === 'day' ? '按日统计最多 400 天' : '按月统计最多 120 个月',
          granularity === 'day' ? 'At most 400 days by day' : 'At most 120 months by month',
        );
      }

      let scope = towers();
      if (!isEmpty(body.towerId)) {
        scope = scope.filter((t) => t.towerId === String(body.towerId));
        if (scope.length === 0)
          refuse(ctx, `料塔“${String(body.towerId)}”不存在`, `Tower "${String(body.towerId)}" does not exist`);
      }
      if (!isEmpty(body.depId)) {
        const depts = deptSubtree(Number(body.depId));
        scope = scope.filter((t) => depts.has(t.depId));
      }
      const now = Date.now();
      syncTowerDetection(now);
      const inScope = new Set(scope.map((t) => t.towerId));
      const recordsOf = new Map<string, TowerRecordRow[]>();
      const exceptionRowsOf = new Map<string, TowerExceptionRow[]>();
      for (const row of towerRecords()) {
        if (inScope.has(row.towerId)) recordsOf.set(row.towerId, [...(recordsOf.get(row.towerId) ?? []), row]);
      }
      for (const row of towerExceptions()) {
        if (inScope.has(row.towerId))
          exceptionRowsOf.set(row.towerId, [...(exceptionRowsOf.get(row.towerId) ?? []), row]);
      }
      const eventsOfTower = new Map(
        scope.map((tower) => [
          tower.towerId,
          eventsOf(tower, recordsOf.get(tower.towerId) ?? [], exceptionRowsOf.get(tower.towerId) ?? [], now),
        ]),
      );

      const result: TowerStatistic[] = periods.map(({ period, from, to }) => {
        const sums = {
          consumeWeight: 0,
          refillCount: 0,
          refillWeight: 0,
          exceptionCount: 0,
          exceptionLoss: 0,
          openingWeight: 0,
          closingWeight: 0,
        };
        for (const tower of scope) {
          const events = eventsOfTower.get(tower.towerId);
          const refills = events?.refills ?? [];
          const drops = events?.drops ?? [];
          const periodRefills = ending(refills, from, to);
          const periodExceptions = ending(events?.exceptions ?? [], from, to);
          sums.refillCount += periodRefills.length;
          sums.refillWeight += total(periodRefills);
          sums.exceptionCount += periodExceptions.length;
          sums.exceptionLoss += total(periodExceptions);
          // The weights need the raw series: the seeded history, or the model after it.
          const start = towerStart(tower);
          const a = Math.max(from, start);
          const b = Math.min(to, now);
          if (!(a < b)) continue;
          const opening = weightAt(tower, refills, a);
          const closing = weightAt(tower, refills, b);
          const refilled = total(ending(refills, a, b));
          const lost = total(ending(drops, a, b));
          sums.openingWeight += opening;
          sums.closingWeight += closing;
          sums.consumeWeight += periodConsumption({ opening, closing, refillWeight: refilled, dropLoss: lost });
        }
        return {
          period,
          beginTime: formatTime(new Date(from)),
          endTime: formatTime(new Date(to - 1000)),
          consumeWeight: round1(sums.consumeWeight),
          refillCount: sums.refillCount,
          refillWeight: round1(sums.refillWeight),
          exceptionCount: sums.exceptionCount,
          exceptionLoss: round1(sums.exceptionLoss),
          openingWeight: round1(sums.openingWeight),
          closingWeight: round1(sums.closingWeight),
        };
      });
      return ok(result);
    }),
  ),
];
