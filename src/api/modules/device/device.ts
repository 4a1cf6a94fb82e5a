import { api } from '../../client';
import { standardResource, validOf, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery, Status } from '../../types';

/*
 * Device and gateway management. The spec gives paths only for commands (`command/`) and the device
 * parameter and arithmetic records (`des/…`); the list pages use the standard family under
 * `device/<name>`, chosen here and served by the mock.
 */

/** A gateway's connect or disconnect event (`device/connect`). */
export interface ConnectRecord extends Audited {
  id?: number;
  deviceIdentifier?: string;
  userName?: string;
  deviceType?: string;
  deviceName?: string;
  onlineType?: string;
  ipAddress?: string;
  clientId?: string;
  sockPort?: number;
  connectStatus?: 'connected' | 'disconnected';
  connectAt?: string;
  disconnectAt?: string;
  reason?: string;
}

/** A gateway / product (`device/gateway`). */
export interface Gateway extends Audited {
  id?: number;
  name?: string;
  model?: string;
  identifier?: string;
  onlineType?: string;
  image?: string;
  type?: string;
  status?: Status;
}

/** A message-queue (MQTT) user (`device/mqttuser`); answers never carry password or salt. */
export interface MqttUser extends Audited {
  id?: number;
  netIdentifier?: string;
  username?: string;
  /** Sent on save only; at least six characters (spec §5). */
  password?: string;
  isSuperuser?: boolean;
  ipAddress?: string;
}

/** A thing-model property (`device/attribute`). */
export interface Attribute extends Audited {
  id?: number;
  name?: string;
  format?: string;
  access?: 'r' | 'rw';
  valueType?: string;
  valueRange?: string;
  valueList?: string;
  unit?: string;
  servicedId?: string;
}

/** A thing-model service (`device/service`). */
export interface DeviceService extends Audited {
  id?: number;
  name?: string;
  servicedId?: string;
  deviceId?: string;
  inParam?: string;
  outParam?: string;
}

/** A device event (`device/event`); `source` is the instrument number. */
export interface DeviceEvent extends Audited {
  id?: number;
  name?: string;
  user?: string;
  net?: string;
  params?: string;
  source?: string;
  weight?: number;
}

/** A method binding (`device/method`). */
export interface DeviceMethod extends Audited {
  id?: number;
  name?: string;
  net?: string;
  user?: string;
  inParam?: string;
  outParam?: string;
  msg?: string;
  source?: string;
}

/** A downlink command sent to a device through its gateway (`command/`). */
export interface Command extends Audited {
  id?: number;
  deviceId?: string;
  gatewaySn?: string;
  name?: string;
  payload?: string;
  status?: 'sent' | 'acknowledged' | 'failed';
  sentAt?: string;
}

/** Device configuration parameters (`des/DeviceParam`). */
export interface DeviceParam extends Audited {
  id?: number;
  deviceId?: string;
  params?: Record<string, string | number>;
}

/** The refill/exception detection settings of a device (`des/DeviceArith`). */
export interface DeviceArith extends Audited {
  id?: number;
  deviceId?: string;
  diffValue?: number;
  miniValue?: number;
  shortValue?: number;
  shortDuration?: number;
}

export type DeviceQuery = PageQuery & { name?: string; deviceId?: string };

const getById =
  <T>(path: string) =>
  (id: Id, options?: CallOptions) =>
    api.get<T>(`${path}/${encodeURIComponent(String(id))}`, undefined, options);

export const connectRecordApi = standardResource<ConnectRecord, DeviceQuery>('device/connect');
export const gatewayApi = {
  ...standardResource<Gateway, DeviceQuery>('device/gateway'),
  ...validOf<Gateway>('device/gateway'),
};
export const mqttUserApi = {
  ...standardResource<MqttUser, DeviceQuery>('device/mqttuser'),
  ...validOf<MqttUser>('device/mqttuser'),
};
export const attributeApi = standardResource<Attribute, DeviceQuery>('device/attribute');
export const serviceApi = standardResource<DeviceService, DeviceQuery>('device/service');
export const eventApi = standardResource<DeviceEvent, DeviceQuery>('device/event');
export const methodApi = standardResource<DeviceMethod, DeviceQuery>('device/method');

export const commandApi = {
  /** `GET device/command/page`: commands sent so far. */
  page: standardResource<Command, DeviceQuery>('device/command').page,
  /** `POST command/`: sends a command; answers the created command with its status. */
  send: (body: Pick<Command, 'deviceId' | 'gatewaySn' | 'name' | 'payload'>) => api.post<Command>('command/', body),
  /** `GET command/{id}`. */
  get: getById<Command>('command'),
};

export const deviceParamApi = {
  /** `GET des/DeviceParam/{id}`. */
  get: getById<DeviceParam>('des/DeviceParam'),
  /** `PUT des/DeviceParam`. */
  update: (body: DeviceParam) => api.put<void>('des/DeviceParam', body),
};

export const deviceArithApi = {
  /** `GET des/DeviceArith/{id}`. */
  get: getById<DeviceArith>('des/DeviceArith'),
  /** `PUT des/DeviceArith`. */
  update: (body: DeviceArith) => api.put<void>('des/DeviceArith', body),
};
