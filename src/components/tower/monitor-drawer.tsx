import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Badge, Descriptions, Drawer, Progress, Skeleton, Space, Tag, Tooltip } from 'antd';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { towerInfoApi, type TowerMonitor } from '@/api/modules/tower/tower-info';
import { usePageOverlay } from '@/router/page-location';
import { useApp } from '@/stores/app';
import { formatMeasure } from '@/utils/number';
import { formatTime } from '@/utils/time';
import { useLivePolling } from '@/lib/live/use-live-polling';
import { ALARM_COLOR, isAlarm } from '@/lib/tower/fill';
import { MONITOR_REFRESH_MS } from '@/lib/tower/monitor';
import { toSamples } from '@/lib/tower/series';
import { ActiveAlarmMark, useActiveAlarmsByTower } from '@/components/message/active-alarm';
import { AlarmTag } from './tower-cells';
import styles from './monitor.module.css';

const WeightTrendChart = lazy(() => import('./weight-trend-chart'));

export interface MonitorTarget {
  /** The tower's id, or its `towerId` (the monitor call takes either). */
  id: number | string;
  towerId: string;
}

/** The live monitor of one tower in a drawer; it asks only while open, shown and in a visible tab. */
export function MonitorDrawer({ target, onClose }: { target: MonitorTarget | undefined; onClose: () => void }) {
  const { t } = useTranslation('tower');
  const mobile = useApp((s) => s.device === 'mobile');
  const overlay = usePageOverlay(target !== undefined);
  return (
    <Drawer
      {...overlay}
      onClose={onClose}
      // Modal, as every dialog and drawer of the console: the focus stays inside until it closes (a
      // click on the mask or Escape), then returns to the button that opened it.
      size={mobile ? '100%' : 760}
      title={target ? t('monitor.title', { tower: target.towerId }) : ''}
    >
      {target && <MonitorBody key={target.id} id={target.id} />}
    </Drawer>
  );
}

function MonitorBody({ id }: { id: number | string }) {
  const { t, i18n } = useTranslation(['tower', 'towerInfo']);
  const load = useCallback((signal: AbortSignal) => towerInfoApi.monitor(id, { signal, silent: true }), [id]);
  const { data, stale, receivedAt } = useLivePolling<TowerMonitor>(load, MONITOR_REFRESH_MS);
  const samples = useMemo(() => toSamples(data?.series), [data?.series]);
  // The tower's active alarms (messages), named beside its level.
  const alarms = useActiveAlarmsByTower();
  if (!data) return stale ? <StaleMarker /> : <Skeleton active />;

  const kg = (value: unknown) => `${formatMeasure(value, i18n.language, 0)} kg`;
  const capacityKg = Number(data.capacity) * 1000;
  const percent = Number.isFinite(data.fillPercent) ? data.fillPercent : 0;
  return (
    <div className={styles.body} data-testid="tower-monitor">
      <div className={styles.status}>
        <Badge
          status={data.online ? 'success' : 'default'}
          text={t(data.online ? 'towerInfo:online.online' : 'towerInfo:online.offline')}
        />
        <span>
          {t('towerInfo:fields.alarm')}: <AlarmTag alarm={data.alarm} />
        </span>
        {data.fault && <Tag color="error">{t(`monitor.fault.${data.fault}`)}</Tag>}
        <ActiveAlarmMark alarms={alarms.get(data.towerId)} />
        {!data.enabled && <Tag>{t('monitor.disabled')}</Tag>}
        {stale && receivedAt !== undefined && <StaleMarker since={receivedAt} />}
      </div>
      <div className={styles.summary}>
        <Progress
          type="dashboard"
          percent={Math.min(100, Math.max(0, percent))}
          format={() => `${formatMeasure(percent, i18n.language, 1)}%`}
          strokeColor={isAlarm(data.alarm) ? ALARM_COLOR[data.alarm] : undefined}
          aria-label={t('monitor.fill')}
        />
        <Descriptions size="small" column={1} className={styles.facts}>
          <Descriptions.Item label={t('monitor.weight')}>
            <strong className={styles.figure} data-testid="monitor-weight">
              {kg(data.weight)}
            </strong>
            {Number.isFinite(capacityKg) && <span className={styles.muted}>{` / ${kg(capacityKg)}`}</span>}
          </Descriptions.Item>
          <Descriptions.Item label={t('monitor.updatedAt')}>
            <span data-testid="monitor-updated">{formatTime(data.updatedAt)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('monitor.daysRemaining')}>
            {data.daysRemaining == null
              ? '—'
              : t('monitor.days', { days: formatMeasure(data.daysRemaining, i18n.language, 1) })}
          </Descriptions.Item>
          <Descriptions.Item label={t('monitor.lastRefill')}>
            {data.lastRefillTime ? `${formatTime(data.lastRefillTime)} · ${kg(data.lastRefillWeight)}` : '—'}
          </Descriptions.Item>
        </Descriptions>
      </div>
      <h4 className={styles.heading}>{t('monitor.trend')}</h4>
      <Suspense fallback={<Skeleton active />}>
        <WeightTrendChart
          samples={samples}
          highWarning={Number(data.highWarning) * 1000}
          lowWarning={Number(data.lowWarning) * 1000}
          label={t('monitor.trendLabel', {
            tower: data.towerId,
            points: samples.length,
            weight: kg(data.weight),
          })}
        />
      </Suspense>
    </div>
  );
}

/** A quiet note that the shown data is old (refreshes failing); no toast per tick. */
function StaleMarker({ since }: { since?: number }) {
  const { t } = useTranslation('tower');
  const text =
    since === undefined ? t('monitor.unavailable') : t('monitor.stale', { time: formatTime(since, 'HH:mm:ss') });
  return (
    <Tooltip title={t('monitor.staleHelp')}>
      <Space size={4} className={styles.stale} role="status" data-testid="monitor-stale">
        {since === undefined ? <WarningOutlined /> : <ClockCircleOutlined />}
        {text}
      </Space>
    </Tooltip>
  );
}
