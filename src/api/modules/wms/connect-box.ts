import { optionsOf, standardResource } from '../../resource';
import type { Audited, PageQuery, Status } from '../../types';

/** Analog summing box, or a digital box that digitises each cell. */
export type ConnectBoxKind = 'ANALOG' | 'DIGITAL';
/** How corner (偏载) trimming is done. */
export type TrimMethod = 'POT' | 'RESISTOR' | 'SOFTWARE' | 'NONE';
export type ConnectBoxHousing = 'ABS' | 'ALU' | 'SS304';

/**
 * A junction (summing) box (接线盒): `wms/ConnectBox`, paralleling N load cells into one signal.
 * The spec names no fields; these follow domain.md §2.1.
 */
export interface ConnectBox extends Audited {
  id?: number;
  /** Required and unique, e.g. `JXH-8A`. */
  model?: string;
  name?: string;
  kind?: ConnectBoxKind;
  /** Load-cell inputs: 2, 4, 6, 8, 10 or 12. */
  channels?: number;
  trimMethod?: TrimMethod;
  housing?: ConnectBoxHousing;
  /** e.g. `IP67`. */
  ipRating?: string;
  surgeProtection?: boolean;
  /** 4- or 6-wire connection. */
  wires?: number;
  /** CNY. */
  price?: number;
  status?: Status;
}

export interface ConnectBoxQuery extends PageQuery {
  model?: string;
  name?: string;
  kind?: ConnectBoxKind;
  status?: Status;
}

const PATH = 'wms/ConnectBox';

export const connectBoxApi = {
  ...standardResource<ConnectBox, ConnectBoxQuery>(PATH),
  /** `GET wms/ConnectBox/options`: the enabled junction boxes, `{ label: model, value: id }` (a scale's default box). */
  ...optionsOf(PATH),
};
