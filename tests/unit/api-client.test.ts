import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import { api, transportError } from '@/api/client';
import { ApiError } from '@/api/types';
import { isSessionAlertOpen } from '@/api/auth-gate';
import { getToken } from '@/lib/auth/token';
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

  it('rejects silently when the caller aborts', async () => {
    server.use(mswHttp.get(at('/slow'), async () => new Promise(() => undefined)));
    const controller = new AbortController();
    const call = api.get('/slow', undefined, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'canceled' });
    expect(toasts).toHaveLength(0);
  });
});
