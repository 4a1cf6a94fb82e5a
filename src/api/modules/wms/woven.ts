import { optionsOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** What a woven line is made of (guess after domain.md §2.1). */
export type WovenMaterial = 'COPPER' | 'TINNED_COPPER' | 'SS304';

/**
 * A woven line (编织线, the braided earthing strap bridging a load cell): `wms/woven`.
 * `crossSection` mm², `length` mm.
 */
export interface Woven extends Audited {
  id?: number;
  /** Required and unique, e.g. `BZX-25-300`. */
  model?: string;
  /** Required. */
  name?: string;
  material?: WovenMaterial;
  crossSection?: number;
  length?: number;
  status?: Status;
}

export interface WovenQuery extends PageQuery {
  model?: string;
  name?: string;
  material?: WovenMaterial;
  status?: Status;
}

const PATH = 'wms/woven';

export const wovenApi = {
  ...standardResource<Woven, WovenQuery>(PATH),
  /** `POST wms/woven/valid`: true, or the reason (duplicate model) as the error. */
  ...validOf<Woven>(PATH),
  /** `GET wms/woven/options/{type}`: the enabled woven lines of one material (`{ label: model, value: id }`). */
  ...optionsOf(PATH),
};
