import { exportOf, standardResource } from '../../resource';
import type { PageQuery } from '../../types';
import type { TowerRecord } from './tower-record';

/** The kinds domain.md §2.2 lists; the detector records the first five, level alarms are live state. */
export type TowerExceptionType =
  'SUDDEN_DROP' | 'SPIKE' | 'OUT_OF_RANGE' | 'STUCK' | 'OFFLINE' | 'HIGH_LEVEL' | 'LOW_LEVEL';

/**
 * An exception on a tower's weight series (异常记录): `tower/TowerExceptionRecord`. The refill columns
 * plus `reason`; firstWeight/balanceWeight are the weights at start and end, consumeWeight what was
 * lost (0 unless a sudden drop).
 */
export interface TowerExceptionRecord extends Omit<TowerRecord, 'refillWeight' | 'source'> {
  /** Required. */
  type?: TowerExceptionType;
  /** Required, e.g. `短时骤降 588 kg / 300 s，疑似漏料或人工放料`. */
  reason?: string;
}

/** `beginTime`/`endTime` bound `startDatetime`; `reason` matches a part of the text. */
export interface TowerExceptionQuery extends PageQuery {
  towerId?: string;
  location?: string;
  type?: TowerExceptionType;
  reason?: string;
  beginTime?: string;
  endTime?: string;
}

const PATH = 'tower/TowerExceptionRecord';

export const towerExceptionApi = {
  ...standardResource<TowerExceptionRecord, TowerExceptionQuery>(PATH),
  ...exportOf(PATH, 'tower_exception'),
};
