import { exportOf, standardResource } from '../../resource';
import type { Audited, PageQuery } from '../../types';

export type SpecimenOutPurpose = 'DEMO' | 'TEST' | 'EXHIBITION' | 'GIFT';
export type SpecimenOutState = 'PENDING' | 'APPROVED' | 'OUT' | 'RETURNED';

/**
 * A sample issue (样品出库): `wms/SpecimenOut`, taking samples out of stock. Fields after domain.md
 * §2.1 (a guess). The mock checks that the sample exists, 1 ≤ quantity ≤ the sample's stock, and that
 * the expected return is not before the issue date. An issue holds its quantity out of the sample's
 * stock until its state is `RETURNED` (see `Specimen`).
 */
export interface SpecimenOut extends Audited {
  id?: number;
  /** Required and unique, e.g. `YPCK-20240510-01`. */
  outNo?: string;
  /** Required: the sample issued. */
  specimenId?: number;
  /** Joined on reads from the sample. */
  sampleNo?: string;
  specimenName?: string;
  /** Required. */
  quantity?: number;
  /** Required: who receives it. */
  recipient?: string;
  purpose?: SpecimenOutPurpose;
  /** `YYYY-MM-DD`. */
  outDate?: string;
  expectedReturn?: string;
  approver?: string;
  state?: SpecimenOutState;
}

export interface SpecimenOutQuery extends PageQuery {
  outNo?: string;
  specimenId?: number;
  recipient?: string;
  purpose?: SpecimenOutPurpose;
  state?: SpecimenOutState;
}

const PATH = 'wms/SpecimenOut';

export const specimenOutApi = {
  ...standardResource<SpecimenOut, SpecimenOutQuery>(PATH),
  ...exportOf(PATH, 'specimen_out'),
};
