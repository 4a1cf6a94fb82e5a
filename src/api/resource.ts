import { api, type RequestOptions } from './client';
import { download } from './download';
import { formatTime } from '@/utils/time';
import type { Id, Option, PageQuery, PageResult, QueryValue, StatusChange } from './types';

/**
 * A page answer's `total` as a count: a whole number of at least 0, or a string of digits (`"12"`);
 * anything else (null, `""`, `"abc"`, NaN, a negative or fractional number, an array) is unusable.
 */
function countOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) {
    const count = Number(value);
    return Number.isSafeInteger(count) ? count : undefined;
  }
  return undefined;
}

/**
 * Lists may come back with missing or mistyped fields (invariant 10): keep what can be shown. Rows
 * that are not records are dropped; without a `list` array (null, an empty body, HTTP 204) the page
 * is empty. A `total` that is unusable, or smaller than the rows at hand, is the number of rows: the
 * pager never shows NaN and never pages to rows that cannot be there.
 */
export function toPage<T>(data: unknown): PageResult<T> {
  const raw = (typeof data === 'object' && data !== null ? data : {}) as { list?: unknown; total?: unknown };
  if (!Array.isArray(raw.list)) return { list: [], total: 0 };
  const list = raw.list.filter((row) => typeof row === 'object' && row !== null && !Array.isArray(row)) as T[];
  const total = countOf(raw.total);
  return { list, total: total !== undefined && total >= list.length ? total : list.length };
}

export function toOptions(data: unknown): Option[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter((o): o is { label?: unknown; value?: unknown } => typeof o === 'object' && o !== null)
    .filter((o) => typeof o.value === 'string' || typeof o.value === 'number')
    .map((o) => ({ label: o.label == null ? String(o.value) : String(o.label), value: o.value as string | number }));
}

/** Strips empty filters so the query string only carries what the user set. */
export function cleanQuery(query: object = {}): Record<string, QueryValue> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '' && typeof v !== 'object'),
  ) as Record<string, QueryValue>;
}

/** `timeout`: this call's own limit in ms (a bulk import's queued writes), instead of the client's. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'silent' | 'skipAuthGate' | 'timeout'>;

/**
 * The backend's names of a record's fields where they differ from the client's, which are the spec's
 * (client name → backend name). Empty when they agree: a field the backend renames is one line here.
 */
export type WireNames<T> = Partial<Record<keyof T & string, string>>;

function renameKeys(record: object, names: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [names[key] ?? key, value]));
}

/** Translates records and queries between the client's field names and the backend's. */
export function wireNames<T>(names: WireNames<T> = {}) {
  const toWire = names as Readonly<Record<string, string>>;
  const fromWire: Record<string, string> = Object.fromEntries(Object.entries(toWire).map(([a, b]) => [b, a]));
  const same = Object.keys(toWire).length === 0;
  return {
    /** A record or filter set as the backend names it; `orderBy` names a field too. */
    out: <R extends object>(record: R): R => {
      if (same) return record;
      const renamed = renameKeys(record, toWire);
      if (typeof renamed.orderBy === 'string') renamed.orderBy = toWire[renamed.orderBy] ?? renamed.orderBy;
      return renamed as R;
    },
    /** A row of an answer with the client's names. */
    in: <R>(row: R): R =>
      same || typeof row !== 'object' || row === null || Array.isArray(row) ? row : (renameKeys(row, fromWire) as R),
    /** A list of field names (an export's columns) as the backend names them. */
    names: (keys: readonly string[]): string[] => keys.map((key) => toWire[key] ?? key),
  };
}

/**
 * The standard family of CONTRACT.md for one `{res}` path. `names`: the backend's field names where
 * they differ from `T`'s (see `WireNames`).
 */
export function standardResource<T, Q extends PageQuery = PageQuery>(path: string, names?: WireNames<T>) {
  const wire = wireNames<T>(names);
  return {
    path,
    page: async (query: Q, options?: CallOptions) => {
      const page = toPage<T>(await api.get<unknown>(`${path}/page`, cleanQuery(wire.out(query)), options));
      return { ...page, list: page.list.map(wire.in) };
    },
    get: async (id: Id, options?: CallOptions) =>
      wire.in(await api.get<T>(`${path}/${encodeURIComponent(String(id))}`, undefined, options)),
    create: (record: Partial<T>, options?: CallOptions) => api.post<Id>(path, wire.out(record), options),
    update: (record: Partial<T>, options?: CallOptions) => api.put<void>(path, wire.out(record), options),
    remove: (id: Id, options?: CallOptions) =>
      api.delete<void>(`${path}/${encodeURIComponent(String(id))}`, undefined, options),
    removeBatch: (ids: readonly Id[], options?: CallOptions) =>
      api.delete<void>(
        `${path}/batch/${ids.map((id) => encodeURIComponent(String(id))).join(',')}`,
        undefined,
        options,
      ),
  };
}

export interface ExportOptions {
  /** Name of the saved file (default `<prefix>_<YYYY-MM-DD>.xlsx`); see `exportFileName`. */
  filename?: string;
  /** Keys of the columns to write, in order (a list's visible columns), sent as `columns`; all when absent. */
  columns?: readonly string[];
}

/** An export's file name: the list's name and the day, `Truck scales_2026-11-25.xlsx`. */
export function exportFileName(listName: string, date: Date = new Date()): string {
  const safe =
    Array.from(listName, (c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? ' ' : c))
      .join('')
      .trim() || 'export';
  return `${safe}_${formatTime(date, 'YYYY-MM-DD')}.xlsx`;
}

/**
 * `GET {res}/downloadExcel` with the page query minus paging, saved under the export's own name;
 * `names` as the module's `standardResource` has them.
 */
export function exportOf<T = unknown>(path: string, filePrefix: string, names?: WireNames<T>) {
  const wire = wireNames<T>(names);
  return {
    exportExcel: (query: PageQuery = {}, options: ExportOptions = {}) => {
      const { page: _page, limit: _limit, ...filters } = query;
      const params = cleanQuery(wire.out(filters));
      if (options.columns && options.columns.length > 0) params.columns = wire.names(options.columns).join(',');
      return download(`${path}/downloadExcel`, {
        params,
        filename: options.filename ?? exportFileName(filePrefix),
        keepFilename: true,
      });
    },
  };
}

/** `POST {res}/valid`: resolves when the record may be saved; the server's reason rejects. */
export function validOf<T>(path: string) {
  return { valid: (record: Partial<T>, options?: CallOptions) => api.post<boolean>(`${path}/valid`, record, options) };
}

export function changeStatusOf(path: string) {
  return { changeStatus: (change: StatusChange) => api.put<void>(`${path}/changeStatus`, change) };
}

export function optionsOf(path: string) {
  return {
    options: async (segment?: string | number) =>
      toOptions(await api.get<unknown>(segment === undefined ? `${path}/options` : `${path}/options/${segment}`)),
  };
}
