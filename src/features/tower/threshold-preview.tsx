import { Alert, Form, Skeleton, Table, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { memo, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { towerInfoApi, type TowerInfo } from '@/api/modules/tower/tower-info';
import { isCanceled } from '@/api/types';
import type { TrendMarkerGroup } from '@/components/tower/weight-trend-chart';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import type { WeightSample } from '@/lib/tower/detection';
import { sampleIntervalOf, toSamples } from '@/lib/tower/series';
import { lazyComponent } from '@/lib/lazy-slot';
import { DEFAULT_TIME_PATTERN } from '@/utils/time';
import {
  markerPoint,
  PREVIEW_FIELDS,
  PREVIEW_KINDS,
  previewDetection,
  previewKind,
  settingsOf,
  type PreviewKind,
  type PreviewOutcome,
} from './preview';
import styles from './preview.module.css';

const WeightTrendChart = lazyComponent(() => import('@/components/tower/weight-trend-chart'));

/** Typing settles this long before the detector runs again. */
export const PREVIEW_DEBOUNCE_MS = 250;
const PREVIEW_DAYS = 7;

type SeriesState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; samples: WeightSample[] };

/** The tower's last seven days of readings (the monitor's series window). */
function useWeekSeries(id: number | undefined): SeriesState {
  const [state, setState] = useState<{ id?: number; state: SeriesState }>({ state: { status: 'loading' } });
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    const now = dayjs();
    towerInfoApi
      .monitor(id, {
        signal: controller.signal,
        silent: true,
        range: {
          beginTime: now.subtract(PREVIEW_DAYS, 'day').format(DEFAULT_TIME_PATTERN),
          endTime: now.format(DEFAULT_TIME_PATTERN),
        },
      })
      .then(
        (monitor) => setState({ id, state: { status: 'ready', samples: toSamples(monitor?.series) } }),
        (error: unknown) => {
          if (!isCanceled(error) && !controller.signal.aborted) setState({ id, state: { status: 'failed' } });
        },
      );
    return () => controller.abort();
  }, [id]);
  return state.id === id ? state.state : { status: 'loading' };
}

/** What the form holds now for the detector's fields (re-rendered per keystroke; cheap). */
function useTypedSettings(form: FormInstance) {
  const capacity: unknown = Form.useWatch('capacity', form);
  const maxWeight: unknown = Form.useWatch('maxWeight', form);
  const highWarning: unknown = Form.useWatch('highWarning', form);
  const lowWarning: unknown = Form.useWatch('lowWarning', form);
  const diffValue: unknown = Form.useWatch('diffValue', form);
  const miniValue: unknown = Form.useWatch('miniValue', form);
  const shortValue: unknown = Form.useWatch('shortValue', form);
  const shortDuration: unknown = Form.useWatch('shortDuration', form);
  const digitCount: unknown = Form.useWatch('digitCount', form);
  return useMemo(
    () =>
      settingsOf({
        capacity,
        maxWeight,
        highWarning,
        lowWarning,
        diffValue,
        miniValue,
        shortValue,
        shortDuration,
        digitCount,
      }),
    [capacity, maxWeight, highWarning, lowWarning, diffValue, miniValue, shortValue, shortDuration, digitCount],
  );
}

interface Typing {
  /** The form's detector settings once typing has paused. */
  settled: ReturnType<typeof settingsOf>;
  /** Typed values not settled yet. */
  pending: boolean;
}

/**
 * Follows the form without re-rendering the preview per keystroke: only this empty component
 * renders on each key; the preview hears of a burst of typing when it starts and when it settles.
 */
function TypingWatcher({ form, onChange }: { form: FormInstance; onChange: (typing: Typing) => void }) {
  const typed = useTypedSettings(form);
  const settled = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  const pending = typed !== settled;
  useEffect(() => {
    onChange({ settled, pending });
  }, [settled, pending, onChange]);
  return null;
}

/**
 * In the tower dialog: what the detector (the same `detect` the backend runs) would find over the
 * tower's last seven days with the typed thresholds, next to what it finds with the saved ones.
 */
export function ThresholdPreview({ form, tower }: { form: FormInstance; tower: TowerInfo | undefined }) {
  const { t } = useTranslation('tower');
  const id = typeof tower?.id === 'number' ? tower.id : undefined;
  const series = useWeekSeries(id);
  const [{ settled, pending }, setTyping] = useState<Typing>({ settled: undefined, pending: false });
  const saved = useMemo(
    () => (tower ? settingsOf(Object.fromEntries(PREVIEW_FIELDS.map((key) => [key, tower[key]]))) : undefined),
    [tower],
  );
  const samples = series.status === 'ready' ? series.samples : undefined;
  const interval = useMemo(() => (samples ? sampleIntervalOf(samples) : 300), [samples]);
  const current = useMemo(
    () => (samples && saved ? previewDetection(samples, saved, interval) : undefined),
    [samples, saved, interval],
  );
  const next = useMemo(
    () => (samples && settled ? previewDetection(samples, settled, interval) : undefined),
    [samples, settled, interval],
  );

  if (id === undefined) return null;
  return (
    <section className={styles.preview} aria-label={t('preview.title')} data-testid="threshold-preview">
      <Typography.Title level={5} className={styles.title}>
        {t('preview.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.hint}>
        {t('preview.hint')}
      </Typography.Paragraph>
      {series.status === 'loading' && <Skeleton active paragraph={{ rows: 3 }} />}
      {series.status === 'failed' && <Alert type="warning" showIcon title={t('preview.failed')} />}
      <TypingWatcher form={form} onChange={setTyping} />
      {samples && <PreviewResult samples={samples} current={current} next={next} typed={settled} pending={pending} />}
    </section>
  );
}

interface PreviewResultProps {
  samples: WeightSample[];
  current?: PreviewOutcome;
  next?: PreviewOutcome;
  typed: ReturnType<typeof settingsOf>;
  pending: boolean;
}

/** Memoised: a keystroke re-renders only the watcher above; this waits for the settled values. */
const PreviewResult = memo(function PreviewResult({ samples, current, next, typed, pending }: PreviewResultProps) {
  const { t } = useTranslation('tower');
  const rows = PREVIEW_KINDS.map((kind) => ({
    kind,
    current: current?.counts[kind],
    next: next?.counts[kind],
  }));
  const groups = useMemo<TrendMarkerGroup[]>(() => {
    const toMarkers = (outcome: PreviewOutcome | undefined) =>
      (outcome?.events ?? []).map((event) => ({
        ...markerPoint(event),
        label: t(`preview.kinds.${previewKind(event) ?? 'alarms'}`),
      }));
    return [
      { name: t('preview.current'), symbol: 'emptyCircle', markers: toMarkers(current) },
      { name: t('preview.next'), symbol: 'triangle', markers: toMarkers(next) },
    ];
  }, [current, next, t]);
  const summary = rows.map((r) => `${t(`preview.kinds.${r.kind}`)} ${r.current ?? '—'} → ${r.next ?? '—'}`).join(', ');

  return (
    <>
      <Table<{ kind: PreviewKind; current?: number; next?: number }>
        size="small"
        pagination={false}
        rowKey="kind"
        dataSource={rows}
        className={styles.counts}
        aria-busy={pending}
        columns={[
          { key: 'kind', title: t('preview.kind'), render: (_, r) => t(`preview.kinds.${r.kind}`) },
          { key: 'current', title: t('preview.current'), align: 'right', dataIndex: 'current' },
          {
            key: 'next',
            title: t('preview.next'),
            align: 'right',
            render: (_, r) => (
              <span
                className={r.next !== r.current ? styles.changed : undefined}
                data-testid={`preview-next-${r.kind}`}
              >
                {r.next ?? '—'}
              </span>
            ),
          },
        ]}
      />
      {!typed && <Alert type="info" showIcon title={t('preview.incomplete')} />}
      <Suspense fallback={<Skeleton active />}>
        <WeightTrendChart
          samples={samples}
          highWarning={typed ? typed.highWarning * 1000 : undefined}
          lowWarning={typed ? typed.lowWarning * 1000 : undefined}
          markerGroups={groups}
          height={260}
          zoom
          label={t('preview.chartLabel', { summary })}
        />
      </Suspense>
      {next && (
        <Typography.Text type="secondary" className={styles.timing} data-testid="preview-timing" data-ms={next.ms}>
          {t('preview.timing', { samples: samples.length, ms: next.ms.toFixed(1) })}
        </Typography.Text>
      )}
    </>
  );
});
