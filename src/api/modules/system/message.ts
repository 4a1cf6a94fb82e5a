import { api } from '../../client';
import { standardResource, type CallOptions } from '../../resource';
import type { Id, PageQuery } from '../../types';

/** `sys_message_type`. */
export type MessageType = 'alarm' | 'notice';
/** `sys_message_level`. */
export type MessageLevel = 'info' | 'warning' | 'critical';
export type MessageSourceType = 'tower' | 'gateway';
export type AlarmKind = 'low' | 'high' | 'exception' | 'offline';
export type AlarmStatus = 'active' | 'cleared';

/**
 * A message (spec §3: type, content, level, creation time, remark; CONTRACT.md "Messages and
 * alarms"). Raised by the backend, never created from the console. Every field may be missing.
 */
export interface Message {
  messageId?: number;
  type?: MessageType;
  content?: string;
  level?: MessageLevel;
  createTime?: string;
  remark?: string;
  /** Read by the signed-in user. */
  read?: boolean;
  /** An alarm's source: a tower (`towerId`) or a gateway (`identifier`). */
  sourceType?: MessageSourceType;
  sourceId?: string;
  alarmKind?: AlarmKind;
  status?: AlarmStatus;
  clearTime?: string | null;
  ackBy?: string | null;
  ackTime?: string | null;
  ackComment?: string | null;
}

export interface MessageQuery extends PageQuery {
  type?: MessageType;
  level?: MessageLevel;
  status?: AlarmStatus;
  ack?: '0' | '1';
  read?: '0' | '1';
  sourceId?: string;
  beginTime?: string;
  endTime?: string;
}

/** `GET message/unread`: the signed-in user's unread messages and, of those, the active critical alarms. */
export interface UnreadCount {
  count: number;
  critical: number;
}

const PATH = 'message';

const count = (value: unknown): number => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

const { page, get, remove, removeBatch } = standardResource<Message, MessageQuery>(PATH);

export const messageApi = {
  path: PATH,
  page,
  get,
  remove,
  removeBatch,
  /** `GET message/unread`; a count the server leaves out or mistypes is 0. */
  unread: async (options?: CallOptions): Promise<UnreadCount> => {
    const data = await api.get<unknown>(`${PATH}/unread`, undefined, options);
    const raw = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof UnreadCount, unknown>>;
    return { count: count(raw.count), critical: count(raw.critical) };
  },
  /** `PUT message/read`: marks these read for the signed-in user; no ids marks all. */
  read: (ids: readonly Id[], options?: CallOptions) => api.put<void>(`${PATH}/read`, { ids: [...ids] }, options),
  /** `PUT message/ack`: acknowledges an alarm; the server records who and when (the first acknowledgement stays). */
  ack: (id: Id, comment?: string, options?: CallOptions) =>
    api.put<void>(`${PATH}/ack`, comment ? { id, comment } : { id }, options),
};

/** The backend has no message calls (it answers 404): the console then shows none, quietly. */
export function messagesUnavailable(error: unknown): boolean {
  const status = (error as { status?: unknown; code?: unknown } | null)?.status;
  const code = (error as { code?: unknown } | null)?.code;
  return status === 404 || code === 404;
}
