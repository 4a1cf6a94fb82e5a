import { Col, Empty, Row, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dashboardApi, type DashboardCounts } from '@/api/modules/dashboard';
// The tower area's own live monitor and record trend, opened in place over the dashboard.
import { MonitorDrawer, type MonitorTarget } from '@/components/tower/monitor-drawer';
import { RecordTrendDrawer, type TrendSpan } from '@/components/tower/record-trend-drawer';
import { useAccess } from '@/lib/access/access';
import { useLivePolling } from '@/lib/live/use-live-polling';
import { MONITOR_REFRESH_MS } from '@/lib/tower/monitor';
import { useRoutesMeta } from '@/router/route-meta';
import { useSession } from '@/stores/session';
import { CataloguePanel } from './catalogue-panel';
import { loadGateways, loadTodayExceptions, loadTodayRefills, loadTowers } from './dashboard-data';
import { GatewayPanel } from './gateway-panel';
import { TodayExceptionsPanel, TodayRefillsPanel } from './today-panels';
import { TowerPanel } from './tower-panel';
import styles from './dashboard-page.module.css';

/** The catalogue counts change slowly; they refresh far less often than the live panels. */
const CATALOGUE_REFRESH_MS = 5 * 60_000;

const PATHS = {
  refills: '/tower/record',
  exceptions: '/tower/exception',
  gateways: '/device/gateway',
  connect: '/device/connect',
} as const;

const loadCounts = (signal: AbortSignal) =>
  dashboardApi.counts({ signal, silent: true }).then((counts): DashboardCounts => counts ?? {});

/**
 * Dashboard: what needs attention first. The towers and gateways the user may see, today's refills and
 * exceptions, then (for admins) the catalogue counts. Each panel shows only with its permission (so
 * nobody gets a 403), loads and fails on its own, and refreshes live on the monitor's interval while
 * the page and the browser tab are visible.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession((s) => s.user);
  const can = useAccess();
  const { pages } = useRoutesMeta();
  const reachable = useMemo(() => new Set(pages.map((p) => p.path)), [pages]);
  const pathIf = (path: string) => (reachable.has(path) ? path : undefined);

  const show = {
    towers: can.permi('tower:info:list'),
    gateways: can.permi('device:gateway:list'),
    refills: can.permi('tower:record:list'),
    exceptions: can.permi('tower:exception:list'),
    catalogue: can.role('admin'),
  };
  const towers = useLivePolling(loadTowers, MONITOR_REFRESH_MS, show.towers);
  const gateways = useLivePolling(loadGateways, MONITOR_REFRESH_MS, show.gateways);
  const refills = useLivePolling(loadTodayRefills, MONITOR_REFRESH_MS, show.refills);
  const exceptions = useLivePolling(loadTodayExceptions, MONITOR_REFRESH_MS, show.exceptions);
  const counts = useLivePolling(loadCounts, CATALOGUE_REFRESH_MS, show.catalogue);
  const [monitored, setMonitored] = useState<MonitorTarget | undefined>(undefined);
  const [span, setSpan] = useState<TrendSpan | undefined>(undefined);
  // Both drawers read the tower's monitor.
  const canMonitor = can.permi('tower:info:query');
  const openSpan = (record: { towerId?: string; startDatetime?: string; endDatetime?: string }, type?: string) => {
    if (record.towerId && record.startDatetime && record.endDatetime)
      setSpan({ towerId: record.towerId, start: record.startDatetime, end: record.endDatetime, exceptionType: type });
  };
  const side = [show.gateways, show.refills, show.exceptions].filter(Boolean).length;
  const sideSpan = side === 0 ? 24 : 24 / side;

  return (
    <div className={styles.page}>
      <Typography.Title level={4} className={styles.heading}>
        {t('welcome', { name: user?.nickName || user?.name || '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {show.towers && (
          <Col span={24}>
            <TowerPanel
              live={towers}
              onOpen={canMonitor ? (gauge) => setMonitored({ id: gauge.id, towerId: gauge.towerId }) : undefined}
            />
          </Col>
        )}
        {show.gateways && (
          <Col xs={24} xl={sideSpan}>
            <GatewayPanel
              live={gateways}
              gatewayListPath={pathIf(PATHS.gateways)}
              connectPath={pathIf(PATHS.connect)}
            />
          </Col>
        )}
        {show.refills && (
          <Col xs={24} md={side > 1 ? 12 : 24} xl={sideSpan}>
            <TodayRefillsPanel
              live={refills}
              listPath={pathIf(PATHS.refills)}
              onOpen={canMonitor ? (record) => openSpan(record) : undefined}
            />
          </Col>
        )}
        {show.exceptions && (
          <Col xs={24} md={side > 1 ? 12 : 24} xl={sideSpan}>
            <TodayExceptionsPanel
              live={exceptions}
              listPath={pathIf(PATHS.exceptions)}
              onOpen={canMonitor ? (record) => openSpan(record, record.type ?? '') : undefined}
            />
          </Col>
        )}
        {show.catalogue && (
          <Col span={24}>
            <CataloguePanel live={counts} reachable={reachable} />
          </Col>
        )}
        {!Object.values(show).some(Boolean) && (
          <Col span={24}>
            <Empty description={t('nothing')} />
          </Col>
        )}
      </Row>
      <MonitorDrawer target={monitored} onClose={() => setMonitored(undefined)} />
      <RecordTrendDrawer span={span} onClose={() => setSpan(undefined)} />
    </div>
  );
}
