import { api } from '../../client';
import { standardResource, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery } from '../../types';

/** Kind of weighing system a selection is for (guess after domain.md §2.1). */
export type ScaleType = 'TANK' | 'HOPPER' | 'PLATFORM' | 'TRUCK';

/**
 * A selection record (选型数据): `wms/seldata`, one customer's choice of modular and load cell.
 * `selNo` is handed out by `POST model` (`XX-YYYYMMDD-NNNN`); `capacity` kg is the system total.
 */
export interface SelData extends Audited {
  id?: number;
  /** Required and unique. */
  selNo?: string;
  /** Required. */
  customer?: string;
  scaleType?: ScaleType;
  capacity?: number;
  cellCount?: number;
  sensorId?: number;
  modularId?: number;
  totalModelNo?: string;
}

export interface SelDataQuery extends PageQuery {
  selNo?: string;
  customer?: string;
  scaleType?: ScaleType;
  modularId?: number;
  beginTime?: string;
  endTime?: string;
}

/** Body of `POST wms/seldata/model`. */
export interface SelNoRequest {
  scaleType?: ScaleType;
}

const PATH = 'wms/seldata';

export const selDataApi = {
  ...standardResource<SelData, SelDataQuery>(PATH),
  /**
   * `POST wms/seldata/model`: the next free selection number of today, e.g. `XS-20261122-0007`.
   * Not reserved: `save` refuses a number taken meanwhile. The mock ignores the body.
   */
  model: async (request: SelNoRequest = {}, options?: CallOptions): Promise<string> =>
    String((await api.post<unknown>(`${PATH}/model`, request, options)) ?? ''),
  /** `POST wms/seldata/save`: stores a selection record (checked like a create) and returns its id. */
  save: (record: Partial<SelData>, options?: CallOptions) => api.post<Id>(`${PATH}/save`, record, options),
};
