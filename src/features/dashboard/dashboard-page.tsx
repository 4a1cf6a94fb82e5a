import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dashboardApi, type DashboardCounts } from '@/api/modules/dashboard';
import { isCanceled } from '@/api/types';
import { CompactNumber } from '@/components/list';
import { useRoutesMeta } from '@/router/route-meta';
import { useSession } from '@/stores/session';
import styles from './dashboard-page.module.css';

const CountsChart = lazy(() => import('./counts-chart'));

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

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; counts: DashboardCounts };

/** Dashboard (§2): the counts of `GET /api/content/wms/count` as cards, and a chart of them. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useSession((s) => s.user);
  const { pages } = useRoutesMeta();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    dashboardApi.counts().then(
      (counts) => live && setState({ status: 'ready', counts: counts ?? {} }),
      (error: unknown) => live && !isCanceled(error) && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const reachable = useMemo(() => new Set(pages.map((p) => p.path)), [pages]);
  const items = useMemo(
    () =>
      COUNT_LINKS.map(({ key, path }) => {
        const value = state.status === 'ready' ? state.counts[key] : undefined;
        return { key, path, label: t(`counts.${key}`), value: typeof value === 'number' ? value : undefined };
      }),
    [state, t],
  );
  const chartItems = useMemo(
    () => items.flatMap((i) => (i.value === undefined ? [] : [{ label: i.label, value: i.value }])),
    [items],
  );

  return (
    <div className={styles.page}>
      <Typography.Title level={4} className={styles.heading}>
        {t('welcome', { name: user?.nickName || user?.name || '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      {state.status === 'failed' && <Alert type="error" showIcon title={t('loadFailed')} className={styles.alert} />}
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} sm={8} lg={6} xl={4}>
            <Card size="small" className={styles.card} data-testid={`count-${item.key}`}>
              <Statistic
                title={
                  reachable.has(item.path) ? (
                    <Link to={item.path} aria-label={`${item.label} – ${t('open')}`}>
                      {item.label}
                    </Link>
                  ) : (
                    item.label
                  )
                }
                value={item.value ?? '—'}
                formatter={(value) => <CompactNumber value={value} />}
                loading={state.status === 'loading'}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('chartTitle')} className={styles.chartCard}>
        <Suspense fallback={<Skeleton active />}>
          {state.status === 'ready' ? <CountsChart items={chartItems} /> : <Skeleton active />}
        </Suspense>
      </Card>
    </div>
  );
}
