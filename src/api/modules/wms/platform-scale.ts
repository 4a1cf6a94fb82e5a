import { standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** Accuracy class of a platform or truck scale (OIML R76): III medium, IIII ordinary. */
export type ScaleClass = 'III' | 'IIII';

export type PlatformFinish = 'PAINT' | 'GALV' | 'SS304';

/**
 * A platform scale (平台秤 / 电子台秤, TCS): `wms/PlatformScale`, a steel deck on 4 or 6 load cells.
 * Fields after domain.md §2.1. The mock checks what a metrologist would: the interval e is 1, 2 or
 * 5 × 10^k kg and n = Max / e is within the class (III: 500–10 000, IIII: 100–1 000).
 */
export interface PlatformScale extends Audited {
  id?: number;
  /** Required and unique, e.g. `TCS-3T-15X15`. */
  model?: string;
  name?: string;
  /** Max, kg; required. */
  maxCapacity?: number;
  /** Verification interval e, kg; required. */
  division?: number;
  accuracyClass?: ScaleClass;
  /** Deck, mm. */
  length?: number;
  width?: number;
  height?: number;
  /** 4 or 6. */
  cellCount?: number;
  /** Dead load resting on the cells, kg. */
  deadLoad?: number;
  finish?: PlatformFinish;
  /** Default components; each read also carries the component's model (`…Model`). */
  connectBoxId?: number;
  connectBoxModel?: string;
  instrumentId?: number;
  instrumentModel?: string;
  standBarId?: number;
  standBarModel?: string;
  status?: Status;
}

export interface PlatformScaleQuery extends PageQuery {
  model?: string;
  name?: string;
  accuracyClass?: ScaleClass;
  status?: Status;
}

const PATH = 'wms/PlatformScale';

export const platformScaleApi = {
  ...standardResource<PlatformScale, PlatformScaleQuery>(PATH),
  /** `POST wms/PlatformScale/valid`: true, or the reason (duplicate model, bad interval) as the error. */
  ...validOf<PlatformScale>(PATH),
};
