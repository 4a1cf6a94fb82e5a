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
import {
  consumed,
  cycleIndexAt,
  cyclesOf,
  DAY,
  HISTORY_END,
  HISTORY_START,
  HOUR,
  physicalWeight,
} from '../seed/tower-sim';
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

/**
 * The tower's content at `t`: the raw series, or the weight before a refill that is under way (a
 * refill counts at its end). A refill the detection has not recorded yet (under way at its last run,
 * or finished since) counts as under way too, so the consumption never shows it before the records do.
 */
function weightAt(tower: TowerInfoRow, refills: readonly Timed[], t: number): number {
  const filling = refills.find((r) => r.start <= t && t < r.end);
  if (filling) return filling.firstWeight;
  const profile = towerProfile(tower);
  const cycles = cyclesOf(profile, t);
  const cycle = cycles[cycleIndexAt(cycles, t)];
  const detectedUntil = detectedUntilOf(tower.towerId);
  if (
    t >= cycle.start &&
    cycle.fillEnd + HOUR > detectedUntil &&
    !refills.some((r) => r.start <= cycle.fillEnd && r.end >= cycle.start)
  ) {
    return Math.max(0, cycle.startWeight - consumed(profile, cycle.start, t));
  }
  return physicalWeight(profile, cycle, t);
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
  const refills = towerRecords()
    .filter((r) => r.towerId === tower.towerId)
    .map((r) => timed(r, refillWeightOf(r)));
  const drops = towerExceptions()
    .filter((e) => e.towerId === tower.towerId && e.type === 'SUDDEN_DROP')
    .map((e) => timed(e, Number(e.consumeWeight) || 0));
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
      const refillsOf = new Map<string, Timed[]>();
      for (const row of towerRecords()) {
        if (!inScope.has(row.towerId)) continue;
        refillsOf.set(row.towerId, [...(refillsOf.get(row.towerId) ?? []), timed(row, refillWeightOf(row))]);
      }
      const exceptionsOf = new Map<string, Timed[]>();
      const dropsOf = new Map<string, Timed[]>();
      for (const row of towerExceptions()) {
        if (!inScope.has(row.towerId)) continue;
        const loss = row.type === 'SUDDEN_DROP' ? Number(row.consumeWeight) || 0 : 0;
        exceptionsOf.set(row.towerId, [...(exceptionsOf.get(row.towerId) ?? []), timed(row, loss)]);
        if (loss > 0) dropsOf.set(row.towerId, [...(dropsOf.get(row.towerId) ?? []), timed(row, loss)]);
      }

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
          const refills = refillsOf.get(tower.towerId) ?? [];
          const drops = dropsOf.get(tower.towerId) ?? [];
          const periodRefills = ending(refills, from, to);
          const periodExceptions = ending(exceptionsOf.get(tower.towerId) ?? [], from, to);
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
