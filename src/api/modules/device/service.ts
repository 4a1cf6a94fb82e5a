import { standardResource } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/** A thing-model service (服务) a device offers, e.g. zero or tare: `device/service` (path chosen by this console). */
export interface DeviceService extends Audited {
  id?: number;
  /** Required, e.g. `置零`. */
  name?: string;
  /** Required and unique, e.g. `zero`. */
  servicedId?: string;
  /** The device (indicator number) it is bound to; empty for every device. */
  deviceId?: string;
  /** JSON list of parameter specs, e.g. `[{"id":"addr","type":"int"}]`. */
  inParam?: string;
  outParam?: string;
}

export interface DeviceServiceQuery extends PageQuery {
  name?: string;
  servicedId?: string;
  deviceId?: string;
}

export const serviceApi = standardResource<DeviceService, DeviceServiceQuery>('device/service');
