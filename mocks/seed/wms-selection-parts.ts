import { defineTable } from '../db';
import { createRandom } from '../lib/random';
import { catalogueBase, distinct, type CatalogueRow } from './wms-catalogue-shared';

/** Load-cell types, load cells and the small parts a weigh module is built from. */
export interface SensorTypeRow extends CatalogueRow {
  code: string;
  nameZh: string;
  nameEn: string;
  capMin: number;
  capMax: number;
}

export interface SensorRow extends CatalogueRow {
  model: string;
  name: string;
  sensorTypeId: number;
  signalType: 'ANALOG' | 'DIGITAL';
  emax: number;
  accuracyClass: 'C2' | 'C3' | 'C4' | 'C5' | 'C6';
  nLC: number;
  /** mV/V; 0 on digital cells. */
  ratedOutput: number;
  ipRating: string;
}

export interface WovenRow extends CatalogueRow {
  model: string;
  name: string;
  material: 'COPPER' | 'TINNED_COPPER' | 'SS304';
  crossSection: number;
  length: number;
}

export interface StabilizerRow extends CatalogueRow {
  model: string;
  name: string;
  kind: 'STAY_ROD' | 'LIMIT_BOLT';
  thread: string;
  maxHorizontalForce: number;
}

export interface OverPlateRow extends CatalogueRow {
  model: string;
  name: string;
  thickness: number;
}

/** [code, 中文名, English name, capMin kg, capMax kg, model prefix]. */
const TYPES = [
  ['BEAM', '单剪切梁式', 'Single shear beam', 100, 5000, 'H8C'],
  ['SBEAM', '双剪切梁式', 'Double shear beam', 5000, 50000, 'SB'],
  ['SPOKE', '轮辐式', 'Spoke', 500, 100000, 'LF'],
  ['COLUMN', '柱式', 'Column', 10000, 300000, 'ZS'],
  ['STYPE', 'S 型拉式', 'S-type tension', 50, 10000, 'STC'],
  ['BELLOWS', '波纹管式', 'Bellows', 5, 500, 'BW'],
  ['SINGLE', '单点式', 'Single point', 3, 1000, 'L6G'],
] as const;

export const seedSensorTypes = (): SensorTypeRow[] => {
  const random = createRandom(701);
  return TYPES.map(([code, nameZh, nameEn, capMin, capMax], index) => ({
    ...catalogueBase(random, index + 1),
    status: '0',
    code,
    nameZh,
    nameEn,
    capMin,
    capMax,
  }));
};

/** 1, 2, 5 × 10^k kg within [min, max]. */
function capacities(min: number, max: number): number[] {
  const values: number[] = [];
  for (let k = 0; k <= 6; k++)
    for (const step of [1, 2, 5]) {
      const v = step * 10 ** k;
      if (v >= min && v <= max) values.push(v);
    }
  return values;
}

const tons = (kg: number) => (kg >= 1000 ? `${kg / 1000}t` : `${kg}kg`);

export const seedSensors = (): SensorRow[] => {
  const random = createRandom(702);
  let id = 0;
  return distinct(
    200,
    () => {
      const typeIndex = random.int(0, TYPES.length - 1);
      const [, nameZh, , capMin, capMax, prefix] = TYPES[typeIndex];
      const emax = random.pick(capacities(capMin, capMax));
      const accuracyClass = random.pick(['C2', 'C3', 'C3', 'C3', 'C4', 'C5', 'C6'] as const);
      const signalType = random.bool(0.8) ? ('ANALOG' as const) : ('DIGITAL' as const);
      return {
        ...catalogueBase(random, 0),
        model: `${prefix}-${accuracyClass}-${tons(emax)}${signalType === 'DIGITAL' ? '-D' : ''}${random.pick(['', '', '-SS', '-H'])}`,
        name: `${nameZh}称重传感器`,
        sensorTypeId: typeIndex + 1,
        signalType,
        emax,
        accuracyClass,
        nLC: { C2: 2000, C3: 3000, C4: 4000, C5: 5000, C6: 6000 }[accuracyClass],
        ratedOutput: signalType === 'ANALOG' ? random.pick([1, 2, 2, 2, 3]) : 0,
        ipRating: random.pick(['IP66', 'IP67', 'IP67', 'IP68', 'IP68']),
      };
    },
    (row) => row.model,
  ).map((row) => ({ ...row, id: ++id }));
};

export const seedWovens = (): WovenRow[] => {
  const random = createRandom(703);
  let id = 0;
  return distinct(
    40,
    () => {
      const material = random.pick(['COPPER', 'TINNED_COPPER', 'SS304'] as const);
      const crossSection = random.pick([6, 10, 16, 25, 35, 50]);
      const length = random.pick([150, 200, 250, 300, 400, 500, 600]);
      return {
        ...catalogueBase(random, 0),
        model: `BZX-${{ COPPER: 'T', TINNED_COPPER: 'TX', SS304: 'S' }[material]}${crossSection}-${length}`,
        name: material === 'SS304' ? '不锈钢编织线' : '铜编织接地线',
        material,
        crossSection,
        length,
      };
    },
    (row) => row.model,
  ).map((row) => ({ ...row, id: ++id }));
};

export const seedStabilizers = (): StabilizerRow[] => {
  const random = createRandom(704);
  let id = 0;
  return distinct(
    40,
    () => {
      const kind = random.bool(0.6) ? ('STAY_ROD' as const) : ('LIMIT_BOLT' as const);
      const thread = random.pick(['M12', 'M16', 'M20', 'M24', 'M30', 'M36']);
      const length = random.pick([200, 300, 400, 500, 600, 800]);
      return {
        ...catalogueBase(random, 0),
        model: `${kind === 'STAY_ROD' ? 'WDG' : 'XWS'}-${thread}-${length}`,
        name: kind === 'STAY_ROD' ? '稳定拉杆' : '限位螺栓',
        kind,
        thread,
        maxHorizontalForce: Number(thread.slice(1)) * random.pick([1, 1.5, 2]),
      };
    },
    (row) => row.model,
  ).map((row) => ({ ...row, id: ++id }));
};

export const seedOverPlates = (): OverPlateRow[] => {
  const random = createRandom(705);
  let id = 0;
  return distinct(
    40,
    () => {
      const thickness = random.pick([10, 12, 16, 20, 25, 30, 40]);
      const side = random.pick([120, 150, 200, 250, 300, 400]);
      return {
        ...catalogueBase(random, 0),
        model: `GDB-${thickness}-${side}${random.pick(['', '-S'])}`,
        name: '过渡板',
        thickness,
      };
    },
    (row) => row.model,
  ).map((row) => ({ ...row, id: ++id }));
};

export const sensorTypes = defineTable<SensorTypeRow>('wms_sensor_type', seedSensorTypes);
export const sensors = defineTable<SensorRow>('wms_sensor', seedSensors);
export const wovens = defineTable<WovenRow>('wms_woven', seedWovens);
export const stabilizers = defineTable<StabilizerRow>('wms_stabilizer', seedStabilizers);
export const overPlates = defineTable<OverPlateRow>('wms_overplate', seedOverPlates);
