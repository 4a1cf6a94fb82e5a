/**
 * Parameter lists of the thing model, as the server stores them (JSON text) and as people edit them
 * (rows). Two kinds:
 * - `spec`: what a service or method takes or answers, each parameter an identifier and a data type;
 *   stored as a list `[{"id":"addr","type":"int","min":1,"max":247}]` (with unit and bounds) or as a
 *   map `{"grossWeight":"double"}` (identifier → type only);
 * - `value`: what an event carried, `{"towerId":"LT-A-01","weight":2310}`.
 */

export const PARAM_TYPES = ['int', 'float', 'double', 'text', 'bool', 'enum', 'date', 'struct', 'array'] as const;
export type ParamType = (typeof PARAM_TYPES)[number];

export const VALUE_TYPES = ['text', 'number', 'bool', 'json'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export type ParamListMode = 'spec' | 'value';
/** How a `spec` list is stored; a `value` list is always a map. */
export type ParamListShape = 'list' | 'map';

export interface ParamRow {
  /** Stable React key of the row (not stored). */
  key: number;
  id: string;
  /** A ParamType in `spec` mode, a ValueType in `value` mode. */
  type: string;
  unit?: string;
  min?: number;
  max?: number;
  /** `value` mode: what was typed (a number, `true`/`false` or JSON as text). */
  value?: string;
}

export type ParamProblemReason =
  'idRequired' | 'idPattern' | 'idDuplicate' | 'typeUnknown' | 'minAboveMax' | 'notNumber' | 'notBool' | 'notJson';

export interface ParamProblem {
  /** Index of the row (0-based). */
  row: number;
  field: 'id' | 'type' | 'min' | 'value';
  reason: ParamProblemReason;
}

/** What the editor hands the form while its rows cannot be saved: the form's rule refuses it. */
export interface InvalidParamList {
  invalidParamList: true;
  problems: ParamProblem[];
}

export function isInvalidParamList(value: unknown): value is InvalidParamList {
  return typeof value === 'object' && value !== null && (value as InvalidParamList).invalidParamList === true;
}

export const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;
const NUMERIC_TYPES: readonly string[] = ['int', 'float', 'double'];

export const isNumericType = (type: string) => NUMERIC_TYPES.includes(type);

let nextKey = 1;
export const newRowKey = () => nextKey++;

export type ParseResult = { ok: true; rows: ParamRow[] } | { ok: false; raw: string };

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function specRow(id: unknown, spec: unknown): ParamRow | undefined {
  if (typeof id !== 'string') return undefined;
  if (typeof spec === 'string') return { key: newRowKey(), id, type: spec };
  if (typeof spec !== 'object' || spec === null) return undefined;
  const s = spec as Record<string, unknown>;
  return {
    key: newRowKey(),
    id,
    type: typeof s.type === 'string' ? s.type : 'text',
    unit: typeof s.unit === 'string' && s.unit !== '' ? s.unit : undefined,
    min: finite(s.min),
    max: finite(s.max),
  };
}

function valueRow(id: string, value: unknown): ParamRow {
  if (typeof value === 'number') return { key: newRowKey(), id, type: 'number', value: String(value) };
  if (typeof value === 'boolean') return { key: newRowKey(), id, type: 'bool', value: String(value) };
  if (typeof value === 'string') return { key: newRowKey(), id, type: 'text', value };
  return { key: newRowKey(), id, type: 'json', value: JSON.stringify(value) };
}

/** The stored text as rows; anything that is not such a list comes back as `raw` (shown, never lost silently). */
export function parseParamList(text: unknown, mode: ParamListMode): ParseResult {
  if (text === undefined || text === null || (typeof text === 'string' && text.trim() === '')) {
    return { ok: true, rows: [] };
  }
  const raw = typeof text === 'string' ? text : JSON.stringify(text);
  let data: unknown;
  try {
    data = typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    return { ok: false, raw };
  }
  if (mode === 'value') {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, raw };
    return { ok: true, rows: Object.entries(data).map(([id, value]) => valueRow(id, value)) };
  }
  const rows = Array.isArray(data)
    ? data.map((item) =>
        specRow(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined, item),
      )
    : typeof data === 'object' && data !== null
      ? Object.entries(data).map(([id, type]) => specRow(id, type))
      : [undefined];
  return rows.every((r): r is ParamRow => r !== undefined) ? { ok: true, rows } : { ok: false, raw };
}

function storedValue(row: ParamRow): unknown {
  const text = row.value ?? '';
  if (row.type === 'number') return Number(text);
  if (row.type === 'bool') return text === 'true';
  if (row.type === 'json') return JSON.parse(text) as unknown;
  return text;
}

/** Valid rows as the stored text (call `validateParamRows` first). */
export function serializeParamList(rows: readonly ParamRow[], mode: ParamListMode, shape: ParamListShape): string {
  if (mode === 'value') return JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, storedValue(r)])));
  if (shape === 'map') return JSON.stringify(Object.fromEntries(rows.map((r) => [r.id, r.type])));
  return JSON.stringify(
    rows.map((r) => {
      const spec: Record<string, unknown> = { id: r.id, type: r.type };
      if (r.unit) spec.unit = r.unit;
      if (isNumericType(r.type) && r.min !== undefined) spec.min = r.min;
      if (isNumericType(r.type) && r.max !== undefined) spec.max = r.max;
      return spec;
    }),
  );
}

function valueProblem(row: ParamRow): ParamProblemReason | undefined {
  const text = (row.value ?? '').trim();
  if (row.type === 'number' && (text === '' || !Number.isFinite(Number(text)))) return 'notNumber';
  if (row.type === 'bool' && text !== 'true' && text !== 'false') return 'notBool';
  if (row.type === 'json') {
    try {
      JSON.parse(text);
    } catch {
      return 'notJson';
    }
  }
  return undefined;
}

/** Every reason the rows cannot be saved, in row order. */
export function validateParamRows(rows: readonly ParamRow[], mode: ParamListMode): ParamProblem[] {
  const problems: ParamProblem[] = [];
  const seen = new Set<string>();
  const types: readonly string[] = mode === 'spec' ? PARAM_TYPES : VALUE_TYPES;
  rows.forEach((row, index) => {
    const id = row.id.trim();
    if (id === '') problems.push({ row: index, field: 'id', reason: 'idRequired' });
    else if (!IDENTIFIER.test(id)) problems.push({ row: index, field: 'id', reason: 'idPattern' });
    else if (seen.has(id)) problems.push({ row: index, field: 'id', reason: 'idDuplicate' });
    seen.add(id);
    if (!types.includes(row.type)) problems.push({ row: index, field: 'type', reason: 'typeUnknown' });
    if (mode === 'spec' && row.min !== undefined && row.max !== undefined && row.min > row.max)
      problems.push({ row: index, field: 'min', reason: 'minAboveMax' });
    if (mode === 'value') {
      const reason = valueProblem(row);
      if (reason) problems.push({ row: index, field: 'value', reason });
    }
  });
  return problems;
}

/** What the field holds after an edit: the stored text, or the problems that keep it from being saved. */
export function editedValue(
  rows: readonly ParamRow[],
  mode: ParamListMode,
  shape: ParamListShape,
): string | InvalidParamList {
  const trimmed = rows.map((r) => ({ ...r, id: r.id.trim() }));
  const problems = validateParamRows(trimmed, mode);
  return problems.length > 0 ? { invalidParamList: true, problems } : serializeParamList(trimmed, mode, shape);
}

/** The first problem of a field's value, or 'unreadable' for stored text that is no parameter list. */
export function paramListProblem(value: unknown, mode: ParamListMode): ParamProblem | 'unreadable' | undefined {
  if (isInvalidParamList(value)) return value.problems[0];
  const parsed = parseParamList(value, mode);
  if (!parsed.ok) return 'unreadable';
  return validateParamRows(parsed.rows, mode)[0];
}
