import { http, type RequestHandler } from 'msw';
import { crudHandlers, type CrudConfig, type Message } from '../lib/crud';
import { touch } from '../db';
import { API, guarded, MockHttpError, ok, param, queryOf, readJson, say, type HandlerContext } from '../lib/http';
import { auditWrites } from '../seed/logs';
import {
  cables,
  connectBoxes,
  digitalChips,
  instrumentCabinets,
  instrumentVersions,
  INTERVAL_BOUNDS,
  isStepValue,
  largeScreens,
  newCabinets,
  newMeters,
  platformScales,
  ptfjAttachments,
  specimenOuts,
  specimens,
  specimenUses,
  standBars,
  truckScales,
  tyfjAttachments,
  weightInstruments,
  type CatalogueRow,
  type InstrumentVersionRow,
  type ModuleAttachmentRow,
  type NewMeterRow,
  type PlatformScaleRow,
  type SpecimenOutRow,
  type SpecimenRow,
  type SpecimenUseRow,
  type TruckScaleRow,
} from '../seed/wms-catalogue';
import { refuse } from './system-shared';
import { CATALOGUE_TAIL, dictCol, exportCol } from './wms-export';

/**
 * The warehouse catalogue: instruments, cabinets, accessories, scales and samples. Every resource
 * gets the standard family from the crud factory; the extras (`WeightInstrument/options`, the
 * `NewMeter` look-ups) are explicit and come first, so no catch-all of the factory shadows them.
 */
type Row = Record<string, unknown>;

const msg = (zh: string, en: string): Message => ({ zh, en });

function required<T extends object>(
  ...rules: (readonly [field: keyof T & string, zh: string, en: string])[]
): CrudConfig<T>['required'] {
  return rules.map(([field, zh, en]) => ({ field, message: msg(`${zh}不能为空`, `The ${en} is required`) }));
}

function unique<T extends object>(field: keyof T & string, zh: string, en: string) {
  return { fields: [field], message: msg(`${zh}“{value}”已存在`, `The ${en} "{value}" already exists`) };
}

/** The catalogue defaults: id key, newest first, enabled on create, writes in the operation log. */
function catalogue<T extends CatalogueRow>(
  config: Pick<CrudConfig<T>, 'path' | 'rows' | 'tableName' | 'perm'> & Partial<CrudConfig<T>>,
  title: string,
): CrudConfig<T> {
  return {
    idKey: 'id',
    defaultSort: { field: 'createTime', order: 'desc' },
    defaults: () => ({ status: '0', remark: '' }) as Partial<T>,
    onWrite: auditWrites(title),
    ...config,
  };
}

function modelAndName<T extends CatalogueRow & { model: string; name: string }>(): Pick<
  CrudConfig<T>,
  'required' | 'unique'
> {
  return {
    required: required<T>(['model', '型号', 'model'], ['name', '名称', 'name']),
    unique: [unique<T>('model', '型号', 'model')],
  };
}

const isEmpty = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** Refuses a present value that is not a number in [min, max] (and an integer when asked). */
function checkNumber(
  ctx: HandlerContext,
  value: unknown,
  label: Message,
  { min = 0, max = Number.MAX_SAFE_INTEGER, integer = false } = {},
): void {
  if (isEmpty(value)) return;
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `${min}–${max}`;
    refuse(ctx, `${label.zh}必须是${integer ? '整数' : '数值'}（${range}）`, `${label.en} must be a number ${range}`);
  }
}

/** A foreign key that is set must name an existing row. */
function checkReference(ctx: HandlerContext, value: unknown, rows: readonly CatalogueRow[], label: Message): void {
  if (isEmpty(value)) return;
  if (!rows.some((row) => row.id === Number(value))) refuse(ctx, `${label.zh}不存在`, `The ${label.en} does not exist`);
}

/** Joined display fields arrive back with an edited record; they are never stored. */
function dropJoined(row: object, fields: readonly string[]): void {
  for (const field of fields) delete (row as Row)[field];
}

const modelOf = (rows: readonly (CatalogueRow & { model: string })[], id: unknown) =>
  rows.find((row) => row.id === Number(id))?.model ?? '';

// ── Scales ──────────────────────────────────────────────────────────────────────────────────────

/** What a metrologist checks on a scale: Max > 0, e ∈ {1, 2, 5} × 10^k, n = Max / e within the class. */
function checkScale(ctx: HandlerContext, record: Partial<PlatformScaleRow | TruckScaleRow>): void {
  const max = Number(record.maxCapacity);
  const e = Number(record.division);
  if (!(max > 0)) refuse(ctx, '最大秤量必须大于 0', 'The capacity Max must be above 0');
  if (!isStepValue(e)) {
    refuse(ctx, '分度值 e 必须是 1、2 或 5 × 10ⁿ kg', 'The interval e must be 1, 2 or 5 × 10^n kg');
  }
  const accuracyClass = record.accuracyClass === 'IIII' ? 'IIII' : 'III';
  const [low, high] = INTERVAL_BOUNDS[accuracyClass];
  const n = Math.round((max / e) * 1000) / 1000;
  if (n < low || n > high) {
    refuse(
      ctx,
      `检定分度数 n = ${n} 超出 ${accuracyClass} 级允许范围 ${low}–${high}`,
      `n = ${n} intervals is outside class ${accuracyClass} (${low}–${high})`,
    );
  }
  checkNumber(ctx, record.deadLoad, msg('秤体自重', 'The dead load'));
  checkReference(ctx, record.instrumentId, weightInstruments(), msg('称重仪表', 'weight instrument'));
  if (!isEmpty(record.connectBoxId)) {
    const box = connectBoxes().find((b) => b.id === Number(record.connectBoxId));
    if (!box) refuse(ctx, '接线盒不存在', 'The junction box does not exist');
    const cells = Number(record.cellCount);
    if (cells > box.channels) {
      refuse(
        ctx,
        `接线盒“${box.model}”只有 ${box.channels} 路，少于传感器数量 ${cells}`,
        `Junction box "${box.model}" has ${box.channels} channels, fewer than the ${cells} load cells`,
      );
    }
  }
}

const SCALE_FILTERS = { model: 'like', name: 'like', maxCapacity: 'range', accuracyClass: 'eq', status: 'eq' } as const;
const SCALE_REQUIRED = [
  ['model', '型号', 'model'],
  ['name', '名称', 'name'],
  ['maxCapacity', '最大秤量', 'capacity Max'],
  ['division', '分度值', 'interval e'],
] as const;

const platformScaleConfig = catalogue<PlatformScaleRow>(
  {
    path: 'wms/PlatformScale',
    rows: platformScales,
    tableName: 'wms_platform_scale',
    perm: 'wms:PlatformScale',
    filters: SCALE_FILTERS,
    required: required<PlatformScaleRow>(...SCALE_REQUIRED),
    unique: [unique<PlatformScaleRow>('model', '型号', 'model')],
    defaults: () => ({ status: '0', remark: '', accuracyClass: 'III', cellCount: 4 }),
    validate: (record, ctx) => {
      if (!isEmpty(record.cellCount) && ![4, 6].includes(Number(record.cellCount))) {
        refuse(ctx, '平台秤的传感器数量应为 4 或 6', 'A platform scale stands on 4 or 6 load cells');
      }
      checkScale(ctx, record);
      checkReference(ctx, record.standBarId, standBars(), msg('立杆', 'stand bar'));
    },
    afterSave: (row) => dropJoined(row, ['connectBoxModel', 'instrumentModel', 'standBarModel']),
    present: (row) => ({
      ...row,
      connectBoxModel: modelOf(connectBoxes(), row.connectBoxId),
      instrumentModel: modelOf(weightInstruments(), row.instrumentId),
      standBarModel: modelOf(standBars(), row.standBarId),
    }),
    valid: true,
  },
  '平台秤',
);

const truckScaleConfig = catalogue<TruckScaleRow>(
  {
    path: 'wms/TruckScale',
    rows: truckScales,
    tableName: 'wms_truck_scale',
    perm: 'wms:TruckScale',
    filters: { ...SCALE_FILTERS, deckType: 'eq' },
    required: required<TruckScaleRow>(...SCALE_REQUIRED),
    unique: [unique<TruckScaleRow>('model', '型号', 'model')],
    defaults: () => ({ status: '0', remark: '', accuracyClass: 'III', cellCount: 8, sections: 3 }),
    validate: (record, ctx) => {
      const cells = Number(record.cellCount);
      if (!isEmpty(record.cellCount) && !(Number.isInteger(cells) && cells >= 4 && cells <= 16 && cells % 2 === 0)) {
        refuse(ctx, '汽车衡的传感器数量应为 4–16 之间的偶数', 'A truck scale stands on an even 4 to 16 load cells');
      }
      checkNumber(ctx, record.sections, msg('秤台节数', 'The number of sections'), { min: 1, max: 6, integer: true });
      checkScale(ctx, record);
      checkReference(ctx, record.largeScreenId, largeScreens(), msg('大屏', 'large screen'));
    },
    afterSave: (row) => dropJoined(row, ['connectBoxModel', 'instrumentModel', 'largeScreenModel']),
    present: (row) => ({
      ...row,
      connectBoxModel: modelOf(connectBoxes(), row.connectBoxId),
      instrumentModel: modelOf(weightInstruments(), row.instrumentId),
      largeScreenModel: modelOf(largeScreens(), row.largeScreenId),
    }),
    exportColumns: [
      exportCol('id', '编号', 'ID'),
      exportCol('model', '型号', 'Model'),
      exportCol('name', '名称', 'Name'),
      exportCol('maxCapacity', '最大秤量', 'Max capacity', ['kg']),
      exportCol('division', '分度值 e', 'Interval e', ['kg']),
      dictCol('accuracyClass', '准确度等级', 'Accuracy class', 'wms_instrument_class'),
      exportCol('length', '长度', 'Length', ['m']),
      exportCol('width', '宽度', 'Width', ['m']),
      exportCol('sections', '秤台节数', 'Sections'),
      exportCol('cellCount', '传感器数量', 'Load cells'),
      exportCol('deadLoad', '秤体自重', 'Dead load', ['kg']),
      dictCol('deckType', '秤台结构', 'Deck type', 'wms_truck_deck'),
      exportCol('deckThickness', '面板厚度', 'Deck thickness', ['mm']),
      dictCol('foundation', '基础形式', 'Foundation', 'wms_truck_foundation'),
      exportCol('limiterCount', '限位器数', 'Limiters'),
      exportCol('connectBoxModel', '接线盒', 'Junction box'),
      exportCol('instrumentModel', '称重仪表', 'Indicator'),
      exportCol('largeScreenModel', '大屏', 'Large screen'),
      ...CATALOGUE_TAIL,
    ],
    exportName: msg('汽车衡', 'Truck scales'),
  },
  '汽车衡',
);

// ── Instruments ─────────────────────────────────────────────────────────────────────────────────

const weightInstrumentConfig = catalogue(
  {
    path: 'wms/WeightInstrument',
    rows: weightInstruments,
    tableName: 'wms_weight_instrument',
    perm: 'wms:WeightInstrument',
    filters: { model: 'like', name: 'like', accuracyClass: 'eq', signalType: 'eq', status: 'eq' },
    ...modelAndName(),
    validate: (record, ctx) => {
      checkNumber(ctx, record.nind, msg('最大检定分度数', 'n_ind'), { min: 100, integer: true });
      checkNumber(ctx, record.maxCells, msg('可带传感器数', 'The number of cells'), { min: 1, integer: true });
    },
    beforeDelete: (ids, ctx) => {
      for (const id of ids) {
        const used =
          instrumentVersions().some((v) => v.instrumentId === id) ||
          platformScales().some((s) => s.instrumentId === id) ||
          truckScales().some((s) => s.instrumentId === id);
        if (used) {
          const model = modelOf(weightInstruments(), id);
          refuse(ctx, `仪表“${model}”仍有版本或秤型引用，不能删除`, `"${model}" still has versions or scales`);
        }
      }
    },
  },
  '称重仪表',
);

const FIRMWARE = /^[A-Za-z]?\d+(\.\d+){1,3}$/;

const instrumentVersionConfig = catalogue<InstrumentVersionRow>(
  {
    path: 'wms/InstrumentVersion',
    rows: instrumentVersions,
    tableName: 'wms_instrument_version',
    perm: 'wms:InstrumentVersion',
    filters: { instrumentId: 'eq', fwVersion: 'like', status: 'eq' },
    required: required<InstrumentVersionRow>(
      ['instrumentId', '所属仪表', 'instrument'],
      ['fwVersion', '固件版本', 'firmware version'],
    ),
    defaults: () => ({ status: '0', remark: '', hwVersion: '', isLatest: false }),
    validate: (record, ctx, existing) => {
      const instrument = weightInstruments().find((i) => i.id === Number(record.instrumentId));
      if (!instrument) refuse(ctx, '所属仪表不存在', 'The instrument does not exist');
      const fw = String(record.fwVersion).trim();
      if (!FIRMWARE.test(fw))
        refuse(ctx, `固件版本“${fw}”格式应如 V3.02.1`, `Firmware "${fw}" should look like V3.02.1`);
      const clash = instrumentVersions().some(
        (v) =>
          v.id !== existing?.id &&
          v.instrumentId === instrument.id &&
          v.fwVersion === fw &&
          v.hwVersion === (record.hwVersion ?? ''),
      );
      if (clash)
        refuse(ctx, `仪表“${instrument.model}”已有版本“${fw}”`, `"${instrument.model}" already has version "${fw}"`);
    },
    afterSave: (row) => {
      row.instrumentId = Number(row.instrumentId);
      dropJoined(row, ['instrumentModel']);
      // One latest version per instrument.
      if (row.isLatest) {
        for (const other of instrumentVersions()) {
          if (other !== row && other.instrumentId === row.instrumentId) other.isLatest = false;
        }
      }
    },
    present: (row) => ({ ...row, instrumentModel: modelOf(weightInstruments(), row.instrumentId) }),
  },
  '仪表版本',
);

const CABINET_FILTERS = { model: 'like', name: 'like', mount: 'eq', material: 'eq', status: 'eq' } as const;

const instrumentCabinetConfig = catalogue(
  {
    path: 'wms/InstrumentCabinet',
    rows: instrumentCabinets,
    tableName: 'wms_instrument_cabinet',
    perm: 'wms:InstrumentCabinet',
    filters: CABINET_FILTERS,
    ...modelAndName(),
    validate: (record, ctx) =>
      checkNumber(ctx, record.slots, msg('可装仪表数', 'The slot count'), { min: 1, integer: true }),
  },
  '仪表柜',
);

/** Serial numbers of the new catalogues (domain.md §5.4). */
function checkSerial(ctx: HandlerContext, no: unknown, pattern: RegExp, example: string): void {
  const value = String(no ?? '').trim();
  if (!pattern.test(value))
    refuse(ctx, `编号“${value}”格式应如 ${example}`, `The number "${value}" should look like ${example}`);
}

const newCabinetConfig = catalogue(
  {
    path: 'wms/NewCabinet',
    rows: newCabinets,
    tableName: 'wms_new_cabinet',
    perm: 'wms:NewCabinet',
    filters: { ...CABINET_FILTERS, no: 'like' },
    required: required(['no', '编号', 'number'], ['model', '型号', 'model'], ['name', '名称', 'name']),
    unique: [unique('no', '编号', 'number'), unique('model', '型号', 'model')],
    validate: (record, ctx) => {
      checkSerial(ctx, record.no, /^YBG-\d{4}-\d{3}$/, 'YBG-2024-001');
      checkNumber(ctx, record.slots, msg('可装仪表数', 'The slot count'), { min: 1, integer: true });
    },
  },
  '新款仪表柜',
);

const newMeterConfig = catalogue<NewMeterRow>(
  {
    path: 'wms/NewMeter',
    rows: newMeters,
    tableName: 'wms_new_meter',
    perm: 'wms:NewMeter',
    filters: {
      no: 'like',
      model: 'like',
      name: 'like',
      category: 'eq',
      accuracyClass: 'eq',
      signalType: 'eq',
      status: 'eq',
    },
    required: required<NewMeterRow>(
      ['no', '编号', 'number'],
      ['model', '型号', 'model'],
      ['name', '名称', 'name'],
      ['category', '类别', 'category'],
    ),
    unique: [unique<NewMeterRow>('no', '编号', 'number'), unique<NewMeterRow>('model', '型号', 'model')],
    validate: (record, ctx) => {
      checkSerial(ctx, record.no, /^YB-\d{4}-\d{4}$/, 'YB-2024-0012');
      checkReference(ctx, record.successorOf, weightInstruments(), msg('被替代的仪表', 'replaced instrument'));
    },
  },
  '新款仪表',
);

const largeScreenConfig = catalogue(
  {
    path: 'wms/LargeScreen',
    rows: largeScreens,
    tableName: 'wms_large_screen',
    perm: 'wms:LargeScreen',
    filters: { model: 'like', name: 'like', colour: 'eq', interface: 'eq', status: 'eq' },
    ...modelAndName(),
    options: { label: 'model', value: 'id' },
    validate: (record, ctx) =>
      checkNumber(ctx, record.digits, msg('显示位数', 'Digits'), { min: 1, max: 12, integer: true }),
    exportColumns: [
      exportCol('id', '编号', 'ID'),
      exportCol('model', '型号', 'Model'),
      exportCol('name', '名称', 'Name'),
      exportCol('digits', '显示位数', 'Digits'),
      exportCol('charHeight', '字高', 'Character height', ['英寸', 'in']),
      dictCol('colour', '颜色', 'Colour', 'wms_screen_colour'),
      dictCol('interface', '接口', 'Interface', 'wms_screen_interface'),
      exportCol('viewingDistance', '可视距离', 'Viewing distance', ['m']),
      dictCol('ipRating', '防护等级', 'IP rating', 'wms_ip_rating'),
      exportCol('power', '电源', 'Power'),
      exportCol('price', '单价', 'Price', ['元', 'CNY']),
      ...CATALOGUE_TAIL,
    ],
    exportName: msg('大屏', 'Large screens'),
  },
  '大屏',
);

const digitalChipConfig = catalogue(
  {
    path: 'wms/DigitalChip',
    rows: digitalChips,
    tableName: 'wms_digital_chip',
    perm: 'wms:DigitalChip',
    filters: { model: 'like', name: 'like', interface: 'eq', status: 'eq' },
    ...modelAndName(),
    validate: (record, ctx) =>
      checkNumber(ctx, record.channels, msg('通道数', 'Channels'), { min: 1, max: 8, integer: true }),
    exportColumns: [
      exportCol('id', '编号', 'ID'),
      exportCol('model', '型号', 'Model'),
      exportCol('name', '名称', 'Name'),
      exportCol('adcBits', 'A/D 位数', 'ADC resolution', ['bit']),
      exportCol('sampleRate', '采样率', 'Sample rate', ['Hz']),
      exportCol('channels', '通道数', 'Channels'),
      dictCol('interface', '接口', 'Interface', 'wms_chip_interface'),
      dictCol('protocol', '协议', 'Protocol', 'wms_chip_protocol'),
      exportCol('addrRange', '地址范围', 'Address range'),
      exportCol('excitation', '激励电压', 'Excitation', ['V']),
      exportCol('price', '单价', 'Price', ['元', 'CNY']),
      ...CATALOGUE_TAIL,
    ],
    exportName: msg('数字芯片', 'Digital chips'),
  },
  '数字芯片',
);

// ── Accessories ─────────────────────────────────────────────────────────────────────────────────

const connectBoxConfig = catalogue(
  {
    path: 'wms/ConnectBox',
    rows: connectBoxes,
    tableName: 'wms_connect_box',
    perm: 'wms:ConnectBox',
    filters: { model: 'like', name: 'like', kind: 'eq', housing: 'eq', status: 'eq' },
    ...modelAndName(),
    options: { label: 'model', value: 'id' },
    validate: (record, ctx) => {
      if (!isEmpty(record.channels) && ![2, 4, 6, 8, 10, 12].includes(Number(record.channels))) {
        refuse(ctx, '接线盒路数应为 2、4、6、8、10 或 12', 'A junction box has 2, 4, 6, 8, 10 or 12 channels');
      }
    },
  },
  '接线盒',
);

const standBarConfig = catalogue(
  {
    path: 'wms/StandBar',
    rows: standBars,
    tableName: 'wms_stand_bar',
    perm: 'wms:StandBar',
    filters: { model: 'like', name: 'like', mount: 'eq', status: 'eq' },
    ...modelAndName(),
    options: { label: 'model', value: 'id' },
    validate: (record, ctx) =>
      checkNumber(ctx, record.height, msg('高度', 'The height'), { min: 300, max: 1500, integer: true }),
  },
  '立杆',
);

const cableConfig = catalogue(
  {
    path: 'wms/xl',
    rows: cables,
    tableName: 'wms_xl',
    perm: 'wms:xl',
    filters: { model: 'like', name: 'like', usage: 'eq', status: 'eq' },
    ...modelAndName(),
    validate: (record, ctx) => checkNumber(ctx, record.length, msg('长度', 'The length'), { min: 0.1 }),
  },
  '线缆',
);

/** ptfj and tyfj: the spec's six required fields (§5); the material code is the ERP key. */
function attachmentConfig(
  path: string,
  rows: () => ModuleAttachmentRow[],
  tableName: string,
  perm: string,
  title: Message,
) {
  return catalogue<ModuleAttachmentRow>(
    {
      path,
      rows,
      tableName,
      perm,
      filters: { name: 'like', mdl: 'like', code: 'like', texture: 'like', status: 'eq' },
      required: required<ModuleAttachmentRow>(
        ['name', '名称', 'name'],
        ['mdl', '型号', 'model'],
        ['draw', '图号', 'drawing number'],
        ['code', '物料编码', 'material code'],
        ['texture', '材质', 'material'],
        ['range', '量程范围', 'range'],
      ),
      unique: [unique<ModuleAttachmentRow>('code', '物料编码', 'material code')],
      exportColumns: [
        exportCol('id', '编号', 'ID'),
        exportCol('name', '名称', 'Name'),
        exportCol('mdl', '型号', 'Model'),
        exportCol('draw', '图号', 'Drawing no.'),
        exportCol('code', '物料编码', 'Material code'),
        exportCol('texture', '材质', 'Material'),
        exportCol('range', '量程范围', 'Range'),
        ...CATALOGUE_TAIL,
      ],
      exportName: title,
    },
    title.zh,
  );
}

const ptfjConfig = attachmentConfig(
  'wms/gyc/ptfj',
  ptfjAttachments,
  'wms_gyc_ptfj',
  'wms:ptfj',
  msg('工业秤配套附件', 'Matched accessories'),
);
const tyfjConfig = attachmentConfig(
  'wms/gyc/tyfj',
  tyfjAttachments,
  'wms_gyc_tyfj',
  'wms:tyfj',
  msg('工业秤通用附件', 'General accessories'),
);

// ── Samples ─────────────────────────────────────────────────────────────────────────────────────

const specimenConfig: CrudConfig<SpecimenRow> = {
  path: 'wms/Specimen',
  rows: specimens,
  tableName: 'wms_specimen',
  idKey: 'id',
  perm: 'wms:Specimen',
  filters: { sampleNo: 'like', name: 'like', productType: 'eq', state: 'eq' },
  defaultSort: { field: 'createTime', order: 'desc' },
  required: required(['sampleNo', '样品编号', 'sample number'], ['name', '名称', 'name']),
  unique: [unique('sampleNo', '样品编号', 'sample number')],
  defaults: () => ({ state: 'IN_STOCK', quantity: 1, remark: '' }),
  validate: (record, ctx) => checkNumber(ctx, record.quantity, msg('数量', 'The quantity'), { integer: true }),
  beforeDelete: (ids, ctx) => {
    for (const id of ids) {
      if (specimenOuts().some((o) => o.specimenId === id) || specimenUses().some((u) => u.specimenId === id)) {
        const sampleNo = specimens().find((s) => s.id === id)?.sampleNo ?? String(id);
        refuse(ctx, `样品“${sampleNo}”已有出库或领用记录，不能删除`, `Sample "${sampleNo}" has issue or usage records`);
      }
    }
  },
  onWrite: auditWrites('样品'),
  exportColumns: [
    exportCol('id', '编号', 'ID'),
    exportCol('sampleNo', '样品编号', 'Sample no.'),
    exportCol('name', '名称', 'Name'),
    dictCol('productType', '产品类别', 'Product type', 'wms_specimen_product'),
    exportCol('model', '型号', 'Model'),
    exportCol('serialNo', '出厂编号', 'Serial no.'),
    exportCol('quantity', '库存数量', 'In stock'),
    exportCol('unit', '单位', 'Unit'),
    exportCol('location', '库位', 'Location'),
    dictCol('state', '状态', 'State', 'wms_specimen_state'),
    exportCol('remark', '备注', 'Remark'),
    exportCol('createTime', '入库时间', 'Stocked'),
  ],
  exportName: msg('样品', 'Samples'),
};

function specimenOf(ctx: HandlerContext, specimenId: unknown) {
  const specimen = specimens().find((s) => s.id === Number(specimenId));
  if (!specimen) refuse(ctx, '样品不存在', 'The sample does not exist');
  return specimen;
}

/*
 * Stock: a sample's `quantity` is what is in stock now. An issue (out) holds its quantity until it
 * is returned, a usage record until it has a return date; saving one takes that from the stock
 * (giving back what its earlier version held), deleting one gives it back. Nothing may take more
 * than is in stock.
 */
const unitsOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};
export const heldByOut = (out: Partial<SpecimenOutRow>) => (out.state === 'RETURNED' ? 0 : unitsOf(out.quantity));
export const heldByUse = (use: Partial<SpecimenUseRow>) => (isEmpty(use.returnDate) ? unitsOf(use.quantity) : 0);

interface Holding {
  specimenId?: number;
  held: number;
}

/** Refuses a holding of more than the sample has in stock, counting what the record held before. */
function checkStock(ctx: HandlerContext, specimenId: unknown, held: number, before: Holding | undefined): void {
  const specimen = specimenOf(ctx, specimenId);
  const available = specimen.quantity + (before && Number(before.specimenId) === specimen.id ? before.held : 0);
  if (held > available) {
    refuse(
      ctx,
      `样品“${specimen.sampleNo}”库存 ${available}${specimen.unit}，不足 ${held}`,
      `Sample "${specimen.sampleNo}" has only ${available} in stock, fewer than ${held}`,
    );
  }
}

/** Gives back what a record held before and takes what it holds now. */
function moveStock(before: Holding | undefined, after: Holding | undefined): void {
  const find = (id: unknown) => specimens().find((s) => s.id === Number(id));
  const returned = before ? find(before.specimenId) : undefined;
  if (returned && before) returned.quantity += before.held;
  const taken = after ? find(after.specimenId) : undefined;
  if (taken && after) taken.quantity = Math.max(0, taken.quantity - after.held);
  if (returned || taken) touch('wms_specimen');
}

/** Before records are deleted: their stock goes back to their samples. */
function releaseStock<T extends { id: number; specimenId: number }>(rows: () => T[], held: (row: T) => number) {
  return (ids: number[]) => {
    for (const row of rows().filter((r) => ids.includes(r.id)))
      moveStock({ specimenId: row.specimenId, held: held(row) }, undefined);
  };
}

const withSpecimen = <T extends { specimenId: number }>(row: T): Row => {
  const specimen = specimens().find((s) => s.id === row.specimenId);
  return { ...row, sampleNo: specimen?.sampleNo ?? '', specimenName: specimen?.name ?? '' };
};

const specimenOutConfig: CrudConfig<SpecimenOutRow> = {
  path: 'wms/SpecimenOut',
  rows: specimenOuts,
  tableName: 'wms_specimen_out',
  idKey: 'id',
  perm: 'wms:SpecimenOut',
  filters: { outNo: 'like', specimenId: 'eq', recipient: 'like', purpose: 'eq', state: 'eq' },
  timeField: 'outDate',
  defaultSort: { field: 'createTime', order: 'desc' },
  required: required<SpecimenOutRow>(
    ['outNo', '出库单号', 'issue number'],
    ['specimenId', '样品', 'sample'],
    ['quantity', '出库数量', 'quantity'],
    ['recipient', '领取单位', 'recipient'],
  ),
  unique: [unique<SpecimenOutRow>('outNo', '出库单号', 'issue number')],
  defaults: () => ({ state: 'PENDING', expectedReturn: '', remark: '' }),
  validate: (record, ctx, existing) => {
    specimenOf(ctx, record.specimenId);
    if (unitsOf(record.quantity) < 1) refuse(ctx, '出库数量至少为 1', 'Issue at least 1');
    checkStock(ctx, record.specimenId, heldByOut(record), existing && { ...existing, held: heldByOut(existing) });
    if (record.outDate && record.expectedReturn && record.expectedReturn < record.outDate) {
      refuse(ctx, '预计归还日期不能早于出库日期', 'The expected return cannot be before the issue date');
    }
  },
  afterSave: (row, _body, _ctx, previous) => {
    row.specimenId = Number(row.specimenId);
    row.quantity = Number(row.quantity);
    dropJoined(row, ['sampleNo', 'specimenName']);
    moveStock(previous && { ...previous, held: heldByOut(previous) }, { ...row, held: heldByOut(row) });
  },
  beforeDelete: releaseStock(specimenOuts, heldByOut),
  present: withSpecimen,
  onWrite: auditWrites('样品出库'),
  exportColumns: [
    exportCol('id', '编号', 'ID'),
    exportCol('outNo', '出库单号', 'Issue no.'),
    exportCol('sampleNo', '样品编号', 'Sample no.'),
    exportCol('specimenName', '样品名称', 'Sample name'),
    exportCol('quantity', '出库数量', 'Quantity'),
    exportCol('recipient', '领取单位', 'Recipient'),
    dictCol('purpose', '用途', 'Purpose', 'wms_out_purpose'),
    exportCol('outDate', '出库日期', 'Issue date'),
    exportCol('expectedReturn', '预计归还', 'Expected return'),
    exportCol('approver', '审批人', 'Approver'),
    dictCol('state', '状态', 'State', 'wms_out_state'),
    exportCol('remark', '备注', 'Remark'),
    exportCol('createTime', '创建时间', 'Created'),
  ],
  exportName: msg('样品出库', 'Sample issues'),
};

const specimenUseConfig: CrudConfig<SpecimenUseRow> = {
  path: 'wms/SpecimenUse',
  rows: specimenUses,
  tableName: 'wms_specimen_use',
  idKey: 'id',
  perm: 'wms:SpecimenUse',
  filters: { useNo: 'like', specimenId: 'eq', userName: 'like', project: 'like' },
  timeField: 'useDate',
  defaultSort: { field: 'createTime', order: 'desc' },
  required: required<SpecimenUseRow>(
    ['useNo', '领用单号', 'usage number'],
    ['specimenId', '样品', 'sample'],
    ['userName', '领用人', 'user'],
  ),
  unique: [unique<SpecimenUseRow>('useNo', '领用单号', 'usage number')],
  defaults: () => ({ quantity: 1, returnDate: '', condition: '', remark: '' }),
  validate: (record, ctx, existing) => {
    specimenOf(ctx, record.specimenId);
    if (unitsOf(record.quantity) < 1) refuse(ctx, '领用数量至少为 1', 'Use at least 1');
    checkStock(ctx, record.specimenId, heldByUse(record), existing && { ...existing, held: heldByUse(existing) });
    if (record.useDate && record.returnDate && record.returnDate < record.useDate) {
      refuse(ctx, '归还日期不能早于领用日期', 'The return date cannot be before the use date');
    }
  },
  afterSave: (row, _body, _ctx, previous) => {
    row.specimenId = Number(row.specimenId);
    row.quantity = Number(row.quantity);
    dropJoined(row, ['sampleNo', 'specimenName']);
    moveStock(previous && { ...previous, held: heldByUse(previous) }, { ...row, held: heldByUse(row) });
  },
  beforeDelete: releaseStock(specimenUses, heldByUse),
  present: withSpecimen,
  onWrite: auditWrites('样品领用'),
};

// ── Extras ──────────────────────────────────────────────────────────────────────────────────────

const enabled = <T extends CatalogueRow>(rows: readonly T[]) => rows.filter((row) => row.status === '0');
const byModel = <T extends { model: string }>(a: T, b: T) => a.model.localeCompare(b.model, 'zh-CN', { numeric: true });

/** II is finer than III, III finer than IIII: a finer instrument serves a coarser scale. */
const CLASS_RANK: Record<string, number> = { II: 2, III: 3, IIII: 4 };

function selectMeters(ctx: HandlerContext, query: Record<string, string>): NewMeterRow[] {
  const cells = query.cellCount ? Number(query.cellCount) : undefined;
  if (cells !== undefined && !(Number.isInteger(cells) && cells > 0)) {
    refuse(ctx, '传感器数量必须是正整数', 'The number of load cells must be a positive integer');
  }
  return enabled(newMeters())
    .filter((m) => !query.category || m.category === query.category)
    .filter((m) => !query.signalType || m.signalType === query.signalType || m.signalType === 'BOTH')
    .filter((m) => !query.interface || m.interfaces.split(',').includes(query.interface))
    .filter((m) => !query.accuracyClass || CLASS_RANK[m.accuracyClass] <= (CLASS_RANK[query.accuracyClass] ?? 0))
    .filter((m) => cells === undefined || m.maxCells >= cells)
    .sort(byModel);
}

const extras: RequestHandler[] = [
  http.get(
    `${API}/wms/Specimen/options`,
    guarded(undefined, () =>
      ok(
        [...specimens()]
          .sort((a, b) => a.sampleNo.localeCompare(b.sampleNo))
          .map((s) => ({ label: `${s.sampleNo} ${s.name}`, value: s.id, stock: s.quantity, unit: s.unit })),
      ),
    ),
  ),
  http.get(
    `${API}/wms/WeightInstrument/options`,
    guarded(undefined, () =>
      ok(
        enabled(weightInstruments())
          .sort(byModel)
          .map((i) => ({ label: `${i.model} ${i.name}`, value: i.id })),
      ),
    ),
  ),
  http.get(
    `${API}/wms/NewMeter/selMeterYb`,
    guarded(undefined, () =>
      ok(
        enabled(newMeters())
          .filter((m) => m.category === 'ANALOG_YB' || m.category === 'DIGITAL_YB')
          .sort(byModel)
          .map((m) => ({ label: `${m.model} ${m.name}`, value: m.id })),
      ),
    ),
  ),
  http.get(
    `${API}/wms/NewMeter/selMeter`,
    guarded(undefined, (ctx) => ok(selectMeters(ctx, queryOf(ctx.url)))),
  ),
  http.post(
    `${API}/wms/NewMeter/lastModel`,
    guarded(undefined, async ({ request }) => {
      const criteria = await readJson<NewMeterRow>(request);
      const prefix = String(criteria.model ?? '')
        .trim()
        .toLowerCase();
      const latest = enabled(newMeters())
        .filter((m) => !criteria.category || m.category === criteria.category)
        .filter((m) => !criteria.signalType || m.signalType === criteria.signalType)
        .filter((m) => !criteria.accuracyClass || m.accuracyClass === criteria.accuracyClass)
        .filter((m) => m.model.toLowerCase().startsWith(prefix))
        .sort((a, b) => b.releaseDate.localeCompare(a.releaseDate) || b.id - a.id)[0];
      return ok(latest ?? null);
    }),
  ),
  http.get(
    `${API}/wms/NewMeter/no/:no`,
    guarded('wms:NewMeter:query', (ctx) => {
      const no = param(ctx.params, 'no').trim();
      const meter = newMeters().find((m) => m.no === no);
      if (!meter) throw new MockHttpError(500, say(ctx.request, `仪表编号“${no}”不存在`, `No meter numbered "${no}"`));
      return ok(meter);
    }),
  ),
];

export const wmsCatalogueHandlers: RequestHandler[] = [
  ...extras,
  ...crudHandlers(platformScaleConfig),
  ...crudHandlers(truckScaleConfig),
  ...crudHandlers(weightInstrumentConfig),
  ...crudHandlers(instrumentVersionConfig),
  ...crudHandlers(instrumentCabinetConfig),
  ...crudHandlers(newCabinetConfig),
  ...crudHandlers(newMeterConfig),
  ...crudHandlers(largeScreenConfig),
  ...crudHandlers(digitalChipConfig),
  ...crudHandlers(connectBoxConfig),
  ...crudHandlers(standBarConfig),
  ...crudHandlers(cableConfig),
  ...crudHandlers(ptfjConfig),
  ...crudHandlers(tyfjConfig),
  ...crudHandlers(specimenConfig),
  ...crudHandlers(specimenOutConfig),
  ...crudHandlers(specimenUseConfig),
];
