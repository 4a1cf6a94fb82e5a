import { defineTable } from '../db';
import { createRandom, type Random } from '../lib/random';
import { addDays, catalogueBase, distinct, seedDate, someOf, timeOn, type CatalogueRow } from './wms-catalogue-shared';

/** Indicators, their versions, cabinets, new-generation meters and cabinets, large screens, digital chips. */
export interface WeightInstrumentRow extends CatalogueRow {
  model: string;
  name: string;
  shortCode: string;
  accuracyClass: 'II' | 'III' | 'IIII';
  nind: number;
  uExc: number;
  duMin: number;
  maxCells: number;
  adcBits: number;
  sampleRate: number;
  interfaces: string;
  signalType: 'ANALOG' | 'DIGITAL' | 'BOTH';
  largeScreenOut: boolean;
  power: string;
  price: number;
}

export interface InstrumentVersionRow extends CatalogueRow {
  instrumentId: number;
  hwVersion: string;
  fwVersion: string;
  legalSoftwareId: string;
  releaseDate: string;
  changelog: string;
  isLatest: boolean;
}

export interface InstrumentCabinetRow extends CatalogueRow {
  model: string;
  name: string;
  height: number;
  width: number;
  depth: number;
  mount: 'WALL' | 'FLOOR' | 'DESK';
  material: 'COLD_ROLLED' | 'SS304';
  ipRating: string;
  slots: number;
  includes: string;
  power: string;
  price: number;
}

export interface NewCabinetRow extends InstrumentCabinetRow {
  no: string;
}

export interface NewMeterRow extends WeightInstrumentRow {
  no: string;
  category: 'ANALOG_YB' | 'DIGITAL_YB' | 'TRANSMITTER' | 'CONTROLLER';
  releaseDate: string;
  successorOf?: number;
}

export interface LargeScreenRow extends CatalogueRow {
  model: string;
  name: string;
  digits: number;
  charHeight: number;
  colour: 'RED' | 'GREEN' | 'DUAL';
  interface: 'CURRENT_LOOP' | 'RS232' | 'RS485';
  viewingDistance: number;
  ipRating: string;
  power: string;
  price: number;
}

export interface DigitalChipRow extends CatalogueRow {
  model: string;
  name: string;
  adcBits: number;
  sampleRate: number;
  channels: number;
  interface: 'RS485' | 'CAN';
  protocol: 'MODBUS_RTU' | 'PRIVATE';
  addrRange: string;
  excitation: number;
  price: number;
}

const INTERFACES = ['RS232', 'RS485', 'ETH', 'AO', 'USB', 'BT'] as const;
const POWER = ['AC220V', 'AC220V / DC6V 蓄电池', 'DC24V', 'DC12V'];

type IndicatorSpec = Omit<WeightInstrumentRow, keyof CatalogueRow>;

/** One indicator's technical data; `signalType` decides the name and how many cells it drives. */
function indicatorSpec(random: Random, series: readonly string[], names: Record<string, string[]>): IndicatorSpec {
  const signalType = random.pick(['ANALOG', 'ANALOG', 'ANALOG', 'DIGITAL', 'BOTH'] as const);
  const letter = signalType === 'DIGITAL' ? 'D' : random.pick(['A', 'A', 'B', 'E', 'T', 'K']);
  const shortCode = `${letter}${random.pick([1, 2, 6, 7, 9, 12, 15, 18, 23, 27, 28, 30])}${random.bool(0.2) ? 'E' : ''}`;
  const accuracyClass = random.pick(['III', 'III', 'III', 'III', 'II', 'IIII'] as const);
  return {
    model: `${random.pick(series)}-${shortCode}`,
    name: random.pick(names[signalType]),
    shortCode,
    accuracyClass,
    nind:
      accuracyClass === 'II'
        ? random.pick([30000, 50000])
        : accuracyClass === 'IIII'
          ? 1000
          : random.pick([3000, 6000, 10000]),
    uExc: signalType === 'DIGITAL' ? 12 : random.pick([5, 5, 10]),
    duMin: random.pick([0.5, 1, 1, 1.5, 2]),
    maxCells: signalType === 'DIGITAL' ? random.pick([16, 24, 32]) : random.pick([4, 6, 8, 8, 12, 16]),
    adcBits: random.pick([20, 24, 24]),
    sampleRate: random.pick([10, 40, 80, 120, 200]),
    interfaces: someOf(random, INTERFACES, 0.4),
    signalType,
    largeScreenOut: random.bool(0.7),
    power: random.pick(POWER),
    price: random.int(38, 320) * 10,
  };
}

const INDICATOR_NAMES: Record<string, string[]> = {
  ANALOG: ['称重显示控制器', '称重指示器', '台秤仪表', '汽车衡专用仪表', '配料控制仪表', '防爆称重仪表'],
  DIGITAL: ['数字式称重仪表', '数字汽车衡仪表', '数字传感器专用仪表'],
  BOTH: ['模数兼容称重仪表', '多功能称重控制器'],
};

/** The seeded rows; other seeds refer to these, never to the live table (seeding is lazy). */
export const seedWeightInstruments = (): WeightInstrumentRow[] => {
  const random = createRandom(301);
  const series = ['XK3190', 'XK3196', 'XK3101', 'XK3118', 'XK3168'];
  return distinct(
    42,
    () => indicatorSpec(random, series, INDICATOR_NAMES),
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
};

export const weightInstruments = defineTable<WeightInstrumentRow>('wms_weight_instrument', seedWeightInstruments);

const CHANGES = [
  '首个量产版本',
  '优化零点跟踪与滤波算法',
  '增加 Modbus RTU 协议',
  '增加 Modbus TCP 与以太网口',
  '修复大屏输出偶发乱码',
  '提高 A/D 采样率至 120 Hz',
  '增加蓝牙打印',
  '法制相关软件更新，重新型式评价',
];

export const instrumentVersions = defineTable<InstrumentVersionRow>('wms_instrument_version', () => {
  const random = createRandom(302);
  const rows: InstrumentVersionRow[] = [];
  for (const instrument of seedWeightInstruments()) {
    const count = random.int(1, 4);
    let date = seedDate(random, 1400);
    let major = random.int(1, 3);
    let minor = random.int(0, 5);
    for (let v = 0; v < count; v++) {
      if (random.bool(0.3)) {
        major++;
        minor = 0;
      } else minor += random.int(1, 3);
      date = v === 0 ? date : addDays(date, random.int(60, 300));
      const base = catalogueBase(random, rows.length + 1);
      rows.push({
        ...base,
        status: '0',
        createTime: timeOn(random, date),
        instrumentId: instrument.id,
        hwVersion: `H${major}.${random.int(0, 2)}`,
        fwVersion: `V${major}.${String(minor).padStart(2, '0')}.${random.int(0, 9)}`,
        legalSoftwareId: `P${major}.${String(minor).padStart(2, '0')}`,
        releaseDate: date,
        changelog: v === 0 ? CHANGES[0] : random.pick(CHANGES.slice(1)),
        isLatest: v === count - 1,
      });
    }
  }
  return rows;
});

const CABINET_NAMES = ['单仪表柜', '双仪表柜', '落地式控制柜', '不锈钢仪表箱', '防爆仪表柜', '配料控制柜'];

type CabinetSpec = Omit<InstrumentCabinetRow, keyof CatalogueRow>;

function cabinetSpec(random: Random, prefix: string): CabinetSpec {
  const height = random.pick([400, 500, 600, 800, 1000, 1200, 1600, 2000]);
  const material = random.bool(0.4) ? 'SS304' : 'COLD_ROLLED';
  const slots = height >= 1200 ? random.int(2, 6) : random.int(1, 2);
  const mount = height >= 1200 ? 'FLOOR' : height <= 500 && random.bool(0.4) ? 'DESK' : 'WALL';
  return {
    model: `${prefix}-${height}${material === 'SS304' ? 'S' : 'C'}${slots}${mount[0]}`,
    name: `${slots > 1 ? random.pick(CABINET_NAMES.slice(1)) : CABINET_NAMES[0]}`,
    height,
    width: random.pick([300, 400, 500, 600, 800]),
    depth: height >= 1200 ? random.pick([400, 600]) : random.pick([150, 200, 250, 300]),
    mount,
    material,
    ipRating: random.pick(['IP54', 'IP55', 'IP65', 'IP66']),
    slots,
    includes: `PSU,${someOf(random, ['SPD', 'PLC', 'PRINTER', 'UPS', 'HEATER'], 0.35)}`,
    power: random.bool(0.85) ? 'AC220V 50Hz' : 'AC380V 50Hz',
    price: random.int(8, 180) * 100,
  };
}

export const instrumentCabinets = defineTable<InstrumentCabinetRow>('wms_instrument_cabinet', () => {
  const random = createRandom(303);
  return distinct(
    40,
    () => cabinetSpec(random, 'YBG'),
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
});

/** Serial numbers `{prefix}-{year}-{seq}` in release order, one sequence per year (domain.md §5.4). */
function numberByYear<T extends { createTime: string }>(
  rows: T[],
  dateOf: (row: T) => string,
  prefix: string,
  digits: number,
): (T & { no: string })[] {
  const sequence = new Map<string, number>();
  return [...rows]
    .sort((a, b) => dateOf(a).localeCompare(dateOf(b)))
    .map((row) => {
      const year = dateOf(row).slice(0, 4);
      const next = (sequence.get(year) ?? 0) + 1;
      sequence.set(year, next);
      return { ...row, no: `${prefix}-${year}-${String(next).padStart(digits, '0')}` };
    })
    .map((row, index) => ({ ...row, id: index + 1 }));
}

export const newCabinets = defineTable<NewCabinetRow>('wms_new_cabinet', () => {
  const random = createRandom(304);
  const rows = distinct(
    32,
    () => cabinetSpec(random, 'XYBG'),
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
  return numberByYear(rows, (row) => row.createTime, 'YBG', 3);
});

const METER_NAMES: Record<string, string[]> = {
  ANALOG: ['新款称重显示控制器', '触摸屏称重仪表', '高精度称重仪表', '物联网称重仪表'],
  DIGITAL: ['新款数字称重仪表', '数字汽车衡智能仪表'],
  BOTH: ['模数一体称重仪表', '智能称重终端'],
};

export const newMeters = defineTable<NewMeterRow>('wms_new_meter', () => {
  const random = createRandom(305);
  const instruments = seedWeightInstruments();
  const rows = distinct(
    64,
    () => indicatorSpec(random, ['XK3199', 'XK3201', 'XK3210', 'WT300', 'GM8804'], METER_NAMES),
    (s) => s.model,
  ).map((spec, index) => {
    const category =
      spec.signalType === 'DIGITAL'
        ? ('DIGITAL_YB' as const)
        : random.pick(['ANALOG_YB', 'ANALOG_YB', 'ANALOG_YB', 'TRANSMITTER', 'CONTROLLER'] as const);
    const releaseDate = seedDate(random, 1800);
    const row: NewMeterRow = {
      ...catalogueBase(random, index + 1),
      ...spec,
      name: category === 'TRANSMITTER' ? '称重变送器' : category === 'CONTROLLER' ? '定量包装控制器' : spec.name,
      no: '',
      category,
      releaseDate,
    };
    row.createTime = timeOn(random, releaseDate);
    if (random.bool(0.4)) row.successorOf = random.pick(instruments).id;
    return row;
  });
  return numberByYear(rows, (row) => row.releaseDate, 'YB', 4);
});

const COLOURS = { RED: '红色', GREEN: '绿色', DUAL: '双色' } as const;

/** The seeded rows; other seeds refer to these, never to the live table (seeding is lazy). */
export const seedLargeScreens = (): LargeScreenRow[] => {
  const random = createRandom(306);
  return distinct(
    40,
    () => {
      const charHeight = random.pick([1, 2, 3, 3, 4, 5, 8, 12]);
      const digits = random.int(5, 8);
      const colour = random.pick(['RED', 'RED', 'GREEN', 'DUAL'] as const);
      const iface = random.pick(['CURRENT_LOOP', 'CURRENT_LOOP', 'RS232', 'RS485'] as const);
      return {
        model: `DP-${charHeight}-${digits}${colour[0]}${iface === 'CURRENT_LOOP' ? '' : iface.slice(2)}`,
        name: `${charHeight}英寸${COLOURS[colour]}大屏`,
        digits,
        charHeight,
        colour,
        interface: iface,
        viewingDistance: charHeight * random.pick([12, 15, 20]),
        ipRating: random.pick(['IP54', 'IP65']),
        power: 'AC220V',
        price: charHeight * random.int(30, 60) * 10 + digits * 50,
      };
    },
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
};

export const largeScreens = defineTable<LargeScreenRow>('wms_large_screen', seedLargeScreens);

export const digitalChips = defineTable<DigitalChipRow>('wms_digital_chip', () => {
  const random = createRandom(307);
  return distinct(
    40,
    () => {
      const channels = random.pick([1, 1, 2, 4, 8]);
      const iface = random.bool(0.75) ? ('RS485' as const) : ('CAN' as const);
      const variant = random.pick(['A', 'B', 'C', 'E', 'H', 'S']);
      return {
        model: `SZM-${iface === 'RS485' ? '485' : 'CAN'}-${channels}${variant}`,
        name: `${channels === 1 ? '单' : channels}通道数字${random.pick(['模块', '转换板', '芯片'])}`,
        adcBits: 24,
        sampleRate: random.pick([10, 50, 100, 200, 400, 1000]),
        channels,
        interface: iface,
        protocol: iface === 'RS485' && random.bool(0.8) ? ('MODBUS_RTU' as const) : ('PRIVATE' as const),
        addrRange: random.pick(['1-32', '1-64', '1-247']),
        excitation: random.pick([3.3, 5]),
        price: random.int(6, 45) * 10 * channels,
      };
    },
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
});
