import type { RequestHandler } from 'msw';
import { crudHandlers, type CrudConfig } from '../lib/crud';
import type { HandlerContext } from '../lib/http';
import { formatTime } from '../lib/random';
import { gateways } from '../seed/device';
import { auditWrites } from '../seed/logs';
import { depts } from '../seed/system';
import {
  towerExceptions,
  towerRecords,
  towers,
  type TowerExceptionRow,
  type TowerInfoRow,
  type TowerRecordRow,
} from '../seed/tower';
import { noteRecordId, syncTowerDetection } from '../seed/tower-detect';
import { col, refuse } from './system-shared';
import { JOINED_TOWER_FIELDS, presentTower, towerLiveHandlers } from './tower-live';
import { checkNumber, checkOneOf, checkTime, deptSubtree, isEmpty, msg, required, unique } from './tower-rules';
import { towerPhotoHandlers } from './tower-photo';
import { towerStatisticsHandlers } from './tower-statistics';

/**
 * Material towers: `tower/TowerInfo`, `tower/TowerRecord`, `tower/TowerExceptionRecord` with the
 * standard family, exports and validation (domain.md §2.2), and the extras (monitor, online
 * serials, towers of a department, statistics). The extras come first; the factory's `GET {res}/:id`
 * only takes numeric ids, so `monitor/…`, `list/…` and `emqx/…` never reach it anyway.
 */

const n = (value: unknown) => Number(value);

/** The record tables with what the detection found since the last request appended (domain.md §4). */
const detectedRecords = () => {
  syncTowerDetection();
  return towerRecords();
};
const detectedExceptions = () => {
  syncTowerDetection();
  return towerExceptions();
};

function validateTower(record: Partial<TowerInfoRow>, ctx: HandlerContext): void {
  const t = (zh: string, en: string) => msg(zh, en);
  checkNumber(ctx, record.capacity, t('容量(t)', 'The capacity (t)'), { min: 0, above: true });
  checkNumber(ctx, record.maxWeight, t('最大重量(t)', 'The maximum weight (t)'), { min: 0, above: true });
  checkNumber(ctx, record.highWarning, t('高位报警(t)', 'The high level (t)'), { min: 0 });
  checkNumber(ctx, record.lowWarning, t('低位报警(t)', 'The low level (t)'), { min: 0 });
  checkNumber(ctx, record.diffValue, t('差值(Kg)', 'The difference (kg)'), { min: 0, above: true });
  checkNumber(ctx, record.miniValue, t('最小值(Kg)', 'The minimum refill (kg)'), { min: 0, above: true });
  checkNumber(ctx, record.shortValue, t('短时下降值(Kg)', 'The short drop (kg)'), { min: 0, above: true });
  checkNumber(ctx, record.shortDuration, t('短时时长(s)', 'The short duration (s)'), { min: 1, integer: true });
  checkNumber(ctx, record.digitCount, t('小数位数', 'The digit count'), { min: 0, max: 4, integer: true });
  checkNumber(ctx, record.deviceAddr, t('设备地址', 'The device address'), { min: 1, max: 247, integer: true });
  checkOneOf(ctx, record.selectStatus, ['0', '1'], t('启用状态', 'The status'));
  const capacity = n(record.capacity);
  if (!isEmpty(record.highWarning) && n(record.highWarning) > capacity) {
    refuse(ctx, '高位报警不能大于容量', 'The high level cannot exceed the capacity');
  }
  if (!isEmpty(record.highWarning) && !isEmpty(record.lowWarning) && n(record.lowWarning) >= n(record.highWarning)) {
    refuse(ctx, '低位报警必须小于高位报警', 'The low level must be below the high level');
  }
  if (!isEmpty(record.maxWeight) && n(record.maxWeight) < capacity) {
    refuse(ctx, '最大重量不能小于容量', 'The maximum weight cannot be below the capacity');
  }
  if (!isEmpty(record.miniValue) && !isEmpty(record.diffValue) && n(record.miniValue) < n(record.diffValue)) {
    refuse(ctx, '最小值不能小于差值', 'The minimum refill cannot be below the difference');
  }
  if (!isEmpty(record.shortValue) && !isEmpty(record.diffValue) && n(record.shortValue) <= n(record.diffValue)) {
    refuse(ctx, '短时下降值必须大于差值', 'The short drop must exceed the difference');
  }
  if (!isEmpty(record.sn) && !gateways().some((g) => g.identifier === String(record.sn))) {
    refuse(ctx, `网关“${String(record.sn)}”不存在`, `Gateway "${String(record.sn)}" does not exist`);
  }
  if (!isEmpty(record.depId) && !depts().some((d) => d.deptId === n(record.depId))) {
    refuse(ctx, '部门不存在', 'The department does not exist');
  }
  if (!isEmpty(record.builtTime)) {
    const built = String(record.builtTime);
    if (!/^\d{4}-\d{2}-\d{2}/.test(built))
      refuse(ctx, '建塔时间格式应为 yyyy-MM-dd', 'The build date must look like yyyy-MM-dd');
    if (built.slice(0, 10) > formatTime(new Date()).slice(0, 10)) {
      refuse(ctx, '建塔时间不能晚于今天', 'The build date cannot be in the future');
    }
  }
}

const TOWER_NUMBERS = [
  'capacity',
  'digitCount',
  'highWarning',
  'lowWarning',
  'maxWeight',
  'diffValue',
  'miniValue',
  'shortValue',
  'shortDuration',
  'deviceAddr',
  'depId',
] as const;

const towerInfoConfig: CrudConfig<TowerInfoRow> = {
  path: 'tower/TowerInfo',
  rows: towers,
  tableName: 'tower_info',
  idKey: 'id',
  perm: 'tower:info',
  filters: { towerId: 'like', location: 'like', sn: 'like', type: 'like', selectStatus: 'eq' },
  where: (row, query) => !query.depId || deptSubtree(Number(query.depId)).has(row.depId),
  defaultSort: { field: 'towerId', order: 'asc' },
  required: required<TowerInfoRow>(
    ['towerId', '料塔编号', 'tower number'],
    ['location', '位置', 'location'],
    ['capacity', '容量', 'capacity'],
  ),
  unique: [
    unique<TowerInfoRow>(['towerId'], '料塔编号', 'tower number'),
    unique<TowerInfoRow>(['sn', 'deviceAddr'], '网关与设备地址', 'gateway and address'),
  ],
  validate: validateTower,
  defaults: () => ({
    selectStatus: '0',
    delFlag: '0',
    digitCount: 0,
    remark: '',
    diffValue: 200,
    miniValue: 1000,
    shortValue: 500,
    shortDuration: 300,
  }),
  afterSave: (row) => {
    for (const joined of JOINED_TOWER_FIELDS) delete (row as unknown as Record<string, unknown>)[joined];
    for (const key of TOWER_NUMBERS) {
      if (!isEmpty(row[key])) (row as unknown as Record<string, number>)[key] = Number(row[key]);
    }
  },
  present: presentTower,
  onWrite: auditWrites('料塔信息'),
  valid: true,
  exportName: msg('料塔信息', 'Towers'),
  exportColumns: [
    col('towerId', '料塔编号', 'Tower'),
    col('location', '位置', 'Location'),
    col('depName', '部门', 'Department'),
    col('type', '物料', 'Material'),
    col('sn', '网关序列号', 'Gateway serial'),
    col('deviceId', '设备编号', 'Device'),
    col('deviceAddr', '设备地址', 'Address'),
    col('capacity', '容量(t)', 'Capacity (t)'),
    col('highWarning', '高位报警(t)', 'High level (t)'),
    col('lowWarning', '低位报警(t)', 'Low level (t)'),
    col('maxWeight', '最大重量(t)', 'Max weight (t)'),
    col('diffValue', '差值(Kg)', 'Difference (kg)'),
    col('miniValue', '最小值(Kg)', 'Minimum refill (kg)'),
    col('shortValue', '短时下降值(Kg)', 'Short drop (kg)'),
    col('shortDuration', '短时时长(s)', 'Short duration (s)'),
    col('selectStatus', '状态', 'Status'),
    col('builtTime', '建塔时间', 'Built'),
  ],
};

/** Checks of a refill or exception row: its tower exists, start before end, times well formed. */
function validateTowerEvent(record: Partial<TowerRecordRow | TowerExceptionRow>, ctx: HandlerContext): void {
  if (!isEmpty(record.towerId) && !towers().some((t) => t.towerId === String(record.towerId))) {
    refuse(ctx, `料塔“${String(record.towerId)}”不存在`, `Tower "${String(record.towerId)}" does not exist`);
  }
  checkTime(ctx, record.startDatetime, msg('开始时间', 'The start'));
  checkTime(ctx, record.endDatetime, msg('结束时间', 'The end'));
  if (String(record.startDatetime) > String(record.endDatetime)) {
    refuse(ctx, '开始时间不能晚于结束时间', 'The start cannot be after the end');
  }
  checkNumber(ctx, record.firstWeight, msg('初始重量', 'The first weight'));
  checkNumber(ctx, record.balanceWeight, msg('结余重量', 'The balance weight'));
  checkNumber(ctx, record.consumeWeight, msg('消耗重量', 'The consumed weight'), { min: 0 });
}

/** Location, gateway and device are copied from the tower when the row leaves them empty. */
function copyFromTower(row: TowerRecordRow | TowerExceptionRow): void {
  const tower = towers().find((t) => t.towerId === row.towerId);
  if (!tower) return;
  if (isEmpty(row.location)) row.location = tower.location;
  if (isEmpty(row.netId)) row.netId = tower.sn;
  if (isEmpty(row.deviceId)) row.deviceId = tower.deviceId;
  for (const key of ['firstWeight', 'balanceWeight', 'consumeWeight'] as const) row[key] = Number(row[key] ?? 0);
}

const towerRecordConfig: CrudConfig<TowerRecordRow> = {
  path: 'tower/TowerRecord',
  rows: detectedRecords,
  tableName: 'tower_record',
  idKey: 'id',
  perm: 'tower:record',
  filters: { towerId: 'like', location: 'like', netId: 'like', source: 'eq' },
  timeField: 'startDatetime',
  defaultSort: { field: 'startDatetime', order: 'desc' },
  required: required<TowerRecordRow>(
    ['towerId', '料塔编号', 'tower number'],
    ['startDatetime', '开始时间', 'start'],
    ['endDatetime', '结束时间', 'end'],
    ['firstWeight', '初始重量', 'first weight'],
    ['balanceWeight', '结余重量', 'balance weight'],
  ),
  validate: (record, ctx) => {
    validateTowerEvent(record, ctx);
    if (n(record.balanceWeight) <= n(record.firstWeight)) {
      refuse(ctx, '结余重量必须大于初始重量', 'The balance must exceed the first weight');
    }
  },
  defaults: () => ({ image: '', remark: '', consumeWeight: 0 }),
  afterSave: (row, _body, _ctx, previous) => {
    noteRecordId('tower_record', row.id);
    copyFromTower(row);
    row.refillWeight = Math.round((row.balanceWeight - row.firstWeight) * 10) / 10;
    row.source = previous?.source ?? 'MANUAL';
  },
  onWrite: auditWrites('加料记录'),
  exportName: msg('加料记录', 'Refill records'),
  exportColumns: [
    col('towerId', '料塔编号', 'Tower'),
    col('location', '位置', 'Location'),
    col('netId', '网关', 'Gateway'),
    col('deviceId', '设备编号', 'Device'),
    col('startDatetime', '开始时间', 'Start'),
    col('endDatetime', '结束时间', 'End'),
    col('firstWeight', '初始重量(Kg)', 'First (kg)'),
    col('balanceWeight', '结余重量(Kg)', 'Balance (kg)'),
    col('refillWeight', '加料量(Kg)', 'Refilled (kg)'),
    col('consumeWeight', '消耗重量(Kg)', 'Consumed (kg)'),
    col('source', '来源', 'Source'),
  ],
};

const EXCEPTION_TYPES = ['SUDDEN_DROP', 'SPIKE', 'OUT_OF_RANGE', 'STUCK', 'OFFLINE', 'HIGH_LEVEL', 'LOW_LEVEL'];

const towerExceptionConfig: CrudConfig<TowerExceptionRow> = {
  path: 'tower/TowerExceptionRecord',
  rows: detectedExceptions,
  tableName: 'tower_exception_record',
  idKey: 'id',
  perm: 'tower:exception',
  filters: { towerId: 'like', location: 'like', type: 'eq', reason: 'like' },
  timeField: 'startDatetime',
  defaultSort: { field: 'startDatetime', order: 'desc' },
  required: required<TowerExceptionRow>(
    ['towerId', '料塔编号', 'tower number'],
    ['type', '异常类型', 'type'],
    ['reason', '异常原因', 'reason'],
    ['startDatetime', '开始时间', 'start'],
    ['endDatetime', '结束时间', 'end'],
  ),
  validate: (record, ctx) => {
    validateTowerEvent(record, ctx);
    checkOneOf(ctx, record.type, EXCEPTION_TYPES, msg('异常类型', 'The type'));
  },
  defaults: () => ({ image: '', remark: '', consumeWeight: 0, firstWeight: 0, balanceWeight: 0 }),
  afterSave: (row) => {
    noteRecordId('tower_exception_record', row.id);
    copyFromTower(row);
  },
  onWrite: auditWrites('异常记录'),
  exportName: msg('异常记录', 'Exception records'),
  exportColumns: [
    col('towerId', '料塔编号', 'Tower'),
    col('location', '位置', 'Location'),
    col('type', '异常类型', 'Type'),
    col('reason', '异常原因', 'Reason'),
    col('startDatetime', '开始时间', 'Start'),
    col('endDatetime', '结束时间', 'End'),
    col('firstWeight', '开始重量(Kg)', 'Weight at start (kg)'),
    col('balanceWeight', '结束重量(Kg)', 'Weight at end (kg)'),
    col('consumeWeight', '损失重量(Kg)', 'Lost (kg)'),
  ],
};

/** Handlers of the tower area. */
export const towerHandlers: RequestHandler[] = [
  ...towerLiveHandlers,
  ...towerStatisticsHandlers,
  ...towerPhotoHandlers,
  ...crudHandlers(towerInfoConfig),
  ...crudHandlers(towerRecordConfig),
  ...crudHandlers(towerExceptionConfig),
];
