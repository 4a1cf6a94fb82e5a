import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { env } from '@/config/env';
import { isCurrentSession, joinSession, type SessionCall } from '@/lib/auth/session-scope';
import { getToken } from '@/lib/auth/token';
import { feedback } from '@/lib/feedback/feedback';
import { currentLanguage, t } from '@/lib/i18n';
import { notifySessionExpired } from './auth-gate';
import { ApiError, type Envelope } from './types';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Skip the toast (the caller shows the error itself); the promise still rejects. */
    silent?: boolean;
    /** Signing out: a 401 means the session is already gone, so no 're-login' alert. */
    skipAuthGate?: boolean;
    /** Set by the client: the session the call was sent in (signing out aborts it). */
    sessionCall?: SessionCall;
  }
}

/** Options a caller may add to one request. */
export type RequestOptions = AxiosRequestConfig;

const TOAST_SECONDS = 5;

/** Drops `__proto__` keys, the one JSON key that can change an object's prototype once copied. */
const dropProtoKeys = (key: string, value: unknown) => (key === '__proto__' ? undefined : value);

/**
 * Server JSON without `__proto__` keys (plain or `\u`-escaped): JSON.parse itself keeps such a key
 * as an ordinary property, but an assignment or deep merge further on (antd's form store merges a
 * record into its values) would turn it into a prototype. Only answers that could hold one are
 * parsed here; axios's own transform parses the rest, and leaves this one's object as it is.
 */
export function withoutProtoKeys(this: { responseType?: string } | undefined, data: unknown): unknown {
  const type = this?.responseType;
  if (type && type !== 'json') return data;
  if (typeof data !== 'string' || !(data.includes('__proto__') || data.includes('\\u'))) return data;
  try {
    return JSON.parse(data, dropProtoKeys) as unknown;
  } catch {
    return data;
  }
}

const defaultTransforms = axios.defaults.transformResponse;

export const http = axios.create({
  baseURL: env.apiBase,
  transformResponse: [withoutProtoKeys, ...(Array.isArray(defaultTransforms) ? defaultTransforms : [])],
  timeout: env.requestTimeoutMs,
  // A timeout is ETIMEDOUT; ECONNABORTED then only means the browser dropped the request (page unload).
  transitional: { clarifyTimeoutError: true },
  // The session rides on the Authorization header; there is no XSRF cookie to send. Asking for one
  // reads the browser's cookie store asynchronously, which held every request back until the
  // renders queued before it were done (40–60 ms on a navigation).
  withXSRFToken: false,
  headers: { 'Content-Type': 'application/json;charset=utf-8' },
});

function sessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  // A call with the session's token belongs to the session: signing out aborts it. A caller's own
  // Authorization stays as it is (logout sends the token of the session it has just ended).
  if (token && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${token}`);
    const call = joinSession(config.signal);
    config.sessionCall = call;
    config.signal = call.signal;
  }
  config.headers.set('Accept-Language', currentLanguage());
  return config;
}

// Synchronous: the request goes out in the call itself rather than a few promise turns later, so a
// navigation's prefetch is on the wire before the render the navigation causes (issue 22).
http.interceptors.request.use(sessionHeaders, undefined, { synchronous: true });

/** §8 status-code messages, in the current language. */
export function statusMessage(code: number | undefined): string {
  if (code === 401 || code === 403 || code === 404) return t(`errors:status.${code}`);
  return t('errors:status.default');
}

/**
 * A 401 for a call sent with a token the user has since replaced by signing in again (the call was
 * under way meanwhile): the new session is fine, so the gate hears nothing of it.
 */
function answersReplacedToken(config: AxiosRequestConfig | undefined): boolean {
  const current = getToken();
  const sent = config?.headers instanceof AxiosHeaders ? config.headers.get('Authorization') : undefined;
  return typeof sent === 'string' && current !== undefined && sent !== `Bearer ${current}`;
}

/** Sent in a session that has ended since (signed out meanwhile): its answer belongs to no one. */
function outlivedSession(config: AxiosRequestConfig | undefined): boolean {
  const call = config?.sessionCall;
  return call !== undefined && !isCurrentSession(call.session);
}

/** The auth gate hears of a 401 unless the call opted out or its token was replaced since. */
function reportAuthFailure(config: AxiosRequestConfig | undefined): void {
  if (!config?.skipAuthGate && !answersReplacedToken(config)) notifySessionExpired();
}

function isSilent(config: AxiosRequestConfig | undefined): boolean {
  return Boolean(config?.silent);
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && !(value instanceof Blob) && !(value instanceof ArrayBuffer);
}

/** Applies the §8 envelope rules; returns the envelope when its code is 200. */
export function checkEnvelope(body: unknown, config?: AxiosRequestConfig): Envelope {
  const envelope: Envelope = isEnvelope(body) ? body : { data: body };
  const code = typeof envelope.code === 'number' ? envelope.code : 200;
  if (code === 200) return envelope;
  const serverMsg = typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : undefined;
  const mapped = code === 401 || code === 403 || code === 404 ? statusMessage(code) : undefined;
  const text = mapped ?? serverMsg ?? statusMessage(code);
  if (code === 401) {
    reportAuthFailure(config);
    throw new ApiError('auth', t('errors:sessionExpired.rejected'), { code });
  }
  if (!isSilent(config)) {
    if (code === 500) feedback().message.error(text);
    else feedback().message.error({ content: text, duration: TOAST_SECONDS });
  }
  throw new ApiError(code === 500 ? 'server' : 'business', text, { code });
}

/**
 * Seconds to wait from a Retry-After header: delay-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when absent or unreadable; at least 1 for a date already past or now.
 */
export function retryAfterSeconds(header: unknown, now = Date.now()): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its day and month ('Wed, 21 Oct 2015 07:28:00 GMT'); '-5' is no date.
  if (!/[a-z]{3}/i.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(1, Math.ceil((at - now) / 1000));
}

/** The browser knows it has no network (navigator.onLine is false). */
function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Turns a transport failure into an ApiError, after telling the user (never for a cancel). */
export function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const axiosError = error instanceof AxiosError ? error : undefined;
  if (axios.isCancel(error) || outlivedSession(axiosError?.config)) return new ApiError('canceled', 'canceled');
  // The browser dropped the call (the page is reloading or leaving): nothing failed, nothing to say.
  if (axiosError?.code === 'ECONNABORTED') return new ApiError('canceled', 'canceled');
  const status = axiosError?.response?.status;
  let apiError: ApiError;
  if (status === 401) {
    reportAuthFailure(axiosError?.config);
    return new ApiError('auth', t('errors:sessionExpired.rejected'), { status });
  } else if (status === 429) {
    // Rate limited: say when to try again. Nothing is retried on its own, least of all a write.
    const retryAfter = retryAfterSeconds(axiosError?.response?.headers?.['retry-after']);
    const text =
      retryAfter === undefined ? t('errors:rateLimited.later') : t('errors:rateLimited.retryIn', { count: retryAfter });
    apiError = new ApiError('rateLimited', text, { status, retryAfter });
  } else if (status === 403) {
    // No permission for this call: say so, and never sign out (invariant 1).
    apiError = new ApiError('http', statusMessage(403), { status });
  } else if (status) {
    apiError = new ApiError('http', t('errors:httpStatus', { status }), { status });
  } else if (axiosError?.code === 'ETIMEDOUT') {
    apiError = new ApiError('timeout', t('errors:timeout'));
  } else if (isOffline()) {
    apiError = new ApiError('offline', t('errors:offline'));
  } else {
    apiError = new ApiError('network', t('errors:network'));
  }
  if (!isSilent(axiosError?.config)) feedback().message.error({ content: apiError.message, duration: TOAST_SECONDS });
  return apiError;
}

http.interceptors.response.use(
  (response: AxiosResponse) => {
    response.config.sessionCall?.release();
    if (outlivedSession(response.config)) throw new ApiError('canceled', 'canceled');
    const type = response.config.responseType;
    if (type === 'blob' || type === 'arraybuffer') return response;
    checkEnvelope(response.data, response.config);
    return response;
  },
  (error: unknown) => {
    if (error instanceof AxiosError) error.config?.sessionCall?.release();
    return Promise.reject(transportError(error));
  },
);

/** One call; resolves with the envelope's `data`, rejects with an ApiError. */
export async function request<T>(config: RequestOptions): Promise<T> {
  const response = await http.request<Envelope<T>>(config);
  return (response.data?.data ?? undefined) as T;
}

export const api = {
  get: <T>(url: string, params?: object, options?: RequestOptions) =>
    request<T>({ ...options, method: 'GET', url, params }),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>({ ...options, method: 'POST', url, data }),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>({ ...options, method: 'PUT', url, data }),
  delete: <T>(url: string, params?: object, options?: RequestOptions) =>
    request<T>({ ...options, method: 'DELETE', url, params }),
};
