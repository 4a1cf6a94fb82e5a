import { exportOf, standardResource } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/**
 * A gateway's connection to the message broker (连接记录), one row per session: `device/connect`.
 * The spec names the page but no path; `device/<page>` with the standard family is this console's
 * choice for every device list.
 */
export interface ConnectRecord extends Audited {
  id?: number;
  /** The gateway's identifier (serial). */
  deviceIdentifier?: string;
  /** The MQTT user name it signed in with. */
  userName?: string;
  deviceType?: 'GATEWAY' | 'DTU' | 'DIRECT';
  deviceName?: string;
  onlineType?: GatewayLink;
  ipAddress?: string;
  clientId?: string;
  sockPort?: number;
  connectStatus?: 'connected' | 'disconnected';
  connectAt?: string;
  /** Empty while connected. */
  disconnectAt?: string;
  /** Why it disconnected (`keepalive_timeout`, `tcp_closed`, …). */
  reason?: string;
}

export type GatewayLink = '4G' | 'NB_IOT' | 'ETHERNET' | 'WIFI' | 'LORA';

/** `beginTime`/`endTime` bound `connectAt`. */
export interface ConnectRecordQuery extends PageQuery {
  deviceIdentifier?: string;
  deviceName?: string;
  clientId?: string;
  connectStatus?: 'connected' | 'disconnected';
  beginTime?: string;
  endTime?: string;
}

const PATH = 'device/connect';

export const connectRecordApi = {
  ...standardResource<ConnectRecord, ConnectRecordQuery>(PATH),
  ...exportOf(PATH, 'connect_record'),
};
