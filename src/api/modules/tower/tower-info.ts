import { api } from '../../client';
import { exportOf, standardResource, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery, Status, StatusChange } from '../../types';

/**
 * A material tower (料塔) under monitoring: `tower/TowerInfo`. Levels in t, trigger differences in
 * kg, the short-drop duration in s (spec §9); what the fields drive is domain.md §4.1.
 */
export interface TowerInfo extends Audited {
  id?: number;
  /** Required and unique, e.g. `LT-A-03`. */
  towerId?: string;
  /** Required, e.g. `江山一分场 2 栋东`. */
  location?: string;
  /** Serial of the gateway the indicator reports through (a gateway's `identifier`). */
  sn?: string;
  deviceId?: string;
  /** RS485/Modbus address on the gateway, 1–247; unique per gateway. */
  deviceAddr?: number;
  depId?: number;
  /** Joined from the department; never stored. */
  depName?: string;
  /** Material (feed) stored. */
  type?: string;
  /** t, > 0. */
  capacity?: number;
  /** Decimal places of the indicator's raw value, 0–4. */
  digitCount?: number;
  /** t; lowWarning < highWarning ≤ capacity. */
  highWarning?: number;
  lowWarning?: number;
  /** t, ≥ capacity: readings above it are out of range. */
  maxWeight?: number;
  /** kg: a rise this large between two readings starts a refill. */
  diffValue?: number;
  /** kg, ≥ diffValue: the smallest refill recorded. */
  miniValue?: number;
  /** kg, > diffValue: a drop this large within `shortDuration` is an exception. */
  shortValue?: number;
  /** s. */
  shortDuration?: number;
  /** '0' monitoring enabled, '1' disabled. */
  selectStatus?: Status;
  /** `YYYY-MM-DD`, not in the future. */
  builtTime?: string;
  /** '0' present, '2' deleted. */
  delFlag?: string;
  /** Joined by the server from the latest reading, kg; never stored. */
  lastWeight?: number;
  lastReportTime?: string;
  alarm?: TowerAlarm;
  /** Joined: how long `lastWeight` lasts at the average use of the last 7 days; null when nothing is used. */
  daysRemaining?: number | null;
}

export interface TowerInfoQuery extends PageQuery {
  towerId?: string;
  location?: string;
  sn?: string;
  type?: string;
  /** The department and everything below it. */
  depId?: number;
  selectStatus?: Status;
}

export type TowerAlarm = 'high' | 'low' | 'normal';

/** A window of the weight series, `YYYY-MM-DD HH:mm:ss`. */
export interface SeriesRange {
  beginTime: string;
  endTime: string;
}

/** What is wrong with the reading itself, if anything. */
export type TowerFault = 'OFFLINE' | 'STUCK' | 'OUT_OF_RANGE';

export interface TowerWeightPoint {
  time: string;
  /** kg. */
  weight: number;
}

/** `GET tower/TowerInfo/monitor/{id}`: the live state of one tower. Weights in kg, levels in t. */
export interface TowerMonitor {
  id: number;
  towerId: string;
  location: string;
  /** Latest reading, kg. */
  weight: number;
  /** weight / capacity, 0–100 (one decimal). */
  fillPercent: number;
  capacity: number;
  highWarning: number;
  lowWarning: number;
  alarm: TowerAlarm;
  fault: TowerFault | null;
  online: boolean;
  enabled: boolean;
  /** When the latest reading arrived. */
  updatedAt: string;
  /** At the average consumption of the last 7 days; null when nothing is used. */
  daysRemaining: number | null;
  lastRefillTime: string | null;
  /** kg. */
  lastRefillWeight: number | null;
  /** The last 24 h, one reading per sample interval, oldest first (out-of-range readings left out). */
  series: TowerWeightPoint[];
}

const PATH = 'tower/TowerInfo';

export const towerInfoApi = {
  ...standardResource<TowerInfo, TowerInfoQuery>(PATH),
  ...exportOf(PATH, 'tower'),
  ...validOf<TowerInfo>(PATH),
  /** `GET tower/TowerInfo/emqx/onnet/snList`: serials of the gateways online now. */
  onlineSerials: (options?: CallOptions) => api.get<string[]>(`${PATH}/emqx/onnet/snList`, undefined, options),
  /**
   * `GET tower/TowerInfo/monitor/{id}`: `id` is the record id or the tower number. The series is the
   * last 24 h, or `beginTime`–`endTime` (`YYYY-MM-DD HH:mm:ss`, at most 8 days, clipped to now).
   */
  monitor: (id: Id, options?: CallOptions & { range?: SeriesRange }) =>
    api.get<TowerMonitor>(`${PATH}/monitor/${encodeURIComponent(String(id))}`, options?.range, {
      signal: options?.signal,
      silent: options?.silent,
    }),
  /** Monitoring on or off: `PUT tower/TowerInfo` with `selectStatus` only (the server merges). */
  changeStatus: ({ id, status }: StatusChange) => api.put<void>(PATH, { id, selectStatus: status }),
  /** `GET tower/TowerInfo/list/{depId}`: the towers of a department and the departments below it. */
  listByDept: (depId: Id, options?: CallOptions) =>
    api.get<TowerInfo[]>(`${PATH}/list/${encodeURIComponent(String(depId))}`, undefined, options),
};
