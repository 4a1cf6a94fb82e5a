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

/** [value, label, listClass, status?]: every enum of the selection-core records has a dictionary. */
type Item = [value: string, label: string, listClass: WmsListClass, status?: '0' | '1'];

const DICTS: [type: string, name: string, items: Item[]][] = [
  [
    'wms_accuracy_class',
    '传感器精度等级',
    [
      ['D1', 'D1', 'default'],
      ['C2', 'C2', 'info'],
      ['C3', 'C3', 'primary'],
      ['C4', 'C4', 'success'],
      ['C5', 'C5', 'success'],
      ['C6', 'C6', 'warning'],
    ],
  ],
  [
    'wms_instrument_class',
    '衡器准确度等级',
    [
      ['III', 'III 中准确度', 'primary'],
      ['IIII', 'IIII 普通准确度', 'default'],
    ],
  ],
  [
    'wms_ip_rating',
    '防护等级',
    [
      ['IP65', 'IP65', 'default', '1'],
      ['IP66', 'IP66', 'info'],
      ['IP67', 'IP67', 'primary'],
      ['IP68', 'IP68', 'success'],
      ['IP69K', 'IP69K', 'success'],
    ],
  ],
  [
    'wms_load_mode',
    '模块受力方式',
    [
      ['COMPRESSION', '压式', 'primary'],
      ['TENSION', '拉式', 'warning'],
    ],
  ],
  [
    'wms_load_direction',
    '传感器受力方向',
    [
      ['COMPRESSION', '压向', 'primary'],
      ['TENSION', '拉向', 'warning'],
      ['UNIVERSAL', '拉压两用', 'info'],
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
    'wms_modular_material',
    '模块材质',
    [
      ['CARBON_NI', '碳钢镀镍', 'default'],
      ['SS304', '不锈钢 304', 'primary'],
      ['SS316', '不锈钢 316', 'success'],
    ],
  ],
  [
    'wms_sensor_material',
    '传感器材质',
    [
      ['ALLOY_NI', '合金钢镀镍', 'default'],
      ['SS17_4PH', '不锈钢 17-4PH', 'primary'],
      ['ALU', '铝合金', 'info'],
    ],
  ],
  [
    'wms_woven_material',
    '编织线材质',
    [
      ['TINNED_CU', '镀锡铜', 'primary'],
      ['CU', '紫铜', 'warning'],
      ['SS', '不锈钢', 'info'],
    ],
  ],
  [
    'wms_stabilizer_kind',
    '稳定杆类型',
    [
      ['STAY_ROD', '拉杆', 'primary'],
      ['CHECK_ROD', '限位杆', 'info'],
      ['LIMIT_BOLT', '限位螺栓', 'default'],
      ['ANTI_LIFT', '防掀装置', 'warning'],
    ],
  ],
  [
    'wms_plate_material',
    '过渡板材质',
    [
      ['Q235', 'Q235', 'default'],
      ['Q345', 'Q345', 'primary'],
      ['SS304', '不锈钢 304', 'success'],
    ],
  ],
  [
    'wms_application_type',
    '应用类型',
    [
      ['PLATFORM', '平台秤', 'primary'],
      ['TRUCK', '汽车衡', 'warning'],
      ['TANK', '罐体', 'info'],
      ['SILO', '料仓', 'success'],
      ['HOPPER', '料斗', 'default'],
      ['FEED_TOWER', '料塔', 'danger'],
    ],
  ],
  [
    'wms_selection_state',
    '选型状态',
    [
      ['DRAFT', '草稿', 'default'],
      ['CONFIRMED', '已确认', 'primary'],
      ['QUOTED', '已报价', 'warning'],
      ['ORDERED', '已下单', 'success'],
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
    items.map(([dictValue, dictLabel, listClass, status = '0'], index) => ({
      dictCode: ++dictCode,
      dictType,
      dictLabel,
      dictValue,
      listClass,
      sort: index + 1,
      status,
      remark: '',
      createBy: 'admin',
      createTime: seedTime(random, 720),
    })),
  );
});
