import { Badge, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LivePolling } from '@/lib/live/use-live-polling';
import { formatRelativeTime, formatTime } from '@/utils/time';
import type { GatewaySummary } from './dashboard-data';
import { DashboardPanel } from './dashboard-panel';
import styles from './dashboard-page.module.css';

/** Offline gateways listed by name; the rest are on the gateway list. */
export const OFFLINE_LISTED = 6;

interface GatewayPanelProps {
  live: LivePolling<GatewaySummary>;
  /** Paths the user can open: the gateway list, and each gateway's connect records. */
  gatewayListPath?: string;
  connectPath?: string;
}

/** Gateways online, offline and never connected; the offline ones with when they were last seen. */
export function GatewayPanel({ live, gatewayListPath, connectPath }: GatewayPanelProps) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPanel
      id="panel-gateways"
      title={t('gateways.title')}
      live={live}
      extra={gatewayListPath && <Link to={gatewayListPath}>{t('open')}</Link>}
    >
      {(data) => (
        <>
          <dl className={styles.stateCounts} data-testid="gateway-counts">
            <div>
              <dt>
                <Badge status="success" text={t('gateways.online')} />
              </dt>
              <dd>{data.counts.online}</dd>
            </div>
            <div>
              <dt>
                <Badge status="error" text={t('gateways.offline')} />
              </dt>
              <dd>{data.counts.offline}</dd>
            </div>
            <div>
              <dt>
                <Badge status="default" text={t('gateways.never')} />
              </dt>
              <dd>{data.counts.never}</dd>
            </div>
            {data.counts.unknown > 0 && (
              <div>
                <dt>
                  <Badge status="warning" text={t('gateways.unknown')} />
                </dt>
                <dd>{data.counts.unknown}</dd>
              </div>
            )}
          </dl>
          {data.offline.length === 0 ? (
            <Typography.Text type="secondary">{t('gateways.allOnline')}</Typography.Text>
          ) : (
            <>
              <Typography.Text type="secondary" className={styles.listHeading}>
                {t('gateways.offlineList')}
              </Typography.Text>
              <ul className={styles.recordList} data-testid="gateway-offline">
                {data.offline.slice(0, OFFLINE_LISTED).map((gateway) => {
                  const name = gateway.name || gateway.identifier || String(gateway.id ?? '');
                  const identifier = gateway.identifier ?? '';
                  return (
                    <li key={gateway.id ?? identifier}>
                      <span className={styles.recordMain}>
                        {connectPath && identifier ? (
                          <Link to={`${connectPath}?deviceIdentifier=${encodeURIComponent(identifier)}`}>{name}</Link>
                        ) : (
                          name
                        )}
                        {gateway.status === '1' && <Tag className={styles.inlineTag}>{t('gateways.disabled')}</Tag>}
                      </span>
                      {/* An offline gateway whose server did not report a readable time says nothing of it. */}
                      {formatTime(gateway.lastOnlineTime) && (
                        <Tooltip title={formatTime(gateway.lastOnlineTime)}>
                          <span className={styles.recordTime}>
                            {t('gateways.lastSeen', { time: formatRelativeTime(gateway.lastOnlineTime) })}
                          </span>
                        </Tooltip>
                      )}
                    </li>
                  );
                })}
              </ul>
              {data.offline.length > OFFLINE_LISTED && (
                <Typography.Text type="secondary">
                  {t('gateways.more', { count: data.offline.length - OFFLINE_LISTED })}
                </Typography.Text>
              )}
            </>
          )}
        </>
      )}
    </DashboardPanel>
  );
}
