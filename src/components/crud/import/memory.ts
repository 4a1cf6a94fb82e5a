/**
 * How far the last import of a list got, kept in localStorage while it runs: a reload (or a closed
 * tab) in the middle leaves it, and the next open of the dialog says so. A finished import forgets it.
 */
export interface ImportMemory {
  file: string;
  total: number;
  done: number;
  failed: number;
  /** When it started, ms since the epoch. */
  startedAt: number;
}

const keyOf = (resource: string) => `console:import:${resource}`;

export function rememberImport(resource: string, memory: ImportMemory): void {
  try {
    localStorage.setItem(keyOf(resource), JSON.stringify(memory));
  } catch {
    // Storage full or refused: the import goes on, only the note after a reload is lost.
  }
}

export function forgetImport(resource: string): void {
  try {
    localStorage.removeItem(keyOf(resource));
  } catch {
    // Nothing to forget.
  }
}

/** The interrupted import of this list, if one was left (anything malformed is ignored). */
export function recallImport(resource: string): ImportMemory | undefined {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyOf(resource)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return undefined;
    const m = raw as Record<string, unknown>;
    const count = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined);
    const total = count(m.total);
    const done = count(m.done);
    const failed = count(m.failed);
    const startedAt = count(m.startedAt);
    if (total === undefined || done === undefined || failed === undefined || startedAt === undefined) return undefined;
    return { file: typeof m.file === 'string' ? m.file : '', total, done, failed, startedAt };
  } catch {
    return undefined;
  }
}
