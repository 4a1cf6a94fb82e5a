import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TowerExceptionRecord } from '@/api/modules/tower/tower-exception';
import type { TowerRecord } from '@/api/modules/tower/tower-record';
import { DictValue } from '@/components/list/dict-tag';
import type { LivePolling } from '@/lib/live/use-live-polling';
import { formatMeasure } from '@/utils/number';
import { formatTime } from '@/utils/time';
import type { TodayData } from './dashboard-data';
import { DashboardPanel } from './dashboard-panel';
import styles from './dashboard-page.module.css';

interface TodayPanelProps<T> {
  live: LivePolling<TodayData<T>>;
  /** The list page, when the user can open it. */
  listPath?: string;
  /** Opens a record on its tower's trend, when the user may see it; else a record links to its list. */
  onOpen?: (record: T) => void;
}

export function TodayRefillsPanel({ live, listPath, onOpen }: TodayPanelProps<TowerRecord>) {
  const { t, i18n } = useTranslation('dashboard');
  return (
    <TodayPanel id="panel-refills" title={t('refills.title')} live={live} listPath={listPath} empty={t('refills.none')}>
      {(record) => (
        <>
          <span className={styles.recordMain}>
            <RecordLink listPath={listPath} onOpen={onOpen && (() => onOpen(record))}>
              {record.towerId ?? '—'}
            </RecordLink>
            <span className={styles.recordDetail}>
              {typeof record.refillWeight === 'number'
                ? t('refills.added', { weight: formatMeasure(record.refillWeight, i18n.language, 1) })
                : ''}
            </span>
          </span>
          <span className={styles.recordTime}>{formatTime(record.endDatetime ?? record.startDatetime, 'HH:mm')}</span>
        </>
      )}
    </TodayPanel>
  );
}

export function TodayExceptionsPanel({ live, listPath, onOpen }: TodayPanelProps<TowerExceptionRecord>) {
  const { t } = useTranslation('dashboard');
  return (
    <TodayPanel
      id="panel-exceptions"
      title={t('exceptions.title')}
      live={live}
      listPath={listPath}
      empty={t('exceptions.none')}
    >
      {(record) => (
        <>
          <span className={styles.recordMain}>
            <RecordLink listPath={listPath} onOpen={onOpen && (() => onOpen(record))}>
              {record.towerId ?? '—'}
            </RecordLink>
            <DictValue type="tower_exception_type" value={record.type} />
            <span className={styles.recordDetail} title={record.reason}>
              {record.reason}
            </span>
          </span>
          <span className={styles.recordTime}>{formatTime(record.startDatetime, 'HH:mm')}</span>
        </>
      )}
    </TodayPanel>
  );
}

function RecordLink({ listPath, onOpen, children }: { listPath?: string; onOpen?: () => void; children: ReactNode }) {
  if (onOpen)
    return (
      <Button type="link" size="small" onClick={onOpen} className={styles.recordLink}>
        {children}
      </Button>
    );
  return listPath ? <Link to={listPath}>{children}</Link> : <>{children}</>;
}

function TodayPanel<T extends { id?: number }>({
  id,
  title,
  live,
  listPath,
  empty,
  children,
}: Omit<TodayPanelProps<T>, 'onOpen'> & {
  id: string;
  title: string;
  empty: string;
  children: (record: T) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPanel id={id} title={title} live={live} extra={listPath && <Link to={listPath}>{t('open')}</Link>}>
      {(data) => (
        <>
          <div className={styles.todayCount}>
            <span className={styles.bigNumber} data-testid={`${id}-count`}>
              {data.total}
            </span>
            <Typography.Text type="secondary">{t('today')}</Typography.Text>
          </div>
          {data.latest.length === 0 ? (
            <Typography.Text type="secondary">{empty}</Typography.Text>
          ) : (
            <ul className={styles.recordList} data-testid={`${id}-latest`}>
              {data.latest.map((record, index) => (
                <li key={record.id ?? index}>{children(record)}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardPanel>
  );
}
