import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DashboardCounts } from '@/api/modules/dashboard';
import { CompactNumber } from '@/components/list';
import { lazyComponent } from '@/lib/lazy-slot';
import type { LivePolling } from '@/lib/live/use-live-polling';
import { DashboardPanel } from './dashboard-panel';
import styles from './dashboard-page.module.css';

const CountsChart = lazyComponent(() => import('./counts-chart'));

/** Each count and the list page it links to (shown as a link only when the user can open it). */
export const COUNT_LINKS: { key: keyof DashboardCounts; path: string }[] = [
  { key: 'modular', path: '/wms/selection/modular' },
  { key: 'sensor', path: '/wms/loadcells/sensor' },
  { key: 'platformScale', path: '/wms/scales/PlatformScale' },
  { key: 'truckScale', path: '/wms/scales/TruckScale' },
  { key: 'weightInstrument', path: '/wms/instruments/WeightInstrument' },
  { key: 'connectBox', path: '/wms/accessories/ConnectBox' },
  { key: 'specimen', path: '/wms/specimens/Specimen' },
  { key: 'towerInfo', path: '/tower/info' },
  { key: 'towerRecord', path: '/tower/record' },
  { key: 'towerException', path: '/tower/exception' },
  { key: 'gateway', path: '/device/gateway' },
  { key: 'user', path: '/system/user' },
];

/** The records each area holds (`GET /api/content/wms/count`), as cards in k…E and a chart. */
export function CataloguePanel({
  live,
  reachable,
}: {
  live: LivePolling<DashboardCounts>;
  reachable: ReadonlySet<string>;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPanel id="panel-catalogue" title={t('chartTitle')} live={live}>
      {(counts) => <CatalogueBody counts={counts} reachable={reachable} />}
    </DashboardPanel>
  );
}

function CatalogueBody({ counts, reachable }: { counts: DashboardCounts; reachable: ReadonlySet<string> }) {
  const { t } = useTranslation('dashboard');
  const items = useMemo(
    () =>
      COUNT_LINKS.map(({ key, path }) => {
        const value = counts[key];
        return { key, path, label: t(`counts.${key}`), value: typeof value === 'number' ? value : undefined };
      }),
    [counts, t],
  );
  const chartItems = useMemo(
    () => items.flatMap((i) => (i.value === undefined ? [] : [{ label: i.label, value: i.value }])),
    [items],
  );
  return (
    <>
      <Row gutter={[12, 12]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} sm={8} lg={6} xl={4}>
            <Card size="small" className={styles.card} data-testid={`count-${item.key}`}>
              <Statistic
                title={
                  reachable.has(item.path) ? (
                    <Link to={item.path} aria-label={t('openList', { name: item.label })}>
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )
                }
                valueRender={() => <CompactNumber value={item.value ?? '—'} />}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <div className={styles.chartBox}>
        <Suspense fallback={<Skeleton active />}>
          <CountsChart items={chartItems} />
        </Suspense>
      </div>
    </>
  );
}
