import { exportOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** Plate steel grade; dictionary `wms_plate_material`. */
export type OverPlateMaterial = 'Q235' | 'Q345' | 'SS304';

/**
 * An over-plate (过渡板, the plate between a weigh module and the structure): `wms/overplate`.
 * Spec fields status, remark, createTime (filtered by `beginTime`/`endTime`); the rest after
 * domain.md §2.1: `length` × `width` × `thickness` mm, `holePattern` e.g. `4×Ø22 @ 240×240`,
 * `capMin`/`capMax` the load per support (kg) it is made for.
 */
export interface OverPlate extends Audited {
  id?: number;
  /** Required and unique, e.g. `GDB-300x300x25`. */
  model?: string;
  /** Required. */
  name?: string;
  /** Product picture: a preview URL of the file service's `product` class (domain.md §2 catalogue items), optional. */
  image?: string;
  length?: number;
  width?: number;
  /** > 0. */
  thickness?: number;
  holePattern?: string;
  material?: OverPlateMaterial;
  capMin?: number;
  capMax?: number;
  status?: Status;
}

export interface OverPlateQuery extends PageQuery {
  model?: string;
  name?: string;
  material?: OverPlateMaterial;
  status?: Status;
  /** A load per support range (kg): the plates whose `capMin`…`capMax` band overlaps it. */
  minCapacity?: number;
  maxCapacity?: number;
  /** createTime range, `YYYY-MM-DD HH:mm:ss`. */
  beginTime?: string;
  endTime?: string;
}

const PATH = 'wms/overplate';

export const overPlateApi = {
  ...standardResource<OverPlate, OverPlateQuery>(PATH),
  /** `POST wms/overplate/valid`: true, or the reason (duplicate model, dimensions ≤ 0) as the error. */
  ...validOf<OverPlate>(PATH),
  /** `GET wms/overplate/downloadExcel`. */
  ...exportOf(PATH, 'overplate'),
};
