import { standardResource } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/**
 * A method (方法): the topic binding that carries a property, service or event between a device and
 * the platform, with its last message: `device/method` (path chosen by this console).
 */
export interface DeviceMethod extends Audited {
  id?: number;
  /** Required, e.g. `thing.event.weight.post`. */
  name?: string;
  /** The gateway's identifier. */
  net?: string;
  user?: string;
  inParam?: string;
  outParam?: string;
  /** Last message or result. */
  msg?: string;
  /** Instrument number. */
  source?: string;
}

export interface DeviceMethodQuery extends PageQuery {
  name?: string;
  net?: string;
  source?: string;
}

export const methodApi = standardResource<DeviceMethod, DeviceMethodQuery>('device/method');
