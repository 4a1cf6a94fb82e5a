import { defineTable } from '../db';
import { createRandom } from '../lib/random';
import { catalogueBase, distinct, type CatalogueRow } from './wms-catalogue-shared';

/** Junction boxes, indicator stands, cables (`xl`) and the two weigh-module accessory lists. */
export interface ConnectBoxRow extends CatalogueRow {
  model: string;
  name: string;
  kind: 'ANALOG' | 'DIGITAL';
  channels: number;
  trimMethod: 'POT' | 'RESISTOR' | 'SOFTWARE' | 'NONE';
  housing: 'ABS' | 'ALU' | 'SS304';
  ipRating: string;
  surgeProtection: boolean;
  wires: number;
  price: number;
}

export interface StandBarRow extends CatalogueRow {
  model: string;
  name: string;
  height: number;
  material: 'CARBON_PAINT' | 'SS304';
  mount: 'FRAME' | 'FLOOR' | 'WALL';
  minSide: number;
  maxSide: number;
  price: number;
}

export interface CableRow extends CatalogueRow {
  model: string;
  name: string;
  cores: number;
  section: number;
  shielded: boolean;
  length: number;
  usage: 'LC_EXT' | 'HOME_RUN' | 'SCREEN' | 'COMM';
  price: number;
}

/** `wms/gyc/ptfj` and `wms/gyc/tyfj` (spec §3 module attachment). */
export interface ModuleAttachmentRow extends CatalogueRow {
  name: string;
  mdl: string;
  draw: string;
  code: string;
  texture: string;
  range: string;
}

const HOUSING_CODE = { ABS: 'P', ALU: 'L', SS304: 'S' } as const;

/** The seeded rows; other seeds refer to these, never to the live table (seeding is lazy). */
export const seedConnectBoxes = (): ConnectBoxRow[] => {
  const random = createRandom(311);
  return distinct(
    50,
    () => {
      const kind = random.bool(0.75) ? ('ANALOG' as const) : ('DIGITAL' as const);
      const channels = random.pick([2, 4, 4, 6, 8, 8, 10, 12]);
      const housing = random.pick(['ABS', 'ALU', 'SS304', 'SS304'] as const);
      const surgeProtection = random.bool(0.5);
      return {
        model: `JXH-${channels}${kind === 'ANALOG' ? 'A' : 'D'}${HOUSING_CODE[housing]}${surgeProtection ? 'F' : ''}${random.pick(['', '1', '2'])}`,
        name: `${channels}路${kind === 'ANALOG' ? '' : '数字'}${surgeProtection ? '防雷' : ''}接线盒`,
        kind,
        channels,
        trimMethod:
          kind === 'DIGITAL' ? ('SOFTWARE' as const) : random.pick(['POT', 'POT', 'RESISTOR', 'NONE'] as const),
        housing,
        ipRating: housing === 'ABS' ? 'IP65' : random.pick(['IP67', 'IP68']),
        surgeProtection,
        wires: random.bool(0.6) ? 6 : 4,
        price: random.int(8, 60) * 10 + channels * 20,
      };
    },
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
};

export const connectBoxes = defineTable<ConnectBoxRow>('wms_connect_box', seedConnectBoxes);

/** The seeded rows; other seeds refer to these, never to the live table (seeding is lazy). */
export const seedStandBars = (): StandBarRow[] => {
  const random = createRandom(312);
  return distinct(
    30,
    () => {
      const mount = random.pick(['FRAME', 'FRAME', 'FLOOR', 'WALL'] as const);
      const height = mount === 'WALL' ? random.pick([300, 400]) : random.int(5, 15) * 100;
      const material = random.bool(0.35) ? ('SS304' as const) : ('CARBON_PAINT' as const);
      const minSide = random.pick([600, 800, 1000]);
      return {
        model: `LG-${height}${material === 'SS304' ? 'S' : ''}${mount === 'FRAME' ? '' : mount[0]}`,
        name: mount === 'WALL' ? '仪表壁挂支架' : mount === 'FLOOR' ? '落地式仪表立柱' : '秤体仪表立杆',
        height,
        material,
        mount,
        minSide,
        maxSide: minSide + random.pick([1000, 1400, 2000]),
        price: Math.round(height / 10) * (material === 'SS304' ? 3 : 1) + random.int(5, 20) * 10,
      };
    },
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
};

export const standBars = defineTable<StandBarRow>('wms_stand_bar', seedStandBars);

const CABLE_NAMES = {
  LC_EXT: '传感器延长电缆',
  HOME_RUN: '接线盒至仪表主电缆',
  SCREEN: '大屏信号线',
  COMM: '通讯电缆',
} as const;

export const cables = defineTable<CableRow>('wms_xl', () => {
  const random = createRandom(313);
  return distinct(
    40,
    () => {
      const usage = random.pick(['LC_EXT', 'HOME_RUN', 'HOME_RUN', 'SCREEN', 'COMM'] as const);
      const cores = usage === 'SCREEN' || usage === 'COMM' ? random.pick([2, 4]) : random.pick([4, 6]);
      const section = random.pick([0.3, 0.5, 0.75, 1]);
      const shielded = usage !== 'SCREEN' || random.bool(0.5);
      const length = random.pick([5, 10, 15, 20, 30, 50, 100]);
      return {
        model: `${shielded ? random.pick(['RVVP', 'RVSP']) : 'RVV'}-${cores}×${section}-${length}m`,
        name: CABLE_NAMES[usage],
        cores,
        section,
        shielded,
        length,
        usage,
        price: Math.round(length * cores * section * random.int(20, 40)) / 10,
      };
    },
    (s) => s.model,
  ).map((spec, index) => ({ ...catalogueBase(random, index + 1), ...spec }));
});

type AttachmentKind = [name: string, mdlPrefix: string, variants: string[]];

const MATCHED: AttachmentKind[] = [
  ['防掀螺栓组件', 'FX', ['M12', 'M16', 'M20', 'M24', 'M30']],
  ['上顶板', 'DB', ['0.5T', '2T', '5T', '10T', '30T', '50T']],
  ['底板', 'BB', ['0.5T', '2T', '5T', '10T', '30T', '50T']],
  ['限位螺栓', 'XW', ['M16', 'M20', 'M24']],
  ['球面垫圈', 'QD', ['Φ30', 'Φ40', 'Φ50']],
  ['自复位压头', 'YT', ['10T', '20T', '30T', '50T']],
  ['承载钢球', 'GQ', ['Φ25', 'Φ32', 'Φ40']],
  ['安装底座', 'AZ', ['2T', '5T', '10T', '20T']],
  ['防护罩', 'FH', ['S', 'M', 'L']],
];

const GENERAL: AttachmentKind[] = [
  ['电缆防水接头', 'PG', ['7', '9', '11', '13.5']],
  ['接地编织线', 'BZX', ['16mm²', '25mm²', '35mm²']],
  ['六角螺栓', 'LJ', ['M12×50', 'M16×60', 'M20×80', 'M24×100']],
  ['弹簧垫圈', 'TH', ['12', '16', '20', '24']],
  ['化学锚栓', 'MS', ['M12', 'M16', 'M20']],
  ['电缆保护管', 'BH', ['Φ20', 'Φ25', 'Φ32']],
  ['信号防雷器', 'FL', ['4线', '6线']],
  ['密封胶圈', 'MF', ['Φ30', 'Φ40', 'Φ60']],
];

const TEXTURES = ['SS304', 'SS304', 'Q235', 'Q345', '45#钢', '40Cr', 'SS316', 'H62黄铜', '尼龙66', '紫铜'];
const RANGES = ['0.5-2t', '2-5t', '5-10t', '10-30t', '30-50t', '50-100t', '通用'];

function attachmentSeed(seed: number, kinds: AttachmentKind[], count: number, codeGroup: string) {
  const random = createRandom(seed);
  let serial = random.int(10, 90);
  return distinct(
    count,
    () => {
      const [name, prefix, variants] = random.pick(kinds);
      const variant = random.pick(variants);
      const revision = random.pick(['', '', 'A', 'B']);
      return { name, mdl: `${prefix}-${variant}${revision}`, variant };
    },
    (s) => s.mdl,
  ).map(({ name, mdl }, index) => {
    serial += random.int(1, 9);
    return {
      ...catalogueBase(random, index + 1),
      name,
      mdl,
      draw: `CZ-${mdl.split('-')[0]}-${String(random.int(1, 99)).padStart(2, '0')}`,
      code: `1.${codeGroup}.${String(random.int(10, 99)).padStart(3, '0')}.${String(serial).padStart(4, '0')}`,
      texture: random.pick(TEXTURES),
      range: random.pick(RANGES),
    };
  });
}

export const ptfjAttachments = defineTable<ModuleAttachmentRow>('wms_gyc_ptfj', () =>
  attachmentSeed(314, MATCHED, 60, '05'),
);

export const tyfjAttachments = defineTable<ModuleAttachmentRow>('wms_gyc_tyfj', () =>
  attachmentSeed(315, GENERAL, 50, '07'),
);
