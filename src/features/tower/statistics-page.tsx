import { Alert, Button, Card, Descriptions, Form, Select, Skeleton, Table, TreeSelect } from 'antd';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeNode } from '@/api/modules/system/tree';
import type { StatisticsGranularity, TowerStatistic, TowerStatisticsQuery } from '@/api/modules/tower/tower-record';
import type { Option } from '@/api/types';
import { Segmented } from '@/components/choice/segmented';
import { RangePicker } from '@/components/date/range-picker';
import { useRead } from '@/lib/query/read';
import { daysRemaining, periodConsumption } from '@/lib/tower/detection';
import { formatMeasure } from '@/utils/number';
import {
  AVERAGE_DAYS,
  defaultRange,
  deptTreeRead,
  firstNow,
  statisticsRead,
  statisticsQueries,
  StatisticsChart,
  towersRead,
  type Range,
} from './statistics-data';
import styles from './statistics.module.css';

// The chart is the page's first content: its code loads with the page's (on hover or idle), not after it.
void StatisticsChart.preload();

interface Scope {
  depId?: number;
  towerId?: string;
}

/** An answer on its way, failed (its message), or in. */
type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: T };

/** The statistics of `query`, and a retry. */
function useStatistics(query: TowerStatisticsQuery): Loaded<TowerStatistic[]> & { retry: () => void } {
  const { data, error, refetch } = useRead(statisticsRead(query));
  const retry = () => void refetch();
  if (data !== undefined) return { status: 'ready', value: data, retry };
  return error ? { status: 'failed', message: error.message, retry } : { status: 'loading', retry };
}

/** The department tree, once (none for a user who may not read departments). */
const useDeptTree = (): TreeNode[] => useRead(deptTreeRead).data ?? [];

/** The towers to pick from: those of the department (`list/{depId}`), or all. */
const useTowerOptions = (depId: number | undefined): Option[] => useRead(towersRead(depId)).data ?? [];

interface DeptTreeData {
  value: number;
  title: string;
  children?: DeptTreeData[];
}

const toTreeData = (nodes: readonly TreeNode[]): DeptTreeData[] =>
  nodes.map((n) => ({ value: n.id, title: n.label, children: n.children ? toTreeData(n.children) : undefined }));

/** Tower statistics: consumption, refills and closing weight per day or month, for a tower, a department or all. */
export function StatisticsPage() {
  const { t, i18n } = useTranslation('tower');
  // The moment the page opened, as its data was asked for at navigation: the last 7 days up to it
  // give the average of days remaining, whatever range the chart shows.
  const [now] = useState(firstNow);
  const [granularity, setGranularity] = useState<StatisticsGranularity>('day');
  const [range, setRange] = useState<Range>(() => defaultRange('day', now));
  const [scope, setScope] = useState<Scope>({});
  const depts = useDeptTree();
  const towers = useTowerOptions(scope.depId);
  const treeData = useMemo(() => toTreeData(depts), [depts]);

  const scopeQuery = scope.towerId
    ? { towerId: scope.towerId }
    : scope.depId !== undefined
      ? { depId: scope.depId }
      : {};
  const queries = statisticsQueries(scopeQuery, granularity, range, now);
  const statistics = useStatistics(queries.range);
  const recent = useStatistics(queries.recent);
  const retry = () => {
    statistics.retry();
    recent.retry();
  };

  const language = i18n.language;
  const kg = (value: number | undefined) => (value === undefined ? '—' : `${formatMeasure(value, language, 0)} kg`);
  const rows = statistics.status === 'ready' ? statistics.value : [];

  const chartLabel = t('statistics.chartLabel', {
    periods: rows.length,
    from: rows[0]?.period ?? '',
    to: rows.at(-1)?.period ?? '',
    total: kg(rows.reduce((sum, r) => sum + (Number(r.consumeWeight) || 0), 0)),
  });

  return (
    <div className={styles.page}>
      <Form layout="inline" className={styles.filters} aria-label={t('statistics.filters')}>
        {treeData.length > 0 && (
          <Form.Item label={t('statistics.dept')}>
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              className={styles.select}
              placeholder={t('statistics.allDepts')}
              aria-label={t('statistics.dept')}
              treeData={treeData}
              value={scope.depId}
              onChange={(depId?: number) => setScope({ depId: depId ?? undefined })}
            />
          </Form.Item>
        )}
        <Form.Item label={t('statistics.tower')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            className={styles.select}
            placeholder={t('statistics.allTowers')}
            aria-label={t('statistics.tower')}
            options={towers}
            value={scope.towerId}
            onChange={(towerId?: string | number) =>
              setScope((s) => ({ ...s, towerId: towerId === undefined ? undefined : String(towerId) }))
            }
          />
        </Form.Item>
        <Form.Item label={t('statistics.granularity')}>
          <Segmented<StatisticsGranularity>
            aria-label={t('statistics.granularity')}
            options={[
              { label: t('statistics.byDay'), value: 'day' },
              { label: t('statistics.byMonth'), value: 'month' },
            ]}
            value={granularity}
            onChange={(next) => {
              setGranularity(next);
              setRange(defaultRange(next));
            }}
          />
        </Form.Item>
        <Form.Item label={t('statistics.range')}>
          <RangePicker
            picker={granularity === 'month' ? 'month' : 'date'}
            allowClear={false}
            aria-label={t('statistics.range')}
            value={range}
            onChange={(next) => {
              if (next?.[0] && next[1])
                setRange(
                  granularity === 'month'
                    ? [next[0].startOf('month'), next[1].endOf('month')]
                    : [next[0].startOf('day'), next[1].endOf('day')],
                );
            }}
          />
        </Form.Item>
      </Form>

      <Card size="small" title={t('statistics.title')}>
        {statistics.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={statistics.message || t('statistics.failed')}
            action={
              <Button size="small" onClick={retry}>
                {t('statistics.retry')}
              </Button>
            }
          />
        )}
        {statistics.status === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
        {statistics.status === 'ready' && (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
            <StatisticsChart rows={rows} label={chartLabel} />
          </Suspense>
        )}
      </Card>

      <div className={styles.formulas}>
        <Card size="small" title={t('statistics.formulaTitle')} className={styles.formula}>
          {statistics.status === 'ready' && rows.length > 0 ? (
            <ConsumptionFormula rows={rows} kg={kg} />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )}
        </Card>
        <Card size="small" title={t('statistics.daysTitle')} className={styles.formula}>
          {recent.status === 'ready' ? (
            <DaysRemaining rows={recent.value} kg={kg} />
          ) : recent.status === 'failed' ? (
            <Alert type="warning" showIcon title={recent.message || t('statistics.failed')} />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )}
        </Card>
      </div>

      <Table<TowerStatistic>
        size="small"
        rowKey="period"
        loading={statistics.status === 'loading'}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content', y: 360 }}
        columns={[
          {
            key: 'period',
            dataIndex: 'period',
            title: t('statistics.period'),
            fixed: 'left',
            className: styles.nowrap,
          },
          ...(
            [
              ['openingWeight', 'opening'],
              ['refillWeight', 'refilled'],
              ['exceptionLoss', 'lost'],
              ['consumeWeight', 'consumption'],
              ['closingWeight', 'closing'],
            ] as const
          ).map(([field, label]) => ({
            key: field,
            title: `${t(`statistics.${label}`)} (kg)`,
            align: 'right' as const,
            render: (_: unknown, row: TowerStatistic) => formatMeasure(row[field], language, 0),
          })),
          {
            key: 'refillCount',
            title: t('statistics.refillCount'),
            align: 'right',
            render: (_: unknown, row: TowerStatistic) => formatMeasure(row.refillCount, language),
          },
          {
            key: 'exceptionCount',
            title: t('statistics.exceptionCount'),
            align: 'right',
            render: (_: unknown, row: TowerStatistic) => formatMeasure(row.exceptionCount, language),
          },
        ]}
      />
    </div>
  );
}

const sum = (rows: readonly TowerStatistic[], pick: (row: TowerStatistic) => number | undefined) =>
  rows.reduce((total, row) => total + (Number(pick(row)) || 0), 0);

/** §4.3 over the whole range: opening − closing + refilled − lost, with each input. */
function ConsumptionFormula({ rows, kg }: { rows: TowerStatistic[]; kg: (value: number | undefined) => string }) {
  const { t } = useTranslation('tower');
  const opening = Number(rows[0]?.openingWeight) || 0;
  const closing = Number(rows.at(-1)?.closingWeight) || 0;
  const refilled = sum(rows, (r) => r.refillWeight);
  const lost = sum(rows, (r) => r.exceptionLoss);
  const consumption = periodConsumption({ opening, closing, refillWeight: refilled, dropLoss: lost });
  return (
    <div data-testid="consumption-formula">
      <p className={styles.equation}>
        {t('statistics.formula', {
          opening: kg(opening),
          closing: kg(closing),
          refilled: kg(refilled),
          lost: kg(lost),
          result: kg(consumption),
        })}
      </p>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('statistics.opening')}>{kg(opening)}</Descriptions.Item>
        <Descriptions.Item label={t('statistics.closing')}>{kg(closing)}</Descriptions.Item>
        <Descriptions.Item label={t('statistics.refilled')}>{kg(refilled)}</Descriptions.Item>
        <Descriptions.Item label={t('statistics.lost')}>{kg(lost)}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}

/** §4.3 days remaining: the weight now over the average daily consumption of the last 7 days. */
function DaysRemaining({ rows, kg }: { rows: TowerStatistic[]; kg: (value: number | undefined) => string }) {
  const { t, i18n } = useTranslation('tower');
  const weight = Number(rows.at(-1)?.closingWeight) || 0;
  const average = sum(rows, (r) => r.consumeWeight) / AVERAGE_DAYS;
  const days = daysRemaining(weight, average);
  return (
    <div data-testid="days-remaining">
      <p className={styles.equation}>
        {days === undefined
          ? t('statistics.daysUnknown', { weight: kg(weight) })
          : t('statistics.days', {
              weight: kg(weight),
              average: `${formatMeasure(average, i18n.language, 0)} kg/d`,
              days: formatMeasure(days, i18n.language, 1),
            })}
      </p>
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('statistics.weightNow')}>{kg(weight)}</Descriptions.Item>
        <Descriptions.Item label={t('statistics.average', { days: AVERAGE_DAYS })}>
          {`${formatMeasure(average, i18n.language, 0)} kg/d`}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
