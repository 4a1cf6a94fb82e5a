import { optionsOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** OIML R60 accuracy class of a load cell. */
export type SensorAccuracyClass = 'C2' | 'C3' | 'C4' | 'C5' | 'C6';

/** Analog (mV/V) or digital (RS485 addressable) output. */
export type SensorSignalType = 'ANALOG' | 'DIGITAL';

/**
 * A load cell (称重传感器): `wms/sensor`. Fields after domain.md §2.1: `emax` the rated capacity
 * (kg), `nLC` the maximum number of verification intervals, `ratedOutput` mV/V (analog; the mock
 * leaves it empty on digital cells). Reads also carry `sensorTypeName` (joined, never stored).
 */
export interface Sensor extends Audited {
  id?: number;
  /** Required and unique, e.g. `H8C-C3-2.0t`. */
  model?: string;
  /** Required. */
  name?: string;
  sensorTypeId?: number;
  sensorTypeName?: string;
  signalType?: SensorSignalType;
  /** Emax, kg; required, > 0. */
  emax?: number;
  accuracyClass?: SensorAccuracyClass;
  nLC?: number;
  ratedOutput?: number;
  ipRating?: string;
  status?: Status;
}

export interface SensorQuery extends PageQuery {
  model?: string;
  name?: string;
  sensorTypeId?: number;
  signalType?: SensorSignalType;
  accuracyClass?: SensorAccuracyClass;
  status?: Status;
}

const PATH = 'wms/sensor';

export const sensorApi = {
  ...standardResource<Sensor, SensorQuery>(PATH),
  /** `POST wms/sensor/valid`: true, or the reason (duplicate model, unknown type) as the error. */
  ...validOf<Sensor>(PATH),
  /**
   * `GET wms/sensor/options/{type}`: the enabled sensors of one sensor type id (`{ label: model,
   * value: id }`); without a type, every enabled sensor.
   */
  ...optionsOf(PATH),
};
