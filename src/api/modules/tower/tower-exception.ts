import { exportOf, standardResource } from '../../resource';
import type { PageQuery } from '../../types';
import type { TowerRecord } from './tower-record';

/** An exception on a tower's weight series (sudden drop, spike, out of range, stuck, offline). */
export interface TowerException extends TowerRecord {
  reason?: string;
}

export interface TowerExceptionQuery extends PageQuery {
  towerId?: string;
  reason?: string;
  beginTime?: string;
  endTime?: string;
}

const PATH = 'tower/TowerExceptionRecord';

/** `tower/TowerExceptionRecord`: the standard family. */
export const towerExceptionApi = {
  ...standardResource<TowerException, TowerExceptionQuery>(PATH),
  ...exportOf(PATH, 'tower_exception'),
};
