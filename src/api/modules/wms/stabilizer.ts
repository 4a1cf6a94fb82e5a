import { optionsOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** Stay rod (拉杆) or limit bolt (限位螺栓) (guess after domain.md §2.1). */
export type StabilizerKind = 'STAY_ROD' | 'LIMIT_BOLT';

/**
 * A stabilizer (稳定杆 / 限位装置): `wms/stabilizer`. `thread` e.g. `M20`; `maxHorizontalForce` kN.
 */
export interface Stabilizer extends Audited {
  id?: number;
  /** Required and unique, e.g. `WDG-M20-500`. */
  model?: string;
  /** Required. */
  name?: string;
  kind?: StabilizerKind;
  thread?: string;
  maxHorizontalForce?: number;
  status?: Status;
}

export interface StabilizerQuery extends PageQuery {
  model?: string;
  name?: string;
  kind?: StabilizerKind;
  status?: Status;
}

const PATH = 'wms/stabilizer';

export const stabilizerApi = {
  ...standardResource<Stabilizer, StabilizerQuery>(PATH),
  /** `POST wms/stabilizer/valid`: true, or the reason (duplicate model) as the error. */
  ...validOf<Stabilizer>(PATH),
  /** `GET wms/stabilizer/options/{type}`: the enabled stabilizers of one kind (`{ label: model, value: id }`). */
  ...optionsOf(PATH),
};
