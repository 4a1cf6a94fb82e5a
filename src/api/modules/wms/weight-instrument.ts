import { optionsOf, standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** OIML R76 accuracy class of an instrument (II fine, III medium, IIII ordinary). */
export type AccuracyClass = 'II' | 'III' | 'IIII';

/** Load-cell signal an indicator reads: analog mV/V, digital cells over RS485, or both. */
export type SignalType = 'ANALOG' | 'DIGITAL' | 'BOTH';

/** Interfaces an indicator may offer; records list them comma-separated (`RS232,RS485`). */
export type InstrumentInterface = 'RS232' | 'RS485' | 'ETH' | 'AO' | 'USB' | 'BT';

/**
 * A weighing indicator (称重仪表, XK3190 family): `wms/WeightInstrument`. The spec names no fields;
 * these follow domain.md §2.1 and are what the selection checks need (n_ind, U_exc, Δu_min, cells).
 */
export interface WeightInstrument extends Audited {
  id?: number;
  /** Unique, e.g. `XK3190-A12`. */
  model?: string;
  name?: string;
  /** Short code used in the total model number (domain.md §5), e.g. `A12`. */
  shortCode?: string;
  accuracyClass?: AccuracyClass;
  /** Maximum number of verification intervals (n_ind). */
  nind?: number;
  /** Excitation voltage, V. */
  uExc?: number;
  /** Minimum input signal per verification interval, µV/e. */
  duMin?: number;
  /** How many 350 Ω load cells it can drive. */
  maxCells?: number;
  adcBits?: number;
  /** Conversions per second, Hz. */
  sampleRate?: number;
  /** Comma-separated {@link InstrumentInterface} values. */
  interfaces?: string;
  signalType?: SignalType;
  /** Drives a large remote display. */
  largeScreenOut?: boolean;
  /** e.g. `AC220V` or `DC6V 蓄电池`. */
  power?: string;
  /** CNY. */
  price?: number;
  status?: Status;
}

export interface WeightInstrumentQuery extends PageQuery {
  model?: string;
  name?: string;
  accuracyClass?: AccuracyClass;
  signalType?: SignalType;
  status?: Status;
}

const PATH = 'wms/WeightInstrument';

export const weightInstrumentApi = {
  ...standardResource<WeightInstrument, WeightInstrumentQuery>(PATH),
  /** `GET wms/WeightInstrument/options`: enabled instruments, label `model name`, value id. */
  ...optionsOf(PATH),
};
