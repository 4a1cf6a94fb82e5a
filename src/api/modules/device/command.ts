import { api } from '../../client';
import { standardResource, type CallOptions } from '../../resource';
import type { Audited, Id, PageQuery } from '../../types';

export type CommandCode =
  'READ_GROSS' | 'READ_NET' | 'ZERO' | 'TARE' | 'CLEAR_TARE' | 'SET_ADDR' | 'RESTART' | 'CUSTOM';

/**
 * `PENDING` saved, not sent; `SENT` on its way; `SUCCESS` answered; `FAILED` refused or gateway
 * offline; `TIMEOUT` no answer in time.
 */
export type CommandStatus = 'PENDING' | 'SENT' | 'SUCCESS' | 'FAILED' | 'TIMEOUT';

/** A downlink command (指令) to a device behind a gateway: a Modbus RTU frame with its outcome. */
export interface Command extends Audited {
  id?: number;
  code?: CommandCode;
  /** e.g. `置零`. */
  name?: string;
  /** The gateway's identifier; required. */
  gatewaySn?: string;
  /** Instrument number. */
  deviceId?: string;
  /** RS485 address, 1–247. */
  deviceAddr?: number;
  /** SET_ADDR: the new address. */
  value?: number;
  /** Hex frame including the CRC, e.g. `01 03 00 00 00 02 C4 0B`; built from code and address when empty. */
  payload?: string;
  /** Hex answer, once there is one. */
  response?: string;
  /** e.g. the gross weight read, or why it failed. */
  result?: string;
  /**
   * True when the server did not deliver the command because its gateway was offline (`FAILED`
   * alone cannot tell: it also covers a device's exception answer or a refused frame).
   */
  offline?: boolean;
  status?: CommandStatus;
  sentAt?: string;
  finishedAt?: string;
  timeoutMs?: number;
}

/** Whether the server says the command failed because its gateway was offline. */
export const failedOffline = (command: Pick<Command, 'status' | 'offline'>): boolean =>
  command.status === 'FAILED' && command.offline === true;

/** What `POST command/` takes: the target and either a code or a raw payload (`CUSTOM`). */
export interface SendCommand {
  gatewaySn: string;
  deviceAddr: number;
  deviceId?: string;
  code: CommandCode;
  /** SET_ADDR: the new address. */
  value?: number;
  /** CUSTOM: the hex frame without CRC. */
  payload?: string;
  timeoutMs?: number;
}

/** `beginTime`/`endTime` bound `createTime`. */
export interface CommandQuery extends PageQuery {
  gatewaySn?: string;
  deviceId?: string;
  code?: CommandCode;
  status?: CommandStatus;
  beginTime?: string;
  endTime?: string;
}

const PATH = 'device/command';

/**
 * `device/command` (path chosen by this console) is the command table with the standard family
 * (a created row is `PENDING`, only a pending one can be edited); the spec's `POST command/` sends
 * one and `GET command/{id}` follows it until it settles.
 */
export const commandApi = {
  ...standardResource<Command, CommandQuery>(PATH),
  /** `POST command/`: sends now; answers the created command (`SENT`, or `FAILED` when the gateway is offline). */
  send: (command: SendCommand, options?: CallOptions) => api.post<Command>('command/', command, options),
  /** `GET command/{id}`: the command with its current status and answer. */
  status: (id: Id, options?: CallOptions) =>
    api.get<Command>(`command/${encodeURIComponent(String(id))}`, undefined, options),
};
