import { api } from '../../client';
import { cleanQuery, standardResource, toOptions, type CallOptions } from '../../resource';
import type { Option } from '../../types';
import { segment, toList } from '../system/tree';
import type {
  AccuracyClass,
  InstrumentInterface,
  SignalType,
  WeightInstrument,
  WeightInstrumentQuery,
} from './weight-instrument';

/**
 * What kind of new meter it is: analog or digital indicator (仪表, `yb`), transmitter or controller.
 * `selMeterYb` offers the two indicator kinds.
 */
export type MeterCategory = 'ANALOG_YB' | 'DIGITAL_YB' | 'TRANSMITTER' | 'CONTROLLER';

/**
 * A new-generation indicator (新款仪表): `wms/NewMeter`. Every field of a weight instrument plus a
 * serial number `no` (domain.md §5.4: `YB-` + year + `-` + four digits, unique), a category and a
 * release date; `successorOf` optionally names the weight instrument it replaces.
 */
export interface NewMeter extends WeightInstrument {
  /** Required and unique, e.g. `YB-2024-0012`; `GET no/{no}` looks a meter up by it. */
  no?: string;
  /** Required. */
  category?: MeterCategory;
  /** `YYYY-MM-DD`; `lastModel` picks the newest. */
  releaseDate?: string;
  /** Id of the weight instrument this meter succeeds. */
  successorOf?: number;
}

export interface NewMeterQuery extends WeightInstrumentQuery {
  no?: string;
  category?: MeterCategory;
}

/** `GET wms/NewMeter/selMeter`: enabled meters that fit a selection. Every criterion is optional. */
export interface NewMeterSelectQuery {
  category?: MeterCategory;
  signalType?: SignalType;
  /** Meters offering this interface. */
  interface?: InstrumentInterface;
  accuracyClass?: AccuracyClass;
  /** Meters that can drive at least this many load cells. */
  cellCount?: number;
}

/** Body of `POST wms/NewMeter/lastModel`: the meters to consider; every criterion is optional. */
export interface NewMeterModelCriteria {
  category?: MeterCategory;
  signalType?: SignalType;
  accuracyClass?: AccuracyClass;
  /** Model prefix, e.g. `XK3190-A`. */
  model?: string;
}

const PATH = 'wms/NewMeter';

export const newMeterApi = {
  ...standardResource<NewMeter, NewMeterQuery>(PATH),
  /** `GET wms/NewMeter/selMeterYb`: enabled indicators (analog and digital) as options, value = id. */
  selMeterYb: async (options?: CallOptions): Promise<Option[]> =>
    toOptions(await api.get<unknown>(`${PATH}/selMeterYb`, undefined, options)),
  /** `GET wms/NewMeter/selMeter`: the enabled meters matching the query, by model. */
  selMeter: async (query: NewMeterSelectQuery = {}, options?: CallOptions): Promise<NewMeter[]> =>
    toList<NewMeter>(await api.get<unknown>(`${PATH}/selMeter`, cleanQuery(query), options)),
  /**
   * `POST wms/NewMeter/lastModel`: the newest meter (latest release date) matching the criteria,
   * whose `model` is the latest model number; `null` when none matches.
   */
  lastModel: async (criteria: NewMeterModelCriteria = {}, options?: CallOptions): Promise<NewMeter | null> => {
    const data = await api.post<unknown>(`${PATH}/lastModel`, criteria, options);
    return typeof data === 'object' && data !== null ? (data as NewMeter) : null;
  },
  /** `GET wms/NewMeter/no/{no}`: the meter with this serial number; rejects when there is none. */
  getByNo: (no: string, options?: CallOptions) => api.get<NewMeter>(`${PATH}/no/${segment(no)}`, undefined, options),
};
