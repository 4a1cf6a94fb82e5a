import { createRandom, type Random } from '../lib/random';
import { catalogueBase, distinct, type CatalogueRow } from './wms-catalogue-shared';
import { seedFiles } from './files';
import { capacityCode } from './wms-selection-code';

/*
 * Load-cell types, load cells and the small parts a weigh module is built from (domain.md §1, §2.1).
 * Pure generators: `wms-selection-modular.ts` turns them into tables.
 */

export type LoadDirection = 'COMPRESSION' | 'TENSION' | 'UNIVERSAL';

export interface SensorTypeRow extends CatalogueRow {
  /** `^[A-Z]{1,4}$`, unique: SP, SB, DB, CL, BR, S, PK. */
  code: string;
  nameZh: string;
  nameEn: string;
  loadDirection: LoadDirection;
  /** Typical capacity range, kg. */
  capMin: number;
  capMax: number;
  typicalUse: string;
  /** Picture of the mechanical form: a content-service preview path, or ''. */
  image: string;
}

export type SensorMaterial = 'ALLOY_NI' | 'SS17_4PH' | 'ALU';

export interface SensorRow extends CatalogueRow {
  model: string;
  name: string;
  /** Product picture (preview path), or ''. */
  image: string;
  sensorTypeId: number;
  signalType: 'ANALOG' | 'DIGITAL';
  loadDirection: LoadDirection;
  /** Emax, kg. */
  emax: number;
  /** R60 class label (class + n_LC / 1000): C2 … C6, D1. */
  accuracyClass: string;
  nLC: number;
  /** Y = Emax / vmin. */
  y: number;
  /** Emin, kg (minimum dead load; 0 for every seeded cell). */
  emin: number;
  /** p_LC, the cell's share of the instrument error (R60 default 0.7). */
  pLC: number;
  /** Safe load limit, % Emax (R60 example data sheet: 150). */
  safeLoad: number;
  /** mV/V; absent on digital cells. */
  ratedOutput?: number;
  /** Ω (analog cells). */
  inputResistance?: number;
  material: SensorMaterial;
  ipRating: string;
  /** m. */
  cableLength: number;
}

export interface WovenRow extends CatalogueRow {
  model: string;
  name: string;
  /** Product picture (preview path), or ''. */
  image: string;
  material: 'TINNED_CU' | 'CU' | 'SS';
  /** mm², one of 6, 10, 16, 25, 35, 50. */
  crossSection: number;
  /** mm, 100–2000. */
  length: number;
  lugHole: string;
  /** Module capacities it suits, kg. */
  capMin: number;
  capMax: number;
}

export type StabilizerKind = 'STAY_ROD' | 'CHECK_ROD' | 'LIMIT_BOLT' | 'ANTI_LIFT';

export interface StabilizerRow extends CatalogueRow {
  model: string;
  name: string;
  /** Product picture (preview path), or ''. */
  image: string;
  kind: StabilizerKind;
  thread: string;
  /** Adjustable length, mm. */
  lengthMin: number;
  lengthMax: number;
  /** kN. */
  maxHorizontalForce: number;
  capMin: number;
  capMax: number;
}

export interface OverPlateRow extends CatalogueRow {
  model: string;
  name: string;
  /** Product picture (preview path), or ''. */
  image: string;
  /** mm. */
  length: number;
  width: number;
  thickness: number;
  holePattern: string;
  material: 'Q235' | 'Q345' | 'SS304';
  /** Load per support it is made for, kg. */
  capMin: number;
  capMax: number;
}

/** The seven types of domain.md §2.1: [code, 中文, English, direction, capMin, capMax, use, model prefix]. */
export const TYPES = [
  ['SP', '单点式', 'Single-point', 'COMPRESSION', 3, 1000, '台秤、计价秤、包装秤', 'DD'],
  ['SB', '悬臂梁式', 'Single-ended shear beam', 'COMPRESSION', 250, 10000, '平台秤、小型料罐', 'XB'],
  ['DB', '双剪切梁式', 'Double-ended shear beam', 'COMPRESSION', 5000, 50000, '汽车衡、料罐称重模块', 'SJ'],
  ['CL', '柱式', 'Column', 'COMPRESSION', 10000, 500000, '汽车衡、料仓', 'ZS'],
  ['BR', '桥式', 'Bridge', 'COMPRESSION', 10000, 50000, '汽车衡', 'QS'],
  ['S', 'S型', 'S-type', 'UNIVERSAL', 50, 10000, '吊挂料斗、配料秤', 'ST'],
  ['PK', '轮辐式', 'Spoke (pancake)', 'COMPRESSION', 500, 50000, '反应釜、料罐', 'LF'],
] as const;

/** Preview paths of the seeded product-picture class (the mock previews them as labelled placeholders). */
export const productPictures = (): string[] =>
  seedFiles()
    .filter((f) => f.clsId === 1 && f.mimeType.startsWith('image/'))
    .map((f) => `/api/content/files/preview/${encodeURIComponent(f.key)}`);

/**
 * A picture for every other seeded part (the rest have none), taken from `offset` on: drawn from
 * no random stream, so the rest of the seed stays as it was.
 */
function withPictures<T extends object>(rows: T[], offset: number): (T & { image: string })[] {
  const pictures = productPictures();
  return rows.map((row, index) => ({
    ...row,
    image: index % 2 === 0 && pictures.length > 0 ? pictures[(offset + index / 2) % pictures.length] : '',
  }));
}

export const seedSensorTypes = (): SensorTypeRow[] => {
  const random = createRandom(701);
  const pictures = productPictures();
  return TYPES.map(([code, nameZh, nameEn, loadDirection, capMin, capMax, typicalUse], index) => ({
    ...catalogueBase(random, index + 1),
    status: '0',
    code,
    nameZh,
    nameEn,
    loadDirection,
    capMin,
    capMax,
    typicalUse,
    image: pictures[index] ?? '',
  }));
};

/** 1, 2, 3, 5 × 10^k kg within [min, max] (the usual catalogue series), plus 1.5 t. */
export function capacities(min: number, max: number): number[] {
  const values: number[] = [];
  for (let k = 0; k <= 6; k++)
    for (const step of [1, 2, 3, 5]) {
      const v = step * 10 ** k;
      if (v >= min && v <= max) values.push(v);
    }
  if (1500 >= min && 1500 <= max) values.push(1500);
  return values.sort((a, b) => a - b);
}

/** `20000` → `20t`, `1500` → `1.5t`, `300` → `300kg`. */
export const capacityLabel = (kg: number) => capacityCode(kg).replace('P', '.').replace(/T$/, 't').replace(/K$/, 'kg');

const N_LC: Record<string, number> = { D1: 1000, C2: 2000, C3: 3000, C4: 4000, C5: 5000, C6: 6000 };

export const seedSensors = (): SensorRow[] => {
  const random = createRandom(702);
  let id = 0;
  const rows = distinct(
    200,
    () => {
      const typeIndex = random.int(0, TYPES.length - 1);
      const [, nameZh, , loadDirection, capMin, capMax, , prefix] = TYPES[typeIndex];
      const emax = random.pick(capacities(capMin, capMax));
      const accuracyClass = random.pick(['D1', 'C2', 'C3', 'C3', 'C3', 'C3', 'C4', 'C5', 'C6']);
      const signalType = random.bool(0.8) ? ('ANALOG' as const) : ('DIGITAL' as const);
      const material = random.pick(['ALLOY_NI', 'ALLOY_NI', 'SS17_4PH', prefix === 'DD' ? 'ALU' : 'ALLOY_NI'] as const);
      const analog = signalType === 'ANALOG';
      return {
        ...catalogueBase(random, 0),
        model: `${prefix}-${capacityCode(emax)}-${accuracyClass}${analog ? '' : 'D'}${material === 'SS17_4PH' ? '-SS' : ''}`,
        name: `${capacityLabel(emax)} ${nameZh}${analog ? '' : '数字'}称重传感器`,
        sensorTypeId: typeIndex + 1,
        signalType,
        loadDirection,
        emax,
        accuracyClass,
        nLC: N_LC[accuracyClass] ?? 3000,
        y: random.pick([5000, 10000, 10000, 15000, 20000]),
        // Fixed, so they draw nothing from the random stream the rest of the seed depends on.
        emin: 0,
        pLC: 0.7,
        safeLoad: 150,
        ...(analog
          ? { ratedOutput: random.pick([1, 2, 2, 2, 3]), inputResistance: random.pick([350, 400, 700, 700, 1100]) }
          : {}),
        material,
        ipRating: random.pick(['IP66', 'IP67', 'IP67', 'IP68', 'IP68', 'IP69K']),
        cableLength: random.pick([3, 5, 10, 15, 16, 20]),
      };
    },
    (row) => row.model,
  ).map((row) => ({ ...row, id: ++id }));
  return withPictures(rows, 7);
};

/** A capacity band `[capMin, capMax]`, at least one decade wide. */
function band(random: Random): [number, number] {
  const low = random.pick([500, 1000, 2000, 5000, 10000, 20000]);
  return [low, low * random.pick([10, 10, 20, 25])];
}

const WOVEN_MATERIAL = {
  TINNED_CU: ['', '镀锡铜'],
  CU: ['T', '紫铜'],
  SS: ['S', '不锈钢'],
} as const;

export const seedWovens = (): WovenRow[] => {
  const random = createRandom(703);
  let id = 0;
  const rows = distinct(
    40,
    () => {
      const material = random.pick(['TINNED_CU', 'TINNED_CU', 'CU', 'SS'] as const);
      const crossSection = random.pick([6, 10, 16, 25, 35, 50]);
      const length = random.pick([200, 300, 400, 500, 600, 800, 1000]);
      const [capMin, capMax] = band(random);
      return {
        ...catalogueBase(random, 0),
        model: `BZX-${WOVEN_MATERIAL[material][0]}${crossSection}-${length}`,
        name: `${crossSection}mm² ${WOVEN_MATERIAL[material][1]}编织接地线`,
        material,
        crossSection,
        length,
        lugHole: crossSection >= 35 ? random.pick(['M12', 'M16']) : random.pick(['M8', 'M10', 'M12']),
        capMin,
        capMax,
      };
    },
    (row) => row.model,
  ).map((row) => ({ ...row, id: ++id }));
  return withPictures(rows, 3);
};

const KIND_NAMES: Record<StabilizerKind, [prefix: string, name: string]> = {
  STAY_ROD: ['WDG', '稳定拉杆（可调）'],
  CHECK_ROD: ['XWG', '限位杆'],
  LIMIT_BOLT: ['XWS', '限位螺栓'],
  ANTI_LIFT: ['FXZ', '防掀装置'],
};

export const seedStabilizers = (): StabilizerRow[] => {
  const random = createRandom(704);
  let id = 0;
  const rows = distinct(
    40,
    () => {
      const kind = random.pick(['STAY_ROD', 'STAY_ROD', 'CHECK_ROD', 'LIMIT_BOLT', 'ANTI_LIFT'] as const);
      const size = random.pick([12, 16, 20, 24, 30, 36]);
      const lengthMin = random.pick([200, 300, 400, 500, 600]);
      const [capMin, capMax] = band(random);
      return {
        ...catalogueBase(random, 0),
        model: `${KIND_NAMES[kind][0]}-M${size}-${lengthMin}`,
        name: KIND_NAMES[kind][1],
        kind,
        thread: `M${size}`,
        lengthMin,
        lengthMax: lengthMin + random.pick([0, 100, 200]),
        maxHorizontalForce: size * random.pick([0.5, 1, 1.5]),
        capMin,
        capMax,
      };
    },
    (row) => row.model,
  ).map((row) => ({ ...row, id: ++id }));
  return withPictures(rows, 11);
};

export const seedOverPlates = (): OverPlateRow[] => {
  const random = createRandom(705);
  let id = 0;
  const rows = distinct(
    40,
    () => {
      const side = random.pick([150, 200, 250, 300, 350, 400]);
      const width = random.bool(0.7) ? side : side - 50;
      const thickness = random.pick([12, 16, 20, 25, 30, 40]);
      const material = random.pick(['Q235', 'Q345', 'Q345', 'SS304'] as const);
      const [capMin, capMax] = band(random);
      const hole = random.pick([18, 22, 26]);
      return {
        ...catalogueBase(random, 0),
        model: `GDB-${side}x${width}x${thickness}${material === 'SS304' ? '-S' : ''}`,
        name: `${side}×${width}×${thickness} 过渡板`,
        length: side,
        width,
        thickness,
        holePattern: `4×Ø${hole} @ ${side - 60}×${width - 60}`,
        material,
        capMin,
        capMax,
      };
    },
    (row) => row.model,
  ).map((row) => ({ ...row, id: ++id }));
  return withPictures(rows, 17);
};
