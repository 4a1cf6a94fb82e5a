import { exportOf, standardResource } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/** The kind of product a sample is. */
export type SpecimenProductType =
  'SENSOR' | 'INSTRUMENT' | 'CONNECT_BOX' | 'DIGITAL_CHIP' | 'LARGE_SCREEN' | 'MODULAR' | 'ACCESSORY';

/** Where a sample is: in stock, lent out, used up or scrapped. */
export type SpecimenState = 'IN_STOCK' | 'LENT' | 'CONSUMED' | 'SCRAPPED';

/**
 * A sample (样品 / 样机): `wms/Specimen`, a physical unit kept for customers, tests and exhibitions.
 * Fields after domain.md §2.1 (a guess). `quantity` is what is in stock; issues (specimen out) and
 * usage records refer to a sample by id, and a sample they refer to cannot be deleted.
 */
export interface Specimen extends Audited {
  id?: number;
  /** Required and unique, e.g. `YP-2024-015`. */
  sampleNo?: string;
  /** Required. */
  name?: string;
  productType?: SpecimenProductType;
  /** Product model, e.g. `XK3190-A12`. */
  model?: string;
  serialNo?: string;
  quantity?: number;
  /** 只, 台, 套 or 件. */
  unit?: string;
  /** Storage location, e.g. `A-03-2`. */
  location?: string;
  state?: SpecimenState;
}

export interface SpecimenQuery extends PageQuery {
  sampleNo?: string;
  name?: string;
  productType?: SpecimenProductType;
  state?: SpecimenState;
}

const PATH = 'wms/Specimen';

export const specimenApi = {
  ...standardResource<Specimen, SpecimenQuery>(PATH),
  ...exportOf(PATH, 'specimen'),
};
