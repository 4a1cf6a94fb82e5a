import { optionsOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** Stay rod, check rod, limit bolt or anti-lift device; dictionary `wms_stabilizer_kind`. */
export type StabilizerKind = 'STAY_ROD' | 'CHECK_ROD' | 'LIMIT_BOLT' | 'ANTI_LIFT';

/**
 * A stabilizer (稳定杆 / 限位拉杆: takes side forces and stops a vessel lifting off): `wms/stabilizer`.
 * Fields after domain.md §2.1: `thread` e.g. `M20`, adjustable `lengthMin`–`lengthMax` mm,
 * `maxHorizontalForce` kN, `capMin`/`capMax` the module capacities (kg) it suits.
 */
export interface Stabilizer extends Audited {
  id?: number;
  /** Required and unique, e.g. `WDG-M20-500`. */
  model?: string;
  /** Required. */
  name?: string;
  /** Product picture: a preview URL of the file service's `product` class (domain.md §2 catalogue items), optional. */
  image?: string;
  kind?: StabilizerKind;
  thread?: string;
  lengthMin?: number;
  lengthMax?: number;
  maxHorizontalForce?: number;
  capMin?: number;
  capMax?: number;
  status?: Status;
}

export interface StabilizerQuery extends PageQuery {
  model?: string;
  name?: string;
  kind?: StabilizerKind;
  status?: Status;
  /** A module capacity range (kg): the parts whose `capMin`…`capMax` band overlaps it. */
  minCapacity?: number;
  maxCapacity?: number;
}

const PATH = 'wms/stabilizer';

export const stabilizerApi = {
  ...standardResource<Stabilizer, StabilizerQuery>(PATH),
  /** `POST wms/stabilizer/valid`: true, or the reason (duplicate model, force ≤ 0, lengths reversed) as the error. */
  ...validOf<Stabilizer>(PATH),
  /** `GET wms/stabilizer/options/{type}`: the enabled stabilizers of one kind (`{ label: model, value: id }`). */
  ...optionsOf(PATH),
};
