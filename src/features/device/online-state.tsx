import { Badge, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { onlineStateOf } from '@/lib/device/online';
import { formatRelativeTime, formatTime } from '@/utils/time';
import { durationBetween, formatDuration, useNow } from './duration';
import styles from './device.module.css';

/**
 * A gateway's online state from its broker session: live with how long, since when it is gone, or never
 * online. A row without the state (a backend that does not report it) shows 'unknown', not 'never online'.
 */
export function GatewayOnlineState({
  online,
  onlineSince,
  lastOnlineTime,
}: {
  online: unknown;
  onlineSince?: string;
  lastOnlineTime?: string | null;
}) {
  const { t } = useTranslation('device');
  const now = useNow();
  const state = onlineStateOf({ online, lastOnlineTime });
  if (state === 'unknown') {
    return (
      <span className={styles.state}>
        <Badge status="default" text={t('online.unknown')} />
      </span>
    );
  }
  if (state === 'online') {
    const lasted = durationBetween(onlineSince, undefined, now);
    return (
      <span className={styles.state}>
        <Badge status="processing" color="green" text={t('online.online')} />
        {lasted !== undefined && (
          <Typography.Text type="secondary" className={styles.detail}>
            {t('online.for', { duration: formatDuration(lasted, t) })}
          </Typography.Text>
        )}
      </span>
    );
  }
  return (
    <span className={styles.state}>
      <Badge status="default" text={t('online.offline')} />
      {/* An empty or null time means never online; a missing one is not reported, so nothing is said. */}
      {state === 'never' && (
        <Typography.Text type="secondary" className={styles.detail}>
          {t('online.never')}
        </Typography.Text>
      )}
      {/* When it was last online, relative (just now, minutes, hours, 1 day ago); the exact time on hover. */}
      {lastOnlineTime && formatTime(lastOnlineTime) && (
        <Tooltip title={formatTime(lastOnlineTime)}>
          <Typography.Text type="secondary" className={styles.detail}>
            {t('online.since', { time: formatRelativeTime(lastOnlineTime, { now }) })}
          </Typography.Text>
        </Tooltip>
      )}
    </span>
  );
}

/** A broker session: live (and for how long) while connected, else how long it lasted. */
export function SessionState({
  status,
  connectAt,
  disconnectAt,
}: {
  status: unknown;
  connectAt?: string;
  disconnectAt?: string;
}) {
  const { t } = useTranslation('device');
  const now = useNow();
  const live = status === 'connected';
  const lasted = durationBetween(connectAt, live ? undefined : disconnectAt, now);
  return (
    <span className={styles.state}>
      <Badge
        status={live ? 'processing' : 'default'}
        color={live ? 'green' : undefined}
        text={t(live ? 'connectStatus.connected' : 'connectStatus.disconnected')}
      />
      {lasted !== undefined && (
        <Typography.Text type="secondary" className={styles.detail}>
          {t(live ? 'online.for' : 'online.lasted', { duration: formatDuration(lasted, t) })}
        </Typography.Text>
      )}
    </span>
  );
}
