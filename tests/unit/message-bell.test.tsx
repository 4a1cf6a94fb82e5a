import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../memory-router';
import { afterEach, describe, expect, it } from 'vitest';
import { messageApi } from '@/api/modules/system/message';
import { Providers } from '@/app/providers';
import { MessageBellIfAllowed } from '@/layout/message-bell';
import { TowerIdWithAlarm } from '@/components/message/active-alarm';
import { unreadKey } from '@/lib/message/queries';
import { queryClient } from '@/lib/query/client';
import MessagePage from '@/pages/system/message/index';
import { useSession } from '@/stores/session';
import { mockControl } from '@mocks/node';
import { messages } from '@mocks/seed/messages';
import { criticalRow } from '../message-rows';
import { notifications, toasts } from '../feedback-recorder';
import { holdTheClock, OPERATOR, signIn } from '../helpers';

holdTheClock();

afterEach(() => {
  useSession.setState({ user: undefined, menus: undefined });
});

async function show(node: ReactNode, account = OPERATOR) {
  await signIn(account);
  await useSession.getState().loadUser();
  render(
    <Providers>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/alarm/message']}>{node}</MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
}

const bell = () => screen.getByTestId('message-bell');

describe('the header bell', () => {
  it('shows the unread count, marks all read, and names itself', async () => {
    await show(<MessageBellIfAllowed />);
    const { count } = await messageApi.unread();
    expect(count).toBeGreaterThan(0);
    await waitFor(() => expect(bell()).toHaveAccessibleName(`消息，${count} 条未读`));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(bell());
    const panel = await screen.findByTestId('bell-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('bell-item').length).toBeGreaterThan(0));
    expect(within(panel).getByRole('list', { name: '最新消息' })).toBeInTheDocument();
    await user.click(within(panel).getByTestId('bell-mark-all'));
    await waitFor(() => expect(bell()).toHaveAccessibleName('消息，0 条未读'));
    expect((await messageApi.unread()).count).toBe(0);
  });

  it('shows a red mark while a critical alarm is active', async () => {
    messages().push(criticalRow(9_999));
    await show(<MessageBellIfAllowed />);
    await waitFor(() => expect(screen.getByTestId('bell-critical')).toBeInTheDocument());
    expect(bell().getAttribute('aria-label')).toMatch(/有严重告警$/);
  });

  it('announces a new critical alarm once, with a link to its tower, and names it beside the tower', async () => {
    await show(
      <>
        <MessageBellIfAllowed />
        <TowerIdWithAlarm towerId="LT-A-01" />
      </>,
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName(/条未读$/));
    expect(notifications).toEqual([]);
    messages().push(criticalRow(9_998));
    await queryClient.invalidateQueries({ queryKey: unreadKey });
    await waitFor(() => expect(notifications).toHaveLength(1));
    expect(notifications[0]).toMatchObject({ kind: 'error', title: '新的严重告警' });
    expect(String(notifications[0].description)).toContain('LT-A-01');
    await queryClient.invalidateQueries({ queryKey: unreadKey });
    await queryClient.invalidateQueries({ queryKey: ['message'] });
    expect(await screen.findByTestId('tower-active-alarm')).toHaveTextContent('告警：异常');
    expect(notifications).toHaveLength(1);
  });
});

describe('the header bell, more', () => {
  it('is absent for a user who may not read messages', async () => {
    await show(<MessageBellIfAllowed />);
    useSession.setState((s) => ({ user: s.user && { ...s.user, permissions: ['tower:info:list'] } }));
    await waitFor(() => expect(screen.queryByTestId('message-bell')).toBeNull());
  });

  it('says quietly that the backend offers no messages when the calls answer 404', async () => {
    mockControl.fault({ path: 'message/*', status: 404 });
    await show(<MessageBellIfAllowed />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('消息（后端未提供）'));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(bell());
    expect(await screen.findByText('后端未提供消息功能')).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });
});

describe('the messages page', () => {
  it('acknowledges an alarm with a comment; the detail shows who, when and the comment', async () => {
    await show(<MessagePage />);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const ackButtons = await screen.findAllByRole('button', { name: /确\s*认/ }, { timeout: 10_000 });
    const row = ackButtons[0].closest('tr');
    if (!row) throw new Error('no row');
    await user.click(ackButtons[0]);
    const dialog = await screen.findByTestId('ack-dialog');
    await user.type(within(dialog).getByLabelText('处理备注（可选）'), '现场确认');
    await user.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() => expect(toasts.some((t) => t.content === '已确认')).toBe(true));
    const id = Number(row.getAttribute('data-row-key'));
    const saved = await messageApi.get(id);
    expect(saved).toMatchObject({ ackBy: 'operator', ackComment: '现场确认' });
    await waitFor(() => expect(screen.getByText(new RegExp(`operator ${saved.ackTime ?? ''}`))).toBeInTheDocument());
    const detailButton = within(
      screen.getByText(new RegExp(`operator ${saved.ackTime ?? ''}`)).closest('tr') as HTMLElement,
    ).getByRole('button', { name: /详\s*情/ });
    await user.click(detailButton);
    const timeline = await screen.findByTestId('alarm-timeline');
    await waitFor(() => expect(timeline).toHaveTextContent(`${saved.ackTime ?? ''} 由 operator 确认`));
    expect(timeline).toHaveTextContent('备注：现场确认');
  });

  it('shows no list against a backend without the calls, and no toast', async () => {
    mockControl.fault({ path: 'message/*', status: 404 });
    await show(<MessagePage />);
    expect(await screen.findByTestId('messages-unavailable')).toHaveTextContent('后端未提供消息功能');
    expect(screen.queryByRole('table')).toBeNull();
    expect(toasts).toEqual([]);
  });
});
