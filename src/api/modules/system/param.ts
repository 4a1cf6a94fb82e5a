import { changeStatusOf, exportOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** System parameters (`params`): standard family + changeStatus, valid (keyName unique), exportExcel. */
export interface Param extends Audited {
  paramId?: number;
  name?: string;
  /** The parameter's key, e.g. `sys.user.initPassword`; unique. */
  keyName?: string;
  keyValue?: string;
  /** `sys_param_type`: Y built in (cannot be deleted), N user-defined. */
  paramType?: 'Y' | 'N';
  status?: Status;
}

export interface ParamQuery extends PageQuery {
  name?: string;
  keyName?: string;
  paramType?: 'Y' | 'N';
  status?: Status;
  beginTime?: string;
  endTime?: string;
}

const PATH = 'params';

export const paramApi = {
  ...standardResource<Param, ParamQuery>(PATH),
  ...exportOf(PATH, 'param'),
  ...validOf<Param>(PATH),
  ...changeStatusOf(PATH),
};
