import { standardResource, validOf } from '../../resource';
import type { Audited, PageQuery } from '../../types';

/**
 * A message-queue (MQTT) user (EMQX `mqtt_user`): `device/mqttuser` (path chosen by this console).
 * The server keeps a salted hash; answers never carry the password, its hash or the salt.
 */
export interface MqttUser extends Audited {
  id?: number;
  /** The gateway's identifier; must name an existing gateway. */
  netIdentifier?: string;
  /** Required and unique. */
  username?: string;
  /**
   * Write only: required on create, at least six characters (spec §5); left out or empty on
   * update keeps the current one.
   */
  password?: string;
  /** Only an administrator may grant it. */
  isSuperuser?: boolean;
  ipAddress?: string;
}

export interface MqttUserQuery extends PageQuery {
  username?: string;
  netIdentifier?: string;
  isSuperuser?: boolean;
}

const PATH = 'device/mqttuser';

export const mqttUserApi = {
  ...standardResource<MqttUser, MqttUserQuery>(PATH),
  ...validOf<MqttUser>(PATH),
};
