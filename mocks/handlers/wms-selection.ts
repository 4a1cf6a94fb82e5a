import { http, type RequestHandler } from 'msw';
import { nextId, touch } from '../db';
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
import type { CatalogueRow } from '../seed/wms-catalogue';
import {
  modulars,
  modularOverPlates,
  modularSensors,
  modularStabilizers,
  modularWovens,
  overPlates,
  selData,
  sensors,
  sensorTypes,
  stabilizers,
  totalModels,
  wmsDictItems,
  wmsDictTypes,
  wovens,
  type ModularItemRow,
  type ModularRow,
  type OverPlateRow,
  type SelDataRow,
  type SensorRow,
  type SensorTypeRow,
  type StabilizerRow,
  type TotalModelRow,
  type WmsDictItemRow,
  type WmsDictTypeRow,
  type WovenRow,
} from '../seed/wms-selection';
import { col, refuse } from './system-shared';

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

function reference(ctx: HandlerContext, value: unknown, rows: readonly { id: number }[], zh: string, en: string): void {
  if (isEmpty(value)) return;
  if (!rows.some((row) => row.id === Number(value))) refuse(ctx, `${zh}不存在`, `The ${en} does not exist`);
}

function drop(row: object, fields: readonly string[]): void {
  for (const field of fields) delete (row as Row)[field];
}

const enabled = <T extends { status: string }>(rows: readonly T[]) => rows.filter((row) => row.status === '0');
const typeName = (id: unknown) => sensorTypes().find((t) => t.id === Number(id))?.nameZh ?? '';

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
  label: Message;
}

const idOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function modularOf(ctx: HandlerContext, value: unknown): ModularRow {
  const m = modulars().find((row) => row.id === idOf(value));
  if (!m) throw new MockHttpError(500, say(ctx.request, '模块不存在', 'The modular does not exist'));
  return m;
}

const idList = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map(idOf)
    .filter((id): id is number => id !== undefined);

function allocationHandlers<T extends CatalogueRow>(kind: Kind<T>): RequestHandler[] {
  const base = `${API}/wms/modular/${kind.segment}`;
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
        { path: '', rows: kind.items, tableName: kind.table, idKey: 'id', perm: '', filters: kind.filters },
        query,
      ).filter((row) => joined.has(row.id) === allocated);
      const page = paginate(
        allocated
          ? [...rows].sort((a, b) => (joined.get(a.id) ?? '1').localeCompare(joined.get(b.id) ?? '1') || a.id - b.id)
          : rows,
        query,
      );
      return ok({
        list: page.list.map((row) => (allocated ? { ...row, defaultStatus: joined.get(row.id) ?? '1' } : row)),
        total: page.total,
      });
    });
  const remove = (ctx: HandlerContext, modularId: number, ids: number[]) => {
    if (ids.length === 0) refuse(ctx, `请选择要取消的${kind.label.zh}`, `Select the ${kind.label.en}s to cancel`);
    const joins = kind.joins();
    for (let i = joins.length - 1; i >= 0; i--)
      if (joins[i].modularId === modularId && ids.includes(joins[i].itemId)) joins.splice(i, 1);
    touch(kind.table);
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
            joins.push({ modularId: m.id, itemId: id, isDefault: '1' });
        touch(kind.table);
        return ok();
      }),
    ),
    http.put(
      `${API}/wms/modular/${kind.statusPath}`,
      guarded('wms:modular:edit', async (ctx) => {
        const body = await readJson<{ modularId: unknown; statusId: unknown; status: unknown }>(ctx.request);
        const m = modularOf(ctx, body.modularId);
        if (body.status !== '0' && body.status !== '1') refuse(ctx, '状态值无效', 'Invalid status');
        const joins = kind.joins().filter((j) => j.modularId === m.id);
        const target = joins.find((j) => j.itemId === idOf(body.statusId));
        if (!target)
          refuse(ctx, `该${kind.label.zh}未分配给此模块`, `The ${kind.label.en} is not assigned to this modular`);
        if (body.status === '0') for (const j of joins) j.isDefault = '1';
        target.isDefault = body.status;
        touch(kind.table);
        return ok();
      }),
    ),
  ];
}

const CATALOGUE_FILTERS = { model: 'like', name: 'like', status: 'eq' } as const;

const allocations: RequestHandler[] = [
  ...allocationHandlers<SensorRow>({
    segment: 'authSensor',
    itemKey: 'sensorId',
    statusPath: 'changeSensorStatus',
    items: sensors,
    joins: modularSensors,
    table: 'wms_modular_sensor',
    filters: { ...CATALOGUE_FILTERS, sensorTypeId: 'eq', signalType: 'eq', accuracyClass: 'eq' },
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
    label: msg('稳定杆', 'stabilizer'),
  }),
  ...allocationHandlers<OverPlateRow>({
    segment: 'authOverPlate',
    itemKey: 'overPlateId',
    statusPath: 'changeOverPlateStatus',
    items: overPlates,
    joins: modularOverPlates,
    table: 'wms_modular_overplate',
    filters: CATALOGUE_FILTERS,
    label: msg('过渡板', 'over-plate'),
  }),
];

/** Drops the join rows of deleted modulars (`owner`) or deleted items. */
function dropJoins(joins: () => ModularItemRow[], table: string, key: 'modularId' | 'itemId') {
  return (ids: number[]) => {
    const rows = joins();
    for (let i = rows.length - 1; i >= 0; i--) if (ids.includes(rows[i][key])) rows.splice(i, 1);
    touch(table);
  };
}

// ── Standard families ───────────────────────────────────────────────────────────────────────────

const modularConfig = catalogue<ModularRow>(
  {
    path: 'wms/modular',
    rows: modulars,
    tableName: 'wms_modular',
    perm: 'wms:modular',
    filters: { modelNo: 'like', name: 'like', loadMode: 'eq', sensorTypeId: 'eq', status: 'eq' },
    required: required<ModularRow>(
      ['modelNo', '模块型号', 'model number'],
      ['name', '名称', 'name'],
      ['capacity', '额定载荷', 'capacity'],
    ),
    unique: [unique<ModularRow>('modelNo', '模块型号', 'model number')],
    defaults: () => ({ status: '0', remark: '', loadMode: 'COMPRESSION' }),
    validate: (record, ctx) => {
      positive(ctx, record.capacity, '额定载荷', 'The capacity');
      reference(ctx, record.sensorTypeId, sensorTypes(), '传感器类型', 'sensor type');
    },
    afterSave: (row) => drop(row, ['sensorTypeName']),
    afterDelete: (ids) => {
      dropJoins(modularSensors, 'wms_modular_sensor', 'modularId')(ids);
      dropJoins(modularWovens, 'wms_modular_woven', 'modularId')(ids);
      dropJoins(modularStabilizers, 'wms_modular_stabilizer', 'modularId')(ids);
      dropJoins(modularOverPlates, 'wms_modular_overplate', 'modularId')(ids);
    },
    present: (row) => ({ ...row, sensorTypeName: typeName(row.sensorTypeId) }),
    exportColumns: [
      col('modelNo', '模块型号', 'Model number'),
      col('name', '名称', 'Name'),
      col('loadMode', '受力方式', 'Load mode'),
      col('capacity', '额定载荷(kg)', 'Capacity (kg)'),
      col('sensorTypeName', '传感器类型', 'Sensor type'),
      col('material', '材质', 'Material'),
      col('ipRating', '防护等级', 'IP rating'),
      col('status', '状态', 'Status'),
      col('createTime', '创建时间', 'Created'),
    ],
    exportName: msg('称重模块', 'Modulars'),
  },
  '称重模块',
);

const sensorConfig = catalogue<SensorRow>(
  {
    path: 'wms/sensor',
    rows: sensors,
    tableName: 'wms_sensor',
    perm: 'wms:sensor',
    filters: { ...CATALOGUE_FILTERS, sensorTypeId: 'eq', signalType: 'eq', accuracyClass: 'eq' },
    ...modelled<SensorRow>(),
    required: required<SensorRow>(['model', '型号', 'model'], ['name', '名称', 'name'], ['emax', '额定量程', 'Emax']),
    defaults: () => ({ status: '0', remark: '', signalType: 'ANALOG', accuracyClass: 'C3' }),
    validate: (record, ctx) => {
      positive(ctx, record.emax, '额定量程', 'Emax');
      reference(ctx, record.sensorTypeId, sensorTypes(), '传感器类型', 'sensor type');
    },
    afterSave: (row) => drop(row, ['sensorTypeName']),
    afterDelete: dropJoins(modularSensors, 'wms_modular_sensor', 'itemId'),
    present: (row) => ({ ...row, sensorTypeName: typeName(row.sensorTypeId) }),
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
    filters: { code: 'like', nameZh: 'like', status: 'eq' },
    required: required<SensorTypeRow>(['code', '类型编码', 'code'], ['nameZh', '中文名称', 'Chinese name']),
    unique: [unique<SensorTypeRow>('code', '类型编码', 'code')],
    validate: (record, ctx) => {
      if (!isEmpty(record.capMin) && !isEmpty(record.capMax) && Number(record.capMin) > Number(record.capMax))
        refuse(ctx, '最小量程不能大于最大量程', 'The minimum capacity cannot exceed the maximum');
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
    ...modelled<WovenRow>(),
    validate: (record, ctx) => {
      positive(ctx, record.crossSection, '截面积', 'The cross-section');
      positive(ctx, record.length, '长度', 'The length');
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
    ...modelled<StabilizerRow>(),
    validate: (record, ctx) => positive(ctx, record.maxHorizontalForce, '最大水平力', 'The maximum horizontal force'),
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
    filters: CATALOGUE_FILTERS,
    ...modelled<OverPlateRow>(),
    validate: (record, ctx) => positive(ctx, record.thickness, '厚度', 'The thickness'),
    afterDelete: dropJoins(modularOverPlates, 'wms_modular_overplate', 'itemId'),
    exportColumns: [
      col('model', '型号', 'Model'),
      col('name', '名称', 'Name'),
      col('thickness', '厚度(mm)', 'Thickness (mm)'),
      col('status', '状态', 'Status'),
      col('remark', '备注', 'Remark'),
      col('createTime', '创建时间', 'Created'),
    ],
    exportName: msg('过渡板', 'Over-plates'),
  },
  '过渡板',
);

const selDataConfig: CrudConfig<SelDataRow> = {
  path: 'wms/seldata',
  rows: selData,
  tableName: 'wms_sel_data',
  idKey: 'id',
  perm: 'wms:seldata',
  defaultSort: { field: 'createTime', order: 'desc' },
  filters: { selNo: 'like', customer: 'like', scaleType: 'eq', modularId: 'eq' },
  required: required<SelDataRow>(['selNo', '选型编号', 'selection number'], ['customer', '客户', 'customer']),
  unique: [unique<SelDataRow>('selNo', '选型编号', 'selection number')],
  defaults: () => ({ remark: '' }),
  validate: (record, ctx) => {
    positive(ctx, record.capacity, '总量程', 'The capacity');
    positive(ctx, record.cellCount, '传感器数量', 'The number of load cells');
    reference(ctx, record.modularId, modulars(), '模块', 'modular');
    reference(ctx, record.sensorId, sensors(), '传感器', 'sensor');
  },
  onWrite: auditWrites('选型数据'),
};

const totalModelConfig: CrudConfig<TotalModelRow> = {
  path: 'wms/totalmodel',
  rows: totalModels,
  tableName: 'wms_total_model',
  idKey: 'id',
  perm: 'wms:totalmodel',
  defaultSort: { field: 'no', order: 'asc' },
  filters: { no: 'like', name: 'like', modularId: 'eq' },
  required: required<TotalModelRow>(['no', '总型号', 'number'], ['name', '名称', 'name']),
  unique: [unique<TotalModelRow>('no', '总型号', 'number')],
  defaults: () => ({ remark: '' }),
  validate: (record, ctx) => {
    positive(ctx, record.cellCount, '传感器数量', 'The number of load cells');
    reference(ctx, record.modularId, modulars(), '模块', 'modular');
    reference(ctx, record.sensorId, sensors(), '传感器', 'sensor');
  },
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
function optionsByType<T extends CatalogueRow & { model: string }>(path: string, rows: () => T[], field: keyof T) {
  return http.get(
    `${API}/${path}/options/:type`,
    guarded(undefined, (ctx) => {
      const type = param(ctx.params, 'type');
      return ok(
        enabled(rows())
          .filter((row) => String(row[field]) === type)
          .map((row) => option(row.model, row.id)),
      );
    }),
  );
}

function platesOf(ctx: HandlerContext, body: Row) {
  const m = modularOf(ctx, body.modularId);
  const joined = new Map(
    modularOverPlates()
      .filter((j) => j.modularId === m.id)
      .map((j) => [j.itemId, j.isDefault]),
  );
  const min = Number(body.minThickness);
  return enabled(overPlates())
    .filter((p) => joined.has(p.id) && (!(min > 0) || p.thickness >= min))
    .map((p) => ({ ...p, defaultStatus: joined.get(p.id) ?? '1' }))
    .sort((a, b) => a.defaultStatus.localeCompare(b.defaultStatus) || a.id - b.id);
}

/** `XS-YYYYMMDD-NNNN`: the next free number of the day. */
function nextSelNo(): string {
  const day = now().slice(0, 10).replaceAll('-', '');
  const prefix = `XS-${day}-`;
  const taken = selData()
    .filter((row) => row.selNo.startsWith(prefix))
    .map((row) => Number(row.selNo.slice(prefix.length)) || 0);
  return `${prefix}${String(Math.max(0, ...taken) + 1).padStart(4, '0')}`;
}

const extras: RequestHandler[] = [
  ...allocations,
  http.post(
    `${API}/wms/modular/selData/options`,
    guarded(undefined, async (ctx) => {
      const c = await readJson<Row>(ctx.request);
      const cells = Number(c.cellCount) > 0 ? Number(c.cellCount) : 4;
      const capacity = Number(c.capacity);
      return ok(
        enabled(modulars())
          .filter((m) => !c.loadMode || m.loadMode === c.loadMode)
          .filter((m) => isEmpty(c.sensorTypeId) || m.sensorTypeId === Number(c.sensorTypeId))
          .filter((m) => !(capacity > 0) || m.capacity * cells >= capacity)
          .sort((a, b) => a.capacity - b.capacity || a.modelNo.localeCompare(b.modelNo))
          .map((m) => option(`${m.modelNo} ${m.name}`, m.id)),
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
  optionsByType('wms/sensor', sensors, 'sensorTypeId'),
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
    guarded('wms:seldata:add', () => ok(nextSelNo())),
  ),
  http.post(
    `${API}/wms/seldata/save`,
    guarded('wms:seldata:add', async (ctx) => {
      const body = await readJson<SelDataRow>(ctx.request);
      const record = { remark: '', ...body, selNo: isEmpty(body.selNo) ? nextSelNo() : body.selNo } as Row;
      delete record.id;
      checkRecord(selDataConfig, record as Partial<SelDataRow>, ctx);
      const rows = selData();
      const id = nextId(rows, 'id');
      rows.push({ ...record, id, createBy: ctx.user.row.userName, createTime: now() } as SelDataRow);
      touch('wms_sel_data');
      selDataConfig.onWrite?.({ action: 'create', ids: [id], body, ctx });
      return ok(id);
    }),
  ),
  http.get(
    `${API}/wms/totalmodel/selectAllList`,
    guarded('wms:totalmodel:list', () => ok([...totalModels()].sort((a, b) => a.no.localeCompare(b.no)))),
  ),
  http.get(
    `${API}/wms/totalmodel/no/:no`,
    guarded('wms:totalmodel:query', (ctx) => {
      const no = param(ctx.params, 'no').trim();
      const found = totalModels().find((t) => t.no === no);
      if (!found) refuse(ctx, `总型号“${no}”不存在`, `No total model "${no}"`);
      return ok(found);
    }),
  ),
  http.post(
    `${API}/wms/totalmodel/selection/options`,
    guarded(undefined, async (ctx) => {
      const c = await readJson<Row>(ctx.request);
      const matches = (field: keyof TotalModelRow) => (t: TotalModelRow) =>
        isEmpty(c[field]) || Number(t[field]) === Number(c[field]);
      return ok(
        totalModels()
          .filter(matches('modularId'))
          .filter(matches('sensorId'))
          .filter(matches('cellCount'))
          .filter((t) => !(Number(c.capacity) > 0) || t.capacity >= Number(c.capacity))
          .sort((a, b) => a.no.localeCompare(b.no))
          .map((t) => option(`${t.no} ${t.name}`, t.no)),
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
  ...crudHandlers(selDataConfig),
  ...crudHandlers(totalModelConfig),
  ...crudHandlers(dictTypeConfig),
  ...crudHandlers(dictItemConfig),
];
