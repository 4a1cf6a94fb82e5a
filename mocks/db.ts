import { store } from './lib/storage';

/**
 * The mock's one database. Each table is seeded deterministically on first use; a table that has
 * been written to is persisted (localStorage in the browser) so data survives reloads. Untouched
 * tables cost nothing to keep: they are re-seeded identically.
 */
export type Row = Record<string, unknown>;

const PREFIX = 'mock:db:v1:';

type Seeder = () => Row[];

const seeders = new Map<string, Seeder>();
/**
 * Rows a table grows by for a test or a figure (`__mock.bulk`): made when the table is loaded,
 * appended after its stored or seeded rows, and never stored (100,000 rows do not fit localStorage).
 */
const growers = new Map<string, Seeder>();
const generated = new WeakSet<object>();
/** Tables whose seed is expensive: stored once seeded, so a reload reads them instead of seeding again. */
const keptSeeds = new Map<string, () => boolean>();
const tables = new Map<string, Row[]>();
const dirty = new Set<string>();
let flushScheduled = false;

/**
 * `keepSeed`: store the table as soon as it is seeded, for seeds that take seconds (the towers' 90
 * days of detection): without it every page load that reads the table would simulate them again.
 * A function decides at each seeding (a seed that was cheap this time is not worth the write).
 */
export function defineTable<T extends object>(
  name: string,
  seed: () => T[],
  options: { keepSeed?: boolean | (() => boolean); grow?: () => T[] } = {},
): () => T[] {
  seeders.set(name, seed as unknown as Seeder);
  const { keepSeed } = options;
  if (keepSeed) keptSeeds.set(name, typeof keepSeed === 'function' ? keepSeed : () => true);
  if (options.grow) growers.set(name, options.grow as unknown as Seeder);
  return () => table<T>(name);
}

export function table<T extends object = Row>(name: string): T[] {
  let rows = tables.get(name);
  if (!rows) {
    const saved = store().get(PREFIX + name);
    if (saved) {
      try {
        rows = JSON.parse(saved) as Row[];
      } catch {
        rows = undefined;
      }
    }
    if (!rows) {
      const seeder = seeders.get(name);
      rows = seeder ? seeder() : [];
      if (keptSeeds.get(name)?.()) touch(name);
    }
    const grown = growers.get(name)?.() ?? [];
    for (const row of grown) {
      generated.add(row);
      rows.push(row);
    }
    tables.set(name, rows);
  }
  return rows as unknown as T[];
}

/** Whether a table is in memory already (read or written since the page loaded): a look that must not seed it. */
export function isLoaded(name: string): boolean {
  return tables.has(name);
}

/** Marks a table changed; it is written out at the end of the current task. */
export function touch(name: string): void {
  dirty.add(name);
  if (flushScheduled) return;
  flushScheduled = true;
  queueMicrotask(flush);
}

export function flush(): void {
  flushScheduled = false;
  for (const name of dirty) {
    const rows = tables.get(name);
    if (rows) store().set(PREFIX + name, JSON.stringify(rows.filter((row) => !generated.has(row))));
  }
  dirty.clear();
}

/** Builds a table again at its next use (its grower's rows follow a changed setting); writes are kept. */
export function regrow(name: string): void {
  flush();
  tables.delete(name);
}

export function nextId(rows: readonly object[], key: string): number {
  let max = 0;
  for (const row of rows) {
    const value = Number((row as Row)[key]);
    if (Number.isFinite(value) && value > max) max = value;
  }
  return max + 1;
}

/** Whether the store holds any table yet: false in a browser that never used the mock (or after a reset). */
export function hasStoredTables(): boolean {
  return store()
    .keys()
    .some((key) => key.startsWith(PREFIX));
}

/** Restores the seed: forgets every table in memory and in storage. */
export function resetDb(): void {
  tables.clear();
  dirty.clear();
  for (const key of store().keys()) if (key.startsWith(PREFIX)) store().remove(key);
}
