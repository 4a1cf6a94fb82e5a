import { defineTable } from '../db';
import { createRandom, seedTime } from '../lib/random';

/** The warehouse's own dictionaries (`wms/dict`, `wms/dictitems`). */
export interface WmsDictTypeRow {
  dictId: number;
  dictName: string;
  dictType: string;
  status: '0' | '1';
  remark: string;
  createBy: string;
  createTime: string;
}

export type WmsListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger';

export interface WmsDictItemRow {
  dictCode: number;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  listClass: WmsListClass;
  sort: number;
  status: '0' | '1';
  remark: string;
  createBy: string;
  createTime: string;
}

type Item = [value: string, label: string, listClass: WmsListClass];

const DICTS: [type: string, name: string, items: Item[]][] = [
  [
    'wms_accuracy_class',
    '传感器精度等级',
    [
      ['C2', 'C2', 'default'],
      ['C3', 'C3', 'primary'],
      ['C4', 'C4', 'info'],
      ['C5', 'C5', 'success'],
      ['C6', 'C6', 'success'],
    ],
  ],
  [
    'wms_ip_rating',
    '防护等级',
    [
      ['IP65', 'IP65', 'default'],
      ['IP66', 'IP66', 'info'],
      ['IP67', 'IP67', 'primary'],
      ['IP68', 'IP68', 'success'],
    ],
  ],
  [
    'wms_material',
    '材质',
    [
      ['CARBON_PAINT', '碳钢喷漆', 'default'],
      ['CARBON_GALV', '碳钢镀锌', 'info'],
      ['SS304', '不锈钢 304', 'primary'],
      ['COPPER', '紫铜', 'warning'],
      ['TINNED_COPPER', '镀锡铜', 'warning'],
    ],
  ],
  [
    'wms_signal_type',
    '信号类型',
    [
      ['ANALOG', '模拟量', 'primary'],
      ['DIGITAL', '数字量', 'success'],
    ],
  ],
  [
    'wms_load_mode',
    '受力方式',
    [
      ['COMPRESSION', '压式', 'primary'],
      ['TENSION', '拉式', 'warning'],
    ],
  ],
];

export const wmsDictTypes = defineTable<WmsDictTypeRow>('wms_dict_type', () => {
  const random = createRandom(721);
  return DICTS.map(([dictType, dictName], index) => ({
    dictId: index + 1,
    dictName,
    dictType,
    status: '0',
    remark: '',
    createBy: 'admin',
    createTime: seedTime(random, 720),
  }));
});

export const wmsDictItems = defineTable<WmsDictItemRow>('wms_dict_data', () => {
  const random = createRandom(722);
  let dictCode = 0;
  return DICTS.flatMap(([dictType, , items]) =>
    items.map(([dictValue, dictLabel, listClass], index) => ({
      dictCode: ++dictCode,
      dictType,
      dictLabel,
      dictValue,
      listClass,
      sort: index + 1,
      status: '0' as const,
      remark: '',
      createBy: 'admin',
      createTime: seedTime(random, 720),
    })),
  );
});
