import { defineTable } from '../db';
import { createRandom, type Random } from '../lib/random';
import { catalogueBase, distinct, timeOn, seedDate, type CatalogueRow } from './wms-catalogue-shared';
import { seedOverPlates, seedSensors, seedSensorTypes, seedStabilizers, seedWovens } from './wms-selection-parts';

/** Weigh modules, what is assigned to them, selection records and total models. */
export interface ModularRow extends CatalogueRow {
  modelNo: string;
  name: string;
  loadMode: 'COMPRESSION' | 'TENSION';
  capacity: number;
  sensorTypeId: number;
  material: string;
  ipRating: string;
}

/** One item assigned to a modular; `isDefault` '0' marks the modular's default of that kind (at most one). */
export interface ModularItemRow {
  modularId: number;
  itemId: number;
  isDefault: '0' | '1';
}

export interface SelDataRow {
  id: number;
  selNo: string;
  customer: string;
  scaleType: 'TANK' | 'HOPPER' | 'PLATFORM' | 'TRUCK';
  capacity: number;
  cellCount: number;
  sensorId: number;
  modularId: number;
  totalModelNo: string;
  remark: string;
  createBy: string;
  createTime: string;
}

export interface TotalModelRow {
  id: number;
  no: string;
  name: string;
  modularId: number;
  sensorId: number;
  cellCount: number;
  capacity: number;
  remark: string;
  createBy: string;
  createTime: string;
}

export const seedModulars = (): ModularRow[] => {
  const random = createRandom(711);
  const types = seedSensorTypes();
  const cells = seedSensors();
  let id = 0;
  return distinct(
    60,
    () => {
      const cell = random.pick(cells);
      const type = types[cell.sensorTypeId - 1];
      const tension = type.code === 'STYPE';
      const material = random.pick(['CARBON_PAINT', 'CARBON_GALV', 'SS304']);
      return {
        ...catalogueBase(random, 0),
        modelNo: `MK-${type.code}-${cell.emax >= 1000 ? `${cell.emax / 1000}t` : `${cell.emax}kg`}${material === 'SS304' ? '-S' : ''}`,
        name: `${type.nameZh}${tension ? '拉式' : '压式'}称重模块`,
        loadMode: tension ? ('TENSION' as const) : ('COMPRESSION' as const),
        capacity: cell.emax,
        sensorTypeId: type.id,
        material,
        ipRating: cell.ipRating,
      };
    },
    (row) => row.modelNo,
  ).map((row) => ({ ...row, id: ++id }));
};

/** `count` distinct ids out of `ids`, the first the default. */
function assign(random: Random, modularId: number, ids: readonly number[], count: number): ModularItemRow[] {
  const chosen = distinct(Math.min(count, ids.length), () => random.pick(ids), String);
  return chosen.map((itemId, index) => ({ modularId, itemId, isDefault: index === 0 ? '0' : '1' }));
}

function joinSeed(
  seed: number,
  items: () => { id: number }[],
  min: number,
  max: number,
  fit?: (m: ModularRow, id: number) => boolean,
) {
  return (): ModularItemRow[] => {
    const random = createRandom(seed);
    const ids = items().map((item) => item.id);
    return seedModulars().flatMap((m) => {
      const fitting = fit ? ids.filter((id) => fit(m, id)) : ids;
      return assign(random, m.id, fitting.length > 0 ? fitting : ids, random.int(min, max));
    });
  };
}

const sensorTypeOf = (() => {
  let cache: Map<number, number> | undefined;
  return (sensorId: number) => {
    cache ??= new Map(seedSensors().map((s) => [s.id, s.sensorTypeId]));
    return cache.get(sensorId);
  };
})();

export const modulars = defineTable<ModularRow>('wms_modular', seedModulars);
export const modularSensors = defineTable<ModularItemRow>(
  'wms_modular_sensor',
  joinSeed(712, seedSensors, 2, 6, (m, id) => sensorTypeOf(id) === m.sensorTypeId),
);
export const modularWovens = defineTable<ModularItemRow>('wms_modular_woven', joinSeed(713, seedWovens, 1, 4));
export const modularStabilizers = defineTable<ModularItemRow>(
  'wms_modular_stabilizer',
  joinSeed(714, seedStabilizers, 1, 4),
);
export const modularOverPlates = defineTable<ModularItemRow>(
  'wms_modular_overplate',
  joinSeed(715, seedOverPlates, 1, 4),
);

const TOTAL_CELLS = [3, 4, 4, 6, 8] as const;

export const seedTotalModels = (): TotalModelRow[] => {
  const random = createRandom(716);
  const mods = seedModulars();
  const cells = seedSensors();
  return Array.from({ length: 120 }, (_, index) => {
    const m = random.pick(mods);
    const fitting = cells.filter((s) => s.sensorTypeId === m.sensorTypeId);
    const sensor = random.pick(fitting.length > 0 ? fitting : cells);
    const cellCount = random.pick(TOTAL_CELLS);
    const date = seedDate(random, 900);
    return {
      id: index + 1,
      no: `ZX-${String(index + 1).padStart(4, '0')}`,
      name: `${m.modelNo} × ${cellCount}`,
      modularId: m.id,
      sensorId: sensor.id,
      cellCount,
      capacity: m.capacity * cellCount,
      remark: '',
      createBy: 'admin',
      createTime: timeOn(random, date),
    };
  });
};

export const totalModels = defineTable<TotalModelRow>('wms_total_model', seedTotalModels);

const CUSTOMERS = ['华东饲料', '新希望六和', '海大集团', '正大饲料', '温氏股份', '双胞胎集团', '中粮饲料', '大北农'];
const SCALE_TYPES = ['TANK', 'HOPPER', 'PLATFORM', 'TRUCK'] as const;

export const seedSelData = (): SelDataRow[] => {
  const random = createRandom(717);
  const totals = seedTotalModels();
  const perDay = new Map<string, number>();
  return Array.from({ length: 300 }, (_, index) => {
    const total = random.pick(totals);
    const date = seedDate(random, 540);
    const day = date.replaceAll('-', '');
    const serial = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, serial);
    return {
      id: index + 1,
      selNo: `XS-${day}-${String(serial).padStart(4, '0')}`,
      customer: `${random.pick(CUSTOMERS)}${random.pick(['一厂', '二厂', '分公司', ''])}`,
      scaleType: random.pick(SCALE_TYPES),
      capacity: total.capacity,
      cellCount: total.cellCount,
      sensorId: total.sensorId,
      modularId: total.modularId,
      totalModelNo: total.no,
      remark: '',
      createBy: random.pick(['admin', 'engineer']),
      createTime: timeOn(random, date),
    };
  });
};

export const selData = defineTable<SelDataRow>('wms_sel_data', seedSelData);
