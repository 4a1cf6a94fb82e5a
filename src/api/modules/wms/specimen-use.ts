import { standardResource } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/** State of a sample when it came back; empty while it is still in use. */
export type SpecimenCondition = 'GOOD' | 'WORN' | 'DAMAGED' | '';

/**
 * A sample usage record (样品领用): `wms/SpecimenUse`, who uses a sample for which project and when
 * it returns. Fields after domain.md §2.1 (a guess); the mock checks that the sample exists, that the
 * quantity is not more than its stock, and that the return date is not before the use date. A record
 * without a return date holds its quantity out of the sample's stock (see `Specimen`).
 */
export interface SpecimenUse extends Audited {
  id?: number;
  /** Required and unique, e.g. `YPLY-20240510-01`. */
  useNo?: string;
  /** Required: the sample used. */
  specimenId?: number;
  /** Joined on reads from the sample. */
  sampleNo?: string;
  specimenName?: string;
  /** Units taken from the sample's stock while in use (default 1); no more than the stock. */
  quantity?: number;
  /** Required: who uses it. */
  userName?: string;
  project?: string;
  /** `YYYY-MM-DD`. */
  useDate?: string;
  /** `YYYY-MM-DD`; empty while in use. */
  returnDate?: string;
  condition?: SpecimenCondition;
}

export interface SpecimenUseQuery extends PageQuery {
  useNo?: string;
  specimenId?: number;
  userName?: string;
  project?: string;
}

const PATH = 'wms/SpecimenUse';

export const specimenUseApi = standardResource<SpecimenUse, SpecimenUseQuery>(PATH);
