import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { MessageBellIfAllowed } from '@/layout/message-bell';
import { forgetAnnouncedAlarms } from '@/lib/message/attention';
import { unreadKey } from '@/lib/message/queries';
import { queryClient } from '@/lib/query/client';
import { useSession } from '@/stores/session';
import { DEFAULT_SETTINGS, useSettings } from '@/stores/settings';
import { messages, type MessageRow } from '@mocks/seed/messages';
import { notifications } from '../feedback-recorder';
import { OPERATOR, signIn } from '../helpers';
import { MemoryRouter } from '../memory-router';

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

beforeEach(() => {
  audio.contexts = 0;
  audio.started = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  vi.unstubAllGlobals();
  forgetAnnouncedAlarms();
  useSettings.setState(DEFAULT_SETTINGS);
  useSession.setState({ user: undefined, menus: undefined });
});

function criticalRow(messageId: number): MessageRow {
  return {
    messageId,
    type: 'alarm',
    content: '料塔 LT-A-01 记录到异常：短时骤降',
    contentEn: 'Tower LT-A-01 recorded an exception: a sudden drop',
    level: 'critical',
    createTime: '2099-01-01 00:00:00',
    remark: '',
    sourceType: 'tower',
    sourceId: 'LT-A-01',
    alarmKind: 'exception',
    status: 'active',
    clearTime: null,
    ackBy: null,
    ackTime: null,
    ackComment: null,
  };
}

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
