import { optionsOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** Tinned copper, bare copper or stainless braid; dictionary `wms_woven_material`. */
export type WovenMaterial = 'TINNED_CU' | 'CU' | 'SS';

/**
 * A woven line (编织线, the braided earthing strap bolted across a load cell so welding current and
 * surges bypass it): `wms/woven`. Fields after domain.md §2.1: `crossSection` mm² (6, 10, 16, 25,
 * 35 or 50), `length` mm (100–2000), `lugHole` e.g. `M12`, `capMin`/`capMax` the module
 * capacities (kg) it suits.
 */
export interface Woven extends Audited {
  id?: number;
  /** Required and unique, e.g. `BZX-25-400`. */
  model?: string;
  /** Required. */
  name?: string;
  /** Product picture: a preview URL of the file service's `product` class (domain.md §2 catalogue items), optional. */
  image?: string;
  material?: WovenMaterial;
  crossSection?: number;
  length?: number;
  lugHole?: string;
  capMin?: number;
  capMax?: number;
  status?: Status;
}

export interface WovenQuery extends PageQuery {
  model?: string;
  name?: string;
  material?: WovenMaterial;
  status?: Status;
  /** A module capacity range (kg): the parts whose `capMin`…`capMax` band overlaps it. */
  minCapacity?: number;
  maxCapacity?: number;
}

const PATH = 'wms/woven';

export const wovenApi = {
  ...standardResource<Woven, WovenQuery>(PATH),
  /** `POST wms/woven/valid`: true, or the reason (duplicate model, section or length out of range) as the error. */
  ...validOf<Woven>(PATH),
  /** `GET wms/woven/options/{type}`: the enabled woven lines of one material (`{ label: model, value: id }`). */
  ...optionsOf(PATH),
};
