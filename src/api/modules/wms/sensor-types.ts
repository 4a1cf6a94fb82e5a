import { api } from '../../client';
import { standardResource, toOptions, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, Option, PageQuery, Status } from '../../types';
import { segment } from '../system/tree';

/** How a load cell or type takes its load (dictionary `wms_load_direction`). */
export type LoadDirection = 'COMPRESSION' | 'TENSION' | 'UNIVERSAL';

/**
 * A load-cell type (传感器类型): `wms/sensortypes`. Fields after domain.md §2.1; the seed holds its
 * seven types: SP single-point, SB single-ended shear beam, DB double-ended shear beam, CL column,
 * BR bridge, S S-type, PK spoke. `capMin`/`capMax` (kg) is the typical capacity range (the mock
 * refuses capMin > capMax). Each seeded code has a fixed letter in total model codes (domain §5.2).
 */
export interface SensorType extends Audited {
  id?: number;
  /** Required and unique, 1–4 upper-case letters (`^[A-Z]{1,4}$`), e.g. `DB`. */
  code?: string;
  /** Required, e.g. 双剪切梁式. */
  nameZh?: string;
  nameEn?: string;
  loadDirection?: LoadDirection;
  capMin?: number;
  capMax?: number;
  typicalUse?: string;
  /** Picture of the mechanical form: a content-service preview URL (file class `product`). */
  image?: string;
  status?: Status;
}

export interface SensorTypeQuery extends PageQuery {
  code?: string;
  nameZh?: string;
  loadDirection?: LoadDirection;
  status?: Status;
}

const PATH = 'wms/sensortypes';

export const sensorTypeApi = {
  ...standardResource<SensorType, SensorTypeQuery>(PATH),
  /** `POST wms/sensortypes/valid`: true, or the reason (duplicate or malformed code, bad range) as the error. */
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
