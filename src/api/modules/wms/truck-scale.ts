import { exportOf, standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';
import type { ScaleClass } from './platform-scale';

export type TruckDeckType = 'U_BEAM' | 'CHANNEL' | 'BOX' | 'CONCRETE';
export type TruckFoundation = 'PITLESS' | 'PIT';

/**
 * A truck scale (汽车衡 / 地磅, SCS): `wms/TruckScale`, a multi-section deck on 4–16 load cells.
 * Fields after domain.md §2.1; the mock checks e (1, 2 or 5 × 10^k kg), n = Max / e within the class
 * and an even cell count from 4 to 16.
 */
export interface TruckScale extends Audited {
  id?: number;
  /** Required and unique, e.g. `SCS-80T-180X30`. */
  model?: string;
  name?: string;
  /** Max, kg; required. */
  maxCapacity?: number;
  /** Verification interval e, kg; required. */
  division?: number;
  accuracyClass?: ScaleClass;
  /** Deck, m. */
  length?: number;
  width?: number;
  /** Deck sections, 1–6. */
  sections?: number;
  /** Even, 4–16. */
  cellCount?: number;
  /** Dead load, kg. */
  deadLoad?: number;
  deckType?: TruckDeckType;
  /** mm. */
  deckThickness?: number;
  foundation?: TruckFoundation;
  limiterCount?: number;
  /** Default components; each read also carries the component's model (`…Model`). */
  connectBoxId?: number;
  connectBoxModel?: string;
  instrumentId?: number;
  instrumentModel?: string;
  largeScreenId?: number;
  largeScreenModel?: string;
  status?: Status;
}

export interface TruckScaleQuery extends PageQuery {
  model?: string;
  name?: string;
  accuracyClass?: ScaleClass;
  deckType?: TruckDeckType;
  status?: Status;
}

const PATH = 'wms/TruckScale';

export const truckScaleApi = {
  ...standardResource<TruckScale, TruckScaleQuery>(PATH),
  ...exportOf(PATH, 'truck_scale'),
};
