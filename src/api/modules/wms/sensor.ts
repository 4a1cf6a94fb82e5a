import { optionsOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';
import type { LoadDirection } from './sensor-types';

/**
 * OIML R60 class label of a load cell: class letter + n_LC / 1000 (C3 = class C, 3000 intervals).
 * Dictionary `wms_accuracy_class`.
 */
export type SensorAccuracyClass = 'D1' | 'C2' | 'C3' | 'C4' | 'C5' | 'C6';

/** Analog (mV/V) or digital (RS485 addressable) output; dictionary `wms_signal_type`. */
export type SensorSignalType = 'ANALOG' | 'DIGITAL';

/** Spring element material; dictionary `wms_sensor_material`. */
export type SensorMaterial = 'ALLOY_NI' | 'SS17_4PH' | 'ALU';

/**
 * A load cell (称重传感器): `wms/sensor`. Fields after domain.md §2.1 (the subset the selection
 * rules of §3 read): `emax` rated capacity (kg), `nLC` maximum number of verification intervals,
 * `y` = Emax / vmin, `ratedOutput` mV/V and `inputResistance` Ω (analog cells only; the mock leaves
 * them out on digital cells), `cableLength` m. Reads also carry `sensorTypeName` (joined, never stored).
 */
export interface Sensor extends Audited {
  id?: number;
  /** Required and unique, e.g. `SJ-20T-C3`. */
  model?: string;
  /** Required. */
  name?: string;
  /** Product picture: a preview URL of the file service's `product` class (domain.md §2 catalogue items), optional. */
  image?: string;
  /** Must name an existing type. */
  sensorTypeId?: number;
  sensorTypeName?: string;
  signalType?: SensorSignalType;
  loadDirection?: LoadDirection;
  /** Emax, kg; required, > 0. */
  emax?: number;
  accuracyClass?: SensorAccuracyClass;
  nLC?: number;
  y?: number;
  /** Emin, kg: the minimum dead load (C08). */
  emin?: number;
  /** p_LC: the cell's share of the instrument error (R60 default 0.7, 0.3–0.8). */
  pLC?: number;
  /** Safe load limit, % Emax (V04 seismic limit). */
  safeLoad?: number;
  ratedOutput?: number;
  inputResistance?: number;
  material?: SensorMaterial;
  /** Dictionary `wms_ip_rating`. */
  ipRating?: string;
  cableLength?: number;
  status?: Status;
}

export interface SensorQuery extends PageQuery {
  model?: string;
  name?: string;
  sensorTypeId?: number;
  /** Several types: their ids joined by `,` (`1,3`). */
  sensorTypeIds?: string;
  /** These cells only: their ids joined by `,`. */
  ids?: string;
  signalType?: SensorSignalType;
  accuracyClass?: SensorAccuracyClass;
  /** Emax range, kg (either bound may be absent, both inclusive). */
  minEmax?: number;
  maxEmax?: number;
  status?: Status;
}

/** `1,3`: ids as a query parameter's value (`sensorTypeIds`, `ids`); undefined when there are none. */
export const idList = (ids: readonly number[]): string | undefined => (ids.length > 0 ? ids.join(',') : undefined);

const PATH = 'wms/sensor';

export const sensorApi = {
  ...standardResource<Sensor, SensorQuery>(PATH),
  /** `POST wms/sensor/valid`: true, or the reason (duplicate model, unknown type, Emax ≤ 0) as the error. */
  ...validOf<Sensor>(PATH),
  /**
   * `GET wms/sensor/options/{type}`: the enabled sensors of one sensor type id, smallest Emax
   * first (`{ label: model, value: id }`); without a type, every enabled sensor.
   */
  ...optionsOf(PATH),
};
