import { defineTable } from '../db';
import { createRandom, formatTime, SEED_EPOCH } from '../lib/random';
import { addDays, seedDate, timeOn, type AuditedRow } from './wms-catalogue-shared';

/** Samples, their issues (out) and their usage records; both refer to a sample by id. */
export interface SpecimenRow extends AuditedRow {
  sampleNo: string;
  name: string;
  productType: 'SENSOR' | 'INSTRUMENT' | 'CONNECT_BOX' | 'DIGITAL_CHIP' | 'LARGE_SCREEN' | 'MODULAR' | 'ACCESSORY';
  model: string;
  serialNo: string;
  quantity: number;
  unit: string;
  location: string;
  state: 'IN_STOCK' | 'LENT' | 'CONSUMED' | 'SCRAPPED';
}

export interface SpecimenOutRow extends AuditedRow {
  outNo: string;
  specimenId: number;
  quantity: number;
  recipient: string;
  purpose: 'DEMO' | 'TEST' | 'EXHIBITION' | 'GIFT';
  outDate: string;
  expectedReturn: string;
  approver: string;
  state: 'PENDING' | 'APPROVED' | 'OUT' | 'RETURNED';
}

export interface SpecimenUseRow extends AuditedRow {
  useNo: string;
  specimenId: number;
  /** Units taken out of the sample's stock until the record has a return date. */
  quantity: number;
  userName: string;
  project: string;
  useDate: string;
  returnDate: string;
  condition: 'GOOD' | 'WORN' | 'DAMAGED' | '';
}

type ProductType = SpecimenRow['productType'];

const PRODUCTS: Record<ProductType, [name: string, unit: string, models: string[]]> = {
  SENSOR: ['称重传感器', '只', ['ZSFY-10t', 'HSX-A-2t', 'BM8D-C3-1t', 'GY-1-30t', 'H8C-C3-20t', 'SB-500kg']],
  INSTRUMENT: ['称重仪表', '台', ['XK3190-A12', 'XK3190-D2', 'XK3196-A9', 'XK3199-A27E', 'GM8804-C2']],
  CONNECT_BOX: ['接线盒', '只', ['JXH-4AS', 'JXH-8AS', 'JXH-8DS', 'JXH-10AL']],
  DIGITAL_CHIP: ['数字模块', '块', ['SZM-485-1A', 'SZM-485-4B', 'SZM-CAN-2C']],
  LARGE_SCREEN: ['大屏', '台', ['DP-3-6R', 'DP-5-6G', 'DP-8-7D']],
  MODULAR: ['称重模块', '套', ['CZM-20T-C3', 'CZM-5T-C3', 'CZM-50T-C4']],
  ACCESSORY: ['模块附件', '件', ['FX-M20', 'BZX-25mm²', 'PG-9']],
};

const SAMPLE_COUNT = 120;

/** The seeded rows; other seeds refer to these, never to the live table (seeding is lazy). */
export const seedSpecimens = (): SpecimenRow[] => {
  const random = createRandom(331);
  const types = Object.keys(PRODUCTS) as ProductType[];
  return Array.from({ length: SAMPLE_COUNT }, (_, index) => {
    const productType = random.pick(types);
    const [label, unit, models] = PRODUCTS[productType];
    const model = random.pick(models);
    const date = seedDate(random, 900);
    const state = random.pick([
      'IN_STOCK',
      'IN_STOCK',
      'IN_STOCK',
      'IN_STOCK',
      'LENT',
      'CONSUMED',
      'SCRAPPED',
    ] as const);
    return {
      id: index + 1,
      sampleNo: '',
      name: `${model} ${label}样品`,
      productType,
      model,
      serialNo: `${date.slice(2, 4)}${date.slice(5, 7)}-${String(random.int(1, 99999)).padStart(5, '0')}`,
      quantity: state === 'CONSUMED' || state === 'SCRAPPED' ? 0 : random.int(1, 12),
      unit,
      location: `${random.pick(['A', 'B', 'C', 'D'])}-${String(random.int(1, 12)).padStart(2, '0')}-${random.int(1, 4)}`,
      state,
      remark: random.bool(0.15) ? random.pick(['展会返还', '客户退回', '型式评价样机']) : '',
      createBy: 'admin',
      createTime: timeOn(random, date),
    };
  })
    .sort((a, b) => a.createTime.localeCompare(b.createTime))
    .map((row, index) => ({
      ...row,
      id: index + 1,
      sampleNo: `YP-${row.createTime.slice(0, 4)}-${String(index + 1).padStart(3, '0')}`,
    }));
};

export const specimens = defineTable<SpecimenRow>('wms_specimen', seedSpecimens);

const RECIPIENTS = [
  '浙江恒通饲料有限公司',
  '江苏华牧畜牧科技',
  '山东鲁衡物流',
  '省计量科学研究院',
  '上海国际衡器展',
  '安徽皖农牧业',
  '宁波港散货码头',
  '河南中原粮食储备库',
];
const STAFF = ['张伟', '李娜', '王强', '刘洋', '陈杰', '杨帆', '赵磊', '黄敏', '周涛', '吴静'];

/** `{prefix}-{yyyyMMdd}-{nn}`: one sequence per day, in date order. */
function dailyNumbers<T extends { createTime: string }>(rows: T[], prefix: string, key: 'outNo' | 'useNo'): T[] {
  const perDay = new Map<string, number>();
  return rows
    .sort((a, b) => a.createTime.localeCompare(b.createTime))
    .map((row, index) => {
      const day = row.createTime.slice(0, 10).replace(/-/g, '');
      const next = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, next);
      return { ...row, id: index + 1, [key]: `${prefix}-${day}-${String(next).padStart(2, '0')}` };
    });
}

export const specimenOuts = defineTable<SpecimenOutRow>('wms_specimen_out', () => {
  const random = createRandom(332);
  const stocked = seedSpecimens().filter((s) => s.quantity > 0);
  const rows = Array.from({ length: 100 }, (): SpecimenOutRow => {
    const specimen = random.pick(stocked);
    const purpose = random.pick(['DEMO', 'TEST', 'TEST', 'EXHIBITION', 'GIFT'] as const);
    const outDate = seedDate(random, 600);
    const state = random.pick(['PENDING', 'APPROVED', 'OUT', 'OUT', 'RETURNED'] as const);
    return {
      id: 0,
      outNo: '',
      specimenId: specimen.id,
      quantity: random.int(1, Math.min(3, specimen.quantity)),
      recipient: random.pick(RECIPIENTS),
      purpose,
      outDate,
      expectedReturn: purpose === 'GIFT' ? '' : addDays(outDate, random.int(14, 60)),
      approver: random.pick(['张工', '李经理', '王主管', '赵工']),
      state,
      remark: '',
      createBy: 'admin',
      createTime: timeOn(random, outDate),
    };
  });
  return dailyNumbers(rows, 'YPCK', 'outNo');
});

const PROJECTS = ['3号料塔改造', '80吨汽车衡检定', '展会演示', '防爆仪表选型测试', '料塔称重模块试装', '新款仪表联调'];

export const specimenUses = defineTable<SpecimenUseRow>('wms_specimen_use', () => {
  const random = createRandom(333);
  const all = seedSpecimens();
  const rows = Array.from({ length: 100 }, (): SpecimenUseRow => {
    const useDate = seedDate(random, 600);
    const back = addDays(useDate, random.int(1, 45));
    // Nothing comes back after the seed's "today".
    const returned = random.bool(0.75) && back <= formatTime(new Date(SEED_EPOCH)).slice(0, 10);
    return {
      id: 0,
      useNo: '',
      specimenId: random.pick(all).id,
      quantity: 1,
      userName: random.pick(STAFF),
      project: random.pick(PROJECTS),
      useDate,
      returnDate: returned ? back : '',
      condition: returned ? random.pick(['GOOD', 'GOOD', 'GOOD', 'WORN', 'DAMAGED'] as const) : '',
      remark: '',
      createBy: 'admin',
      createTime: timeOn(random, useDate),
    };
  });
  return dailyNumbers(rows, 'YPLY', 'useNo');
});
