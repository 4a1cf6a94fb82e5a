import { exportOf, standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/**
 * A weigh-module accessory (模块附件), the shape of both `wms/gyc/ptfj` and `wms/gyc/tyfj` (spec §3).
 * The short field names are the spec's own. name, mdl, draw, code, texture and range are required
 * (spec §5); the material code is unique within each list (it is the ERP key).
 */
export interface ModuleAttachment extends Audited {
  id?: number;
  name?: string;
  /** Model, e.g. `FX-M20`. */
  mdl?: string;
  /** Drawing number, e.g. `CZ-20-07`. */
  draw?: string;
  /** Material code, e.g. `1.05.020.0031`. */
  code?: string;
  /** Material, e.g. `SS304`. */
  texture?: string;
  /** Capacity range it fits, free text, e.g. `10-30t`. */
  range?: string;
  status?: Status;
}

export interface ModuleAttachmentQuery extends PageQuery {
  name?: string;
  mdl?: string;
  code?: string;
  status?: Status;
}

const PATH = 'wms/gyc/ptfj';

/** Industrial-scale matched accessories (工业秤配套附件; `ptfj` = 配套附件 is domain.md's best guess). */
export const gycPtfjApi = {
  ...standardResource<ModuleAttachment, ModuleAttachmentQuery>(PATH),
  ...exportOf(PATH, 'gyc_ptfj'),
};
