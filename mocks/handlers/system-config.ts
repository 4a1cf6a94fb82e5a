import { http, type RequestHandler } from 'msw';
import { touch } from '../db';
import { crudHandlers, type CrudConfig } from '../lib/crud';
import { API, guarded, ok, param } from '../lib/http';
import { auditWrites, recordOperation } from '../seed/logs';
import { dictItems, dictTypes, type DictItemRow, type DictTypeRow } from '../seed/dicts';
import { params, type ParamRow } from '../seed/params';
import { col, isNonNegativeNumber, refuse } from './system-shared';

/** Dictionaries (`dicts`, `dicts/items`) and system parameters (`params`). */
const DICT_TYPE_PATTERN = /^[a-z][a-z0-9_]{0,99}$/;
const LIST_CLASSES = ['', 'default', 'primary', 'success', 'info', 'warning', 'danger'];

const dictTypeConfig: CrudConfig<DictTypeRow> = {
  path: 'dicts',
  rows: dictTypes,
  tableName: 'sys_dict_type',
  idKey: 'dictId',
  perm: 'system:dict',
  filters: { dictName: 'like', dictType: 'like', status: 'eq' },
  defaultSort: { field: 'dictId', order: 'asc' },
  required: [
    { field: 'dictName', message: { zh: '字典名称不能为空', en: 'The dictionary name is required' } },
    { field: 'dictType', message: { zh: '字典类型不能为空', en: 'The dictionary type is required' } },
  ],
  unique: [
    { fields: ['dictType'], message: { zh: '字典类型“{value}”已存在', en: 'The dictionary type "{value}" exists' } },
  ],
  validate: (record, ctx) => {
    if (!DICT_TYPE_PATTERN.test(String(record.dictType))) {
      refuse(
        ctx,
        '字典类型必须以字母开头，且只能为（小写字母，数字，下划线）',
        'The type starts with a letter and holds lower-case letters, digits and _ only',
      );
    }
  },
  defaults: () => ({ status: '0', remark: '' }),
  // Renaming a type carries its items along.
  afterSave: (row, _body, _ctx, previous) => {
    if (!previous || previous.dictType === row.dictType) return;
    for (const item of dictItems()) if (item.dictType === previous.dictType) item.dictType = row.dictType;
    touch('sys_dict_data');
  },
  beforeDelete: (ids, ctx) => {
    for (const id of ids) {
      const type = dictTypes().find((t) => t.dictId === id);
      if (type && dictItems().some((item) => item.dictType === type.dictType)) {
        refuse(ctx, `字典“${type.dictName}”已分配数据，不能删除`, `The dictionary "${type.dictName}" still has items`);
      }
    }
  },
  exportColumns: [
    col('dictId', '字典编号', 'ID'),
    col('dictName', '字典名称', 'Name'),
    col('dictType', '字典类型', 'Type'),
    col('status', '状态', 'Status'),
    col('remark', '备注', 'Remark'),
    col('createTime', '创建时间', 'Created'),
  ],
  exportName: { zh: '字典类型', en: 'Dictionary types' },
  valid: true,
  options: { label: 'dictName', value: 'dictType' },
  onWrite: auditWrites('字典类型'),
};

const dictItemConfig: CrudConfig<DictItemRow> = {
  path: 'dicts/items',
  rows: dictItems,
  tableName: 'sys_dict_data',
  idKey: 'dictCode',
  perm: 'system:dict',
  filters: { dictType: 'eq', dictLabel: 'like', status: 'eq' },
  defaultSort: { field: 'sort', order: 'asc' },
  required: [
    { field: 'dictType', message: { zh: '字典类型不能为空', en: 'The dictionary type is required' } },
    { field: 'dictLabel', message: { zh: '数据标签不能为空', en: 'The label is required' } },
    { field: 'dictValue', message: { zh: '数据键值不能为空', en: 'The value is required' } },
    { field: 'sort', message: { zh: '数据排序不能为空', en: 'The order is required' } },
  ],
  validate: (record, ctx, existing) => {
    if (!dictTypes().some((t) => t.dictType === record.dictType)) {
      refuse(ctx, `字典类型“${String(record.dictType)}”不存在`, `No dictionary type "${String(record.dictType)}"`);
    }
    if (!isNonNegativeNumber(record.sort)) refuse(ctx, '数据排序必须是非负数', 'The order must be 0 or more');
    if (!LIST_CLASSES.includes(String(record.listClass ?? ''))) {
      refuse(ctx, '回显样式只能是 default、primary、success、info、warning 或 danger', 'Invalid tag colour');
    }
    const value = String(record.dictValue).trim();
    const clash = dictItems().find(
      (item) => item.dictType === record.dictType && item.dictValue === value && item.dictCode !== existing?.dictCode,
    );
    if (clash) refuse(ctx, `字典键值“${value}”已存在`, `The value "${value}" already exists in this dictionary`);
  },
  defaults: () => ({ listClass: 'default', isDefault: 'N', status: '0', remark: '' }),
  afterSave: (row) => {
    row.sort = Number(row.sort);
    row.dictValue = String(row.dictValue).trim();
  },
  exportColumns: [
    col('dictCode', '字典编码', 'Code'),
    col('dictType', '字典类型', 'Type'),
    col('dictLabel', '字典标签', 'Label'),
    col('dictValue', '字典键值', 'Value'),
    col('sort', '字典排序', 'Order'),
    col('listClass', '回显样式', 'Tag colour'),
    col('isDefault', '是否默认', 'Default'),
    col('status', '状态', 'Status'),
    col('remark', '备注', 'Remark'),
  ],
  exportName: { zh: '字典数据', en: 'Dictionary items' },
  valid: true,
  onWrite: auditWrites('字典数据'),
};

const dictExtras: RequestHandler[] = [
  http.get(
    `${API}/dicts/items/type/:type`,
    guarded(undefined, ({ params: routeParams }) => {
      const type = param(routeParams, 'type');
      return ok(
        dictItems()
          .filter((item) => item.dictType === type && item.status === '0')
          .sort((a, b) => a.sort - b.sort),
      );
    }),
  ),
  // The mock reads the tables directly; refreshing only has to answer (and be logged).
  http.post(
    `${API}/dicts/refresh`,
    guarded('system:dict:remove', (ctx) => {
      recordOperation(ctx, { title: '字典类型', businessType: '9' });
      return ok();
    }),
  ),
];

const paramConfig: CrudConfig<ParamRow> = {
  path: 'params',
  rows: params,
  tableName: 'sys_param',
  idKey: 'paramId',
  perm: 'system:config',
  filters: { name: 'like', keyName: 'like', paramType: 'eq', status: 'eq' },
  defaultSort: { field: 'paramId', order: 'asc' },
  required: [
    { field: 'name', message: { zh: '参数名称不能为空', en: 'The parameter name is required' } },
    { field: 'keyName', message: { zh: '参数键名不能为空', en: 'The parameter key is required' } },
    { field: 'keyValue', message: { zh: '参数键值不能为空', en: 'The parameter value is required' } },
  ],
  unique: [{ fields: ['keyName'], message: { zh: '参数键名“{value}”已存在', en: 'The key "{value}" is taken' } }],
  validate: (record, ctx) => {
    if (!['Y', 'N'].includes(String(record.paramType))) refuse(ctx, '系统内置只能是 Y 或 N', 'Built-in is Y or N');
    if (String(record.name).length > 100)
      refuse(ctx, '参数名称不能超过 100 个字符', 'The name is at most 100 characters');
    if (String(record.keyName).length > 100)
      refuse(ctx, '参数键名不能超过 100 个字符', 'The key is at most 100 characters');
    if (String(record.keyValue).length > 500) {
      refuse(ctx, '参数键值不能超过 500 个字符', 'The value is at most 500 characters');
    }
  },
  defaults: () => ({ paramType: 'N', status: '0', remark: '' }),
  beforeDelete: (ids, ctx) => {
    for (const id of ids) {
      const row = params().find((p) => p.paramId === id);
      if (row?.paramType === 'Y') {
        refuse(ctx, `内置参数“${row.keyName}”不能删除`, `The built-in parameter "${row.keyName}" cannot be deleted`);
      }
    }
  },
  exportColumns: [
    col('paramId', '参数主键', 'ID'),
    col('name', '参数名称', 'Name'),
    col('keyName', '参数键名', 'Key'),
    col('keyValue', '参数键值', 'Value'),
    col('paramType', '系统内置', 'Built in'),
    col('status', '状态', 'Status'),
    col('remark', '备注', 'Remark'),
    col('createTime', '创建时间', 'Created'),
  ],
  exportName: { zh: '参数数据', en: 'Parameters' },
  valid: true,
  changeStatus: true,
  onWrite: auditWrites('参数管理'),
};

export const systemConfigHandlers: RequestHandler[] = [
  ...dictExtras,
  ...crudHandlers(dictItemConfig),
  ...crudHandlers(dictTypeConfig),
  ...crudHandlers(paramConfig),
];
