import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivePolling } from '@/lib/live/use-live-polling';
import { formatTime } from '@/utils/time';
import styles from './dashboard-page.module.css';

interface DashboardPanelProps<T> {
  /** Names the panel for tests and the page's landmarks. */
  id: string;
  title: string;
  extra?: ReactNode;
  live: LivePolling<T>;
  children: (data: T) => ReactNode;
}

/**
 * One panel of the dashboard: it loads and fails on its own. Before its first answer a skeleton; a
 * first call that failed shows a retry inside the panel (no toast); a refresh that failed keeps what
 * was shown and says since when.
 */
export function DashboardPanel<T>({ id, title, extra, live, children }: DashboardPanelProps<T>) {
  const { t } = useTranslation('dashboard');
  const retry = (
    <Button size="small" icon={<ReloadOutlined />} onClick={live.retry}>
      {t('panel.retry')}
    </Button>
  );
  let body: ReactNode;
  if (live.data !== undefined) body = children(live.data);
  else if (live.stale)
    body = <Alert type="error" showIcon title={t('panel.failed')} action={retry} data-testid={`${id}-failed`} />;
  else body = <Skeleton active paragraph={{ rows: 3 }} />;

  return (
    <Card
      title={title}
      extra={
        live.data !== undefined && live.stale ? (
          <Space size={8} role="status" data-testid={`${id}-stale`}>
            <Typography.Text type="warning">
              <ClockCircleOutlined />{' '}
              {t('panel.stale', { time: live.receivedAt === undefined ? '' : formatTime(live.receivedAt, 'HH:mm:ss') })}
            </Typography.Text>
            {retry}
          </Space>
        ) : (
          extra
        )
      }
      className={styles.panel}
      data-testid={id}
      role="region"
      aria-label={title}
    >
      {body}
    </Card>
  );
}
