import { standardResource } from '../../resource';
import type { InstrumentCabinet, InstrumentCabinetQuery } from './instrument-cabinet';

/**
 * A new-generation instrument cabinet (新款仪表柜): `wms/NewCabinet`. Every field of an instrument
 * cabinet plus a serial number `no` (domain.md §5.4: `YBG-` + year + `-` + three digits, unique).
 */
export interface NewCabinet extends InstrumentCabinet {
  /** Required and unique, e.g. `YBG-2024-001`. */
  no?: string;
}

export interface NewCabinetQuery extends InstrumentCabinetQuery {
  no?: string;
}

const PATH = 'wms/NewCabinet';

export const newCabinetApi = standardResource<NewCabinet, NewCabinetQuery>(PATH);
