import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { MessageBellIfAllowed } from '@/layout/message-bell';
import { forgetAnnouncedAlarms } from '@/lib/message/attention';
import { unreadKey } from '@/lib/message/queries';
import { queryClient } from '@/lib/query/client';
import { useSession } from '@/stores/session';
import { DEFAULT_SETTINGS, useSettings } from '@/stores/settings';
import { messages } from '@mocks/seed/messages';
import { renderConsole } from '../console';
import { criticalRow } from '../message-rows';
import { notifications } from '../feedback-recorder';
import { ADMIN, OPERATOR, signIn } from '../helpers';
import { MemoryRouter } from '../memory-router';

// jsdom has no canvas: a chart a page may draw goes to a stand-in.
vi.mock('echarts/core', () => ({
  init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }),
  use: () => undefined,
}));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));

/** What a stubbed Web Audio did: the contexts made and the oscillators started. */
const audio = { contexts: 0, started: 0 };

class FakeAudioContext {
  currentTime = 0;
  destination = {};
  constructor() {
    audio.contexts += 1;
  }
  createGain() {
    return { gain: { value: 1 }, connect: () => undefined };
  }
  createOscillator() {
    return {
      frequency: { value: 0 },
      connect: () => undefined,
      start: () => {
        audio.started += 1;
      },
      stop: () => undefined,
    };
  }
  close() {
    return Promise.resolve();
  }
}

/** The browser notifications shown, and the permission asks, of a stubbed Notification. */
const shown: { title: string; body?: string }[] = [];
const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = requestPermission;
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

beforeEach(() => {
  audio.contexts = 0;
  audio.started = 0;
  shown.length = 0;
  requestPermission.mockClear();
  FakeNotification.permission = 'granted';
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('Notification', FakeNotification);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setVisibility('visible');
  forgetAnnouncedAlarms();
  useSettings.setState(DEFAULT_SETTINGS);
  useSession.setState({ user: undefined, menus: undefined });
});

async function showBell(node: ReactNode = <MessageBellIfAllowed />) {
  await signIn(OPERATOR);
  await useSession.getState().loadUser();
  render(
    <Providers>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard']}>{node}</MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
  await waitFor(() => expect(screen.getByTestId('message-bell')).toHaveAccessibleName(/条未读$/));
}

/** A new critical alarm arrives, and the console announces it (one antd notification). */
async function raiseCritical(messageId: number) {
  expect(notifications).toEqual([]);
  messages().push(criticalRow(messageId));
  await queryClient.invalidateQueries({ queryKey: unreadKey });
  await waitFor(() => expect(notifications).toHaveLength(1));
}

describe('the alarm sound', () => {
  it('beeps with a new critical alarm while the sound setting is on', async () => {
    useSettings.getState().change('alarmSound', true);
    await showBell();
    expect(audio.contexts).toBe(0);
    await raiseCritical(9_901);
    expect(audio.contexts).toBe(1);
    expect(audio.started).toBe(2);
  });

  it('is off by default: no audio is made at all', async () => {
    expect(useSettings.getState().alarmSound).toBe(false);
    await showBell();
    await raiseCritical(9_902);
    expect(audio.contexts).toBe(0);
    expect(audio.started).toBe(0);
  });
});

describe("the browser's notification", () => {
  beforeEach(() => useSettings.getState().change('alarmBrowserNotify', true));

  it('shows while the tab is hidden and permission is granted', async () => {
    await showBell();
    setVisibility('hidden');
    await raiseCritical(9_903);
    expect(shown).toEqual([{ title: '新的严重告警', body: '料塔 LT-A-01 记录到异常：短时骤降' }]);
  });

  it('does not show while the tab is visible (the page shows its own)', async () => {
    await showBell();
    await raiseCritical(9_904);
    expect(shown).toEqual([]);
  });

  it('does not show without permission, even in a hidden tab', async () => {
    FakeNotification.permission = 'denied';
    await showBell();
    setVisibility('hidden');
    await raiseCritical(9_905);
    expect(shown).toEqual([]);
  });
});

describe("asking the browser's permission", () => {
  it('never happens at load; once, from a click on the switch in the settings panel', async () => {
    FakeNotification.permission = 'default';
    useSession.setState({ token: await signIn(ADMIN), user: undefined, menus: undefined });
    renderConsole('/system/post');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('settings-button', undefined, { timeout: SLOW }));
    const drawer = await screen.findByTestId('settings-drawer');
    const toggle = within(drawer).getByRole('switch', { name: '后台时浏览器通知' });
    expect(toggle).not.toBeChecked();
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(useSettings.getState().alarmBrowserNotify).toBe(true);
  });
});

/** The console's first render and a lazy page's first load take seconds in jsdom, more on a loaded machine. */
const SLOW = 45_000;

/** The live monitor's drawer is open on this tower and shows its reading. */
async function expectMonitorOf(towerId: string) {
  const monitor = (await screen.findByTestId('tower-monitor', undefined, { timeout: SLOW })).closest('[role="dialog"]');
  if (!(monitor instanceof HTMLElement)) throw new Error('the monitor is not in a dialog');
  // (antd's ids are fixed under test, so the dialog's aria-labelledby names no title: read its text.)
  expect(monitor).toHaveTextContent(`${towerId} 实时监控`);
  await waitFor(() => expect(within(monitor).getByTestId('monitor-weight')).toHaveTextContent('kg'));
}

describe("a tower's live monitor from an address (`?monitor=<towerId>`)", () => {
  it('opens at /tower/info?monitor=LT-A-01', { timeout: 2 * SLOW }, async () => {
    useSession.setState({ token: await signIn(OPERATOR), user: undefined, menus: undefined });
    renderConsole('/tower/info?monitor=LT-A-01');
    await expectMonitorOf('LT-A-01');
  });

  it("opens from the critical alarm's notification", { timeout: 3 * SLOW }, async () => {
    useSession.setState({ token: await signIn(OPERATOR), user: undefined, menus: undefined });
    const history = renderConsole('/dashboard');
    await waitFor(() => expect(screen.getByTestId('message-bell')).toHaveAccessibleName(/条未读$/), {
      timeout: SLOW,
    });
    await raiseCritical(9_906);
    // The notification's button, as antd renders it in the notification.
    render(<>{notifications[0].actions}</>);
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(screen.getByRole('button', { name: '查看 LT-A-01 实时监控' }));
    expect(`${history.location.pathname}${history.location.search}`).toBe('/tower/info?monitor=LT-A-01');
    await expectMonitorOf('LT-A-01');
  });
});
