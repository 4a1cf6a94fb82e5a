import { bulkSize } from '../bulk';
import { defineTable } from '../db';
import { createRandom, type Random } from '../lib/random';
import { bulkSensors } from './wms-selection-bulk';
import { savedChecksOf } from './wms-selection-checks';
import { catalogueBase, distinct, seedDate, timeOn, type CatalogueRow } from './wms-catalogue-shared';
import {
  capacityCode,
  divisionFor,
  modelCode,
  requiredCellCapacity,
  selectionNo,
  totalModelNo,
  type ApplicationType,
} from './wms-selection-code';
import {
  capacityLabel,
  seedOverPlates,
  seedSensors,
  seedSensorTypes,
  seedStabilizers,
  seedWovens,
  type OverPlateRow,
  type SensorRow,
  type SensorTypeRow,
  type StabilizerRow,
  type WovenRow,
} from './wms-selection-parts';

/** Weigh modules, what is assigned to them, total models and selection records (domain.md §2.1, §3, §5). */
export interface ModularRow extends CatalogueRow {
  /** `^[A-Z0-9][A-Z0-9.-]{1,63}$`, unique, e.g. `CZM-DB-20T`. */
  modelNo: string;
  name: string;
  loadMode: 'COMPRESSION' | 'TENSION';
  /** kg; the Emax of its default load cell. */
  capacity: number;
  accuracyClass: string;
  sensorTypeId: number;
  material: 'CARBON_NI' | 'SS304' | 'SS316';
  ipRating: string;
  selfAligning: boolean;
  liftOffProtection: boolean;
  /** kN. */
  maxLateralForce: number;
  /** % Emax, 120–200. */
  safeLoad: number;
  mountingHoles: string;
}

/** One item assigned to a modular; `isDefault` '0' marks the modular's default of that kind (at most one). */
export interface ModularItemRow {
  modularId: number;
  itemId: number;
  isDefault: '0' | '1';
}

export type SelectionState = 'DRAFT' | 'CONFIRMED' | 'QUOTED' | 'ORDERED';

export interface TotalModelRow {
  id: number;
  /** `ZX-yyyy-NNNN`, unique. */
  no: string;
  /** §5.2 code, unique. */
  modelCode: string;
  name: string;
  applicationType: ApplicationType;
  maxCapacity: number;
  cellCount: number;
  /** Weigh-module systems (CZM) only. */
  modularId?: number;
  sensorId: number;
  indicatorCode: string;
  /** Option letters of the code (B, D, F, G, J, K, L, S, T, W). */
  options: string;
  revision: string;
  status: '0' | '1';
  remark: string;
  createBy: string;
  createTime: string;
  updateBy?: string;
  updateTime?: string;
}

export interface SelectionRow {
  id: number;
  /** `XXyyyyMMdd-NNNN`, unique. */
  selectionNo: string;
  customer: string;
  project: string;
  applicationType: ApplicationType;
  legalForTrade: boolean;
  maxCapacity: number;
  /** e, kg. */
  division: number;
  accuracyClass: 'III' | 'IIII';
  cellCount: number;
  deadLoad: number;
  deckLength?: number;
  deckWidth?: number;
  modularId?: number;
  sensorId: number;
  wovenId?: number;
  stabilizerId?: number;
  overPlateId?: number;
  indicatorCode: string;
  options: string;
  /** §5.2 code of the configuration (without REV); recomputed on save. */
  totalModelNo: string;
  /** Serial number (`ZX-yyyy-NNNN`) of the total model a configurator save landed in. */
  totalNo?: string;
  /** IZSR⁺, NUD and T⁺ (kg) and the lever ratio R the checks were computed with. */
  izsrPlus?: number;
  nud?: number;
  tarePlus?: number;
  reductionRatio?: number;
  /** V04 outdoor data (§3.4), null indoors. */
  environment?: Record<string, number> | null;
  /** The new meter (indicator) chosen. */
  meterId?: number;
  /** The configurator's check rows as computed when saved ({code, key, severity, pass, value, limit, relation, unit, messageKey}). */
  checkResults?: Record<string, unknown>[];
  legal?: boolean;
  recommended?: boolean;
  /** Finest legal e (kg) and the parts' figures, as saved by the configurator (the selection report compares them). */
  finestE?: number;
  parts?: Record<string, unknown>;
  quantity: number;
  state: SelectionState;
  remark: string;
  createBy: string;
  createTime: string;
  updateBy?: string;
  updateTime?: string;
}

interface Core {
  sensorTypes: SensorTypeRow[];
  sensors: SensorRow[];
  wovens: WovenRow[];
  stabilizers: StabilizerRow[];
  overPlates: OverPlateRow[];
  modulars: ModularRow[];
  modularSensors: ModularItemRow[];
  modularWovens: ModularItemRow[];
  modularStabilizers: ModularItemRow[];
  modularOverPlates: ModularItemRow[];
  totalModels: TotalModelRow[];
  selections: SelectionRow[];
}

type Parts = Omit<Core, 'totalModels' | 'selections'>;

/** Weigh modules are built on these cell types (single-point cells are not). */
const MODULE_TYPES = new Set(['SB', 'DB', 'CL', 'BR', 'S', 'PK']);

function seedModulars(random: Random, types: SensorTypeRow[], cells: SensorRow[]) {
  const typeById = new Map(types.map((t) => [t.id, t]));
  const usable = cells.filter((c) => MODULE_TYPES.has(typeById.get(c.sensorTypeId)?.code ?? '') && c.status === '0');
  const origin = new Map<string, SensorRow>();
  let id = 0;
  const rows = distinct(
    60,
    () => {
      const cell = random.pick(usable);
      const type = typeById.get(cell.sensorTypeId) ?? types[0];
      const tension = type.code === 'S';
      const material = random.pick(['CARBON_NI', 'CARBON_NI', 'SS304', 'SS316'] as const);
      const modelNo = `CZM-${type.code}-${capacityCode(cell.emax)}${material === 'CARBON_NI' ? '' : '-S'}${
        cell.signalType === 'DIGITAL' ? '-D' : ''
      }`;
      origin.set(modelNo, cell);
      return {
        ...catalogueBase(random, 0),
        modelNo,
        name: `${capacityLabel(cell.emax)} ${type.nameZh}${tension ? '拉式' : ''}称重模块`,
        loadMode: tension ? ('TENSION' as const) : ('COMPRESSION' as const),
        capacity: cell.emax,
        accuracyClass: cell.accuracyClass,
        sensorTypeId: type.id,
        material,
        ipRating: cell.ipRating === 'IP69K' ? 'IP68' : cell.ipRating,
        selfAligning: !tension && random.bool(0.7),
        liftOffProtection: !tension && random.bool(0.6),
        maxLateralForce: Math.max(1, Math.round(cell.emax / 2000)),
        safeLoad: random.pick([120, 150, 150, 200]),
        mountingHoles: `4×${cell.emax >= 20000 ? 'Ø26' : 'Ø18'}`,
      };
    },
    (row) => row.modelNo,
  ).map((row) => ({ ...row, id: ++id }));
  return { rows, originOf: (m: ModularRow) => origin.get(m.modelNo) };
}

interface Banded {
  id: number;
  capMin: number;
  capMax: number;
  status: string;
}

/** Up to `count` enabled items whose capacity band holds the modular's capacity, the first one the default. */
function assign(random: Random, m: ModularRow, items: readonly Banded[], count: number): ModularItemRow[] {
  const fit = items.filter((i) => i.status === '0' && i.capMin <= m.capacity && m.capacity <= i.capMax);
  const pool = fit.length > 0 ? fit : items.filter((i) => i.status === '0');
  const chosen = distinct(Math.min(count, pool.length), () => random.pick(pool).id, String);
  return chosen.map((itemId, index) => ({ modularId: m.id, itemId, isDefault: index === 0 ? '0' : '1' }));
}

const INDICATORS = ['A12', 'A12', 'A15', 'B08', 'XK31', 'D2008'];
const CUSTOMERS = ['华东饲料', '新希望六和', '海大集团', '正大饲料', '温氏股份', '双胞胎集团', '中粮饲料', '大北农'];
const SITES = ['一厂', '二厂', '分公司', '南宁基地', '武汉基地', ''];
const PROJECTS: Record<ApplicationType, string[]> = {
  PLATFORM: ['成品库台秤', '原料称重'],
  TRUCK: ['进厂地磅', '出厂地磅'],
  TANK: ['油脂罐', '液体添加剂罐'],
  SILO: ['原料筒仓', '散装料仓'],
  HOPPER: ['配料秤斗', '缓冲料斗'],
  FEED_TOWER: ['1# 料塔', '3# 料塔', '育肥舍料塔'],
};
export const APP_NAMES: Record<ApplicationType, string> = {
  PLATFORM: '电子平台秤',
  TRUCK: '电子汽车衡',
  TANK: '罐体称重系统',
  SILO: '料仓称重系统',
  HOPPER: '料斗称重系统',
  FEED_TOWER: '料塔称重系统',
};

/** One configured system (domain §3: the cells follow rule V01, (Max + DL) × 1.25 / N ≤ Emax). */
interface Config {
  applicationType: ApplicationType;
  maxCapacity: number;
  cellCount: number;
  deadLoad: number;
  deckLength?: number;
  deckWidth?: number;
  modular?: ModularRow;
  sensor: SensorRow;
  wovenId?: number;
  stabilizerId?: number;
  overPlateId?: number;
  indicatorCode: string;
  options: string;
}

function smallestFitting<T>(rows: readonly T[], capacityOf: (row: T) => number, need: number): T | undefined {
  return [...rows].filter((r) => capacityOf(r) >= need).sort((a, b) => capacityOf(a) - capacityOf(b))[0];
}

const defaultOf = (joins: readonly ModularItemRow[], m: ModularRow) =>
  joins.find((j) => j.modularId === m.id && j.isDefault === '0')?.itemId;

/** Platform and truck scales: cells straight under a deck. */
function deckScale(random: Random, parts: Parts, truck: boolean, typeCode: Map<number, string>): Config | undefined {
  const maxCapacity = truck ? random.pick([30000, 50000, 60000, 80000, 100000]) : random.pick([500, 1000, 2000, 3000]);
  const cellCount = truck ? random.pick([6, 8, 8, 10]) : 4;
  const deadLoad = Math.round(maxCapacity * (truck ? 0.2 : 0.1));
  const codes = truck ? ['CL', 'BR', 'DB'] : ['SB'];
  const sensor = smallestFitting(
    parts.sensors.filter((s) => s.status === '0' && codes.includes(typeCode.get(s.sensorTypeId) ?? '')),
    (s) => s.emax,
    requiredCellCapacity(maxCapacity, deadLoad, cellCount),
  );
  if (!sensor) return undefined;
  const decks: [number, number][] = truck
    ? [
        [12, 3],
        [16, 3],
        [18, 3],
        [18, 3.4],
      ]
    : [
        [1, 1],
        [1.2, 1.2],
        [1.5, 1.5],
        [1.5, 2],
      ];
  const [deckLength, deckWidth] = random.pick(decks);
  return {
    applicationType: truck ? 'TRUCK' : 'PLATFORM',
    maxCapacity,
    cellCount,
    deadLoad,
    deckLength,
    deckWidth,
    sensor,
    indicatorCode: random.pick(INDICATORS),
    options: `J${truck && random.bool(0.6) ? 'D' : ''}${truck ? '' : 'L'}${random.bool(0.2) ? 'K' : ''}`,
  };
}

/** Feed towers: four (often digital) shear-beam cells and a gateway, usually no indicator. */
function feedTower(random: Random, parts: Parts, typeCode: Map<number, string>): Config | undefined {
  const maxCapacity = random.pick([5000, 10000, 15000, 20000, 30000]);
  const deadLoad = Math.round(maxCapacity * 0.25);
  const sensor = smallestFitting(
    parts.sensors.filter((s) => s.status === '0' && ['DB', 'SB'].includes(typeCode.get(s.sensorTypeId) ?? '')),
    (s) => s.emax,
    requiredCellCapacity(maxCapacity, deadLoad, 4),
  );
  if (!sensor) return undefined;
  return {
    applicationType: 'FEED_TOWER',
    maxCapacity,
    cellCount: 4,
    deadLoad,
    sensor,
    indicatorCode: random.bool(0.7) ? '00' : random.pick(INDICATORS),
    options: `BG${sensor.signalType === 'ANALOG' ? 'J' : ''}`,
  };
}

/** Tanks, silos and hoppers: a weigh module per support with its default parts. */
function vessel(random: Random, parts: Parts, applicationType: ApplicationType): Config | undefined {
  const hopper = applicationType === 'HOPPER';
  const maxCapacity = hopper ? random.pick([500, 1000, 2000, 3000]) : random.pick([5000, 10000, 20000, 50000, 100000]);
  const cellCount = random.pick(hopper ? [3, 4] : [3, 4, 4, 6]);
  const deadLoad = Math.round(maxCapacity * random.pick([0.2, 0.3, 0.4]));
  const modular = smallestFitting(
    parts.modulars.filter((m) => m.status === '0' && (hopper || m.loadMode === 'COMPRESSION')),
    (m) => m.capacity,
    requiredCellCapacity(maxCapacity, deadLoad, cellCount),
  );
  if (!modular) return undefined;
  const sensorId = defaultOf(parts.modularSensors, modular);
  const sensor = parts.sensors.find((s) => s.id === sensorId);
  if (!sensor) return undefined;
  const wovenId = defaultOf(parts.modularWovens, modular);
  const stabilizerId = defaultOf(parts.modularStabilizers, modular);
  const overPlateId = defaultOf(parts.modularOverPlates, modular);
  const letters = [
    wovenId ? 'B' : '',
    stabilizerId ? 'W' : '',
    overPlateId ? 'T' : '',
    sensor.signalType === 'ANALOG' ? 'J' : '',
    modular.material === 'CARBON_NI' ? '' : 'S',
    random.bool(0.1) ? 'F' : '',
  ];
  return {
    applicationType,
    maxCapacity,
    cellCount,
    deadLoad,
    modular,
    sensor,
    wovenId,
    stabilizerId,
    overPlateId,
    indicatorCode: random.pick(INDICATORS),
    options: letters.join(''),
  };
}

function configure(random: Random, parts: Parts, typeCode: Map<number, string>): Config | undefined {
  const applicationType = random.pick(['PLATFORM', 'TRUCK', 'TANK', 'SILO', 'SILO', 'HOPPER', 'FEED_TOWER'] as const);
  if (applicationType === 'PLATFORM' || applicationType === 'TRUCK')
    return deckScale(random, parts, applicationType === 'TRUCK', typeCode);
  if (applicationType === 'FEED_TOWER') return feedTower(random, parts, typeCode);
  return vessel(random, parts, applicationType);
}

function codeOf(config: Config, typeCode: Map<number, string>, revision = ''): string {
  return modelCode({
    applicationType: config.applicationType,
    maxCapacity: config.maxCapacity,
    cellCount: config.cellCount,
    deckLength: config.deckLength,
    deckWidth: config.deckWidth,
    tension: config.modular?.loadMode === 'TENSION',
    cellTypeCode: typeCode.get(config.sensor.sensorTypeId) ?? '',
    cellCapacity: config.modular?.capacity ?? config.sensor.emax,
    accuracyClass: config.sensor.accuracyClass,
    digital: config.sensor.signalType === 'DIGITAL',
    indicatorCode: config.indicatorCode,
    options: config.options,
    revision,
  });
}

const sortedLetters = (letters: string) => [...new Set(letters)].sort().join('');

function buildParts(random: Random): Parts {
  const sensorTypes = seedSensorTypes();
  const sensors = seedSensors();
  const wovens = seedWovens();
  const stabilizers = seedStabilizers();
  const overPlates = seedOverPlates();
  const { rows: modulars, originOf } = seedModulars(random, sensorTypes, sensors);
  // Sensors: the cell the module was built on (its default) plus others of its type and capacity.
  const modularSensors = modulars.flatMap((m): ModularItemRow[] => {
    const first = originOf(m);
    const same = sensors.filter(
      (s) => s.id !== first?.id && s.sensorTypeId === m.sensorTypeId && s.emax === m.capacity && s.status === '0',
    );
    return [first, ...same.slice(0, random.int(0, 3))]
      .filter((s): s is SensorRow => s !== undefined)
      .map((s, index) => ({ modularId: m.id, itemId: s.id, isDefault: index === 0 ? '0' : '1' }));
  });
  // One modular in ten goes without woven lines, stabilizers or over-plates; tension modules hang without stabilizers.
  const joins = (items: readonly Banded[], skip: (m: ModularRow) => boolean) =>
    modulars.flatMap((m) => (skip(m) || random.bool(0.1) ? [] : assign(random, m, items, random.int(1, 3))));
  return {
    sensorTypes,
    sensors,
    wovens,
    stabilizers,
    overPlates,
    modulars,
    modularSensors,
    modularWovens: joins(wovens, () => false),
    modularStabilizers: joins(stabilizers, (m) => m.loadMode === 'TENSION'),
    modularOverPlates: joins(overPlates, () => false),
  };
}

/** Selections recorded before the configurator saved checks with them (the oldest, ids 1 to 8). */
export const OLD_SELECTIONS = 8;

function buildCore(): Core {
  const random = createRandom(711);
  const parts = buildParts(random);
  const typeCode = new Map(parts.sensorTypes.map((t) => [t.id, t.code]));

  // 120 distinct configurations become total models, numbered per year in creation order.
  const configs: { config: Config; code: string; revision: string; createTime: string }[] = [];
  const codes = new Set<string>();
  for (let attempt = 0; configs.length < 120 && attempt < 5000; attempt++) {
    const config = configure(random, parts, typeCode);
    if (!config) continue;
    const revision = random.bool(0.1) ? random.pick(['A', 'B']) : '';
    const code = codeOf(config, typeCode, revision);
    if (codes.has(code)) continue;
    codes.add(code);
    configs.push({ config, code, revision, createTime: timeOn(random, seedDate(random, 900)) });
  }
  configs.sort((a, b) => a.createTime.localeCompare(b.createTime));
  const perYear = new Map<string, number>();
  const totalModels = configs.map(({ config, code, revision, createTime }, index): TotalModelRow => {
    const year = createTime.slice(0, 4);
    const sequence = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, sequence);
    return {
      id: index + 1,
      no: totalModelNo(year, sequence),
      modelCode: code,
      name: `${capacityLabel(config.maxCapacity)} ${APP_NAMES[config.applicationType]}（${config.cellCount} 支点）`,
      applicationType: config.applicationType,
      maxCapacity: config.maxCapacity,
      cellCount: config.cellCount,
      ...(config.modular ? { modularId: config.modular.id } : {}),
      sensorId: config.sensor.id,
      indicatorCode: config.indicatorCode,
      options: sortedLetters(config.options),
      revision,
      status: random.bool(0.92) ? '0' : '1',
      remark: '',
      createBy: 'admin',
      createTime,
    };
  });

  // 300 selection records, each one of the total models' configurations (their code without REV).
  const dated = Array.from({ length: 300 }, () => ({
    index: random.int(0, configs.length - 1),
    createTime: timeOn(random, seedDate(random, 540)),
  })).sort((a, b) => a.createTime.localeCompare(b.createTime));
  const perDay = new Map<string, number>();
  const modelOf = (rows: readonly { id: number; model: string }[], id: number | undefined) => {
    const found = id === undefined ? undefined : rows.find((r) => r.id === id);
    return found ? { id: found.id, model: found.model } : undefined;
  };
  const selections = dated.map(({ index, createTime }, i): SelectionRow => {
    const { config } = configs[index];
    const day = createTime.slice(0, 10);
    const sequence = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, sequence);
    const legalForTrade =
      config.applicationType === 'TRUCK' || config.applicationType === 'PLATFORM' || random.bool(0.2);
    const coarse = config.applicationType === 'FEED_TOWER' && !legalForTrade;
    const division = divisionFor(config.maxCapacity, coarse ? 1000 : Math.min(config.sensor.nLC, 6000));
    const accuracyClass = coarse ? 'IIII' : 'III';
    // The oldest rows were recorded before the configurator saved its checks: their reports say so.
    const saved =
      i < OLD_SELECTIONS
        ? {}
        : savedChecksOf({
            applicationType: config.applicationType,
            accuracyClass,
            maxCapacity: config.maxCapacity,
            division,
            cellCount: config.cellCount,
            deadLoad: config.deadLoad,
            sensor: config.sensor,
            modular: config.modular,
            accessories: {
              woven: modelOf(parts.wovens, config.wovenId),
              stabilizer: modelOf(parts.stabilizers, config.stabilizerId),
              overPlate: modelOf(parts.overPlates, config.overPlateId),
            },
          });
    return {
      id: i + 1,
      selectionNo: selectionNo(day, sequence),
      customer: `${random.pick(CUSTOMERS)}${random.pick(SITES)}`,
      project: random.pick(PROJECTS[config.applicationType]),
      applicationType: config.applicationType,
      legalForTrade,
      maxCapacity: config.maxCapacity,
      division,
      accuracyClass,
      cellCount: config.cellCount,
      deadLoad: config.deadLoad,
      ...(config.deckLength ? { deckLength: config.deckLength, deckWidth: config.deckWidth } : {}),
      ...(config.modular ? { modularId: config.modular.id } : {}),
      sensorId: config.sensor.id,
      ...(config.wovenId ? { wovenId: config.wovenId } : {}),
      ...(config.stabilizerId ? { stabilizerId: config.stabilizerId } : {}),
      ...(config.overPlateId ? { overPlateId: config.overPlateId } : {}),
      indicatorCode: config.indicatorCode,
      options: sortedLetters(config.options),
      totalModelNo: codeOf(config, typeCode),
      ...saved,
      quantity: random.pick([1, 1, 1, 2, 4]),
      state: random.pick(['DRAFT', 'CONFIRMED', 'CONFIRMED', 'QUOTED', 'ORDERED'] as const),
      remark: '',
      createBy: random.pick(['admin', 'engineer']),
      createTime,
    };
  });
  return { ...parts, totalModels, selections };
}

let core: Core | undefined;

/** The seed is computed once; each table gets its own copy (tables are mutated in place). */
function seeded<K extends keyof Core>(key: K): () => Core[K] {
  return () => {
    core ??= buildCore();
    return structuredClone(core[key]);
  };
}

export const sensorTypes = defineTable<SensorTypeRow>('wms_sensor_type', seeded('sensorTypes'));
export const sensors = defineTable<SensorRow>('wms_sensor', seeded('sensors'), {
  grow: () => bulkSensors(bulkSize('sensors')),
});
export const wovens = defineTable<WovenRow>('wms_woven', seeded('wovens'));
export const stabilizers = defineTable<StabilizerRow>('wms_stabilizer', seeded('stabilizers'));
export const overPlates = defineTable<OverPlateRow>('wms_overplate', seeded('overPlates'));
export const modulars = defineTable<ModularRow>('wms_modular', seeded('modulars'));
export const modularSensors = defineTable<ModularItemRow>('wms_modular_sensor', seeded('modularSensors'));
export const modularWovens = defineTable<ModularItemRow>('wms_modular_woven', seeded('modularWovens'));
export const modularStabilizers = defineTable<ModularItemRow>('wms_modular_stabilizer', seeded('modularStabilizers'));
export const modularOverPlates = defineTable<ModularItemRow>('wms_modular_overplate', seeded('modularOverPlates'));
export const totalModels = defineTable<TotalModelRow>('wms_total_model', seeded('totalModels'));
export const selections = defineTable<SelectionRow>('wms_sel_data', seeded('selections'));
