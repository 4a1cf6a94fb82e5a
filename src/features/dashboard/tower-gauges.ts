import type { TowerAlarm, TowerInfo } from '@/api/modules/tower/tower-info';
import { fillPercent, towerAlarmOf } from '@/lib/tower/fill';
import { toFiniteNumber as finite } from '@/utils/number';

/** Content that lasts less than this many days at the 7-day average use needs attention (order feed now). */
export const RUNNING_OUT_DAYS = 1;

/** Why a tower needs attention, most urgent first; the order is the sort order. */
export const ATTENTION = ['low', 'high', 'offline', 'runningOut', 'ok', 'disabled'] as const;
export type Attention = (typeof ATTENTION)[number];

/** One tower as the dashboard draws it: weights in kg, levels and capacity in t (spec §9). */
export interface TowerGauge {
  id: number;
  towerId: string;
  location: string;
  department: string;
  /** Latest reading, kg. */
  weightKg?: number;
  /** t. */
  capacity?: number;
  lowWarning?: number;
  highWarning?: number;
  /** weight / capacity, 0–100+ (one decimal). */
  percent?: number;
  /** From the server, or derived from the reading and the levels; undefined when neither tells. */
  alarm?: TowerAlarm;
  /** Whether its gateway is online; undefined when not known. */
  online?: boolean;
  enabled: boolean;
  /** At the 7-day average use; null when nothing is used, undefined when not reported. */
  daysRemaining?: number | null;
  lastReportTime?: string;
  attention: Attention;
}

export interface TowerGroup {
  department: string;
  towers: TowerGauge[];
  /** How many of them need attention (anything but ok and disabled). */
  attentionCount: number;
}

function attentionOf(gauge: Omit<TowerGauge, 'attention'>): Attention {
  if (!gauge.enabled) return 'disabled';
  if (gauge.alarm === 'low') return 'low';
  if (gauge.alarm === 'high') return 'high';
  if (gauge.online === false) return 'offline';
  if (typeof gauge.daysRemaining === 'number' && gauge.daysRemaining < RUNNING_OUT_DAYS) return 'runningOut';
  return 'ok';
}

/** A tower row of the list (with the server's joined reading) as a gauge; undefined for a row without id. */
export function toGauge(row: TowerInfo, onlineSerials?: ReadonlySet<string>): TowerGauge | undefined {
  const id = finite(row.id);
  if (id === undefined) return undefined;
  const weightKg = finite(row.lastWeight);
  const capacity = finite(row.capacity);
  const days = row.daysRemaining === null ? null : finite(row.daysRemaining);
  const serial = typeof row.sn === 'string' ? row.sn : '';
  const gauge = {
    id,
    towerId: typeof row.towerId === 'string' && row.towerId ? row.towerId : String(id),
    location: typeof row.location === 'string' ? row.location : '',
    department: typeof row.depName === 'string' ? row.depName : '',
    weightKg,
    capacity,
    lowWarning: finite(row.lowWarning),
    highWarning: finite(row.highWarning),
    percent: fillPercent(weightKg, capacity),
    alarm: towerAlarmOf(row),
    online: onlineSerials && serial ? onlineSerials.has(serial) : undefined,
    enabled: row.selectStatus !== '1',
    daysRemaining: days,
    lastReportTime: typeof row.lastReportTime === 'string' ? row.lastReportTime : undefined,
  };
  return { ...gauge, attention: attentionOf(gauge) };
}

const rank = (attention: Attention) => ATTENTION.indexOf(attention);
const daysKey = (days: number | null | undefined) => (typeof days === 'number' ? days : Number.POSITIVE_INFINITY);

/** Most urgent first: by attention, then the fewest days left, then the emptiest, then by number. */
export function compareGauges(a: TowerGauge, b: TowerGauge): number {
  return (
    rank(a.attention) - rank(b.attention) ||
    daysKey(a.daysRemaining) - daysKey(b.daysRemaining) ||
    (a.percent ?? Number.POSITIVE_INFINITY) - (b.percent ?? Number.POSITIVE_INFINITY) ||
    a.towerId.localeCompare(b.towerId)
  );
}

const needsAttention = (gauge: TowerGauge) => gauge.attention !== 'ok' && gauge.attention !== 'disabled';

/**
 * The towers by department, each sorted most urgent first; departments with the most urgent tower
 * first, then the most towers needing attention, then by name.
 */
export function groupByDepartment(gauges: readonly TowerGauge[]): TowerGroup[] {
  const groups = new Map<string, TowerGauge[]>();
  for (const gauge of gauges) {
    const list = groups.get(gauge.department);
    if (list) list.push(gauge);
    else groups.set(gauge.department, [gauge]);
  }
  return [...groups.entries()]
    .map(([department, towers]) => {
      towers.sort(compareGauges);
      return { department, towers, attentionCount: towers.filter(needsAttention).length };
    })
    .sort(
      (a, b) =>
        rank(a.towers[0].attention) - rank(b.towers[0].attention) ||
        b.attentionCount - a.attentionCount ||
        a.department.localeCompare(b.department),
    );
}

/** How many towers are in each state. */
export function countByAttention(gauges: readonly TowerGauge[]): Record<Attention, number> {
  const counts = Object.fromEntries(ATTENTION.map((a) => [a, 0])) as Record<Attention, number>;
  for (const gauge of gauges) counts[gauge.attention] += 1;
  return counts;
}
