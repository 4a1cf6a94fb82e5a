import { exportOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/**
 * An over-plate (过渡板, the plate between a load cell and the structure): `wms/overplate`.
 * `thickness` mm.
 */
export interface OverPlate extends Audited {
  id?: number;
  /** Required and unique, e.g. `GDB-20-200`. */
  model?: string;
  /** Required. */
  name?: string;
  thickness?: number;
  status?: Status;
}

export interface OverPlateQuery extends PageQuery {
  model?: string;
  name?: string;
  status?: Status;
  /** createTime range. */
  beginTime?: string;
  endTime?: string;
}

const PATH = 'wms/overplate';

export const overPlateApi = {
  ...standardResource<OverPlate, OverPlateQuery>(PATH),
  /** `POST wms/overplate/valid`: true, or the reason (duplicate model) as the error. */
  ...validOf<OverPlate>(PATH),
  /** `GET wms/overplate/downloadExcel`. */
  ...exportOf(PATH, 'overplate'),
};
