import { http, HttpResponse, type RequestHandler } from 'msw';
import { nextId, touch } from '../db';
import { API, guarded, MockHttpError, ok, param, queryOf, readJson, say, type HandlerContext } from './http';
import { now } from './random';
import { writeXlsx, XLSX_TYPE } from './xlsx';

type Row = Record<string, unknown>;

/**
 * How a query parameter filters rows: exact match, substring, a `,`-separated set, or a numeric
 * range read from `min{Field}` / `max{Field}` (both inclusive, either may be absent).
 */
export type FilterMode = 'eq' | 'like' | 'in' | 'range';

export interface Message {
  zh: string;
  en: string;
}

/** A write made through the generic handlers (for the operation log). */
export interface WriteEvent {
  action: 'create' | 'update' | 'delete' | 'changeStatus' | 'export';
  ids: number[];
  body?: unknown;
  ctx: HandlerContext;
}

export interface CrudConfig<T extends object> {
  /** `{res}` below /api/admin, e.g. `deposts` or `wms/sensor`. */
  path: string;
  /** The table accessor from `defineTable` and its name (for persistence). */
  rows: () => T[];
  tableName: string;
  idKey: keyof T & string;
  /** Permission prefix, e.g. `system:post` → `:list`, `:query`, `:add`, `:edit`, `:remove`, `:export`. */
  perm: string;
  /** Query parameter → how it filters (the parameter names the row field). */
  filters?: Partial<Record<keyof T & string, FilterMode>>;
  /**
   * Parameter → the row's `[low, high]` fields: `min{P}` / `max{P}` keep the rows whose band overlaps
   * the asked range (a part for 5–20 t modules is found by 10 t, or by 15–40 t).
   */
  spans?: Record<string, [low: keyof T & string, high: keyof T & string]>;
  /** Extra filter of `page` and `downloadExcel` (e.g. a dept and its subtree, the asker's data scope). */
  where?: (row: T, query: Record<string, string>, ctx: HandlerContext) => boolean;
  /** Field compared with beginTime/endTime (default `createTime`). */
  timeField?: keyof T & string;
  /** Default order; `orderBy`/`order` in the query override it. */
  defaultSort?: { field: keyof T & string; order: 'asc' | 'desc' };
  required?: { field: keyof T & string; message: Message }[];
  /** Fields (together) that must be unique; `{value}` in the message is replaced by the value. */
  unique?: { fields: (keyof T & string)[]; message: Message }[];
  /** Extra checks on a record about to be saved; throw MockHttpError to refuse. */
  validate?: (record: Partial<T>, ctx: HandlerContext, existing: T | undefined) => void;
  /** Values a new row gets before the body is applied. */
  defaults?: () => Partial<T>;
  /** Runs before rows are deleted; throw MockHttpError to refuse (e.g. still referenced). */
  beforeDelete?: (ids: number[], ctx: HandlerContext) => void;
  /** Runs after a row was created or updated (`previous`: a copy from before an update), e.g. to move join-table fields out of the row. */
  afterSave?: (row: T, body: Partial<T>, ctx: HandlerContext, previous: T | undefined) => void;
  /** Runs after rows were deleted (e.g. to drop their join-table rows). */
  afterDelete?: (ids: number[], ctx: HandlerContext) => void;
  /** Runs before `changeStatus`; throw MockHttpError to refuse. */
  beforeChangeStatus?: (row: T, status: '0' | '1', ctx: HandlerContext) => void;
  /** Told about every successful write and export (operation log). */
  onWrite?: (event: WriteEvent) => void;
  /** No `POST`/`PUT` (logs): page, get, delete and export only. */
  readOnly?: boolean;
  /** Turns a stored row into what the API returns (joins, hidden fields, what depends on the asker). */
  present?: (row: T, ctx: HandlerContext) => Row;
  /**
   * Columns of `downloadExcel` (`format` turns a value into the cell's, e.g. a label; it sees the
   * presented row for a cell made of several fields); omit for no export.
   */
  exportColumns?: { key: string; title: Message; format?: (value: unknown, row: Row) => unknown }[];
  /** File name prefix of the export. */
  exportName?: Message;
  /** Add `POST valid`, `PUT changeStatus`, `GET options` handlers. */
  valid?: boolean;
  changeStatus?: boolean;
  options?: { label: keyof T & string; value: keyof T & string };
}

/** One collator for every sort: `localeCompare` with options builds one per call (a second to sort 3000 rows). */
const collator = new Intl.Collator('zh-CN', { numeric: true });

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

function matches(value: unknown, expected: string, mode: FilterMode): boolean {
  if (mode === 'like')
    return String(value ?? '')
      .toLowerCase()
      .includes(expected.toLowerCase());
  if (mode === 'in') return expected.split(',').includes(String(value ?? ''));
  return String(value ?? '') === expected;
}

/** The `min{P}` / `max{P}` bounds of a query; a bound that is not a number is NaN. */
function boundsOf(query: Record<string, string>, param: string): [min: number, max: number] {
  const suffix = param.charAt(0).toUpperCase() + param.slice(1);
  const bound = (name: string) => (query[name] === undefined || query[name] === '' ? NaN : Number(query[name]));
  return [bound(`min${suffix}`), bound(`max${suffix}`)];
}

const numberOf = (value: unknown): number =>
  value === null || value === undefined || value === '' ? NaN : typeof value === 'number' ? value : Number(value);

/** `min{Field}` ≤ value ≤ `max{Field}`; a bound that is not a number is ignored. */
function inRange(value: unknown, query: Record<string, string>, field: string): boolean {
  const [min, max] = boundsOf(query, field);
  if (Number.isNaN(min) && Number.isNaN(max)) return true;
  const n = numberOf(value);
  if (!Number.isFinite(n)) return false;
  return (Number.isNaN(min) || n >= min) && (Number.isNaN(max) || n <= max);
}

/** The band `[low, high]` overlaps `[min{P}, max{P}]`; a row without its band is left out once a bound is asked. */
function overlaps(low: unknown, high: unknown, query: Record<string, string>, param: string): boolean {
  const [min, max] = boundsOf(query, param);
  if (Number.isNaN(min) && Number.isNaN(max)) return true;
  const from = numberOf(low);
  const to = numberOf(high);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return false;
  return (Number.isNaN(max) || from <= max) && (Number.isNaN(min) || to >= min);
}

export function pageParams(query: Record<string, string>): { page: number; limit: number } {
  const page = Math.max(1, Math.floor(Number(query.page) || 1));
  const limit = Math.min(1000, Math.max(1, Math.floor(Number(query.limit) || 20)));
  return { page, limit };
}

export function paginate<T>(rows: readonly T[], query: Record<string, string>): { list: T[]; total: number } {
  const { page, limit } = pageParams(query);
  return { list: rows.slice((page - 1) * limit, page * limit), total: rows.length };
}

/** `YYYY-MM-DD[ HH:mm:ss]`: such values sort as plain strings, far faster than through the collator. */
const TIME_TEXT = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

function sortRows<T>(rows: T[], field: string, order: 'asc' | 'desc'): T[] {
  const sign = order === 'desc' ? -1 : 1;
  const keyed = rows.map((row) => ({ row, key: (row as Row)[field] }));
  const times = keyed.every(({ key }) => typeof key === 'string' && TIME_TEXT.test(key));
  const by = times ? (a: unknown, b: unknown) => (String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0) : compare;
  keyed.sort((a, b) => by(a.key, b.key) * sign);
  return keyed.map(({ row }) => row);
}

/** Filters, date range and sort of the standard `GET page` and `GET downloadExcel`. */
export function queryRows<T extends object>(
  config: CrudConfig<T>,
  query: Record<string, string>,
  ctx: HandlerContext,
): T[] {
  const timeField = config.timeField ?? 'createTime';
  // Only what the query asks is checked on each row (a catalogue may hold 100,000 rows).
  const asked = (Object.entries(config.filters ?? {}) as [string, FilterMode][]).filter(([field, mode]) =>
    mode === 'range'
      ? boundsOf(query, field).some((bound) => !Number.isNaN(bound))
      : query[field] !== undefined && query[field] !== '',
  );
  const spans = Object.entries(config.spans ?? {}).filter(([param]) =>
    boundsOf(query, param).some((bound) => !Number.isNaN(bound)),
  );
  let result = config.rows().filter((row) => {
    const record = row as Row;
    for (const [field, mode] of asked) {
      if (mode === 'range' ? !inRange(record[field], query, field) : !matches(record[field], query[field], mode))
        return false;
    }
    for (const [param, [low, high]] of spans) if (!overlaps(record[low], record[high], query, param)) return false;
    if (config.where && !config.where(row, query, ctx)) return false;
    if (query.beginTime || query.endTime) {
      const time = String(record[timeField] ?? '');
      // A date-only field (`YYYY-MM-DD`) is compared by day with the bounds' days.
      if (query.beginTime && time < query.beginTime.slice(0, Math.max(time.length, 10))) return false;
      if (query.endTime && time > query.endTime.slice(0, Math.max(time.length, 10))) return false;
    }
    return true;
  });
  const sortField = query.orderBy && /^\w+$/.test(query.orderBy) ? query.orderBy : config.defaultSort?.field;
  const order = query.orderBy ? (query.order === 'desc' ? 'desc' : 'asc') : (config.defaultSort?.order ?? 'asc');
  if (sortField) result = sortRows(result, sortField, order);
  return result;
}

function idOf(value: unknown): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** Throws the first required/unique violation of `record` (the whole record as it would be saved). */
export function checkRecord<T extends object>(
  config: CrudConfig<T>,
  record: Partial<T>,
  ctx: HandlerContext,
  existing?: T,
): void {
  const data = record as Row;
  for (const rule of config.required ?? []) {
    const value = data[rule.field];
    if (value === undefined || value === null || String(value).trim() === '') {
      throw new MockHttpError(500, say(ctx.request, rule.message.zh, rule.message.en));
    }
  }
  const selfId = existing ? (existing as Row)[config.idKey] : undefined;
  for (const rule of config.unique ?? []) {
    // Like SQL UNIQUE over NULLs: an empty value (an optional phone, say) never clashes.
    if (rule.fields.every((f) => String(data[f] ?? '').trim() === '')) continue;
    const clash = config
      .rows()
      .find(
        (row) =>
          (row as Row)[config.idKey] !== selfId &&
          rule.fields.every((f) => String((row as Row)[f] ?? '').trim() === String(data[f] ?? '').trim()),
      );
    if (clash) {
      const value = rule.fields.map((f) => String(data[f] ?? '')).join(' / ');
      throw new MockHttpError(500, say(ctx.request, rule.message.zh, rule.message.en).replace('{value}', value));
    }
  }
  config.validate?.(record, ctx, existing);
}

/**
 * The columns an export writes: those named by `columns` (a list's visible columns, keys joined by
 * `,`) in that order, or every export column when none of the named ones is known.
 */
export function exportedColumns<C extends { key: string }>(all: readonly C[], columns: string | undefined): C[] {
  const wanted = (columns ?? '')
    .split(',')
    .map((key) => all.find((c) => c.key === key.trim()))
    .filter((c): c is C => c !== undefined);
  return wanted.length > 0 ? [...new Set(wanted)] : [...all];
}

/** The standard family of CONTRACT.md for one resource, with permissions, validation and paging. */
export function crudHandlers<T extends object>(config: CrudConfig<T>): RequestHandler[] {
  const base = `${API}/${config.path}`;
  const present = (row: T, ctx: HandlerContext): Row => (config.present ? config.present(row, ctx) : (row as Row));
  const find = (id: number | undefined) => config.rows().find((row) => (row as Row)[config.idKey] === id);
  const handlers: RequestHandler[] = [
    http.get(
      `${base}/page`,
      guarded(`${config.perm}:list`, (ctx) => {
        const query = queryOf(ctx.url);
        const { list, total } = paginate(queryRows(config, query, ctx), query);
        return ok({ list: list.map((row) => present(row, ctx)), total });
      }),
    ),
  ];

  if (config.exportColumns) {
    const columns = config.exportColumns;
    handlers.push(
      http.get(
        `${base}/downloadExcel`,
        guarded(`${config.perm}:export`, (ctx) => {
          const { url, request } = ctx;
          const rows = queryRows(config, queryOf(url), ctx).map((row) => present(row, ctx));
          config.onWrite?.({ action: 'export', ids: [], body: queryOf(url), ctx });
          const lang = say(request, 'zh', 'en');
          const name = config.exportName ? (lang === 'zh' ? config.exportName.zh : config.exportName.en) : config.path;
          const written = exportedColumns(columns, queryOf(url).columns);
          const bytes = writeXlsx({
            name,
            columns: written.map((c) => ({ key: c.key, title: lang === 'zh' ? c.title.zh : c.title.en })),
            rows: rows.map((row) =>
              Object.fromEntries(written.map((c) => [c.key, c.format ? c.format(row[c.key], row) : row[c.key]])),
            ),
          });
          return new HttpResponse(bytes, {
            headers: {
              'Content-Type': XLSX_TYPE,
              'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}_${now().slice(0, 10)}.xlsx`,
            },
          });
        }),
      ),
    );
  }

  if (config.valid) {
    handlers.push(
      http.post(
        `${base}/valid`,
        guarded(undefined, async (ctx) => {
          const body = await readJson<T>(ctx.request);
          const existing = find(idOf((body as Row)[config.idKey]));
          checkRecord(config, { ...(existing ?? {}), ...body }, ctx, existing);
          return ok(true);
        }),
      ),
    );
  }

  if (config.changeStatus) {
    handlers.push(
      http.put(
        `${base}/changeStatus`,
        guarded(`${config.perm}:edit`, async (ctx) => {
          const body = await readJson<{ id: number; status: string }>(ctx.request);
          const row = find(idOf(body.id ?? (body as Row)[config.idKey]));
          if (!row) throw new MockHttpError(500, say(ctx.request, '记录不存在', 'Record not found'));
          if (body.status !== '0' && body.status !== '1')
            throw new MockHttpError(500, say(ctx.request, '状态值无效', 'Invalid status'));
          config.beforeChangeStatus?.(row, body.status, ctx);
          Object.assign(row, { status: body.status, updateBy: ctx.user.row.userName, updateTime: now() });
          touch(config.tableName);
          config.onWrite?.({ action: 'changeStatus', ids: [(row as Row)[config.idKey] as number], body, ctx });
          return ok();
        }),
      ),
    );
  }

  if (config.options) {
    const { label, value } = config.options;
    handlers.push(
      http.get(
        `${base}/options`,
        guarded(undefined, () =>
          ok(
            config
              .rows()
              .filter((row) => (row as Row).status === undefined || (row as Row).status === '0')
              .map((row) => ({
                label: String((row as Row)[label] ?? ''),
                value: (row as Row)[value] as string | number,
              })),
          ),
        ),
      ),
    );
  }

  function writeHandlers(): RequestHandler[] {
    return [
      http.post(
        base,
        guarded(`${config.perm}:add`, async (ctx) => {
          const body = await readJson<T>(ctx.request);
          const rows = config.rows();
          const record = { ...(config.defaults?.() ?? {}), ...body } as Row;
          delete record[config.idKey];
          checkRecord(config, record as Partial<T>, ctx);
          const id = nextId(rows, config.idKey);
          const row = { ...record, [config.idKey]: id, createBy: ctx.user.row.userName, createTime: now() } as T;
          rows.push(row);
          config.afterSave?.(row, body, ctx, undefined);
          touch(config.tableName);
          config.onWrite?.({ action: 'create', ids: [id], body, ctx });
          return ok(id);
        }),
      ),
      http.put(
        base,
        guarded(`${config.perm}:edit`, async (ctx) => {
          const body = await readJson<T>(ctx.request);
          const row = find(idOf((body as Row)[config.idKey]));
          if (!row) throw new MockHttpError(500, say(ctx.request, '记录不存在', 'Record not found'));
          const merged = { ...row, ...body, [config.idKey]: (row as Row)[config.idKey] } as T;
          checkRecord(config, merged, ctx, row);
          const previous = { ...row };
          Object.assign(row, merged, { updateBy: ctx.user.row.userName, updateTime: now() });
          config.afterSave?.(row, body, ctx, previous);
          touch(config.tableName);
          config.onWrite?.({ action: 'update', ids: [(row as Row)[config.idKey] as number], body, ctx });
          return ok();
        }),
      ),
    ];
  }

  handlers.push(
    http.delete(
      `${base}/batch/:ids`,
      guarded(`${config.perm}:remove`, (ctx) => {
        const ids = param(ctx.params, 'ids')
          .split(',')
          .map(idOf)
          .filter((id): id is number => id !== undefined);
        if (ids.length === 0)
          throw new MockHttpError(500, say(ctx.request, '请选择要删除的数据', 'Select the records to delete'));
        config.beforeDelete?.(ids, ctx);
        const rows = config.rows();
        for (let i = rows.length - 1; i >= 0; i--)
          if (ids.includes((rows[i] as Row)[config.idKey] as number)) rows.splice(i, 1);
        touch(config.tableName);
        config.afterDelete?.(ids, ctx);
        config.onWrite?.({ action: 'delete', ids, ctx });
        return ok();
      }),
    ),
    http.get(`${base}/:id`, (info) => {
      // Only numeric ids: other segments (`list`, `treeselect`, …) belong to later handlers.
      if (!/^\d+$/.test(param(info.params, 'id'))) return undefined;
      return guarded(`${config.perm}:query`, (ctx) => {
        const row = find(idOf(param(ctx.params, 'id')));
        if (!row) throw new MockHttpError(500, say(ctx.request, '记录不存在', 'Record not found'));
        return ok(present(row, ctx));
      })(info);
    }),
    ...(config.readOnly ? [] : writeHandlers()),
  );
  handlers.push(
    http.delete(`${base}/:id`, (info) => {
      if (!/^\d+$/.test(param(info.params, 'id'))) return undefined;
      return guarded(`${config.perm}:remove`, (ctx) => {
        const id = idOf(param(ctx.params, 'id'));
        const rows = config.rows();
        const index = rows.findIndex((row) => (row as Row)[config.idKey] === id);
        if (index < 0 || id === undefined)
          throw new MockHttpError(500, say(ctx.request, '记录不存在', 'Record not found'));
        config.beforeDelete?.([id], ctx);
        rows.splice(index, 1);
        touch(config.tableName);
        config.afterDelete?.([id], ctx);
        config.onWrite?.({ action: 'delete', ids: [id], ctx });
        return ok();
      })(info);
    }),
  );
  return handlers;
}
