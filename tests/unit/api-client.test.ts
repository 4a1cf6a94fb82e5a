import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { api, retryAfterSeconds, transportError } from '@/api/client';
import { ApiError } from '@/api/types';
import { isSessionAlertOpen } from '@/api/auth-gate';
import { endSession } from '@/lib/auth/session-scope';
import { getToken } from '@/lib/auth/token';
import { i18n } from '@/lib/i18n';
import { faultHandler, mockControl, server } from '@mocks/node';
import { dialogs, toasts } from '../feedback-recorder';
import { findToast, signIn } from '../helpers';

const at = (path: string) => `*/api/admin${path}`;

/** A test endpoint behind the mock's fault layer, answering `{ code: 200 }`. */
function useProbe(resolver: (request: Request) => Response = () => HttpResponse.json({ code: 200 })) {
  server.use(
    faultHandler,
    mswHttp.get(at('/probe'), ({ request }) => resolver(request)),
  );
}

describe('API client: §8 envelope and transport rules', () => {
  it('treats a missing code as 200 and resolves with data', async () => {
    useProbe(() => HttpResponse.json({ data: { ok: 1 } }));
    await expect(api.get('/probe')).resolves.toEqual({ ok: 1 });
  });

  it('sends a request without reading the browser cookie store first', async () => {
    // Chromium's cookie store answers in a later task: asking it for an XSRF cookie (there is none:
    // the session is the Authorization header) held every request back behind the page's renders.
    const cookieStore = { get: vi.fn(async () => null) };
    vi.stubGlobal('cookieStore', cookieStore);
    try {
      useProbe();
      await api.get('/probe');
      expect(cookieStore.get).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sends the token as a Bearer header, never in the URL', async () => {
    const token = await signIn();
    let seen: { auth: string | null; url: string } | undefined;
    useProbe((request) => {
      seen = { auth: request.headers.get('Authorization'), url: request.url };
      return HttpResponse.json({ code: 200 });
    });
    await api.get('/probe');
    expect(seen?.auth).toBe(`Bearer ${token}`);
    expect(seen?.url).not.toContain(token);
  });

  it('shows one re-login alert however many calls fail with 401, HTTP or envelope, and no toast', async () => {
    mockControl.fault({ path: '/probe', code: 401, msg: 'expired' });
    mockControl.fault({ path: '/probe/*', status: 401 });
    const ok = () => HttpResponse.json({ code: 200 });
    server.use(faultHandler, mswHttp.get(at('/probe'), ok), mswHttp.get(at('/probe/:n'), ok));
    const calls = Array.from({ length: 12 }, (_, i) => api.get(i % 2 ? '/probe' : `/probe/${i}`));
    const results = await Promise.allSettled(calls);
    expect(
      results.every((r) => r.status === 'rejected' && r.reason instanceof ApiError && r.reason.kind === 'auth'),
    ).toBe(true);
    expect(isSessionAlertOpen()).toBe(true);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0].content).toMatch(/登录状态已过期|Login state expired/);
    expect(toasts).toHaveLength(0);
    // Still open: a late failure adds nothing. Once the user chose to stay, the next expiry asks again.
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'auth' });
    expect(dialogs).toHaveLength(1);
    dialogs[0].onCancel?.();
    await expect(api.get('/probe/late')).rejects.toMatchObject({ kind: 'auth' });
    expect(dialogs).toHaveLength(2);
  });

  it('treats HTTP 401 like envelope 401', async () => {
    mockControl.fault({ path: '/probe', status: 401 });
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'auth' });
    expect(isSessionAlertOpen()).toBe(true);
  });

  it('does not sign the user out on 403', async () => {
    await signIn();
    mockControl.fault({ path: '/probe', code: 403, msg: 'nope' });
    await expect(api.get('/probe')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeDefined();
    expect(isSessionAlertOpen()).toBe(false);
    findToast('当前操作没有权限');
  });

  it('says 当前操作没有权限 for an HTTP 403 too, and keeps the session', async () => {
    const token = await signIn();
    mockControl.fault({ path: '/probe', status: 403 });
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'http', status: 403 });
    expect(getToken()).toBe(token);
    expect(isSessionAlertOpen()).toBe(false);
    expect(dialogs).toHaveLength(0);
    expect(findToast('当前操作没有权限').duration).toBe(5);
  });

  it('shows the server message for 500', async () => {
    mockControl.fault({ path: '/probe', code: 500, msg: '岗位编码已存在' });
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'server', message: '岗位编码已存在' });
    findToast('岗位编码已存在');
  });

  it('shows the server message for any other code', async () => {
    mockControl.fault({ path: '/probe', code: 601, msg: '数据已被引用' });
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'business' });
    expect(findToast('数据已被引用').duration).toBe(5);
  });

  it('maps network, timeout and HTTP status failures to the three transport texts', async () => {
    mockControl.fault({ path: '/probe', network: true, times: 1 });
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'network' });
    expect(findToast('后端接口连接异常').duration).toBe(5);

    mockControl.fault({ path: '/probe', status: 502, times: 1 });
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'http', status: 502 });
    findToast('系统接口502异常');

    // jsdom's XHR under msw never fires `timeout`; the e2e suite covers a real one.
    const timedOut = transportError(new AxiosError('timeout of 50ms exceeded', 'ETIMEDOUT'));
    expect(timedOut.kind).toBe('timeout');
    expect(findToast('系统接口请求超时').duration).toBe(5);
  });

  it('treats a call the browser dropped (the page reloading) as canceled, without a toast', () => {
    const dropped = transportError(new AxiosError('Request aborted', 'ECONNABORTED'));
    expect(dropped.kind).toBe('canceled');
    expect(toasts).toHaveLength(0);
  });

  it('drops a 401 for a call sent in a session that has ended since, as a cancellation without an alert', async () => {
    await signIn();
    // The call as the client sent it; its answer is handled once the session has ended meanwhile.
    let sent: InternalAxiosRequestConfig | undefined;
    await api.get('/probe', undefined, {
      adapter: async (config) => {
        sent = config;
        return { data: { code: 200 }, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    if (!sent) throw new Error('the adapter saw no call');
    endSession();
    const answer = { data: { code: 401 }, status: 401, statusText: '', headers: {}, config: sent };
    const late = transportError(
      new AxiosError('Request failed with status code 401', 'ERR_BAD_REQUEST', sent, {}, answer),
    );
    expect(late.kind).toBe('canceled');
    expect(isSessionAlertOpen()).toBe(false);
    expect(dialogs).toHaveLength(0);
    expect(toasts).toHaveLength(0);
    // A call of the session going on still reaches the gate.
    mockControl.fault({ path: '/probe', status: 401 });
    useProbe();
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'auth' });
    expect(dialogs).toHaveLength(1);
  });

  it('aborts a call under way when the session ends, and keeps the caller able to abort it', async () => {
    await signIn();
    server.use(mswHttp.get(at('/slow'), async () => new Promise(() => undefined)));
    const ended = api.get('/slow');
    const caller = new AbortController();
    const mine = api.get('/slow', undefined, { signal: caller.signal });
    caller.abort();
    await expect(mine).rejects.toMatchObject({ kind: 'canceled' });
    endSession();
    await expect(ended).rejects.toMatchObject({ kind: 'canceled' });
    expect(toasts).toHaveLength(0);
    expect(dialogs).toHaveLength(0);
  });

  it('rejects silently when the caller aborts', async () => {
    server.use(mswHttp.get(at('/slow'), async () => new Promise(() => undefined)));
    const controller = new AbortController();
    const call = api.get('/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'canceled' });
    expect(toasts).toHaveLength(0);
  });
});

describe('API client: offline, rate limiting and no automatic retries', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the browser is offline when a call fails without a network, in both languages', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mockControl.fault({ path: '/probe', network: true });
    useProbe();
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'offline' });
    expect(findToast('网络连接已断开，请检查网络后重试').duration).toBe(5);
    await i18n.changeLanguage('en');
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'offline' });
    findToast('You are offline. Check the network connection and try again.');
  });

  it('says when to try again after HTTP 429 with Retry-After, in both languages', async () => {
    mockControl.fault({ path: '/probe', status: 429, headers: { 'Retry-After': '30' }, times: 2 });
    useProbe();
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'rateLimited', status: 429, retryAfter: 30 });
    expect(findToast('请求过于频繁，请在 30 秒后重试').duration).toBe(5);
    await i18n.changeLanguage('en');
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'rateLimited' });
    findToast('Too many requests. Please try again in 30 seconds.');
  });

  it('says to try again later after HTTP 429 without Retry-After', async () => {
    mockControl.fault({ path: '/probe', status: 429 });
    useProbe();
    await expect(api.get('/probe')).rejects.toMatchObject({ kind: 'rateLimited', retryAfter: undefined });
    findToast('请求过于频繁，请稍后重试');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 00:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(1);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
  });

  it('sends a failing write exactly once: no retry on its own', async () => {
    const hits: string[] = [];
    server.use(
      mswHttp.all(at('/probe'), ({ request }) => {
        hits.push(request.method);
        return undefined;
      }),
      faultHandler,
      mswHttp.all(at('/probe'), () => HttpResponse.json({ code: 200 })),
    );
    const failures = [
      { network: true },
      { status: 429, headers: { 'Retry-After': '1' } },
      { status: 502 },
      { status: 503 },
      { code: 500, msg: 'busy' },
    ];
    for (const failure of failures) {
      mockControl.fault({ path: '/probe', ...failure, times: 1 });
      await expect(api.post('/probe', { name: 'x' })).rejects.toBeInstanceOf(ApiError);
      mockControl.fault({ path: '/probe', ...failure, times: 1 });
      await expect(api.put('/probe', { id: 1 })).rejects.toBeInstanceOf(ApiError);
      mockControl.fault({ path: '/probe', ...failure, times: 1 });
      await expect(api.delete('/probe')).rejects.toBeInstanceOf(ApiError);
    }
    // Long enough for a retry with a back-off of its own (or the 1-second Retry-After) to show up.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(hits).toEqual(failures.flatMap(() => ['POST', 'PUT', 'DELETE']));
  });
});
