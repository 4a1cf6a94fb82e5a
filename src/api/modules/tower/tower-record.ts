import { api } from '../../client';
import { exportOf, standardResource, type CallOptions } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/** A refill (加料记录) detected on a tower, or entered by hand: `tower/TowerRecord`. Weights in kg. */
export interface TowerRecord extends Audited {
  id?: number;
  /** Required; location, netId and deviceId are copied from the tower when left empty. */
  towerId?: string;
  location?: string;
  /** Gateway serial. */
  netId?: string;
  deviceId?: string;
  /** `YYYY-MM-DD HH:mm:ss`, before endDatetime. */
  startDatetime?: string;
  endDatetime?: string;
  /** Content before the refill. */
  firstWeight?: number;
  /** Content after it (> firstWeight). */
  balanceWeight?: number;
  /** Consumption of the cycle this refill closes (domain.md §4.1, interpretation A). */
  consumeWeight?: number;
  /** balance − first; computed by the server. */
  refillWeight?: number;
  /** Photo of the delivery note, a file preview path. */
  image?: string;
  /** `AUTO` detected, `MANUAL` entered. */
  source?: 'AUTO' | 'MANUAL';
}

/** `beginTime`/`endTime` bound `startDatetime`. */
export interface TowerRecordQuery extends PageQuery {
  towerId?: string;
  location?: string;
  netId?: string;
  source?: 'AUTO' | 'MANUAL';
  beginTime?: string;
  endTime?: string;
}

export type StatisticsGranularity = 'day' | 'month';

/** Body of `POST tower/TowerRecord/getStatistics`; no tower and no department means all towers. */
export interface TowerStatisticsQuery {
  towerId?: string;
  /** The department and everything below it. */
  depId?: number;
  /** `YYYY-MM-DD HH:mm:ss` (or `YYYY-MM-DD`), inclusive; end after begin. */
  beginTime: string;
  endTime: string;
  granularity: StatisticsGranularity;
}

/** One period of the statistics, kg. Refills count in the period of their end (domain.md §4.5). */
export interface TowerStatistic {
  /** `YYYY-MM-DD` or `YYYY-MM`. */
  period: string;
  beginTime: string;
  endTime: string;
  /** opening − closing + refilled − lost (domain.md §4.3), from the raw series. */
  consumeWeight: number;
  refillCount: number;
  refillWeight: number;
  /** Sudden drops in the period and what they lost. */
  exceptionCount: number;
  exceptionLoss: number;
  /** Content at the period's first and last moment (summed over the towers), kg. */
  openingWeight?: number;
  closingWeight?: number;
}

const PATH = 'tower/TowerRecord';

export const towerRecordApi = {
  ...standardResource<TowerRecord, TowerRecordQuery>(PATH),
  ...exportOf(PATH, 'tower_record'),
  /** `POST tower/TowerRecord/getStatistics`: every period of the range, oldest first. */
  statistics: (query: TowerStatisticsQuery, options?: CallOptions) =>
    api.post<TowerStatistic[]>(`${PATH}/getStatistics`, query, options),
};
