import { formatTime, seedTime, SEED_EPOCH, type Random } from '../lib/random';

/*
 * Pieces the catalogue seeds share: audit columns, unique-model generation, dates, and the
 * metrology helpers the scale tables and their validation use.
 */

/** Columns every catalogue table has; the crud factory sets the audit ones on writes. */
export interface AuditedRow {
  id: number;
  remark: string;
  createBy: string;
  createTime: string;
  updateBy?: string;
  updateTime?: string;
}

/** A catalogue item that can be disabled (`sys_normal_disable`). */
export interface CatalogueRow extends AuditedRow {
  status: '0' | '1';
}

/** Audit columns of a seeded row; one catalogue item in ten is disabled. */
export function catalogueBase(random: Random, id: number): CatalogueRow {
  return {
    id,
    status: random.bool(0.9) ? '0' : '1',
    remark: random.bool(0.2) ? random.pick(['常规库存', '停产替代中', '客户定制', '试用批次']) : '',
    createBy: 'admin',
    createTime: seedTime(random, 720),
  };
}

/** Calls `make` until it has produced `count` rows with distinct keys (seeds need unique models). */
export function distinct<T>(count: number, make: () => T, key: (row: T) => string): T[] {
  const seen = new Set<string>();
  const rows: T[] = [];
  for (let attempt = 0; rows.length < count && attempt < count * 50; attempt++) {
    const row = make();
    if (seen.has(key(row))) continue;
    seen.add(key(row));
    rows.push(row);
  }
  return rows;
}

/** A non-empty random subset of `items`, in their order, joined with `,`. */
export function someOf(random: Random, items: readonly string[], probability = 0.5): string {
  const chosen = items.filter(() => random.bool(probability));
  return (chosen.length > 0 ? chosen : [random.pick(items)]).join(',');
}

/** `YYYY-MM-DD`, up to `daysBack` days before the seed epoch. */
export function seedDate(random: Random, daysBack = 720): string {
  return seedTime(random, daysBack).slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return formatTime(new Date(y, m - 1, d + days)).slice(0, 10);
}

/** A time on `date` for createTime, never after the seed epoch. */
export function timeOn(random: Random, date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const time = new Date(y, m - 1, d, random.int(8, 17), random.int(0, 59), random.int(0, 59)).getTime();
  return formatTime(new Date(Math.min(time, SEED_EPOCH)));
}

/**
 * A verification interval e must be 1, 2 or 5 × 10^k (OIML R76 §3.4.2); the mock refuses others.
 */
export function isStepValue(value: number): boolean {
  if (!(value > 0) || !Number.isFinite(value)) return false;
  const exponent = Math.floor(Math.log10(value) + 1e-9);
  const mantissa = value / 10 ** exponent;
  return [1, 2, 5].some((step) => Math.abs(mantissa - step) < 1e-6);
}

/** n = Max / e bounds per class (OIML R76 table 3). */
export const INTERVAL_BOUNDS: Record<'III' | 'IIII', [number, number]> = { III: [500, 10000], IIII: [100, 1000] };

/** The e from 1, 2, 5 × 10^k that gives n = Max / e closest to `target` within the class bounds. */
export function divisionFor(maxCapacity: number, accuracyClass: 'III' | 'IIII', target: number): number {
  const [low, high] = INTERVAL_BOUNDS[accuracyClass];
  const candidates: number[] = [];
  for (let k = -3; k <= 3; k++) for (const step of [1, 2, 5]) candidates.push(Number((step * 10 ** k).toFixed(6)));
  const fitting = candidates.filter((e) => maxCapacity / e >= low && maxCapacity / e <= high);
  return fitting.reduce((best, e) =>
    Math.abs(maxCapacity / e - target) < Math.abs(maxCapacity / best - target) ? e : best,
  );
}
