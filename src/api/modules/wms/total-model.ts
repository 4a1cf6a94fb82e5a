import { api } from '../../client';
import { standardResource, toOptions, type CallOptions } from '../../resource';
import type { Audited, Option, PageQuery, Status } from '../../types';
import { segment, toList } from '../system/tree';
import type { ApplicationType } from './seldata';

/**
 * A total model (总型号): `wms/totalmodel`, the catalogue number of a complete configured system.
 * `no` is its serial number `ZX-yyyy-NNNN` (domain.md §5.4, looked up by `no/{no}`); `modelCode`
 * the code `FAM-CAP-GEOM-LC-IND[-OPT][-REV]` of §5.2 (the mock checks it against the §5.2 regex),
 * e.g. `SCS-80T-180X30-Z30TC4X8-A12-DJ`. `maxCapacity` kg; `modularId` only for weigh-module
 * systems; `options` the OPT letters; `revision` the REV letter ('' for the first design). Reads
 * also carry `modularModelNo` and `sensorModel` (joined, never stored).
 */
export interface TotalModel extends Audited {
  id?: number;
  /** Required and unique. */
  no?: string;
  /** Required and unique. */
  modelCode?: string;
  /** Required. */
  name?: string;
  applicationType?: ApplicationType;
  maxCapacity?: number;
  /** 1–99. */
  cellCount?: number;
  modularId?: number;
  modularModelNo?: string;
  sensorId?: number;
  sensorModel?: string;
  indicatorCode?: string;
  options?: string;
  revision?: string;
  status?: Status;
}

export interface TotalModelQuery extends PageQuery {
  no?: string;
  modelCode?: string;
  name?: string;
  applicationType?: ApplicationType;
  modularId?: number;
  status?: Status;
}

/** Body of `POST wms/totalmodel/selection/options`; every criterion is optional. */
export interface TotalModelCriteria {
  applicationType?: ApplicationType;
  modularId?: number;
  sensorId?: number;
  cellCount?: number;
  /** Total models of at least this Max, kg. */
  maxCapacity?: number;
}

const PATH = 'wms/totalmodel';

export const totalModelApi = {
  ...standardResource<TotalModel, TotalModelQuery>(PATH),
  /** `GET wms/totalmodel/selectAllList`: every total model, by number. */
  selectAllList: async (options?: CallOptions): Promise<TotalModel[]> =>
    toList<TotalModel>(await api.get<unknown>(`${PATH}/selectAllList`, undefined, options)),
  /** `GET wms/totalmodel/no/{no}`: the total model with this number; rejects when there is none. */
  getByNo: (no: string, options?: CallOptions) => api.get<TotalModel>(`${PATH}/no/${segment(no)}`, undefined, options),
  /** `POST wms/totalmodel/selection/options`: enabled matching total models, smallest first, `{ label: 'no modelCode', value: no }`. */
  selectionOptions: async (criteria: TotalModelCriteria = {}, options?: CallOptions): Promise<Option[]> =>
    toOptions(await api.post<unknown>(`${PATH}/selection/options`, criteria, options)),
};
