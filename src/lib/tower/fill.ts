import type { TowerAlarm, TowerInfo } from '@/api/modules/tower/tower-info';
import { toFiniteNumber } from '@/utils/number';

/** Weights are read in kg, capacity and levels set in t (spec §9). */
const KG_PER_T = 1000;

/** Fill level in percent (one decimal, may pass 100) of a weight in kg against a capacity in t; undefined when unknown. */
export function fillPercent(weightKg: unknown, capacityT: unknown): number | undefined {
  const weight = toFiniteNumber(weightKg);
  const capacity = toFiniteNumber(capacityT);
  if (weight === undefined || capacity === undefined || capacity <= 0) return undefined;
  return Math.round((weight / (capacity * KG_PER_T)) * 1000) / 10;
}

export function isAlarm(value: unknown): value is TowerAlarm {
  return value === 'high' || value === 'low' || value === 'normal';
}

/** Fill colour by alarm: red at the high level, orange at the low level, the theme's otherwise. */
export const ALARM_COLOR: Record<TowerAlarm, string | undefined> = {
  high: 'var(--ant-color-error, #ff4d4f)',
  low: 'var(--ant-color-warning, #faad14)',
  normal: undefined,
};

/**
 * A tower row's level alarm: the server's when it sends one, else derived as the live monitor derives
 * it, from the latest reading (kg) against the tower's own levels (t): high at or above the high level,
 * then low at or below the low level. Undefined without a reading or without either level.
 */
export function towerAlarmOf(
  row: Pick<TowerInfo, 'alarm' | 'lastWeight' | 'highWarning' | 'lowWarning'>,
): TowerAlarm | undefined {
  if (isAlarm(row.alarm)) return row.alarm;
  const weight = toFiniteNumber(row.lastWeight);
  const high = toFiniteNumber(row.highWarning);
  const low = toFiniteNumber(row.lowWarning);
  if (weight === undefined || (high === undefined && low === undefined)) return undefined;
  if (high !== undefined && weight >= high * KG_PER_T) return 'high';
  if (low !== undefined && weight <= low * KG_PER_T) return 'low';
  return 'normal';
}
