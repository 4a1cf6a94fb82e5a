import { changeStatusOf, optionsOf, standardResource, validOf } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';
import type { GatewayLink } from './connect-record';

/**
 * A gateway or product (网关/产品) that reads indicators over RS485 and publishes over MQTT:
 * `device/gateway` (path chosen by this console, the standard family plus valid, changeStatus and
 * options `{ label: name, value: identifier }`).
 */
export interface Gateway extends Audited {
  id?: number;
  /** Required. */
  name?: string;
  model?: string;
  /** Required, unique, 6–64 of letters, digits, `_` and `-` (serial or IMEI). */
  identifier?: string;
  /** Required. */
  onlineType?: GatewayLink;
  /** A file preview path or http(s) URL. */
  image?: string;
  type?: 'GATEWAY' | 'DTU' | 'DIRECT';
  /** '0' enabled, '1' disabled (a disabled gateway is refused by the broker). */
  status?: Status;
  firmwareVersion?: string;
  /**
   * Live, from the gateway's broker session (the connect records). The three online fields are added
   * by this console's backend (the mock); a backend row without them has an unknown state, not offline.
   */
  online?: boolean;
  /** When the open session started; empty while offline; absent when not reported. */
  onlineSince?: string;
  /** Now while online, else when the last session ended (empty or null: never online); absent when not reported. */
  lastOnlineTime?: string | null;
}

export interface GatewayQuery extends PageQuery {
  name?: string;
  identifier?: string;
  model?: string;
  onlineType?: GatewayLink;
  status?: Status;
}

const PATH = 'device/gateway';

export const gatewayApi = {
  ...standardResource<Gateway, GatewayQuery>(PATH),
  ...validOf<Gateway>(PATH),
  ...changeStatusOf(PATH),
  ...optionsOf(PATH),
};
