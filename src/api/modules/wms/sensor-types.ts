import { api } from '../../client';
import { standardResource, toOptions, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, Option, PageQuery, Status } from '../../types';
import { segment } from '../system/tree';

/**
 * A load-cell type (传感器类型): `wms/sensortypes`, e.g. `BEAM` single-ended shear beam. Fields after
 * domain.md §2.1; `capMin`/`capMax` (kg) is the capacity range the type is made in (guess: the
 * mock refuses capMin > capMax).
 */
export interface SensorType extends Audited {
  id?: number;
  /** Required and unique, upper-case, e.g. `BEAM`, `SBEAM`, `COLUMN`. */
  code?: string;
  /** Required. */
  nameZh?: string;
  nameEn?: string;
  capMin?: number;
  capMax?: number;
  status?: Status;
}

export interface SensorTypeQuery extends PageQuery {
  code?: string;
  nameZh?: string;
  status?: Status;
}

const PATH = 'wms/sensortypes';

export const sensorTypeApi = {
  ...standardResource<SensorType, SensorTypeQuery>(PATH),
  /** `POST wms/sensortypes/valid`: true, or the reason (duplicate code, bad range) as the error. */
  ...validOf<SensorType>(PATH),
  /**
   * `GET wms/sensortypes/options/{id}`: the enabled types, `{ label: nameZh, value: id }`; the type
   * `id` (the one an edit form currently holds; 0 for none) is listed even when it is disabled.
   */
  options: async (currentId: Id = 0, options?: CallOptions): Promise<Option[]> =>
    toOptions(await api.get<unknown>(`${PATH}/options/${segment(currentId)}`, undefined, options)),
  /** `GET wms/sensortypes/sensorType/{type}`: the type with this code; rejects when there is none. */
  byCode: (code: string, options?: CallOptions) =>
    api.get<SensorType>(`${PATH}/sensorType/${segment(code)}`, undefined, options),
};
