import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageApi, messagesUnavailable, type Message, type UnreadCount } from '@/api/modules/system/message';
import type { Id, PageResult } from '@/api/types';
import { useAccess } from '@/lib/access/access';
import { queryKeys } from '@/lib/query/keys';
import { MONITOR_REFRESH_MS } from '@/lib/tower/monitor';
import { useSettings } from '@/stores/settings';

/** The resource of every message read: invalidating it refreshes the bell, its list and the page. */
export const MESSAGE_RESOURCE = 'message';

/** How many messages the bell lists. */
export const BELL_LIST_SIZE = 8;

/** The refresh of the unread count: the console's live interval (the tower monitor's). */
export const UNREAD_REFRESH_MS = MONITOR_REFRESH_MS;

export const unreadKey = queryKeys.other(MESSAGE_RESOURCE, 'unread');
export const latestKey = queryKeys.list(MESSAGE_RESOURCE, { page: 1, limit: BELL_LIST_SIZE, bell: true });
export const activeAlarmsKey = queryKeys.list(MESSAGE_RESOURCE, { status: 'active', type: 'alarm', all: true });

/** The user may read messages (the bell and the page show only then). */
export function useCanReadMessages(): boolean {
  return useAccess().permi('system:message:list');
}

export interface UnreadState {
  data?: UnreadCount;
  /** The backend answers 404: it has no message calls. Nothing is shown, nothing is said. */
  unavailable: boolean;
  /** The last refresh failed for another reason (the count shown, if any, is older). */
  failed: boolean;
}

/**
 * The signed-in user's unread count, asked on the live interval while the tab is visible (paused
 * while hidden), silently: a failure never toasts, a 404 means "no messages here" and stops asking.
 */
export function useUnread(intervalMs = UNREAD_REFRESH_MS): UnreadState {
  const enabled = useCanReadMessages();
  // While the browser notification is on, a hidden tab keeps asking: else it could not notify.
  const inBackground = useSettings((s) => s.alarmBrowserNotify);
  const query = useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => messageApi.unread({ signal, silent: true }),
    enabled,
    refetchInterval: (q) => (messagesUnavailable(q.state.error) ? false : intervalMs),
    refetchIntervalInBackground: inBackground,
  });
  return {
    data: query.data,
    unavailable: messagesUnavailable(query.error),
    failed: query.isError && !messagesUnavailable(query.error),
  };
}

/** The latest messages for the bell's list (asked when the list opens, and kept fresh with the count). */
export function useLatestMessages(enabled: boolean) {
  return useQuery<PageResult<Message>>({
    queryKey: latestKey,
    queryFn: ({ signal }) => messageApi.page({ page: 1, limit: BELL_LIST_SIZE }, { signal, silent: true }),
    enabled,
  });
}

/** The active alarms (every one, for the towers' tiles and the monitor), on the live interval. */
export function useActiveAlarms(enabled = true) {
  const can = useCanReadMessages();
  return useQuery<Message[]>({
    queryKey: activeAlarmsKey,
    queryFn: ({ signal }) =>
      messageApi
        .page({ page: 1, limit: 500, type: 'alarm', status: 'active' }, { signal, silent: true })
        .then((page) => page.list),
    enabled: enabled && can,
    refetchInterval: (q) => (messagesUnavailable(q.state.error) ? false : UNREAD_REFRESH_MS),
    refetchIntervalInBackground: false,
  });
}

/** Marks messages read (none given: all); every message read is asked again. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly Id[]) => messageApi.read(ids),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.all(MESSAGE_RESOURCE) }),
  });
}

/** Acknowledges an alarm with an optional comment; every message read is asked again. */
export function useAcknowledge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, comment }: { id: Id; comment?: string }) => messageApi.ack(id, comment),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.all(MESSAGE_RESOURCE) }),
  });
}
