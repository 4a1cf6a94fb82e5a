import { api } from '../../client';
import { exportOf, standardResource, type CallOptions } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/** A refill (delivery) record detected on a tower: `tower/TowerRecord`. Weights in t. */
export interface TowerRecord extends Audited {
  id?: number;
  towerId?: string;
  location?: string;
  netId?: string;
  startDatetime?: string;
  endDatetime?: string;
  /** Content before the refill. */
  firstWeight?: number;
  /** Content after it. */
  balanceWeight?: number;
  /** Consumed since the previous refill. */
  consumeWeight?: number;
  image?: string;
  deviceId?: string;
}

export interface TowerRecordQuery extends PageQuery {
  towerId?: string;
  location?: string;
  beginTime?: string;
  endTime?: string;
}

export interface StatisticsQuery {
  towerId?: string;
  depId?: number;
  beginTime: string;
  endTime: string;
  granularity: 'day' | 'month';
}

/** One period of `POST tower/TowerRecord/getStatistics`. */
export interface TowerStatistic {
  period: string;
  consumeWeight: number;
  refillCount: number;
  refillWeight: number;
}

const PATH = 'tower/TowerRecord';

export const towerRecordApi = {
  ...standardResource<TowerRecord, TowerRecordQuery>(PATH),
  ...exportOf(PATH, 'tower_record'),
  /** `POST tower/TowerRecord/getStatistics`. */
  statistics: (query: StatisticsQuery, options?: CallOptions) =>
    api.post<TowerStatistic[]>(`${PATH}/getStatistics`, query, options),
};
