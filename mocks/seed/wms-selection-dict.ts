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
  // The product catalogue's enums (instruments, cabinets, accessories, scales, samples).
  [
    'wms_indicator_class',
    '仪表准确度等级',
    [
      ['II', 'II 高准确度', 'success'],
      ['III', 'III 中准确度', 'primary'],
      ['IIII', 'IIII 普通准确度', 'default'],
    ],
  ],
  [
    'wms_indicator_signal',
    '仪表信号类型',
    [
      ['ANALOG', '模拟量', 'primary'],
      ['DIGITAL', '数字量', 'success'],
      ['BOTH', '模数兼容', 'info'],
    ],
  ],
  [
    'wms_indicator_interface',
    '仪表接口',
    [
      ['RS232', 'RS232', 'default'],
      ['RS485', 'RS485', 'primary'],
      ['ETH', '以太网', 'info'],
      ['AO', '模拟量输出', 'warning'],
      ['USB', 'USB', 'default'],
      ['BT', '蓝牙', 'info'],
    ],
  ],
  [
    'wms_meter_category',
    '新款仪表类别',
    [
      ['ANALOG_YB', '模拟仪表', 'primary'],
      ['DIGITAL_YB', '数字仪表', 'success'],
      ['TRANSMITTER', '变送器', 'info'],
      ['CONTROLLER', '控制仪表', 'warning'],
    ],
  ],
  [
    'wms_cabinet_mount',
    '仪表柜安装方式',
    [
      ['WALL', '壁挂', 'default'],
      ['FLOOR', '落地', 'primary'],
      ['DESK', '台式', 'info'],
    ],
  ],
  [
    'wms_cabinet_material',
    '仪表柜材质',
    [
      ['COLD_ROLLED', '冷轧钢板', 'default'],
      ['SS304', '不锈钢 304', 'primary'],
    ],
  ],
  [
    'wms_cabinet_equipment',
    '仪表柜配置',
    [
      ['PSU', '电源', 'default'],
      ['SPD', '防雷器', 'warning'],
      ['PLC', 'PLC', 'primary'],
      ['PRINTER', '打印机', 'info'],
      ['UPS', 'UPS', 'success'],
      ['HEATER', '加热器', 'danger'],
    ],
  ],
  [
    'wms_screen_colour',
    '大屏颜色',
    [
      ['RED', '红色', 'danger'],
      ['GREEN', '绿色', 'success'],
      ['DUAL', '双色', 'warning'],
    ],
  ],
  [
    'wms_screen_interface',
    '大屏接口',
    [
      ['CURRENT_LOOP', '20mA 电流环', 'primary'],
      ['RS232', 'RS232', 'default'],
      ['RS485', 'RS485', 'info'],
    ],
  ],
  [
    'wms_chip_interface',
    '数字芯片接口',
    [
      ['RS485', 'RS485', 'primary'],
      ['CAN', 'CAN', 'info'],
    ],
  ],
  [
    'wms_chip_protocol',
    '数字芯片协议',
    [
      ['MODBUS_RTU', 'Modbus RTU', 'primary'],
      ['PRIVATE', '私有协议', 'default'],
    ],
  ],
  [
    'wms_box_kind',
    '接线盒类型',
    [
      ['ANALOG', '模拟接线盒', 'primary'],
      ['DIGITAL', '数字接线盒', 'success'],
    ],
  ],
  [
    'wms_trim_method',
    '角差调整方式',
    [
      ['POT', '电位器', 'primary'],
      ['RESISTOR', '电阻', 'info'],
      ['SOFTWARE', '软件调整', 'success'],
      ['NONE', '不调整', 'default'],
    ],
  ],
  [
    'wms_box_housing',
    '接线盒外壳',
    [
      ['ABS', 'ABS 塑料', 'default'],
      ['ALU', '铸铝', 'info'],
      ['SS304', '不锈钢 304', 'primary'],
    ],
  ],
  [
    'wms_standbar_mount',
    '立杆安装方式',
    [
      ['FRAME', '秤体安装', 'primary'],
      ['FLOOR', '落地', 'info'],
      ['WALL', '壁挂', 'default'],
    ],
  ],
  [
    'wms_standbar_material',
    '立杆材质',
    [
      ['CARBON_PAINT', '碳钢喷塑', 'default'],
      ['SS304', '不锈钢 304', 'primary'],
    ],
  ],
  [
    'wms_cable_usage',
    '线缆用途',
    [
      ['LC_EXT', '传感器延长线', 'primary'],
      ['HOME_RUN', '主电缆', 'success'],
      ['SCREEN', '大屏线', 'warning'],
      ['COMM', '通讯线', 'info'],
    ],
  ],
  [
    'wms_platform_finish',
    '平台秤表面处理',
    [
      ['PAINT', '喷塑', 'default'],
      ['GALV', '镀锌', 'info'],
      ['SS304', '不锈钢 304', 'primary'],
    ],
  ],
  [
    'wms_truck_deck',
    '汽车衡秤台结构',
    [
      ['U_BEAM', 'U 型梁', 'primary'],
      ['CHANNEL', '槽钢', 'default'],
      ['BOX', '箱式', 'info'],
      ['CONCRETE', '混凝土', 'warning'],
    ],
  ],
  [
    'wms_truck_foundation',
    '汽车衡基础形式',
    [
      ['PITLESS', '地上式', 'primary'],
      ['PIT', '浅基坑', 'info'],
    ],
  ],
  [
    'wms_specimen_product',
    '样品产品类别',
    [
      ['SENSOR', '称重传感器', 'primary'],
      ['INSTRUMENT', '称重仪表', 'success'],
      ['CONNECT_BOX', '接线盒', 'info'],
      ['DIGITAL_CHIP', '数字模块', 'info'],
      ['LARGE_SCREEN', '大屏', 'warning'],
      ['MODULAR', '称重模块', 'primary'],
      ['ACCESSORY', '模块附件', 'default'],
    ],
  ],
  [
    'wms_specimen_state',
    '样品状态',
    [
      ['IN_STOCK', '在库', 'success'],
      ['LENT', '借出', 'warning'],
      ['CONSUMED', '已消耗', 'info'],
      ['SCRAPPED', '已报废', 'danger'],
    ],
  ],
  [
    'wms_specimen_unit',
    '样品单位',
    [
      ['只', '只', 'default'],
      ['台', '台', 'default'],
      ['套', '套', 'default'],
      ['件', '件', 'default'],
      ['块', '块', 'default'],
    ],
  ],
  [
    'wms_out_purpose',
    '样品出库用途',
    [
      ['DEMO', '演示', 'primary'],
      ['TEST', '测试', 'info'],
      ['EXHIBITION', '展会', 'warning'],
      ['GIFT', '赠送', 'success'],
    ],
  ],
  [
    'wms_out_state',
    '样品出库状态',
    [
      ['PENDING', '待审批', 'warning'],
      ['APPROVED', '已审批', 'primary'],
      ['OUT', '已出库', 'success'],
      ['RETURNED', '已归还', 'info'],
    ],
  ],
  [
    'wms_return_condition',
    '样品归还状况',
    [
      ['GOOD', '完好', 'success'],
      ['WORN', '磨损', 'warning'],
      ['DAMAGED', '损坏', 'danger'],
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
