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
  /** Old messages before the seeded history (`mocks/seed/messages.ts`). */
  messages?: number;
}

export const BULK_KEY = 'mock:bulk';
/** Which table each kind of row grows. */
const TABLES: Record<keyof BulkRule, string> = { sensors: 'wms_sensor', messages: 'sys_message' };
const KINDS = Object.keys(TABLES) as (keyof BulkRule)[];
const MAX_ROWS = 1_000_000;

function size(value: unknown): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_ROWS) : 0;
}

/** The kinds with a usable size (others dropped). */
function sizes(rule: BulkRule): BulkRule {
  const result: BulkRule = {};
  for (const kind of KINDS) {
    const n = size(rule[kind]);
    if (n > 0) result[kind] = n;
  }
  return result;
}

export function readBulk(): BulkRule {
  try {
    const parsed: unknown = JSON.parse(store().get(BULK_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return sizes(parsed as BulkRule);
  } catch {
    return {};
  }
}

/** How many rows of this kind are generated now. */
export const bulkSize = (kind: keyof BulkRule): number => readBulk()[kind] ?? 0;

export function setBulk(rule: BulkRule): void {
  const before = readBulk();
  const next = sizes(rule);
  if (Object.keys(next).length > 0) store().set(BULK_KEY, JSON.stringify(next));
  else store().remove(BULK_KEY);
  for (const kind of KINDS) if ((before[kind] ?? 0) !== (readBulk()[kind] ?? 0)) regrow(TABLES[kind]);
}

export function clearBulk(): void {
  store().remove(BULK_KEY);
}
