import { api } from '../../client';
import { exportOf, standardResource, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery } from '../../types';

/**
 * A material tower (silo) under monitoring: `tower/TowerInfo`. Capacity and alarm levels in tonnes,
 * trigger differences in kg, the jump duration in seconds (spec §9).
 */
export interface TowerInfo extends Audited {
  id?: number;
  towerId?: string;
  location?: string;
  /** Serial number of the gateway the tower's indicator reports through. */
  sn?: string;
  deviceId?: string;
  deviceAddr?: string;
  depId?: number;
  depName?: string;
  /** Material stored (feed type). */
  type?: string;
  capacity?: number;
  digitCount?: number;
  highWarning?: number;
  lowWarning?: number;
  maxWeight?: number;
  diffValue?: number;
  miniValue?: number;
  shortValue?: number;
  shortDuration?: number;
  /** '0' enabled, '1' disabled. */
  selectStatus?: '0' | '1';
  builtTime?: string;
  delFlag?: string;
}

export interface TowerInfoQuery extends PageQuery {
  towerId?: string;
  location?: string;
  depId?: number;
  selectStatus?: '0' | '1';
}

/** `GET tower/TowerInfo/monitor/{id}`: the live state of one tower. */
export interface TowerMonitor {
  towerId?: string;
  /** Current content, t. */
  weight?: number;
  fillPercent?: number;
  updatedAt?: string;
  online?: boolean;
  alarm?: 'high' | 'low' | 'normal';
  series?: { time: string; weight: number }[];
}

const PATH = 'tower/TowerInfo';

export const towerInfoApi = {
  ...standardResource<TowerInfo, TowerInfoQuery>(PATH),
  ...validOf<TowerInfo>(PATH),
  ...exportOf(PATH, 'tower'),
  /** `GET tower/TowerInfo/emqx/onnet/snList`: gateway serials online now. */
  onlineSerials: (options?: CallOptions) => api.get<string[]>(`${PATH}/emqx/onnet/snList`, undefined, options),
  /** `GET tower/TowerInfo/monitor/{id}`. */
  monitor: (id: Id, options?: CallOptions) =>
    api.get<TowerMonitor>(`${PATH}/monitor/${encodeURIComponent(String(id))}`, undefined, options),
  /** `GET tower/TowerInfo/list/{depId}`: the towers of a department. */
  listByDept: (depId: Id, options?: CallOptions) =>
    api.get<TowerInfo[]>(`${PATH}/list/${encodeURIComponent(String(depId))}`, undefined, options),
};
