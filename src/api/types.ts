/** Response shapes shared by every module (CONTRACT.md). */
export interface Envelope<T = unknown> {
  code?: number;
  msg?: string;
  data?: T;
}

export interface PageResult<T> {
  list: T[];
  total: number;
}

export type SortOrder = 'asc' | 'desc';

export type QueryValue = string | number | boolean | null | undefined;

/** Query of `GET {res}/page`: paging, sort, filters and date-range params. */
export interface PageQuery {
  page?: number;
  limit?: number;
  orderBy?: string;
  order?: SortOrder;
  [filter: string]: QueryValue;
}

export type Id = number | string;

export interface Option<V extends string | number = string | number> {
  label: string;
  value: V;
}

/** `sys_normal_disable`: "0" enabled/normal, "1" disabled. */
export type Status = '0' | '1';

export interface StatusChange {
  id: Id;
  status: Status;
}

/** Fields the server adds to most records; any may be missing. */
export interface Audited {
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
  remark?: string;
}

export type ErrorKind =
  'auth' | 'server' | 'business' | 'network' | 'offline' | 'timeout' | 'rateLimited' | 'http' | 'canceled';

/** Every failed call rejects with this, after the client has shown what the user needs to see. */
export class ApiError extends Error {
  readonly kind: ErrorKind;
  readonly code?: number;
  readonly status?: number;
  /** HTTP 429: the seconds the server asked to wait (Retry-After), when it said. */
  readonly retryAfter?: number;

  constructor(kind: ErrorKind, message: string, options: { code?: number; status?: number; retryAfter?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code;
    this.status = options.status;
    this.retryAfter = options.retryAfter;
  }
}

export function isCanceled(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'canceled';
}
