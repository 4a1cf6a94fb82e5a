import { api } from '../../client';
import { exportOf, standardResource, type WireNames } from '../../resource';
import type { PageQuery } from '../../types';

/** Operation log (`operations`): page, get, remove, removeBatch, clear, exportExcel (no create/update). */
export interface OperLog {
  operId?: number;
  /** The module, e.g. 用户管理. */
  title?: string;
  /** `sys_oper_type`: 0 other, 1 add, 2 edit, 3 delete, 4 grant, 5 export, 6 import, 7 force logout, 8 generate, 9 clear. */
  businessType?: string;
  /** Handler that served the call. */
  method?: string;
  requestMethod?: string;
  /** `sys_operator_type`: 0 other, 1 back office, 2 mobile. */
  operatorType?: string;
  operatorName?: string;
  deptName?: string;
  operUrl?: string;
  operatorIp?: string;
  operLocation?: string;
  /** Request parameters / body as JSON text. */
  operParam?: string;
  jsonResult?: string;
  /** `sys_common_status`: 0 success, 1 failure. */
  status?: '0' | '1';
  errorMsg?: string;
  createTime?: string;
  /** Milliseconds. */
  costTime?: number;
}

export interface OperLogQuery extends PageQuery {
  title?: string;
  operatorName?: string;
  /** One value or several joined by `,`. */
  businessType?: string;
  status?: '0' | '1';
  operatorIp?: string;
  /** On createTime. */
  beginTime?: string;
  endTime?: string;
}

const PATH = 'operations';

/**
 * The backend's names where they differ from the spec's (none today): a field it renames, say
 * `operatorName` to `operName`, is one line here (`operatorName: 'operName'`).
 */
const WIRE: WireNames<OperLog & OperLogQuery> = {};

const { page, get, remove, removeBatch } = standardResource<OperLog, OperLogQuery>(PATH, WIRE);

export const operLogApi = {
  path: PATH,
  page,
  get,
  remove,
  removeBatch,
  ...exportOf(PATH, 'operlog', WIRE),
  /** `DELETE operations/clear`: empties the log. */
  clear: () => api.delete<void>(`${PATH}/clear`),
};
