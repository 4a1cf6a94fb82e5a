import { api } from '../../client';
import { toPage, cleanQuery, type CallOptions } from '../../resource';
import type { Audited, Id, PageResult } from '../../types';
import type { DeviceSetQuery } from './device-arith';

/** One configuration parameter of an indicator (filter level, zero range, baud rate, …). */
export interface DeviceParamItem {
  paramKey: string;
  name: string;
  value: string;
  defaultValue: string;
  dataType: 'int' | 'float' | 'enum' | 'text';
  unit?: string;
  min?: number;
  max?: number;
  /** For `enum`: the allowed values. */
  options?: string[];
  writable: boolean;
}

/** The parameter set of one device (设备参数): `des/DeviceParam`. */
export interface DeviceParam extends Audited {
  id?: number;
  /** Instrument number, e.g. `IND-0003`. */
  deviceId?: string;
  towerId?: string;
  params?: DeviceParamItem[];
  /** When the device last confirmed them. */
  lastSyncTime?: string;
}

/** What `PUT des/DeviceParam` takes: the set (by id or device) and the values to change. */
export interface DeviceParamUpdate {
  id?: number;
  deviceId?: string;
  params: Pick<DeviceParamItem, 'paramKey' | 'value'>[];
  remark?: string;
}

const PATH = 'des/DeviceParam';

export const deviceParamApi = {
  /** `GET des/DeviceParam/page`: the devices that have a set (the standard family's list), to pick one. */
  page: async (query: DeviceSetQuery, options?: CallOptions): Promise<PageResult<DeviceParam>> =>
    toPage<DeviceParam>(await api.get<unknown>(`${PATH}/page`, cleanQuery(query), options)),
  /** `GET des/DeviceParam/{id}`: `id` is the set's id or the device number; an unknown device gets the defaults. */
  get: (id: Id, options?: CallOptions) =>
    api.get<DeviceParam>(`${PATH}/${encodeURIComponent(String(id))}`, undefined, options),
  /** `PUT des/DeviceParam`: each value is checked against its type and bounds; read-only keys are refused. */
  update: (body: DeviceParamUpdate, options?: CallOptions) => api.put<void>(PATH, body, options),
};
