import dayjs, { type Dayjs } from 'dayjs';
import { deptApi } from '@/api/modules/system/dept';
import type { TreeNode } from '@/api/modules/system/tree';
import {
  towerRecordApi,
  type StatisticsGranularity,
  type TowerStatistic,
  type TowerStatisticsQuery,
} from '@/api/modules/tower/tower-record';
import type { CallOptions } from '@/api/resource';
import type { Option } from '@/api/types';
import { lazyComponent } from '@/lib/lazy-slot';
import { queryKeys, resourceOf } from '@/lib/query/keys';
import { allIn, PREFETCH_FRESH_MS, prefetchRead, type Read } from '@/lib/query/read';
import type { DataPlan } from '@/lib/page-plan';
import { DEFAULT_TIME_PATTERN } from '@/utils/time';
import { deptTree, towerOptions } from './tower-options';

/** The days the average daily consumption of days remaining is taken over (domain.md §4.3). */
export const AVERAGE_DAYS = 7;

export type Range = [Dayjs, Dayjs];

/** The range a granularity opens with: the last 30 days, or the last 6 months. */
export function defaultRange(granularity: StatisticsGranularity, today = dayjs()): Range {
  return granularity === 'day'
    ? [today.subtract(29, 'day').startOf('day'), today.endOf('day')]
    : [today.subtract(5, 'month').startOf('month'), today.endOf('month')];
}

/** The statistics of a range (the chart and table) and of the last 7 days up to `now` (days remaining). */
export function statisticsQueries(
  scope: Pick<TowerStatisticsQuery, 'towerId' | 'depId'>,
  granularity: StatisticsGranularity,
  range: Range,
  now: Dayjs,
): { range: TowerStatisticsQuery; recent: TowerStatisticsQuery } {
  return {
    range: {
      ...scope,
      granularity,
      beginTime: range[0].format(DEFAULT_TIME_PATTERN),
      endTime: range[1].format(DEFAULT_TIME_PATTERN),
    },
    recent: {
      ...scope,
      granularity: 'day',
      beginTime: now.subtract(AVERAGE_DAYS, 'day').format(DEFAULT_TIME_PATTERN),
      endTime: now.format(DEFAULT_TIME_PATTERN),
    },
  };
}

/** The chart: the page's first content, so its code loads with the page's data. */
export const StatisticsChart = lazyComponent(() => import('./statistics-chart'));

/** `getStatistics`: every period of the range, oldest first (none for an answer without a list). */
export async function askStatistics(query: TowerStatisticsQuery, options?: CallOptions): Promise<TowerStatistic[]> {
  const rows = await towerRecordApi.statistics(query, options);
  return Array.isArray(rows) ? rows : [];
}

const towers = resourceOf(towerRecordApi);

/** `getStatistics` of a query, silent (the page shows a failure in its card), asked at navigation and by the page. */
export const statisticsRead = (query: TowerStatisticsQuery): Read<TowerStatistic[]> => ({
  queryKey: queryKeys.other(towers, 'statistics', query),
  ask: (options) => askStatistics(query, { ...options, silent: true }),
});
/** The department filter's tree (none for a user who may not read departments). */
export const deptTreeRead: Read<TreeNode[]> = { queryKey: queryKeys.tree(resourceOf(deptApi)), ask: deptTree };
/** The tower filter's choices: of a department, or of all. */
export const towersRead = (depId: number | undefined): Read<Option[]> => ({
  queryKey: queryKeys.options(towers, { depId }),
  ask: (options) => towerOptions(depId, options),
});

let asked: { now: Dayjs; at: number } | undefined;

/**
 * The moment the page's first ask counts up to: the prefetch's while its answers may still be taken
 * over (the same query then), else now.
 */
export const firstNow = (): Dayjs => freshAsk()?.now ?? dayjs();

/** The prefetch's ask while its answers may still be taken over. */
const freshAsk = () => (asked && performance.now() - asked.at < PREFETCH_FRESH_MS ? asked : undefined);

/** The page's first queries: all towers, by day, the default range. */
const firstQueries = (now: Dayjs) => statisticsQueries({}, 'day', defaultRange('day', now), now);

/**
 * Tower statistics' first data, asked at navigation beside the page's code: both statistics, the two
 * filters' choices and the chart's code. The page shows them in its first render.
 */
export const statisticsPlan: DataPlan = {
  key: 'tower',
  prefetch() {
    const now = firstNow();
    if (now !== asked?.now) asked = { now, at: performance.now() };
    const { range, recent } = firstQueries(now);
    return allIn([
      prefetchRead(statisticsRead(range)),
      prefetchRead(statisticsRead(recent)),
      prefetchRead(deptTreeRead),
      prefetchRead(towersRead(undefined)),
      StatisticsChart.isLoaded() ? undefined : StatisticsChart.preload(),
    ]);
  },
};
