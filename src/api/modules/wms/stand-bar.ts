import { optionsOf, standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

export type StandBarMount = 'FRAME' | 'FLOOR' | 'WALL';
export type StandBarMaterial = 'CARBON_PAINT' | 'SS304';

/**
 * An indicator stand (立杆, 仪表立柱): `wms/StandBar`, the pole on a platform-scale frame that holds
 * the indicator. The spec names no fields; these follow domain.md §2.1.
 */
export interface StandBar extends Audited {
  id?: number;
  /** Required and unique, e.g. `LG-800`. */
  model?: string;
  name?: string;
  /** mm, 300–1500. */
  height?: number;
  material?: StandBarMaterial;
  mount?: StandBarMount;
  /** Platform sides it fits, mm. */
  minSide?: number;
  maxSide?: number;
  /** CNY. */
  price?: number;
  status?: Status;
}

export interface StandBarQuery extends PageQuery {
  model?: string;
  name?: string;
  mount?: StandBarMount;
  status?: Status;
}

const PATH = 'wms/StandBar';

export const standBarApi = {
  ...standardResource<StandBar, StandBarQuery>(PATH),
  /** `GET wms/StandBar/options`: the enabled stands, `{ label: model, value: id }` (a platform scale's default). */
  ...optionsOf(PATH),
};
