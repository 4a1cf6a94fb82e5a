import { standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

export type CabinetMount = 'WALL' | 'FLOOR' | 'DESK';
export type CabinetMaterial = 'COLD_ROLLED' | 'SS304';

/** Equipment a cabinet can hold; records list them comma-separated (`PSU,SPD`). */
export type CabinetEquipment = 'PSU' | 'SPD' | 'PLC' | 'PRINTER' | 'UPS' | 'HEATER';

/**
 * An instrument cabinet (仪表柜): `wms/InstrumentCabinet`, the enclosure for indicators, power supply,
 * surge protection, PLC and printer. The spec names no fields; these follow domain.md §2.1.
 */
export interface InstrumentCabinet extends Audited {
  id?: number;
  /** Unique, e.g. `YBG-600`. */
  model?: string;
  name?: string;
  /** Outer dimensions, mm. */
  height?: number;
  width?: number;
  depth?: number;
  mount?: CabinetMount;
  material?: CabinetMaterial;
  /** e.g. `IP65`. */
  ipRating?: string;
  /** How many indicators fit. */
  slots?: number;
  /** Comma-separated {@link CabinetEquipment} values. */
  includes?: string;
  /** e.g. `AC220V 50Hz`. */
  power?: string;
  /** CNY. */
  price?: number;
  status?: Status;
}

export interface InstrumentCabinetQuery extends PageQuery {
  model?: string;
  name?: string;
  mount?: CabinetMount;
  material?: CabinetMaterial;
  status?: Status;
}

const PATH = 'wms/InstrumentCabinet';

export const instrumentCabinetApi = standardResource<InstrumentCabinet, InstrumentCabinetQuery>(PATH);
