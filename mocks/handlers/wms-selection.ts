import { http, type RequestHandler } from 'msw';
import { changeDefault, IS_DEFAULT, NOT_DEFAULT, settledDefault } from '@/lib/weighing/modular-default';
import { defineTable, nextId, touch } from '../db';
import {
  checkRecord,
  crudHandlers,
  paginate,
  queryRows,
  type CrudConfig,
  type FilterMode,
  type Message,
} from '../lib/crud';
import { API, guarded, MockHttpError, ok, param, queryOf, readJson, say, type HandlerContext } from '../lib/http';
import { now } from '../lib/random';
import { auditWrites } from '../seed/logs';
import { isStepValue, type CatalogueRow } from '../seed/wms-catalogue-shared';
import { newMeters } from '../seed/wms-catalogue-instruments';
import { capacityLabel } from '../seed/wms-selection-parts';
import {
  APP_NAMES,
  MODEL_CODE_PATTERN,
  MODULAR_NO_PATTERN,
  modelCode,
  modulars,
  modularOverPlates,
  modularSensors,
  modularStabilizers,
  modularWovens,
  nextNumber,
  overPlates,
  requiredCellCapacity,
  selectionNo,
  selections,
  sensors,
  sensorTypes,
  stabilizers,
  totalModelNo,
  totalModels,
  wmsDictItems,
  wmsDictTypes,
  wovens,
  type ApplicationType,
  type ModularItemRow,
  type ModularRow,
  type OverPlateRow,
  type SelectionRow,
  type SensorRow,
  type SensorTypeRow,
  type StabilizerRow,
  type TotalModelRow,
  type WmsDictItemRow,
  type WmsDictTypeRow,
  type WovenRow,
} from '../seed/wms-selection';
import { refuse } from './system-shared';
import { CATALOGUE_TAIL, dictCol, exportCol, type ExportColumn } from './wms-export';

/**
 * The warehouse selection core: modulars with their assigned sensors, woven lines, stabilizers and
 * over-plates (one default of each kind per modular), load cells and their types, selection
 * records, total models and the warehouse dictionaries. Extras come first so no catch-all of the
 * crud factory shadows them.
 */
type Row = Record<string, unknown>;

const msg = (zh: string, en: string): Message => ({ zh, en });
const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function required<T extends object>(
  ...rules: (readonly [field: keyof T & string, zh: string, en: string])[]
): CrudConfig<T>['required'] {
  return rules.map(([field, zh, en]) => ({ field, message: msg(`${zh}不能为空`, `The ${en} is required`) }));
}

function unique<T extends object>(field: keyof T & string, zh: string, en: string) {
  return { fields: [field], message: msg(`${zh}“{value}”已存在`, `The ${en} "{value}" already exists`) };
}

function positive(ctx: HandlerContext, value: unknown, zh: string, en: string): void {
  if (isEmpty(value)) return;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) refuse(ctx, `${zh}必须大于 0`, `${en} must be above 0`);
}

function within(ctx: HandlerContext, value: unknown, low: number, high: number, zh: string, en: string): void {
  if (isEmpty(value)) return;
  const n = Number(value);
  if (!Number.isFinite(n) || n < low || n > high)
    refuse(ctx, `${zh}必须在 ${low} 到 ${high} 之间`, `${en} must be between ${low} and ${high}`);
}

/** `capMin` ≤ `capMax` (when both are given). */
function range(ctx: HandlerContext, record: { capMin?: unknown; capMax?: unknown }): void {
  if (!isEmpty(record.capMin) && !isEmpty(record.capMax) && Number(record.capMin) > Number(record.capMax))
    refuse(ctx, '最小量程不能大于最大量程', 'The minimum capacity cannot exceed the maximum');
}

function oneOf(ctx: HandlerContext, value: unknown, allowed: readonly string[], zh: string, en: string): void {
  if (!isEmpty(value) && !allowed.includes(String(value))) refuse(ctx, `${zh}无效`, `Invalid ${en}`);
}

function reference(ctx: HandlerContext, value: unknown, rows: readonly { id: number }[], zh: string, en: string): void {
  if (isEmpty(value)) return;
  if (!rows.some((row) => row.id === Number(value))) refuse(ctx, `${zh}不存在`, `The ${en} does not exist`);
}

/** Joined read-only fields are never stored. */
function drop(row: object, fields: readonly string[]): void {
  for (const field of fields) delete (row as Row)[field];
}

const enabled = <T extends { status: string }>(rows: readonly T[]) => rows.filter((row) => row.status === '0');
const typeName = (id: unknown) => sensorTypes().find((t) => t.id === Number(id))?.nameZh ?? '';
const modularNo = (id: unknown) => (isEmpty(id) ? '' : (modulars().find((m) => m.id === Number(id))?.modelNo ?? ''));
const sensorModel = (id: unknown) => (isEmpty(id) ? '' : (sensors().find((s) => s.id === Number(id))?.model ?? ''));

const idOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const idList = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map(idOf)
    .filter((id): id is number => id !== undefined);

function catalogue<T extends CatalogueRow>(
  config: Pick<CrudConfig<T>, 'path' | 'rows' | 'tableName' | 'perm'> & Partial<CrudConfig<T>>,
  title: string,
): CrudConfig<T> {
  return {
    idKey: 'id',
    defaultSort: { field: 'createTime', order: 'desc' },
    defaults: () => ({ status: '0', remark: '' }) as Partial<T>,
    onWrite: auditWrites(title),
    valid: true,
    ...config,
  };
}

function modelled<T extends CatalogueRow & { model: string; name: string }>(): Pick<
  CrudConfig<T>,
  'required' | 'unique'
> {
  return {
    required: required<T>(['model', '型号', 'model'], ['name', '名称', 'name']),
    unique: [unique<T>('model', '型号', 'model')],
  };
}

// ── Allocation to a modular ─────────────────────────────────────────────────────────────────────

interface Kind<T extends CatalogueRow> {
  /** `authSensor` → `wms/modular/authSensor/…`. */
  segment: string;
  itemKey: string;
  /** `changeSensorStatus`. */
  statusPath: string;
  items: () => T[];
  joins: () => ModularItemRow[];
  table: string;
  filters: Partial<Record<keyof T & string, FilterMode>>;
  spans?: CrudConfig<T>['spans'];
  present?: (row: T) => Row;
  label: Message;
}

function modularOf(ctx: HandlerContext, value: unknown): ModularRow {
  const m = modulars().find((row) => row.id === idOf(value));
  if (!m) throw new MockHttpError(500, say(ctx.request, '模块不存在', 'The modular does not exist'));
  return m;
}

function allocationHandlers<T extends CatalogueRow>(kind: Kind<T>): RequestHandler[] {
  const base = `${API}/wms/modular/${kind.segment}`;
  const present = (row: T): Row => (kind.present ? kind.present(row) : (row as unknown as Row));
  const list = (allocated: boolean) =>
    guarded('wms:modular:query', (ctx) => {
      const query = queryOf(ctx.url);
      const m = modularOf(ctx, query.modularId);
      const joined = new Map(
        kind
          .joins()
          .filter((j) => j.modularId === m.id)
          .map((j) => [j.itemId, j.isDefault]),
      );
      const rows = queryRows<T>(
        {
          path: '',
          rows: kind.items,
          tableName: kind.table,
          idKey: 'id',
          perm: '',
          filters: kind.filters,
          spans: kind.spans,
          defaultSort: { field: 'id', order: 'asc' },
        },
        query,
        ctx,
      ).filter((row) => joined.has(row.id) === allocated);
      // The default first, then the order asked for.
      const ordered = allocated
        ? [...rows].sort((a, b) => (joined.get(a.id) ?? '1').localeCompare(joined.get(b.id) ?? '1'))
        : rows;
      const page = paginate(ordered, query);
      return ok({
        list: page.list.map((row) =>
          allocated ? { ...present(row), defaultStatus: joined.get(row.id) ?? '1' } : present(row),
        ),
        total: page.total,
      });
    });
  /** The modular's items of this kind in assignment order, flagged by the default rule. */
  const settle = (modularId: number, defaultId?: number) => {
    const mine = kind.joins().filter((j) => j.modularId === modularId);
    const current = defaultId ?? mine.find((j) => j.isDefault === IS_DEFAULT)?.itemId;
    const settled = settledDefault(
      mine.map((j) => j.itemId),
      current,
    );
    for (const j of mine) j.isDefault = j.itemId === settled ? IS_DEFAULT : NOT_DEFAULT;
    touch(kind.table);
  };
  const remove = (ctx: HandlerContext, modularId: number, ids: number[]) => {
    if (ids.length === 0) refuse(ctx, `请选择要取消的${kind.label.zh}`, `Select the ${kind.label.en}s to cancel`);
    const joins = kind.joins();
    for (let i = joins.length - 1; i >= 0; i--)
      if (joins[i].modularId === modularId && ids.includes(joins[i].itemId)) joins.splice(i, 1);
    // Cancelling the default passes the mark to the earliest assigned item left.
    settle(modularId);
    return ok();
  };
  return [
    http.get(`${base}/allocatedList`, list(true)),
    http.get(`${base}/unallocatedList`, list(false)),
    http.put(
      `${base}/cancel`,
      guarded('wms:modular:edit', async (ctx) => {
        const body = await readJson<Row>(ctx.request);
        const m = modularOf(ctx, body.modularId);
        return remove(ctx, m.id, idList(body[kind.itemKey]));
      }),
    ),
    http.put(
      `${base}/cancelAll`,
      guarded('wms:modular:edit', (ctx) => {
        const query = queryOf(ctx.url);
        const m = modularOf(ctx, query.modularId);
        return remove(ctx, m.id, idList(query[`${kind.itemKey}s`]));
      }),
    ),
    http.put(
      `${base}/selectAll`,
      guarded('wms:modular:edit', (ctx) => {
        const query = queryOf(ctx.url);
        const m = modularOf(ctx, query.modularId);
        const ids = idList(query[`${kind.itemKey}s`]);
        if (ids.length === 0) refuse(ctx, `请选择要分配的${kind.label.zh}`, `Select the ${kind.label.en}s to assign`);
        const items = kind.items();
        for (const id of ids)
          if (!items.some((row) => row.id === id))
            refuse(ctx, `${kind.label.zh}不存在`, `The ${kind.label.en} does not exist`);
        const joins = kind.joins();
        for (const id of ids)
          if (!joins.some((j) => j.modularId === m.id && j.itemId === id))
            joins.push({ modularId: m.id, itemId: id, isDefault: NOT_DEFAULT });
        // The first item a modular gets of a kind becomes its default.
        settle(m.id);
        return ok();
      }),
    ),
    http.put(
      `${API}/wms/modular/${kind.statusPath}`,
      guarded('wms:modular:edit', async (ctx) => {
        const body = await readJson<{ modularId: unknown; statusId: unknown; status: unknown }>(ctx.request);
        const m = modularOf(ctx, body.modularId);
        const flag = body.status;
        if (flag !== IS_DEFAULT && flag !== NOT_DEFAULT) refuse(ctx, '状态值无效', 'Invalid status');
        const mine = kind.joins().filter((j) => j.modularId === m.id);
        const change = changeDefault(
          mine.map((j) => j.itemId),
          mine.find((j) => j.isDefault === IS_DEFAULT)?.itemId,
          idOf(body.statusId) ?? 0,
          flag,
        );
        if (!change.ok && change.reason === 'notAssigned')
          refuse(ctx, `该${kind.label.zh}未分配给此模块`, `The ${kind.label.en} is not assigned to this modular`);
        if (!change.ok)
          refuse(
            ctx,
            `模块须保留一个默认${kind.label.zh}，请将另一${kind.label.zh}设为默认`,
            `A modular keeps one default ${kind.label.en}: make another one the default instead`,
          );
        settle(m.id, change.defaultId);
        return ok();
      }),
    ),
  ];
}

const CATALOGUE_FILTERS = { model: 'like', name: 'like', status: 'eq' } as const;
/** `minCapacity` / `maxCapacity`: the parts whose capacity band `[capMin, capMax]` overlaps the range asked. */
const CAPACITY_SPAN: Record<string, ['capMin', 'capMax']> = { capacity: ['capMin', 'capMax'] };
const SENSOR_FILTERS = {
  ...CATALOGUE_FILTERS,
  sensorTypeId: 'eq',
  signalType: 'eq',
  accuracyClass: 'eq',
  emax: 'range',
} as const;
const presentSensor = (row: SensorRow): Row => ({ ...row, sensorTypeName: typeName(row.sensorTypeId) });

/** `value` is one of the `,`-joined ids of a query parameter; an absent or empty parameter asks nothing. */
function listed(ids: string | undefined, value: number): boolean {
  if (ids === undefined || ids.trim() === '') return true;
  return ids.split(',').some((id) => id.trim() === String(value));
}

/** The load cells with these ids (`ids`), of these types (`sensorTypeIds`): a picker's and the configurator's asks. */
const sensorWhere = (row: SensorRow, query: Record<string, string>) =>
  listed(query.ids, row.id) && listed(query.sensorTypeIds, row.sensorTypeId);

const allocations: RequestHandler[] = [
  ...allocationHandlers<SensorRow>({
    segment: 'authSensor',
    itemKey: 'sensorId',
    statusPath: 'changeSensorStatus',
    items: sensors,
    joins: modularSensors,
    table: 'wms_modular_sensor',
    filters: SENSOR_FILTERS,
    present: presentSensor,
    label: msg('传感器', 'sensor'),
  }),
  ...allocationHandlers<WovenRow>({
    segment: 'authWoven',
    itemKey: 'wovenId',
    statusPath: 'changeWovenStatus',
    items: wovens,
    joins: modularWovens,
    table: 'wms_modular_woven',
    filters: { ...CATALOGUE_FILTERS, material: 'eq' },
    spans: CAPACITY_SPAN,
    label: msg('编织线', 'woven line'),
  }),
  ...allocationHandlers<StabilizerRow>({
    segment: 'authStabilizer',
    itemKey: 'stabilizerId',
    statusPath: 'changeStabilizerStatus',
    items: stabilizers,
    joins: modularStabilizers,
    table: 'wms_modular_stabilizer',
    filters: { ...CATALOGUE_FILTERS, kind: 'eq' },
    spans: CAPACITY_SPAN,
    label: msg('稳定杆', 'stabilizer'),
  }),
  ...allocationHandlers<OverPlateRow>({
    segment: 'authOverPlate',
    itemKey: 'overPlateId',
    statusPath: 'changeOverPlateStatus',
    items: overPlates,
    joins: modularOverPlates,
    table: 'wms_modular_overplate',
    filters: { ...CATALOGUE_FILTERS, material: 'eq' },
    spans: CAPACITY_SPAN,
    label: msg('过渡板', 'over-plate'),
  }),
];

/** Drops the join rows of deleted modulars (`modularId`) or deleted items (`itemId`). */
function dropJoins(joins: () => ModularItemRow[], table: string, key: 'modularId' | 'itemId') {
  return (ids: number[]) => {
    const rows = joins();
    for (let i = rows.length - 1; i >= 0; i--) if (ids.includes(rows[i][key])) rows.splice(i, 1);
    touch(table);
  };
}

// ── Model codes (domain.md §5) ──────────────────────────────────────────────────────────────────

const APPLICATION_TYPES: readonly ApplicationType[] = ['PLATFORM', 'TRUCK', 'TANK', 'SILO', 'HOPPER', 'FEED_TOWER'];

/** The §5.2 code of a selection record; undefined while the record lacks what the code needs. */
function selectionCode(record: Partial<SelectionRow>): string | undefined {
  const sensor = sensors().find((s) => s.id === Number(record.sensorId));
  const applicationType = record.applicationType;
  if (!sensor || !applicationType || !APPLICATION_TYPES.includes(applicationType)) return undefined;
  if (!(Number(record.maxCapacity) > 0) || !(Number(record.cellCount) > 0)) return undefined;
  const modular = isEmpty(record.modularId) ? undefined : modulars().find((m) => m.id === Number(record.modularId));
  const accessories = `${isEmpty(record.wovenId) ? '' : 'B'}${isEmpty(record.stabilizerId) ? '' : 'W'}${
    isEmpty(record.overPlateId) ? '' : 'T'
  }${modular && modular.material !== 'CARBON_NI' ? 'S' : ''}`;
  return modelCode({
    applicationType,
    maxCapacity: Number(record.maxCapacity),
    cellCount: Number(record.cellCount),
    deckLength: Number(record.deckLength) || undefined,
    deckWidth: Number(record.deckWidth) || undefined,
    tension: modular?.loadMode === 'TENSION',
    cellTypeCode: sensorTypes().find((t) => t.id === sensor.sensorTypeId)?.code ?? '',
    cellCapacity: modular?.capacity ?? sensor.emax,
    accuracyClass: sensor.accuracyClass,
    digital: sensor.signalType === 'DIGITAL',
    indicatorCode: record.indicatorCode,
    options: `${record.options ?? ''}${accessories}`,
  });
}

/**
 * The total model a saved configuration lands in: the existing one with the same code (first
 * design, no REV), else a new one numbered `ZX-yyyy-NNNN` (§5.4). Undefined when the record has no code.
 */
function landTotalModel(row: SelectionRow, userName: string): string | undefined {
  const code = row.totalModelNo;
  if (!code || !MODEL_CODE_PATTERN.test(code)) return undefined;
  const models = totalModels();
  const existing = models.find((t) => t.modelCode === code);
  if (existing) return existing.no;
  const created = now();
  const year = created.slice(0, 4);
  const no = nextNumber(
    models.map((t) => t.no),
    `ZX-${year}-`,
    (sequence) => totalModelNo(year, sequence),
  );
  const options = code.split('-')[5] ?? '';
  models.push({
    id: nextId(models, 'id'),
    no,
    modelCode: code,
    name: `${capacityLabel(row.maxCapacity)} ${APP_NAMES[row.applicationType]}（${row.cellCount} 支点）`,
    applicationType: row.applicationType,
    maxCapacity: row.maxCapacity,
    cellCount: row.cellCount,
    ...(isEmpty(row.modularId) ? {} : { modularId: Number(row.modularId) }),
    sensorId: Number(row.sensorId),
    indicatorCode: row.indicatorCode || '00',
    options: /^[BDFGJKLSTW]+$/.test(options) ? options : '',
    revision: '',
    status: '0',
    remark: row.selectionNo,
    createBy: userName,
    createTime: created,
  });
  touch('wms_total_model');
  return no;
}

/** Selection numbers handed out by `model` and not saved yet (domain §5.4: reserved on wizard start, gaps allowed). */
const reservedSelectionNos = defineTable<{ selectionNo: string }>('wms_sel_no_reserved', () => []);

function nextSelectionNo(): string {
  const day = now().slice(0, 10);
  return nextNumber(
    [...selections(), ...reservedSelectionNos()].map((row) => row.selectionNo),
    `XX${day.replaceAll('-', '')}-`,
    (sequence) => selectionNo(day, sequence),
  );
}

/**
 * `model`'s selection number: the caller's own when it is reserved and not saved yet (the wizard
 * sends the one it got at its start), else the next one, reserved from now on.
 */
function reserveSelectionNo(wanted: unknown): string {
  const reserved = reservedSelectionNos();
  const own = typeof wanted === 'string' ? wanted.trim() : '';
  if (own && reserved.some((r) => r.selectionNo === own) && !selections().some((r) => r.selectionNo === own))
    return own;
  const issued = nextSelectionNo();
  reserved.push({ selectionNo: issued });
  touch('wms_sel_no_reserved');
  return issued;
}

/** A saved number is no longer merely reserved. */
function releaseSelectionNo(no: string): void {
  const reserved = reservedSelectionNos();
  const at = reserved.findIndex((r) => r.selectionNo === no);
  if (at < 0) return;
  reserved.splice(at, 1);
  touch('wms_sel_no_reserved');
}

// ── Standard families ───────────────────────────────────────────────────────────────────────────

/** What a modular has of each kind, joined into its reads: how many are assigned and the default's model. */
const PARTS = [
  { count: 'sensorCount', model: 'defaultSensorModel', joins: modularSensors, items: sensors },
  { count: 'wovenCount', model: 'defaultWovenModel', joins: modularWovens, items: wovens },
  { count: 'stabilizerCount', model: 'defaultStabilizerModel', joins: modularStabilizers, items: stabilizers },
  { count: 'overPlateCount', model: 'defaultOverPlateModel', joins: modularOverPlates, items: overPlates },
] as const;

function partsOf(modular: ModularRow): Row {
  const parts: Row = {};
  for (const part of PARTS) {
    const mine = part.joins().filter((j) => j.modularId === modular.id);
    const defaultId = mine.find((j) => j.isDefault === IS_DEFAULT)?.itemId;
    parts[part.count] = mine.length;
    parts[part.model] = part.items().find((item) => item.id === defaultId)?.model ?? '';
  }
  return parts;
}

/** A parts column of the export: the count, with the default's model after it, e.g. `3 (SJ-20T-C3)`. */
function partsCol(part: (typeof PARTS)[number], zh: string, en: string): ExportColumn {
  return {
    ...exportCol(part.count, zh, en),
    format: (count, row) => (row[part.model] ? `${String(count)} (${String(row[part.model])})` : count),
  };
}

const modularConfig = catalogue<ModularRow>(
  {
    path: 'wms/modular',
    rows: modulars,
    tableName: 'wms_modular',
    perm: 'wms:modular',
    filters: {
      modelNo: 'like',
      name: 'like',
      loadMode: 'eq',
      capacity: 'range',
      sensorTypeId: 'eq',
      material: 'eq',
      status: 'eq',
    },
    required: required<ModularRow>(
      ['modelNo', '模块型号', 'model number'],
      ['name', '名称', 'name'],
      ['capacity', '额定载荷', 'capacity'],
    ),
    unique: [unique<ModularRow>('modelNo', '模块型号', 'model number')],
    defaults: () => ({ status: '0', remark: '', loadMode: 'COMPRESSION' }),
    validate: (record, ctx) => {
      if (!isEmpty(record.modelNo) && !MODULAR_NO_PATTERN.test(String(record.modelNo)))
        refuse(
          ctx,
          '模块型号只能包含大写字母、数字、点和连字符',
          'The model number may only hold upper-case letters, digits, dots and hyphens',
        );
      positive(ctx, record.capacity, '额定载荷', 'The capacity');
      within(ctx, record.safeLoad, 120, 200, '安全过载', 'The safe load');
      oneOf(ctx, record.loadMode, ['COMPRESSION', 'TENSION'], '受力方式', 'load mode');
      reference(ctx, record.sensorTypeId, sensorTypes(), '传感器类型', 'sensor type');
    },
    afterSave: (row) => drop(row, ['sensorTypeName', ...PARTS.flatMap((part) => [part.count, part.model])]),
    afterDelete: (ids) => {
      dropJoins(modularSensors, 'wms_modular_sensor', 'modularId')(ids);
      dropJoins(modularWovens, 'wms_modular_woven', 'modularId')(ids);
      dropJoins(modularStabilizers, 'wms_modular_stabilizer', 'modularId')(ids);
      dropJoins(modularOverPlates, 'wms_modular_overplate', 'modularId')(ids);
    },
    present: (row) => ({ ...row, sensorTypeName: typeName(row.sensorTypeId), ...partsOf(row) }),
    exportColumns: [
      exportCol('id', '编号', 'ID'),
      exportCol('modelNo', '模块型号', 'Model no.'),
      exportCol('name', '名称', 'Name'),
      dictCol('loadMode', '受力方式', 'Load mode', 'wms_load_mode'),
      exportCol('capacity', '额定载荷', 'Capacity', ['kg']),
      dictCol('accuracyClass', '精度等级', 'Accuracy class', 'wms_accuracy_class'),
      exportCol('sensorTypeName', '传感器类型', 'Sensor type'),
      dictCol('material', '材质', 'Material', 'wms_modular_material'),
      dictCol('ipRating', '防护等级', 'IP rating', 'wms_ip_rating'),
      { ...exportCol('selfAligning', '自复位', 'Self-aligning'), format: (value) => (value ? '✓' : '') },
      { ...exportCol('liftOffProtection', '防倾覆', 'Lift-off protection'), format: (value) => (value ? '✓' : '') },
      exportCol('maxLateralForce', '允许侧向力', 'Max. lateral force', ['kN']),
      exportCol('safeLoad', '安全过载', 'Safe load', ['%']),
      exportCol('mountingHoles', '安装孔', 'Mounting holes'),
      partsCol(PARTS[0], '称重传感器', 'Load cells'),
      partsCol(PARTS[1], '编织线', 'Woven lines'),
      partsCol(PARTS[2], '稳定杆', 'Stabilizers'),
      partsCol(PARTS[3], '过渡板', 'Over-plates'),
      ...CATALOGUE_TAIL,
    ],
    exportName: msg('称重模块', 'Weigh modules'),
  },
  '称重模块',
);

const sensorConfig = catalogue<SensorRow>(
  {
    path: 'wms/sensor',
    rows: sensors,
    tableName: 'wms_sensor',
    perm: 'wms:sensor',
    filters: SENSOR_FILTERS,
    where: sensorWhere,
    ...modelled<SensorRow>(),
    required: required<SensorRow>(['model', '型号', 'model'], ['name', '名称', 'name'], ['emax', '额定量程', 'Emax']),
    defaults: () => ({
      status: '0',
      remark: '',
      signalType: 'ANALOG',
      accuracyClass: 'C3',
      nLC: 3000,
      emin: 0,
      pLC: 0.7,
      safeLoad: 150,
    }),
    validate: (record, ctx) => {
      positive(ctx, record.emax, '额定量程', 'Emax');
      positive(ctx, record.nLC, '最大检定分度数', 'n_LC');
      within(ctx, record.pLC, 0.3, 0.8, '误差分配系数', 'p_LC');
      if (
        !isEmpty(record.emin) &&
        !isEmpty(record.emax) &&
        !(Number(record.emin) >= 0 && Number(record.emin) < Number(record.emax))
      )
        refuse(ctx, '最小静载荷必须不小于 0 且小于额定量程', 'Emin must be at least 0 and below Emax');
      oneOf(ctx, record.signalType, ['ANALOG', 'DIGITAL'], '信号类型', 'signal type');
      reference(ctx, record.sensorTypeId, sensorTypes(), '传感器类型', 'sensor type');
    },
    afterSave: (row) => drop(row, ['sensorTypeName']),
    afterDelete: dropJoins(modularSensors, 'wms_modular_sensor', 'itemId'),
    present: presentSensor,
    options: { label: 'model', value: 'id' },
  },
  '称重传感器',
);

const sensorTypeConfig = catalogue<SensorTypeRow>(
  {
    path: 'wms/sensortypes',
    rows: sensorTypes,
    tableName: 'wms_sensor_type',
    perm: 'wms:sensortypes',
    defaultSort: { field: 'id', order: 'asc' },
    filters: { code: 'like', nameZh: 'like', loadDirection: 'eq', status: 'eq' },
    required: required<SensorTypeRow>(['code', '类型编码', 'code'], ['nameZh', '中文名称', 'Chinese name']),
    unique: [unique<SensorTypeRow>('code', '类型编码', 'code')],
    validate: (record, ctx) => {
      if (!isEmpty(record.code) && !/^[A-Z]{1,4}$/.test(String(record.code)))
        refuse(ctx, '类型编码必须为 1 到 4 个大写字母', 'The code must be 1 to 4 upper-case letters');
      range(ctx, record);
    },
    beforeDelete: (ids, ctx) => {
      if (sensors().some((s) => ids.includes(s.sensorTypeId)) || modulars().some((m) => ids.includes(m.sensorTypeId)))
        refuse(ctx, '传感器类型已被使用，不能删除', 'The sensor type is in use and cannot be deleted');
    },
  },
  '传感器类型',
);

const wovenConfig = catalogue<WovenRow>(
  {
    path: 'wms/woven',
    rows: wovens,
    tableName: 'wms_woven',
    perm: 'wms:woven',
    filters: { ...CATALOGUE_FILTERS, material: 'eq' },
    spans: CAPACITY_SPAN,
    ...modelled<WovenRow>(),
    validate: (record, ctx) => {
      if (!isEmpty(record.crossSection) && ![6, 10, 16, 25, 35, 50].includes(Number(record.crossSection)))
        refuse(
          ctx,
          '截面积必须为 6、10、16、25、35 或 50 mm²',
          'The cross-section must be 6, 10, 16, 25, 35 or 50 mm²',
        );
      within(ctx, record.length, 100, 2000, '长度', 'The length');
      oneOf(ctx, record.material, ['TINNED_CU', 'CU', 'SS'], '材质', 'material');
      range(ctx, record);
    },
    afterDelete: dropJoins(modularWovens, 'wms_modular_woven', 'itemId'),
    options: { label: 'model', value: 'id' },
  },
  '编织线',
);

const stabilizerConfig = catalogue<StabilizerRow>(
  {
    path: 'wms/stabilizer',
    rows: stabilizers,
    tableName: 'wms_stabilizer',
    perm: 'wms:stabilizer',
    filters: { ...CATALOGUE_FILTERS, kind: 'eq' },
    spans: CAPACITY_SPAN,
    ...modelled<StabilizerRow>(),
    validate: (record, ctx) => {
      positive(ctx, record.maxHorizontalForce, '最大水平力', 'The maximum horizontal force');
      oneOf(ctx, record.kind, ['STAY_ROD', 'CHECK_ROD', 'LIMIT_BOLT', 'ANTI_LIFT'], '类型', 'kind');
      if (
        !isEmpty(record.lengthMin) &&
        !isEmpty(record.lengthMax) &&
        Number(record.lengthMin) > Number(record.lengthMax)
      )
        refuse(ctx, '最小长度不能大于最大长度', 'The minimum length cannot exceed the maximum');
      range(ctx, record);
    },
    afterDelete: dropJoins(modularStabilizers, 'wms_modular_stabilizer', 'itemId'),
    options: { label: 'model', value: 'id' },
  },
  '稳定杆',
);

const overPlateConfig = catalogue<OverPlateRow>(
  {
    path: 'wms/overplate',
    rows: overPlates,
    tableName: 'wms_overplate',
    perm: 'wms:overplate',
    filters: { ...CATALOGUE_FILTERS, material: 'eq' },
    spans: CAPACITY_SPAN,
    ...modelled<OverPlateRow>(),
    validate: (record, ctx) => {
      positive(ctx, record.length, '长度', 'The length');
      positive(ctx, record.width, '宽度', 'The width');
      positive(ctx, record.thickness, '厚度', 'The thickness');
      oneOf(ctx, record.material, ['Q235', 'Q345', 'SS304'], '材质', 'material');
      range(ctx, record);
    },
    afterDelete: dropJoins(modularOverPlates, 'wms_modular_overplate', 'itemId'),
    exportColumns: [
      exportCol('id', '编号', 'ID'),
      exportCol('model', '型号', 'Model'),
      exportCol('name', '名称', 'Name'),
      exportCol('length', '长度', 'Length', ['mm']),
      exportCol('width', '宽度', 'Width', ['mm']),
      exportCol('thickness', '厚度', 'Thickness', ['mm']),
      exportCol('holePattern', '安装孔', 'Hole pattern'),
      dictCol('material', '材质', 'Material', 'wms_plate_material'),
      exportCol('capMin', '最小支点载荷', 'Min. load per support', ['kg']),
      exportCol('capMax', '最大支点载荷', 'Max. load per support', ['kg']),
      ...CATALOGUE_TAIL,
    ],
    exportName: msg('过渡板', 'Over-plates'),
  },
  '过渡板',
);

const JOINED = ['modularModelNo', 'sensorModel'];

const selectionConfig: CrudConfig<SelectionRow> = {
  path: 'wms/seldata',
  rows: selections,
  tableName: 'wms_sel_data',
  idKey: 'id',
  perm: 'wms:seldata',
  defaultSort: { field: 'createTime', order: 'desc' },
  filters: {
    selectionNo: 'like',
    customer: 'like',
    applicationType: 'eq',
    modularId: 'eq',
    state: 'eq',
    totalModelNo: 'like',
  },
  required: required<SelectionRow>(
    ['selectionNo', '选型编号', 'selection number'],
    ['customer', '客户', 'customer'],
    ['applicationType', '应用类型', 'application type'],
    ['maxCapacity', '最大秤量', 'maximum capacity'],
    ['cellCount', '传感器数量', 'number of load cells'],
    ['sensorId', '传感器', 'sensor'],
  ),
  unique: [unique<SelectionRow>('selectionNo', '选型编号', 'selection number')],
  defaults: () => ({ remark: '', state: 'DRAFT', quantity: 1, indicatorCode: '00', options: '' }),
  validate: (record, ctx) => {
    oneOf(ctx, record.applicationType, APPLICATION_TYPES, '应用类型', 'application type');
    positive(ctx, record.maxCapacity, '最大秤量', 'The maximum capacity');
    within(ctx, record.cellCount, 1, 99, '传感器数量', 'The number of load cells');
    positive(ctx, record.quantity, '数量', 'The quantity');
    if (!isEmpty(record.division) && !isStepValue(Number(record.division)))
      refuse(ctx, '检定分度值必须为 1、2 或 5 × 10ⁿ', 'The interval e must be 1, 2 or 5 × 10ⁿ');
    oneOf(ctx, record.state, ['DRAFT', 'CONFIRMED', 'QUOTED', 'ORDERED'], '选型状态', 'state');
    reference(ctx, record.modularId, modulars(), '模块', 'modular');
    reference(ctx, record.sensorId, sensors(), '传感器', 'sensor');
    reference(ctx, record.wovenId, wovens(), '编织线', 'woven line');
    reference(ctx, record.stabilizerId, stabilizers(), '稳定杆', 'stabilizer');
    reference(ctx, record.overPlateId, overPlates(), '过渡板', 'over-plate');
    reference(ctx, record.meterId, newMeters(), '仪表', 'meter');
    if (record.checkResults !== undefined && !Array.isArray(record.checkResults))
      refuse(ctx, '校核结果格式无效', 'The check results must be a list');
  },
  afterSave: (row) => {
    drop(row, [...JOINED, 'meterModel']);
    const code = selectionCode(row);
    if (code) row.totalModelNo = code;
  },
  present: (row) => ({
    ...row,
    modularModelNo: modularNo(row.modularId),
    sensorModel: sensorModel(row.sensorId),
    meterModel: isEmpty(row.meterId) ? '' : (newMeters().find((m) => m.id === Number(row.meterId))?.model ?? ''),
  }),
  onWrite: auditWrites('选型数据'),
};

const totalModelConfig: CrudConfig<TotalModelRow> = {
  path: 'wms/totalmodel',
  rows: totalModels,
  tableName: 'wms_total_model',
  idKey: 'id',
  perm: 'wms:totalmodel',
  defaultSort: { field: 'no', order: 'asc' },
  filters: { no: 'like', modelCode: 'like', name: 'like', applicationType: 'eq', modularId: 'eq', status: 'eq' },
  required: required<TotalModelRow>(
    ['no', '编号', 'number'],
    ['modelCode', '总型号', 'model code'],
    ['name', '名称', 'name'],
  ),
  unique: [unique<TotalModelRow>('no', '编号', 'number'), unique<TotalModelRow>('modelCode', '总型号', 'model code')],
  defaults: () => ({ status: '0', remark: '', revision: '', options: '', indicatorCode: '00' }),
  validate: (record, ctx) => {
    if (!isEmpty(record.modelCode) && !MODEL_CODE_PATTERN.test(String(record.modelCode)))
      refuse(
        ctx,
        `总型号“${String(record.modelCode)}”不符合编码规则`,
        `The model code "${String(record.modelCode)}" does not follow the numbering scheme`,
      );
    oneOf(ctx, record.applicationType, APPLICATION_TYPES, '应用类型', 'application type');
    positive(ctx, record.maxCapacity, '最大秤量', 'The maximum capacity');
    within(ctx, record.cellCount, 1, 99, '传感器数量', 'The number of load cells');
    reference(ctx, record.modularId, modulars(), '模块', 'modular');
    reference(ctx, record.sensorId, sensors(), '传感器', 'sensor');
  },
  afterSave: (row) => drop(row, JOINED),
  present: (row) => ({ ...row, modularModelNo: modularNo(row.modularId), sensorModel: sensorModel(row.sensorId) }),
  onWrite: auditWrites('总型号'),
};

const dictTypeConfig: CrudConfig<WmsDictTypeRow> = {
  path: 'wms/dict',
  rows: wmsDictTypes,
  tableName: 'wms_dict_type',
  idKey: 'dictId',
  perm: 'wms:dict',
  defaultSort: { field: 'dictId', order: 'asc' },
  filters: { dictName: 'like', dictType: 'like', status: 'eq' },
  required: required<WmsDictTypeRow>(['dictName', '字典名称', 'name'], ['dictType', '字典类型', 'type']),
  unique: [unique<WmsDictTypeRow>('dictType', '字典类型', 'dictionary type')],
  defaults: () => ({ status: '0', remark: '' }),
  validate: (record, ctx) => {
    if (!isEmpty(record.dictType) && !/^[a-z][a-z0-9_]*$/.test(String(record.dictType)))
      refuse(
        ctx,
        '字典类型必须以字母开头，且只能为小写字母、数字、下划线',
        'The type must be lower-case letters, digits, _',
      );
  },
  beforeDelete: (ids, ctx) => {
    const types = wmsDictTypes()
      .filter((t) => ids.includes(t.dictId))
      .map((t) => t.dictType);
    if (wmsDictItems().some((i) => types.includes(i.dictType)))
      refuse(ctx, '字典已分配数据，不能删除', 'The dictionary still has items and cannot be deleted');
  },
  options: { label: 'dictName', value: 'dictType' },
  onWrite: auditWrites('选型字典'),
};

const dictItemConfig: CrudConfig<WmsDictItemRow> = {
  path: 'wms/dictitems',
  rows: wmsDictItems,
  tableName: 'wms_dict_data',
  idKey: 'dictCode',
  perm: 'wms:dict',
  defaultSort: { field: 'sort', order: 'asc' },
  filters: { dictType: 'eq', dictLabel: 'like', status: 'eq' },
  required: required<WmsDictItemRow>(
    ['dictType', '字典类型', 'type'],
    ['dictLabel', '数据标签', 'label'],
    ['dictValue', '数据键值', 'value'],
    ['sort', '显示排序', 'order'],
  ),
  unique: [
    {
      fields: ['dictType', 'dictValue'],
      message: msg('数据键值“{value}”已存在', 'The value "{value}" already exists'),
    },
  ],
  defaults: () => ({ status: '0', remark: '', listClass: 'default', sort: 0 }),
  validate: (record, ctx) => {
    if (!wmsDictTypes().some((t) => t.dictType === record.dictType))
      refuse(ctx, '字典类型不存在', 'No such dictionary');
  },
  onWrite: auditWrites('选型字典数据'),
};

// ── Extras ──────────────────────────────────────────────────────────────────────────────────────

const option = (label: string, value: string | number) => ({ label, value });

/** `GET {res}/options/{type}`: enabled rows whose `field` equals the segment. */
function optionsByType<T extends CatalogueRow & { model: string }>(
  path: string,
  rows: () => T[],
  field: keyof T,
  order?: (a: T, b: T) => number,
) {
  return http.get(
    `${API}/${path}/options/:type`,
    guarded(undefined, (ctx) => {
      const type = param(ctx.params, 'type');
      const found = enabled(rows()).filter((row) => String(row[field]) === type);
      return ok((order ? found.sort(order) : found).map((row) => option(row.model, row.id)));
    }),
  );
}

/** Over-plates for `selPlate/*`: assigned to the modular when one is given (its default first), then the criteria. */
function platesOf(ctx: HandlerContext, body: Row) {
  const modular = isEmpty(body.modularId) ? undefined : modularOf(ctx, body.modularId);
  const joined = new Map(
    modular
      ? modularOverPlates()
          .filter((j) => j.modularId === modular.id)
          .map((j) => [j.itemId, j.isDefault])
      : [],
  );
  const load = Number(body.load);
  const thick = Number(body.minThickness);
  return enabled(overPlates())
    .filter((p) => !modular || joined.has(p.id))
    .filter((p) => !(load > 0) || (p.capMin <= load && load <= p.capMax))
    .filter((p) => !(thick > 0) || p.thickness >= thick)
    .filter((p) => isEmpty(body.material) || p.material === body.material)
    .map((p) => (modular ? { ...p, defaultStatus: joined.get(p.id) ?? '1' } : { ...p }))
    .sort(
      (a, b) =>
        ('defaultStatus' in a && 'defaultStatus' in b ? a.defaultStatus.localeCompare(b.defaultStatus) : 0) ||
        a.id - b.id,
    );
}

const extras: RequestHandler[] = [
  ...allocations,
  http.post(
    `${API}/wms/modular/selData/options`,
    guarded(undefined, async (ctx) => {
      const c = await readJson<Row>(ctx.request);
      const cells = Number(c.cellCount) > 0 ? Number(c.cellCount) : 4;
      const max = Number(c.maxCapacity);
      const need = max > 0 ? requiredCellCapacity(max, Number(c.deadLoad) || 0, cells) : 0;
      return ok(
        enabled(modulars())
          .filter((m) => isEmpty(c.loadMode) || m.loadMode === c.loadMode)
          .filter((m) => isEmpty(c.material) || m.material === c.material)
          .filter((m) => isEmpty(c.sensorTypeId) || m.sensorTypeId === Number(c.sensorTypeId))
          .filter((m) => m.capacity >= need)
          .sort((a, b) => a.capacity - b.capacity || a.modelNo.localeCompare(b.modelNo))
          // What the configurator checks a module by rides along: its default cell, capacity and safe load.
          .map((m) => ({
            ...option(`${m.modelNo} ${m.name}`, m.id),
            modelNo: m.modelNo,
            capacity: m.capacity,
            accuracyClass: m.accuracyClass,
            safeLoad: m.safeLoad,
            loadMode: m.loadMode,
            material: m.material,
            sensorId: modularSensors().find((j) => j.modularId === m.id && j.isDefault === '0')?.itemId,
          })),
      );
    }),
  ),
  http.post(
    `${API}/wms/modular/selPlate/lists`,
    guarded(undefined, async (ctx) => ok(platesOf(ctx, await readJson<Row>(ctx.request)))),
  ),
  http.post(
    `${API}/wms/modular/selPlate/options`,
    guarded(undefined, async (ctx) =>
      ok(platesOf(ctx, await readJson<Row>(ctx.request)).map((p) => option(p.model, p.id))),
    ),
  ),
  optionsByType('wms/sensor', sensors, 'sensorTypeId', (a, b) => a.emax - b.emax || a.id - b.id),
  optionsByType('wms/woven', wovens, 'material'),
  optionsByType('wms/stabilizer', stabilizers, 'kind'),
  http.get(
    `${API}/wms/sensortypes/options/:id`,
    guarded(undefined, (ctx) => {
      const current = idOf(param(ctx.params, 'id'));
      return ok(
        sensorTypes()
          .filter((t) => t.status === '0' || t.id === current)
          .map((t) => option(t.nameZh, t.id)),
      );
    }),
  ),
  http.get(
    `${API}/wms/sensortypes/sensorType/:type`,
    guarded('wms:sensortypes:query', (ctx) => {
      const code = param(ctx.params, 'type').trim();
      const type = sensorTypes().find((t) => t.code === code);
      if (!type) refuse(ctx, `传感器类型“${code}”不存在`, `No sensor type "${code}"`);
      return ok(type);
    }),
  ),
  http.post(
    `${API}/wms/seldata/model`,
    guarded('wms:seldata:add', async (ctx) => {
      // The caller's reserved selection number (or a newly reserved one), and (for a body carrying a
      // configuration) its §5.2 code and the total model that already has that code.
      const body = await readJson<Partial<SelectionRow>>(ctx.request);
      const code = isEmpty(body.sensorId) ? undefined : selectionCode(body);
      const existing = code ? totalModels().find((t) => t.modelCode === code) : undefined;
      return ok({
        selectionNo: reserveSelectionNo(body.selectionNo),
        ...(code ? { totalModelNo: code } : {}),
        ...(existing ? { totalNo: existing.no } : {}),
      });
    }),
  ),
  http.post(
    `${API}/wms/seldata/save`,
    guarded('wms:seldata:add', async (ctx) => {
      const body = await readJson<SelectionRow>(ctx.request);
      const record = {
        ...selectionConfig.defaults?.(),
        ...body,
        // The number the wizard reserved at its start (§5.4); the unique check refuses one taken.
        selectionNo: isEmpty(body.selectionNo) ? nextSelectionNo() : body.selectionNo,
      } as Row;
      delete record.id;
      checkRecord(selectionConfig, record as Partial<SelectionRow>, ctx);
      const rows = selections();
      const id = nextId(rows, 'id');
      const row = { ...record, id, createBy: ctx.user.row.userName, createTime: now() } as SelectionRow;
      selectionConfig.afterSave?.(row, body, ctx, undefined);
      delete row.totalNo;
      const totalNo = landTotalModel(row, ctx.user.row.userName);
      if (totalNo) row.totalNo = totalNo;
      rows.push(row);
      touch('wms_sel_data');
      releaseSelectionNo(row.selectionNo);
      selectionConfig.onWrite?.({ action: 'create', ids: [id], body, ctx });
      return ok(id);
    }),
  ),
  http.get(
    `${API}/wms/totalmodel/selectAllList`,
    guarded('wms:totalmodel:list', (ctx) =>
      ok(
        [...totalModels()].sort((a, b) => a.no.localeCompare(b.no)).map((t) => totalModelConfig.present?.(t, ctx) ?? t),
      ),
    ),
  ),
  http.get(
    `${API}/wms/totalmodel/no/:no`,
    guarded('wms:totalmodel:query', (ctx) => {
      const no = param(ctx.params, 'no').trim();
      const found = totalModels().find((t) => t.no === no);
      if (!found) refuse(ctx, `总型号“${no}”不存在`, `No total model "${no}"`);
      return ok(totalModelConfig.present?.(found, ctx) ?? found);
    }),
  ),
  http.post(
    `${API}/wms/totalmodel/selection/options`,
    guarded(undefined, async (ctx) => {
      const c = await readJson<Row>(ctx.request);
      const matches = (field: keyof TotalModelRow) => (t: TotalModelRow) =>
        isEmpty(c[field]) || String(t[field]) === String(c[field]);
      const max = Number(c.maxCapacity);
      return ok(
        enabled(totalModels())
          .filter(matches('applicationType'))
          .filter(matches('modularId'))
          .filter(matches('sensorId'))
          .filter(matches('cellCount'))
          .filter((t) => !(max > 0) || t.maxCapacity >= max)
          .sort((a, b) => a.maxCapacity - b.maxCapacity || a.no.localeCompare(b.no))
          .map((t) => option(`${t.no} ${t.modelCode}`, t.no)),
      );
    }),
  ),
  http.post(
    `${API}/wms/dict/refresh`,
    guarded('wms:dict:edit', () => ok()),
  ),
  http.get(
    `${API}/wms/dictitems/type/:type`,
    guarded(undefined, (ctx) => {
      const type = param(ctx.params, 'type');
      return ok(
        wmsDictItems()
          .filter((i) => i.dictType === type && i.status === '0')
          .sort((a, b) => a.sort - b.sort)
          .map(({ dictLabel, dictValue, listClass, sort, status, remark }) => ({
            dictLabel,
            dictValue,
            listClass,
            sort,
            status,
            remark,
          })),
      );
    }),
  ),
];

export const wmsSelectionHandlers: RequestHandler[] = [
  ...extras,
  ...crudHandlers(modularConfig),
  ...crudHandlers(sensorConfig),
  ...crudHandlers(sensorTypeConfig),
  ...crudHandlers(wovenConfig),
  ...crudHandlers(stabilizerConfig),
  ...crudHandlers(overPlateConfig),
  ...crudHandlers(selectionConfig),
  ...crudHandlers(totalModelConfig),
  ...crudHandlers(dictTypeConfig),
  ...crudHandlers(dictItemConfig),
];
