import { Alert, Drawer, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { towerInfoApi, type TowerMonitor } from '@/api/modules/tower/tower-info';
import { isCanceled } from '@/api/types';
import { useDict } from '@/components/list';
import { formatDuration } from '@/lib/tower/format';
import { toSamples } from '@/lib/tower/series';
import { usePageOverlay } from '@/router/page-location';
import { useApp } from '@/stores/app';
import { formatMeasure } from '@/utils/number';
import { DEFAULT_TIME_PATTERN, formatTime, toDate } from '@/utils/time';

const WeightTrendChart = lazy(() => import('./weight-trend-chart'));

/** A record to show on its tower's trend: tower number, start and end (server times). */
export interface TrendSpan {
  towerId: string;
  start: string;
  end: string;
  /** The exception's type (`tower_exception_type`); none for a refill. */
  exceptionType?: string;
}

/** Hours of context either side of the span, at least; a long span gets a quarter of its length. */
const MIN_CONTEXT_MS = 6 * 3600_000;

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; monitor: TowerMonitor };

/** A record opened on its tower's weight trend, the record's time span highlighted. */
export function RecordTrendDrawer({ span, onClose }: { span: TrendSpan | undefined; onClose: () => void }) {
  const { t } = useTranslation('tower');
  const mobile = useApp((s) => s.device === 'mobile');
  const overlay = usePageOverlay(span !== undefined);
  return (
    <Drawer
      {...overlay}
      onClose={onClose}
      size={mobile ? '100%' : 760}
      title={span ? t('recordTrend.title', { tower: span.towerId }) : ''}
    >
      {span && <RecordTrend key={`${span.towerId}@${span.start}`} span={span} />}
    </Drawer>
  );
}

function RecordTrend({ span }: { span: TrendSpan }) {
  const { t, i18n } = useTranslation('tower');
  const start = toDate(span.start)?.getTime();
  const end = toDate(span.end)?.getTime();
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (start === undefined || end === undefined) return;
    const context = Math.max(MIN_CONTEXT_MS, (end - start) / 4);
    const controller = new AbortController();
    towerInfoApi
      .monitor(span.towerId, {
        signal: controller.signal,
        silent: true,
        range: {
          beginTime: dayjs(start - context).format(DEFAULT_TIME_PATTERN),
          endTime: dayjs(end + context).format(DEFAULT_TIME_PATTERN),
        },
      })
      .then(
        (monitor) => setState({ status: 'ready', monitor }),
        (error: unknown) => {
          if (!isCanceled(error) && !controller.signal.aborted) setState({ status: 'failed' });
        },
      );
    return () => controller.abort();
  }, [span.towerId, start, end]);

  const samples = useMemo(() => (state.status === 'ready' ? toSamples(state.monitor.series) : []), [state]);
  // Named here, in the current language (the row's button may have been drawn in another).
  const types = useDict(span.exceptionType === undefined ? undefined : 'tower_exception_type');
  const title =
    span.exceptionType === undefined
      ? t('recordTrend.refill')
      : (types.find((item) => item.dictValue === span.exceptionType)?.dictLabel ?? span.exceptionType);
  if (start === undefined || end === undefined)
    return <Alert type="warning" showIcon title={t('recordTrend.noTime')} />;
  if (state.status === 'failed') return <Alert type="warning" showIcon title={t('recordTrend.failed')} />;
  if (state.status === 'loading') return <Skeleton active />;
  const { monitor } = state;
  const highlight = { start, end, label: title };
  return (
    <div data-testid="record-trend">
      <Typography.Paragraph>
        {t('recordTrend.span', {
          title,
          start: formatTime(start),
          end: formatTime(end),
          duration: formatDuration((end - start) / 1000, t),
        })}
      </Typography.Paragraph>
      <Suspense fallback={<Skeleton active />}>
        <WeightTrendChart
          samples={samples}
          highWarning={Number(monitor.highWarning) * 1000}
          lowWarning={Number(monitor.lowWarning) * 1000}
          highlight={highlight}
          height={340}
          zoom
          label={t('recordTrend.label', {
            tower: span.towerId,
            start: formatTime(start),
            end: formatTime(end),
            points: samples.length,
            last: formatMeasure(samples.at(-1)?.weight, i18n.language, 0),
          })}
        />
      </Suspense>
    </div>
  );
}
