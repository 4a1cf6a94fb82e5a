import { http, type RequestHandler } from 'msw';
import { touch } from '../db';
import { crudHandlers, type CrudConfig } from '../lib/crud';
import { API, guarded, ok } from '../lib/http';
import {
  auditWrites,
  loginLogs,
  OPER_LOG_TABLE,
  operLogs,
  recordOperation,
  type LoginLogRow,
  type OperLogRow,
} from '../seed/logs';
import { col } from './system-shared';

/** Operation log (`operations`) and login log (`users/loginLog`): read, delete, clear, export. */
const operLogConfig: CrudConfig<OperLogRow> = {
  path: 'operations',
  rows: operLogs,
  tableName: OPER_LOG_TABLE,
  idKey: 'operId',
  perm: 'monitor:operlog',
  readOnly: true,
  filters: {
    title: 'like',
    operatorName: 'like',
    businessType: 'in',
    status: 'eq',
    operatorIp: 'like',
    requestMethod: 'eq',
  },
  timeField: 'createTime',
  defaultSort: { field: 'createTime', order: 'desc' },
  exportColumns: [
    col('operId', '日志编号', 'Log ID'),
    col('title', '系统模块', 'Module'),
    col('businessType', '操作类型', 'Type'),
    col('method', '请求方法', 'Method'),
    col('requestMethod', '请求方式', 'HTTP method'),
    col('operatorName', '操作人员', 'Operator'),
    col('deptName', '部门名称', 'Department'),
    col('operUrl', '请求地址', 'URL'),
    col('operatorIp', '操作地址', 'IP'),
    col('operLocation', '操作地点', 'Location'),
    col('operParam', '请求参数', 'Parameters'),
    col('jsonResult', '返回参数', 'Result'),
    col('status', '状态', 'Status'),
    col('errorMsg', '错误消息', 'Error'),
    col('createTime', '操作时间', 'Time'),
    col('costTime', '消耗时间(毫秒)', 'Cost (ms)'),
  ],
  exportName: { zh: '操作日志', en: 'Operation log' },
  onWrite: auditWrites('操作日志'),
};

const loginLogConfig: CrudConfig<LoginLogRow> = {
  path: 'users/loginLog',
  rows: loginLogs,
  tableName: 'sys_logininfor',
  idKey: 'infoId',
  perm: 'monitor:logininfor',
  readOnly: true,
  filters: { name: 'like', ipaddr: 'like', status: 'eq' },
  defaultSort: { field: 'createTime', order: 'desc' },
  exportColumns: [
    col('infoId', '访问编号', 'ID'),
    col('name', '用户名称', 'User'),
    col('ipaddr', '登录地址', 'IP'),
    col('location', '登录地点', 'Location'),
    col('browser', '浏览器', 'Browser'),
    col('os', '操作系统', 'OS'),
    col('status', '登录状态', 'Status'),
    col('msg', '提示消息', 'Message'),
    col('createTime', '访问时间', 'Time'),
  ],
  exportName: { zh: '登录日志', en: 'Login log' },
  onWrite: auditWrites('登录日志'),
};

export const systemLogHandlers: RequestHandler[] = [
  http.delete(
    `${API}/operations/clear`,
    guarded('monitor:operlog:remove', (ctx) => {
      operLogs().splice(0);
      touch(OPER_LOG_TABLE);
      // The clearing itself is the first entry of the new log.
      recordOperation(ctx, { title: '操作日志', businessType: '9' });
      return ok();
    }),
  ),
  http.delete(
    `${API}/users/loginLog/clear`,
    guarded('monitor:logininfor:remove', (ctx) => {
      loginLogs().splice(0);
      touch('sys_logininfor');
      recordOperation(ctx, { title: '登录日志', businessType: '9' });
      return ok();
    }),
  ),
  ...crudHandlers(operLogConfig),
  ...crudHandlers(loginLogConfig),
];
