import { regrow } from './db';
import { store } from './lib/storage';

/**
 * `__mock.bulk(rule)`: grows a catalogue to a size for tests and figures. `sensors`: that many load
 * cells generated after the seeded ones (`mocks/seed/wms-selection-bulk.ts`), served by every
 * sensor call as stored rows are (paging, filters, sort, get, options). The rule is kept in
 * `localStorage['mock:bulk']`, so it outlives a reload; the rows are made when first asked for and
 * never stored. `__mock.bulk({})` or `reset()` drops them.
 */
export interface BulkRule {
  sensors?: number;
}

export const BULK_KEY = 'mock:bulk';
/** Which table each kind of row grows. */
const TABLES: Record<keyof BulkRule, string> = { sensors: 'wms_sensor' };
const MAX_ROWS = 1_000_000;

function size(value: unknown): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_ROWS) : 0;
}

export function readBulk(): BulkRule {
  try {
    const parsed: unknown = JSON.parse(store().get(BULK_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const sensors = size((parsed as BulkRule).sensors);
    return sensors > 0 ? { sensors } : {};
  } catch {
    return {};
  }
}

/** How many rows of this kind are generated now. */
export const bulkSize = (kind: keyof BulkRule): number => readBulk()[kind] ?? 0;

export function setBulk(rule: BulkRule): void {
  const before = readBulk();
  const sensors = size(rule.sensors);
  if (sensors > 0) store().set(BULK_KEY, JSON.stringify({ sensors }));
  else store().remove(BULK_KEY);
  for (const kind of Object.keys(TABLES) as (keyof BulkRule)[])
    if ((before[kind] ?? 0) !== (readBulk()[kind] ?? 0)) regrow(TABLES[kind]);
}

export function clearBulk(): void {
  store().remove(BULK_KEY);
}
