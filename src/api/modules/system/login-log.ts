import { api } from '../../client';
import { exportOf, standardResource } from '../../resource';
import type { PageQuery } from '../../types';

/** Login log (`users/loginLog`): page, get, remove, removeBatch, clear, exportExcel (no create/update). */
export interface LoginLog {
  infoId?: number;
  /** The user name typed at sign-in. */
  name?: string;
  ipaddr?: string;
  location?: string;
  browser?: string;
  os?: string;
  msg?: string;
  /** `sys_common_status`: 0 success, 1 failure. */
  status?: '0' | '1';
  /** Time of the attempt. */
  createTime?: string;
}

export interface LoginLogQuery extends PageQuery {
  name?: string;
  ipaddr?: string;
  status?: '0' | '1';
  beginTime?: string;
  endTime?: string;
}

const PATH = 'users/loginLog';

const { page, get, remove, removeBatch } = standardResource<LoginLog, LoginLogQuery>(PATH);

export const loginLogApi = {
  path: PATH,
  page,
  get,
  remove,
  removeBatch,
  ...exportOf(PATH, 'logininfor'),
  /** `DELETE users/loginLog/clear`: empties the log. */
  clear: () => api.delete<void>(`${PATH}/clear`),
};
