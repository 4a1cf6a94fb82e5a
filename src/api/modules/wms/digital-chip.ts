import { exportOf, standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

export type ChipInterface = 'RS485' | 'CAN';
export type ChipProtocol = 'MODBUS_RTU' | 'PRIVATE';

/**
 * A digital conversion module (数字芯片 / 数字模块): `wms/DigitalChip`, the board that makes an analog
 * load cell an addressable RS485/CAN device. Fields after domain.md §2.1.
 */
export interface DigitalChip extends Audited {
  id?: number;
  /** Required and unique, e.g. `SZM-485-1`. */
  model?: string;
  name?: string;
  adcBits?: number;
  /** Hz. */
  sampleRate?: number;
  channels?: number;
  interface?: ChipInterface;
  protocol?: ChipProtocol;
  /** Bus addresses it accepts, e.g. `1-32`. */
  addrRange?: string;
  /** Excitation, V. */
  excitation?: number;
  /** CNY. */
  price?: number;
  status?: Status;
}

export interface DigitalChipQuery extends PageQuery {
  model?: string;
  name?: string;
  interface?: ChipInterface;
  status?: Status;
}

const PATH = 'wms/DigitalChip';

export const digitalChipApi = {
  ...standardResource<DigitalChip, DigitalChipQuery>(PATH),
  ...exportOf(PATH, 'digital_chip'),
};
