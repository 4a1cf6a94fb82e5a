import { defineTable } from '../db';
import { createRandom } from '../lib/random';
import { seedConnectBoxes, seedStandBars } from './wms-catalogue-accessories';
import { seedLargeScreens, seedWeightInstruments } from './wms-catalogue-instruments';
import { catalogueBase, distinct, divisionFor, type CatalogueRow } from './wms-catalogue-shared';

/** Platform and truck scales, each with a default junction box, indicator and stand or screen (seeded ids). */
export interface PlatformScaleRow extends CatalogueRow {
  model: string;
  name: string;
  maxCapacity: number;
  division: number;
  accuracyClass: 'III' | 'IIII';
  length: number;
  width: number;
  height: number;
  cellCount: number;
  deadLoad: number;
  finish: 'PAINT' | 'GALV' | 'SS304';
  connectBoxId?: number;
  instrumentId?: number;
  standBarId?: number;
}

export interface TruckScaleRow extends CatalogueRow {
  model: string;
  name: string;
  maxCapacity: number;
  division: number;
  accuracyClass: 'III' | 'IIII';
  length: number;
  width: number;
  sections: number;
  cellCount: number;
  deadLoad: number;
  deckType: 'U_BEAM' | 'CHANNEL' | 'BOX' | 'CONCRETE';
  deckThickness: number;
  foundation: 'PITLESS' | 'PIT';
  limiterCount: number;
  connectBoxId?: number;
  instrumentId?: number;
  largeScreenId?: number;
}

/** Capacity as the QB/T 1563 model writes it: `300K`, `1P5T`, `80T`. */
function capacityCode(kg: number): string {
  return kg < 1000 ? `${kg}K` : `${String(kg / 1000).replace('.', 'P')}T`;
}

const FINISH_NAMES = { PAINT: '喷塑', GALV: '镀锌', SS304: '不锈钢' } as const;

export const platformScales = defineTable<PlatformScaleRow>('wms_platform_scale', () => {
  const random = createRandom(321);
  const boxes = seedConnectBoxes().filter((b) => b.kind === 'ANALOG');
  const instruments = seedWeightInstruments().filter((i) => i.signalType !== 'DIGITAL');
  const stands = seedStandBars();
  return distinct(
    60,
    () => {
      const maxCapacity = random.pick([300, 500, 600, 1000, 1500, 2000, 3000, 5000]);
      const [length, width] = random.pick([
        [800, 800],
        [1000, 1000],
        [1000, 1200],
        [1200, 1200],
        [1200, 1500],
        [1500, 1500],
        [1500, 2000],
        [2000, 2000],
      ]);
      const accuracyClass = random.bool(0.85) ? ('III' as const) : ('IIII' as const);
      const cellCount = length * width >= 3_000_000 && maxCapacity >= 3000 ? 6 : 4;
      const finish = random.pick(['PAINT', 'PAINT', 'GALV', 'SS304'] as const);
      return {
        model: `TCS-${capacityCode(maxCapacity)}-${length / 100}X${width / 100}${finish === 'PAINT' ? '' : finish[0]}`,
        name: `${capacityCode(maxCapacity).replace('K', 'kg').replace('P', '.').replace(/T$/, 't')}${FINISH_NAMES[finish]}电子平台秤`,
        maxCapacity,
        division: divisionFor(maxCapacity, accuracyClass, accuracyClass === 'III' ? random.pick([1500, 3000]) : 500),
        accuracyClass,
        length,
        width,
        height: random.pick([80, 100, 120, 150]),
        cellCount,
        deadLoad: Math.round(((length * width) / 1e6) * random.int(90, 140)),
        finish,
        connectBoxId: random.pick(boxes.filter((b) => b.channels >= cellCount)).id,
        instrumentId: random.pick(instruments).id,
        standBarId: random.pick(stands).id,
      };
    },
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
});

const DECK_NAMES = { U_BEAM: 'U型梁', CHANNEL: '槽钢', BOX: '箱式', CONCRETE: '混凝土' } as const;

export const truckScales = defineTable<TruckScaleRow>('wms_truck_scale', () => {
  const random = createRandom(322);
  const boxes = seedConnectBoxes();
  const instruments = seedWeightInstruments();
  const screens = seedLargeScreens();
  return distinct(
    60,
    () => {
      const tonnes = random.pick([10, 20, 30, 50, 60, 80, 100, 120, 150, 200]);
      const length = random.pick(tonnes <= 30 ? [6, 7, 9, 12] : tonnes <= 80 ? [12, 14, 16, 18] : [18, 21, 24]);
      const width = random.pick([3, 3, 3.2, 3.4]);
      const sections = length <= 7 ? 1 : length <= 12 ? 2 : length <= 18 ? 3 : 4;
      const cellCount = Math.min(16, sections * 2 + 2);
      const deckType = random.pick(['U_BEAM', 'U_BEAM', 'CHANNEL', 'BOX', 'CONCRETE'] as const);
      const maxCapacity = tonnes * 1000;
      const fitting = boxes.filter((b) => b.channels >= cellCount);
      return {
        model: `SCS-${tonnes}T-${length * 10}X${width * 10}${deckType === 'U_BEAM' ? '' : deckType[0]}`,
        name: `${tonnes}吨${DECK_NAMES[deckType]}电子汽车衡`,
        maxCapacity,
        division: divisionFor(maxCapacity, 'III', random.pick([3000, 4000, 5000])),
        accuracyClass: 'III' as const,
        length,
        width,
        sections,
        cellCount,
        deadLoad: Math.round(length * width * random.int(220, 320)),
        deckType,
        deckThickness: random.pick([8, 10, 12, 14]),
        foundation: random.bool(0.7) ? ('PITLESS' as const) : ('PIT' as const),
        limiterCount: sections * 2 + 2,
        connectBoxId: fitting.length > 0 ? random.pick(fitting).id : undefined,
        instrumentId: random.pick(instruments).id,
        largeScreenId: random.bool(0.7) ? random.pick(screens).id : undefined,
      };
    },
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
});
