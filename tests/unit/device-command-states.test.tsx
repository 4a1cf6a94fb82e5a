import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Command } from '@/api/modules/device/command';
import type { Gateway } from '@/api/modules/device/gateway';
import { Providers } from '@/app/providers';
import { CommandForm } from '@/features/device/command/command-form';
import { CommandReply } from '@/features/device/command/command-reply';
import { resultText } from '@/features/device/command/explain';
import { DEFAULT_FORMULA } from '@/features/device/arith-formula';
import { GatewayOnlineState } from '@/features/device/online-state';
import { onlineStateOf } from '@/lib/device/online';
import { i18n } from '@/lib/i18n';
import { formatTime } from '@/utils/time';

afterEach(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

const failed = (over: Partial<Command>): Command => ({
  id: 1,
  code: 'ZERO',
  gatewaySn: 'GW-000001',
  deviceAddr: 1,
  payload: '01 06 00 10 00 01 49 CF',
  response: '',
  status: 'FAILED',
  sentAt: '2026-11-26 10:00:00',
  finishedAt: '2026-11-26 10:00:00',
  ...over,
});

const showReply = (command: Command) =>
  render(
    <Providers>
      <CommandReply command={command} gatewayName="一号网关" formula={null} />
    </Providers>,
  );

describe('command reply: offline only when the server says so', () => {
  it('names the offline gateway when the server marks the command offline', () => {
    showReply(failed({ offline: true }));
    expect(screen.getByRole('alert').textContent).toContain('网关“一号网关”离线，指令未送达');
    expect(resultText(failed({ offline: true }), DEFAULT_FORMULA, 'zh-CN', i18n.t)).toBe('网关离线，未送达');
  });

  it('shows any other failure without an answer with its own reason, in both languages', async () => {
    const refused = failed({ result: '网关拒绝：设备地址未登记' });
    const { unmount } = showReply(refused);
    expect(screen.getByRole('alert').textContent).toBe('指令执行失败：网关拒绝：设备地址未登记');
    expect(screen.queryByText(/离线/)).toBeNull();
    expect(resultText(refused, DEFAULT_FORMULA, 'zh-CN', i18n.t)).toBe('执行失败：网关拒绝：设备地址未登记');
    unmount();

    await act(() => i18n.changeLanguage('en'));
    showReply(failed({ result: '' }));
    expect(screen.getByRole('alert').textContent).toBe('The command failed; the gateway gave no reason.');
    expect(screen.queryByText(/offline/i)).toBeNull();
    expect(resultText(failed({ result: '' }), DEFAULT_FORMULA, 'en', i18n.t)).toBe('failed');
  });
});

describe('gateway online state: missing fields are unknown, not offline', () => {
  it('reads the state only from a boolean', () => {
    expect(onlineStateOf({ online: true })).toBe('online');
    expect(onlineStateOf({ online: false })).toBe('offline');
    expect(onlineStateOf({})).toBe('unknown');
  });

  it('reads "never connected" from an empty or null last online time, as the dashboard counts it', () => {
    expect(onlineStateOf({ online: false, lastOnlineTime: '' })).toBe('never');
    expect(onlineStateOf({ online: false, lastOnlineTime: null })).toBe('never');
    expect(onlineStateOf({ online: false, lastOnlineTime: '2026-11-27 10:00:00' })).toBe('offline');
    // Not reported at all: offline, with nothing said of when.
    expect(onlineStateOf({ online: false })).toBe('offline');
    expect(onlineStateOf({ online: true, lastOnlineTime: null })).toBe('online');
  });

  it('shows a neutral badge, never "never online", for a row without the fields, in both languages', async () => {
    const { unmount } = render(
      <Providers>
        <GatewayOnlineState online={undefined} />
      </Providers>,
    );
    expect(screen.getByText('在线状态未知')).toBeTruthy();
    expect(screen.queryByText('从未上线')).toBeNull();
    expect(screen.queryByText('离线')).toBeNull();
    unmount();

    await act(() => i18n.changeLanguage('en'));
    render(
      <Providers>
        <GatewayOnlineState online={undefined} />
        <GatewayOnlineState online={false} lastOnlineTime="" />
        <GatewayOnlineState online={false} lastOnlineTime={null} />
      </Providers>,
    );
    expect(screen.getByText('Online state unknown')).toBeTruthy();
    // A gateway the server reports offline with an empty or null last time was never online.
    expect(screen.getAllByText('never online')).toHaveLength(2);
  });

  it('says when an offline gateway was last online relatively, with the exact time on hover', async () => {
    // The rule rounds up: 4.5 minutes is '5 minutes ago', 3 h 10 min is '4 hours ago'.
    const minutesAgo = (m: number) => formatTime(Date.now() - m * 60_000);
    const hoursAgo = minutesAgo(3 * 60 + 10);
    const { unmount } = render(
      <Providers>
        <GatewayOnlineState online={false} lastOnlineTime={minutesAgo(4.5)} />
        <GatewayOnlineState online={false} lastOnlineTime={hoursAgo} />
        <GatewayOnlineState online={false} lastOnlineTime={minutesAgo(30 * 60)} />
        <GatewayOnlineState online={false} lastOnlineTime="not a time" />
      </Providers>,
    );
    expect(screen.getByText('最后在线：5分钟前')).toBeTruthy();
    expect(screen.getByText('最后在线：4小时前')).toBeTruthy();
    expect(screen.getByText('最后在线：1天前')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|Invalid/);
    await userEvent.setup({ pointerEventsCheck: 0 }).hover(screen.getByText('最后在线：4小时前'));
    expect(await screen.findByText(hoursAgo)).toBeTruthy();
    unmount();

    await act(() => i18n.changeLanguage('en'));
    render(
      <Providers>
        <GatewayOnlineState online={false} lastOnlineTime={formatTime(Date.now() - 5_000)} />
      </Providers>,
    );
    expect(screen.getByText('last online just now')).toBeTruthy();
  });

  it('the command form warns "offline" only for a gateway reported offline', () => {
    const gateway: Gateway = { id: 1, name: '一号网关', identifier: 'GW-000001', onlineType: '4G' };
    const form = (g: Gateway) => (
      <Providers>
        <CommandForm gateway={g} canSend sending={false} onSend={vi.fn()} />
      </Providers>
    );
    const { rerender } = render(form(gateway));
    expect(screen.queryByText('该网关当前离线，指令将无法送达')).toBeNull();
    rerender(form({ ...gateway, online: false, lastOnlineTime: '' }));
    expect(screen.getByText('该网关当前离线，指令将无法送达')).toBeTruthy();
    rerender(form({ ...gateway, online: false, lastOnlineTime: null }));
    expect(screen.getByText('该网关当前离线，指令将无法送达')).toBeTruthy();
    rerender(form({ ...gateway, online: true }));
    expect(screen.queryByText('该网关当前离线，指令将无法送达')).toBeNull();
  });
});
