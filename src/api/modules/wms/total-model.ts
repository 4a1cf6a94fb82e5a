import { api } from '../../client';
import { standardResource, toOptions, type CallOptions } from '../../resource';
import type { Audited, Option, PageQuery } from '../../types';
import { segment, toList } from '../system/tree';

/**
 * A total model (总型号): `wms/totalmodel`, a complete weigh system's catalogue number — a modular
 * with a load cell, times `cellCount`. `no` e.g. `ZX-0012`, unique; `capacity` kg (total).
 */
export interface TotalModel extends Audited {
  id?: number;
  /** Required and unique. */
  no?: string;
  /** Required. */
  name?: string;
  modularId?: number;
  sensorId?: number;
  cellCount?: number;
  capacity?: number;
}

export interface TotalModelQuery extends PageQuery {
  no?: string;
  name?: string;
  modularId?: number;
}

/** Body of `POST wms/totalmodel/selection/options`; every criterion is optional. */
export interface TotalModelCriteria {
  modularId?: number;
  sensorId?: number;
  cellCount?: number;
  /** Total models of at least this capacity, kg. */
  capacity?: number;
}

const PATH = 'wms/totalmodel';

export const totalModelApi = {
  ...standardResource<TotalModel, TotalModelQuery>(PATH),
  /** `GET wms/totalmodel/selectAllList`: every total model, by number. */
  selectAllList: async (options?: CallOptions): Promise<TotalModel[]> =>
    toList<TotalModel>(await api.get<unknown>(`${PATH}/selectAllList`, undefined, options)),
  /** `GET wms/totalmodel/no/{no}`: the total model with this number; rejects when there is none. */
  getByNo: (no: string, options?: CallOptions) => api.get<TotalModel>(`${PATH}/no/${segment(no)}`, undefined, options),
  /** `POST wms/totalmodel/selection/options`: matching total models, `{ label: no name, value: no }`. */
  selectionOptions: async (criteria: TotalModelCriteria = {}, options?: CallOptions): Promise<Option[]> =>
    toOptions(await api.post<unknown>(`${PATH}/selection/options`, criteria, options)),
};
