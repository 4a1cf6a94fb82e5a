import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Message } from '@/api/modules/system/message';
import { MessageSource, MessageState } from '@/components/message/message-cells';
import { DictValue } from '@/components/list/dict-tag';
import { useCanReadMessages, useLatestMessages, useMarkRead, useUnread } from '@/lib/message/queries';
import { useAlarmAttention } from '@/lib/message/attention';
import { formatRelativeTime } from '@/utils/time';
import styles from './message-bell.module.css';

/** The path of the messages page (the mock's menu seed: `/alarm` › `message`). */
export const MESSAGES_PATH = '/alarm/message';

function BellItem({ message, onRead }: { message: Message; onRead: (id: number) => void }) {
  const { t } = useTranslation('layout');
  const unread = message.read === false;
  return (
    <li className={unread ? `${styles.item} ${styles.unread}` : styles.item} data-testid="bell-item">
      <div className={styles.itemHead}>
        <DictValue type="sys_message_level" value={message.level} />
        <MessageSource message={message} />
        <span className={styles.time} title={message.createTime}>
          {formatRelativeTime(message.createTime)}
        </span>
      </div>
      {/* Server text as a text node, never as HTML. */}
      <div className={styles.content}>{message.content}</div>
      <div className={styles.itemFoot}>
        <MessageState message={message} />
        {unread && typeof message.messageId === 'number' && (
          <Button
            type="link"
            size="small"
            onClick={() => typeof message.messageId === 'number' && onRead(message.messageId)}
          >
            {t('messages.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}

function BellList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('layout');
  const unread = useUnread();
  const latest = useLatestMessages(!unread.unavailable);
  const markRead = useMarkRead();
  if (unread.unavailable) return <p className={styles.quiet}>{t('messages.unavailable')}</p>;
  const list = latest.data?.list ?? [];
  return (
    <div className={styles.panel}>
      {latest.isPending && !latest.isError ? (
        <Spin />
      ) : latest.isError ? (
        <p className={styles.quiet}>{t('messages.failed')}</p>
      ) : list.length === 0 ? (
        <p className={styles.quiet}>{t('messages.none')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('messages.latest')}>
          {list.map((message, index) => (
            <BellItem
              key={message.messageId ?? `row-${index}`}
              message={message}
              onRead={(id) => markRead.mutate([id])}
            />
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Button
          size="small"
          disabled={(unread.data?.count ?? 0) === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate([])}
          data-testid="bell-mark-all"
        >
          {t('messages.markAllRead')}
        </Button>
        <Link to={MESSAGES_PATH} onClick={onNavigate} data-testid="bell-view-all">
          {t('messages.viewAll')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The header's bell: the unread count on the live interval (paused while the tab is hidden), a red
 * mark while a critical alarm is active, and the latest messages on a click. Only for users who may
 * read messages; against a backend without the calls it says so, quietly.
 */
export function MessageBell() {
  const { t } = useTranslation('layout');
  const unread = useUnread();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const anchor = useRef<HTMLSpanElement>(null);
  const count = unread.data?.count ?? 0;
  const critical = (unread.data?.critical ?? 0) > 0;
  useAlarmAttention(unread.data?.critical ?? 0);
  const { refetch } = useLatestMessages(false);
  // The list follows the count while it is open.
  const shownCount = useRef(count);
  useEffect(() => {
    if (open && shownCount.current !== count) void refetch();
    shownCount.current = count;
  }, [open, count, refetch]);

  const label = unread.unavailable
    ? t('messages.bellUnavailable')
    : [t('messages.bell', { count }), critical ? t('messages.criticalActive') : '']
        .filter(Boolean)
        .join(t('messages.separator'));
  // Escape closes the list and gives the focus back to the bell; a click elsewhere closes it.
  // (A plain disclosure: antd's Popover, mounted in the header, made every navigation render more.)
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (event.target instanceof Node && !anchor.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);
  return (
    <span className={styles.anchor} ref={anchor}>
      <button
        ref={button}
        type="button"
        className={`header-tool ${styles.bell}`}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? 'message-bell-panel' : undefined}
        data-testid="message-bell"
        data-critical={critical ? 'true' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Badge count={unread.unavailable ? 0 : count} size="small" overflowCount={99} className={styles.badge}>
          <BellOutlined className={critical ? styles.criticalIcon : undefined} />
        </Badge>
        {critical && <span className={styles.criticalMark} aria-hidden="true" data-testid="bell-critical" />}
      </button>
      {open && (
        // Right after the button in the DOM: Tab goes from the bell into its list.
        <section
          id="message-bell-panel"
          className={styles.popup}
          aria-label={t('messages.title')}
          data-testid="bell-panel"
        >
          <h2 className={styles.popupTitle}>{t('messages.title')}</h2>
          <BellList onNavigate={() => setOpen(false)} />
        </section>
      )}
    </span>
  );
}

/** The bell for users who may read messages; nothing for the others. */
export function MessageBellIfAllowed() {
  return useCanReadMessages() ? <MessageBell /> : null;
}
