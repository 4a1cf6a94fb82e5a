import { defineTable, nextId, touch } from '../db';
import type { WriteEvent } from '../lib/crud';
import type { HandlerContext } from '../lib/http';
import { createRandom, now, seedTime } from '../lib/random';
import { depts } from './system';

/** sys_logininfor, with the spec's field names (§3 login log). */
export interface LoginLogRow {
  infoId: number;
  name: string;
  ipaddr: string;
  location: string;
  browser: string;
  os: string;
  status: '0' | '1';
  msg: string;
  createTime: string;
}

/**
 * The operation log's table. Stored under a name of its own since its rows took the spec's field names
 * (operatorName, operatorIp, createTime): rows a browser kept with the old names are seeded again.
 */
export const OPER_LOG_TABLE = 'sys_oper_log_v2';

/** sys_oper_log, with the spec's field names (§3 operation log): one row per write (and export) made through the backend. */
export interface OperLogRow {
  operId: number;
  title: string;
  /** `sys_oper_type`. */
  businessType: string;
  method: string;
  requestMethod: string;
  /** `sys_operator_type`: 0 other, 1 back office, 2 mobile. */
  operatorType: string;
  operatorName: string;
  deptName: string;
  operUrl: string;
  operatorIp: string;
  operLocation: string;
  operParam: string;
  jsonResult: string;
  status: '0' | '1';
  errorMsg: string;
  createTime: string;
  costTime: number;
}

/** The log tables keep this many rows; older ones drop off (bounded storage). */
export const LOG_CAP = 5000;

const BROWSERS = ['Chrome 120', 'Edge 119', 'Firefox 121', 'Safari 17'];
const SYSTEMS = ['Windows 10', 'Windows 11', 'Mac OS X', 'Linux'];
const PLACES = ['内网IP', '浙江省 杭州市', '上海市', '江苏省 苏州市'];

export const loginLogs = defineTable<LoginLogRow>('sys_logininfor', () => {
  const random = createRandom(21);
  return Array.from({ length: 500 }, (_, index) => {
    const success = random.bool(0.85);
    return {
      infoId: index + 1,
      name: random.bool(0.5) ? 'admin' : random.pick(['operator', 'user003', 'user017', 'user042']),
      ipaddr: `10.0.${random.int(0, 20)}.${random.int(2, 250)}`,
      location: random.pick(PLACES),
      browser: random.pick(BROWSERS),
      os: random.pick(SYSTEMS),
      status: success ? ('0' as const) : ('1' as const),
      msg: success ? '登录成功' : random.pick(['用户不存在/密码错误', '验证码错误']),
      createTime: seedTime(random, 180),
    };
  }).sort((a, b) => b.createTime.localeCompare(a.createTime));
});

export function recordLogin(userName: string, success: boolean, msg: string, request: Request): void {
  const rows = loginLogs();
  const agent = request.headers.get('User-Agent') ?? '';
  rows.unshift({
    infoId: nextId(rows, 'infoId'),
    name: userName,
    ipaddr: '127.0.0.1',
    location: '内网IP',
    browser: /Chrome\/(\d+)/.exec(agent)?.[0].replace('/', ' ') ?? 'Unknown',
    os: /Windows|Mac OS X|Linux/.exec(agent)?.[0] ?? 'Unknown',
    status: success ? '0' : '1',
    msg,
    createTime: now(),
  });
  if (rows.length > LOG_CAP) rows.length = LOG_CAP;
  touch('sys_logininfor');
}

/** Module title, API path and controller of the seeded operation log. */
const MODULES: [title: string, path: string, controller: string][] = [
  ['用户管理', 'users/usermng', 'system.SysUserController'],
  ['角色管理', 'roles', 'system.SysRoleController'],
  ['部门管理', 'dept', 'system.SysDeptController'],
  ['岗位管理', 'deposts', 'system.SysPostController'],
  ['菜单管理', 'menus', 'system.SysMenuController'],
  ['字典类型', 'dicts', 'system.SysDictTypeController'],
  ['字典数据', 'dicts/items', 'system.SysDictDataController'],
  ['参数管理', 'params', 'system.SysParamController'],
  ['定时任务', 'job/mng', 'quartz.SysJobController'],
  ['文件管理', 'files', 'system.SysFileController'],
  ['称重模块', 'wms/modular', 'wms.WmsModularController'],
  ['称重传感器', 'wms/sensor', 'wms.WmsSensorController'],
  ['汽车衡', 'wms/TruckScale', 'wms.WmsTruckScaleController'],
  ['选型数据', 'wms/seldata', 'wms.WmsSelDataController'],
  ['料塔信息', 'tower/TowerInfo', 'tower.TowerInfoController'],
];

/** businessType → [request method, handler method]. */
const BUSINESS: Record<string, [string, string]> = {
  '0': ['GET', 'query'],
  '1': ['POST', 'add'],
  '2': ['PUT', 'edit'],
  '3': ['DELETE', 'remove'],
  '4': ['PUT', 'authRole'],
  '5': ['GET', 'export'],
  '9': ['DELETE', 'clean'],
};
const BUSINESS_WEIGHTS = ['1', '1', '1', '2', '2', '2', '2', '3', '3', '5', '5', '4', '9', '0'];
const OPERATORS: [name: string, dept: string][] = [
  ['admin', '衡器科技集团'],
  ['admin', '衡器科技集团'],
  ['user003', '技术部'],
  ['user017', '销售部'],
  ['user042', '生产部'],
  ['user088', '质检部'],
];
const FAILURES = ['记录不存在', '岗位编码已存在', '存在下级部门,不允许删除', 'Connection timed out', '数据已被引用'];
const OK_RESULT = '{"msg":"操作成功","code":200}';

export const operLogs = defineTable<OperLogRow>(OPER_LOG_TABLE, () => {
  const random = createRandom(22);
  return Array.from({ length: 2000 }, (_, index) => {
    const [title, path, controller] = random.pick(MODULES);
    const businessType = random.pick(BUSINESS_WEIGHTS);
    const [requestMethod, handler] = BUSINESS[businessType];
    const [operatorName, deptName] = random.pick(OPERATORS);
    const id = random.int(1, 300);
    const failed = random.bool(0.06);
    const errorMsg = failed ? random.pick(FAILURES) : '';
    const suffix = businessType === '3' ? `/${id}` : businessType === '5' ? '/downloadExcel' : '';
    return {
      operId: index + 1,
      title,
      businessType,
      method: `com.weigh.web.controller.${controller}.${handler}()`,
      requestMethod,
      operatorType: '1',
      operatorName,
      deptName,
      operUrl: `/api/admin/${path}${suffix}`,
      operatorIp: `10.0.${random.int(0, 20)}.${random.int(2, 250)}`,
      operLocation: random.pick(PLACES),
      operParam:
        businessType === '3'
          ? `{"id":${id}}`
          : businessType === '1' || businessType === '2'
            ? `{"id":${id},"remark":""}`
            : '{}',
      jsonResult: failed ? JSON.stringify({ msg: errorMsg, code: 500 }) : OK_RESULT,
      status: failed ? ('1' as const) : ('0' as const),
      errorMsg,
      createTime: seedTime(random, 365),
      costTime: random.int(3, 1500),
    };
  }).sort((a, b) => b.createTime.localeCompare(a.createTime));
});

const SECRET_KEYS = /pass(word)?|pwd|secret|token/i;

/** Request data as the log shows it: passwords and tokens masked, at most 2,000 characters. */
export function describeParams(body: unknown): string {
  if (body === undefined) return '';
  const text = JSON.stringify(body, (key, value: unknown) =>
    key && SECRET_KEYS.test(key) && typeof value === 'string' ? '******' : value,
  );
  return (text ?? '').slice(0, 2000);
}

export interface OperationEntry {
  title: string;
  businessType: string;
  /** Request data (masked and shortened before it is kept). */
  params?: unknown;
  errorMsg?: string;
}

/** Appends an operation-log row for a write made through the mock. */
export function recordOperation(ctx: Pick<HandlerContext, 'request' | 'user'>, entry: OperationEntry): void {
  const rows = operLogs();
  const url = new URL(ctx.request.url);
  const handler = BUSINESS[entry.businessType]?.[1] ?? 'handle';
  const failed = Boolean(entry.errorMsg);
  rows.unshift({
    operId: nextId(rows, 'operId'),
    title: entry.title,
    businessType: entry.businessType,
    method: `${url.pathname.replace(/^\/api\/admin\//, '').replace(/\/\d+.*$/, '')}.${handler}()`,
    requestMethod: ctx.request.method,
    operatorType: '1',
    operatorName: ctx.user.row.userName,
    deptName: depts().find((d) => d.deptId === ctx.user.row.deptId)?.deptName ?? '',
    operUrl: url.pathname,
    operatorIp: '127.0.0.1',
    operLocation: '内网IP',
    operParam: describeParams(entry.params ?? (url.search ? Object.fromEntries(url.searchParams) : undefined)),
    jsonResult: failed ? JSON.stringify({ msg: entry.errorMsg, code: 500 }) : OK_RESULT,
    status: failed ? '1' : '0',
    errorMsg: entry.errorMsg ?? '',
    createTime: now(),
    costTime: 5 + Math.floor(Math.random() * 60),
  });
  if (rows.length > LOG_CAP) rows.length = LOG_CAP;
  touch(OPER_LOG_TABLE);
}

const ACTION_TYPES: Record<WriteEvent['action'], string> = {
  create: '1',
  update: '2',
  changeStatus: '2',
  delete: '3',
  export: '5',
};

/** `onWrite` of a CRUD config: logs each write under the module title. */
export function auditWrites(title: string): (event: WriteEvent) => void {
  return ({ action, ids, body, ctx }) =>
    recordOperation(ctx, { title, businessType: ACTION_TYPES[action], params: body ?? { ids } });
}
