import { act, render, waitFor } from '@testing-library/react';
import { message as antdMessage } from 'antd';
import type { ArgsProps, MessageInstance } from 'antd/es/message/interface';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { Providers } from '@/app/providers';
import { resetFeedback } from '@/lib/feedback/feedback';
import { collapseToasts } from '@/lib/feedback/toast-queue';
import { faultHandler, mockControl, server } from '@mocks/node';

const at = (path: string) => `*/api/admin${path}`;

/** The toasts on screen, as the user reads them. */
const onScreen = () =>
  [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent?.trim() ?? '');

describe('toasts in a burst (real antd toasts)', () => {
  beforeEach(() => {
    // The API client's real toasts instead of the recorder every other test uses.
    resetFeedback();
    server.use(
      faultHandler,
      mswHttp.get(at('/probe/*'), () => HttpResponse.json({ code: 200 })),
    );
    render(
      <Providers>
        <main />
      </Providers>,
    );
  });
  afterEach(() => {
    act(() => antdMessage.destroy());
  });

  it('collapses the same failure five times over into one toast with a count', async () => {
    mockControl.fault({ path: '/probe/*', code: 500, msg: '服务器错误' });
    await Promise.allSettled(Array.from({ length: 5 }, (_, i) => api.get(`/probe/${i}`)));
    await waitFor(() => expect(onScreen()).toEqual(['服务器错误 ×5']));
  });

  it('never shows more than three toasts, the newest ones', async () => {
    for (let i = 1; i <= 6; i += 1) {
      mockControl.fault({ path: `/probe/${i}`, code: 500, msg: `错误 ${i}`, times: 1 });
      await api.get(`/probe/${i}`).catch(() => undefined);
    }
    await waitFor(() => expect(onScreen()).toEqual(['错误 4', '错误 5', '错误 6']));
  });

  it('counts a repeated failure in its own toast while others stand beside it', async () => {
    mockControl.fault({ path: '/probe/a', code: 500, msg: '数据库连接失败' });
    mockControl.fault({ path: '/probe/b', network: true });
    await Promise.allSettled([api.get('/probe/a'), api.get('/probe/b'), api.get('/probe/a'), api.get('/probe/a')]);
    // The answers arrive in any order; what stands is one toast per text.
    await waitFor(() => expect(onScreen().sort()).toEqual(['后端接口连接异常', '数据库连接失败 ×3']));
  });
});

/** A stand-in for antd's message API that keeps what antd would have on screen (same key: updated in place). */
function fakeMessages() {
  const shown = new Map<string | number, ArgsProps>();
  const base = {
    open: (args: ArgsProps) => {
      if (args.key !== undefined) shown.set(args.key, args);
      return Object.assign(Promise.resolve(true), () => undefined);
    },
    destroy: (key?: string | number) => (key === undefined ? shown.clear() : shown.delete(key)),
  } as unknown as MessageInstance;
  return { base, texts: () => [...shown.values()].map((a) => String(a.content)), shown };
}

describe('collapseToasts', () => {
  it('stays bounded: a thousand different failures leave three toasts and remember no more', () => {
    const { base, texts } = fakeMessages();
    const messages = collapseToasts(base);
    for (let i = 0; i < 1000; i += 1) void messages.error(`failure ${i}`);
    expect(texts()).toEqual(['failure 997', 'failure 998', 'failure 999']);
    // The first one was pushed out long ago: it comes back as a new toast, not as 'failure 0 ×2'.
    void messages.error('failure 0');
    expect(texts()).toEqual(['failure 998', 'failure 999', 'failure 0']);
  });

  it('starts counting afresh once the toast has closed', () => {
    const { base, texts, shown } = fakeMessages();
    const messages = collapseToasts(base);
    void messages.error({ content: '系统接口502异常', duration: 5 });
    void messages.error({ content: '系统接口502异常', duration: 5 });
    expect(texts()).toEqual(['系统接口502异常 ×2']);
    const [key, args] = [...shown.entries()][0];
    expect(args.duration).toBe(5);
    shown.delete(key);
    args.onClose?.();
    void messages.error('系统接口502异常');
    expect(texts()).toEqual(['系统接口502异常']);
  });

  it('keeps success and error of the same text apart', () => {
    const { base, texts } = fakeMessages();
    const messages = collapseToasts(base);
    void messages.success('修改成功');
    void messages.error('修改成功');
    void messages.success('修改成功');
    expect(texts()).toEqual(['修改成功 ×2', '修改成功']);
  });
});
