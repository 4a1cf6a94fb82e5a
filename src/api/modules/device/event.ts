import { exportOf, standardResource } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/** An event a device reported (事件, e.g. overload, refill finished): `device/event` (path chosen by this console). */
export interface DeviceEvent extends Audited {
  id?: number;
  /** Required. */
  name?: string;
  /** The MQTT user that published it. */
  user?: string;
  /** The gateway's identifier. */
  net?: string;
  /** JSON payload. */
  params?: string;
  /** Instrument number (indicator's deviceId). */
  source?: string;
  /** kg. */
  weight?: number;
}

/** `beginTime`/`endTime` bound `createTime` (when it was reported). */
export interface DeviceEventQuery extends PageQuery {
  name?: string;
  net?: string;
  source?: string;
  beginTime?: string;
  endTime?: string;
}

const PATH = 'device/event';

export const eventApi = {
  ...standardResource<DeviceEvent, DeviceEventQuery>(PATH),
  ...exportOf(PATH, 'device_event'),
};
