import { defineTable } from '../db';
import { SEED_EPOCH, formatTime } from '../lib/random';

export type ListClass = 'default' | 'primary' | 'success' | 'info' | 'warning' | 'danger' | '';

export interface DictTypeRow {
  dictId: number;
  dictName: string;
  dictType: string;
  status: '0' | '1';
  remark: string;
  createTime: string;
}

export interface DictItemRow {
  dictCode: number;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  sort: number;
  listClass: ListClass;
  isDefault: 'Y' | 'N';
  status: '0' | '1';
  remark: string;
  createTime: string;
}

type ItemSpec = [value: string, label: string, listClass?: ListClass];

/** The platform dictionaries the console's pages read (labels in Chinese, as the backend sends them). */
const DICTIONARIES: [type: string, name: string, remark: string, items: ItemSpec[]][] = [
  [
    'sys_normal_disable',
    '系统开关',
    '系统开关列表',
    [
      ['0', '正常', 'primary'],
      ['1', '停用', 'danger'],
    ],
  ],
  [
    'sys_user_sex',
    '用户性别',
    '用户性别列表',
    [
      ['0', '男'],
      ['1', '女'],
      ['2', '未知'],
    ],
  ],
  [
    'sys_show_hide',
    '菜单状态',
    '菜单显示或隐藏',
    [
      ['0', '显示', 'primary'],
      ['1', '隐藏', 'danger'],
    ],
  ],
  [
    'sys_yes_no',
    '系统是否',
    '系统是否列表',
    [
      ['Y', '是', 'primary'],
      ['N', '否', 'danger'],
    ],
  ],
  [
    'sys_job_status',
    '任务状态',
    '任务状态列表',
    [
      ['0', '正常', 'primary'],
      ['1', '暂停', 'danger'],
    ],
  ],
  [
    'sys_job_group',
    '任务分组',
    '任务分组列表',
    [
      ['DEFAULT', '默认'],
      ['SYSTEM', '系统'],
    ],
  ],
  [
    'sys_job_misfire_policy',
    '计划执行策略',
    '错过触发时间后的处理',
    [
      ['0', '默认策略', 'default'],
      ['1', '立即执行', 'warning'],
      ['2', '执行一次', 'info'],
      ['3', '放弃执行', 'danger'],
    ],
  ],
  [
    'sys_job_concurrent',
    '并发执行',
    '任务是否允许并发',
    [
      ['0', '允许', 'success'],
      ['1', '禁止', 'danger'],
    ],
  ],
  [
    'sys_oper_type',
    '操作类型',
    '操作日志的业务类型',
    [
      ['0', '其他', 'info'],
      ['1', '新增', 'info'],
      ['2', '修改', 'info'],
      ['3', '删除', 'danger'],
      ['4', '授权', 'primary'],
      ['5', '导出', 'warning'],
      ['6', '导入', 'warning'],
      ['7', '强退', 'danger'],
      ['8', '生成代码', 'warning'],
      ['9', '清空数据', 'danger'],
    ],
  ],
  [
    'sys_operator_type',
    '操作人类别',
    '操作日志的操作人类别',
    [
      ['0', '其它'],
      ['1', '后台用户', 'primary'],
      ['2', '手机端用户', 'info'],
    ],
  ],
  [
    'sys_common_status',
    '系统状态',
    '成功或失败',
    [
      ['0', '成功', 'primary'],
      ['1', '失败', 'danger'],
    ],
  ],
  [
    'sys_notice_type',
    '通知类型',
    '通知类型列表',
    [
      ['1', '通知', 'warning'],
      ['2', '公告', 'success'],
    ],
  ],
  [
    'sys_notice_status',
    '通知状态',
    '通知状态列表',
    [
      ['0', '正常', 'primary'],
      ['1', '关闭', 'danger'],
    ],
  ],
  [
    'sys_param_type',
    '参数类型',
    '系统内置参数不可删除',
    [
      ['Y', '是', 'primary'],
      ['N', '否', 'danger'],
    ],
  ],
  [
    'sys_menu_type',
    '菜单类型',
    '目录、菜单或按钮',
    [
      ['M', '目录', 'warning'],
      ['C', '菜单', 'success'],
      ['F', '按钮', 'info'],
    ],
  ],
  [
    'sys_data_scope',
    '数据权限',
    '角色的数据范围',
    [
      ['1', '全部数据权限'],
      ['2', '自定数据权限'],
      ['3', '本部门数据权限'],
      ['4', '本部门及以下数据权限'],
      ['5', '仅本人数据权限'],
    ],
  ],
  [
    'tower_select_status',
    '料塔启用状态',
    '料塔是否参与监控',
    [
      ['0', '启用', 'success'],
      ['1', '停用', 'danger'],
    ],
  ],
  [
    'tower_exception_type',
    '料塔异常类型',
    '料塔重量序列的异常类型',
    [
      ['SUDDEN_DROP', '短时骤降', 'danger'],
      ['SPIKE', '瞬时跳变', 'warning'],
      ['OUT_OF_RANGE', '超出量程', 'warning'],
      ['STUCK', '读数卡滞', 'info'],
      ['OFFLINE', '网关离线', 'default'],
      ['HIGH_LEVEL', '高位报警', 'warning'],
      ['LOW_LEVEL', '低位报警', 'warning'],
    ],
  ],
  [
    'sys_message_type',
    '消息类型',
    '告警或通知',
    [
      ['alarm', '告警', 'danger'],
      ['notice', '通知', 'info'],
    ],
  ],
  [
    'sys_message_level',
    '消息级别',
    '消息的严重程度',
    [
      ['info', '提示', 'info'],
      ['warning', '警告', 'warning'],
      ['critical', '严重', 'danger'],
    ],
  ],
];

const createTime = formatTime(new Date(SEED_EPOCH - 400 * 86400_000));

export const dictTypes = defineTable<DictTypeRow>('sys_dict_type', () =>
  DICTIONARIES.map(([dictType, dictName, remark], index) => ({
    dictId: index + 1,
    dictName,
    dictType,
    status: '0',
    remark,
    createTime,
  })),
);

export const dictItems = defineTable<DictItemRow>('sys_dict_data', () => {
  const rows: DictItemRow[] = [];
  for (const [dictType, , , items] of DICTIONARIES) {
    items.forEach(([dictValue, dictLabel, listClass = 'default'], index) => {
      rows.push({
        dictCode: rows.length + 1,
        dictType,
        dictLabel,
        dictValue,
        sort: index + 1,
        listClass,
        isDefault: index === 0 ? 'Y' : 'N',
        status: '0',
        remark: '',
        createTime,
      });
    });
  }
  return rows;
});
