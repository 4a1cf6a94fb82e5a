import { Empty, Pagination, Select, Space, Tag, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@/api/modules/system/message';
import { ActiveAlarmMark, useActiveAlarmsByTower, useAlarmWords } from '@/components/message/active-alarm';
import type { LivePolling } from '@/lib/live/use-live-polling';
import { ALARM_COLOR } from '@/lib/tower/fill';
import { formatMeasure } from '@/utils/number';
import { formatRelativeTime } from '@/utils/time';
import type { TowersData } from './dashboard-data';
import { DashboardPanel } from './dashboard-panel';
import { countByAttention, type Attention, type TowerGauge, type TowerGroup } from './tower-gauges';
import styles from './dashboard-page.module.css';

/** Departments per page, and towers shown per department at a time (the most urgent first). */
export const GROUPS_PER_PAGE = 4;
export const TOWERS_PER_GROUP = 12;

const ATTENTION_TAG: Partial<Record<Attention, string>> = {
  low: 'warning',
  high: 'error',
  offline: 'default',
  disabled: 'default',
};
/** "Running out" has no antd status colour; its tag takes the tiles' yellow, 4.5:1 (antd's gold is 2.8:1). */
const SUMMARY_TAG_CLASS: Partial<Record<Attention, string>> = { runningOut: styles.summaryRunningOut };

/*
 * A tile is plain elements (no antd Progress, Tag or Tooltip): 500 towers put a few dozen tiles on
 * screen at every refresh, and antd's per-component hooks made that first paint several times slower.
 */

/** Opens a tower's live monitor; absent when the user may not see it. */
type OpenMonitor = ((gauge: TowerGauge) => void) | undefined;

interface TowerPanelProps {
  live: LivePolling<TowersData>;
  onOpen: OpenMonitor;
}

/** Every tower the user may see as a fill bar, by department, the ones needing attention first. */
export function TowerPanel({ live, onOpen }: TowerPanelProps) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardPanel id="panel-towers" title={t('towers.title')} live={live}>
      {(data) => <TowerBody data={data} onOpen={onOpen} />}
    </DashboardPanel>
  );
}

const ALL = '\u0000all';

function TowerBody({ data, onOpen }: { data: TowersData; onOpen: OpenMonitor }) {
  const { t } = useTranslation('dashboard');
  const [department, setDepartment] = useState(ALL);
  const [page, setPage] = useState(1);
  // A chosen department gone after a refresh falls back to all (with one left, no Select could reset it).
  const known = department === ALL || data.groups.some((g) => g.department === department);
  if (!known) {
    setDepartment(ALL);
    setPage(1);
  }
  const chosen = known ? department : ALL;
  const counts = useMemo(() => countByAttention(data.gauges), [data.gauges]);
  const groups = useMemo(
    () => (chosen === ALL ? data.groups : data.groups.filter((g) => g.department === chosen)),
    [data.groups, chosen],
  );
  if (data.gauges.length === 0) return <Empty description={t('towers.none')} />;
  const pages = Math.max(1, Math.ceil(groups.length / GROUPS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = groups.slice((current - 1) * GROUPS_PER_PAGE, current * GROUPS_PER_PAGE);
  const departmentName = (name: string) => name || t('towers.noDepartment');

  return (
    <div className={styles.towerBody}>
      <div className={styles.towerToolbar}>
        <Space size={[4, 4]} wrap data-testid="tower-summary">
          <Tag>{t('towers.total', { count: data.gauges.length })}</Tag>
          {(['low', 'high', 'offline', 'runningOut'] as const).map(
            (key) =>
              counts[key] > 0 && (
                <Tag key={key} color={ATTENTION_TAG[key]} className={SUMMARY_TAG_CLASS[key]}>
                  {t(`towers.summary.${key}`, { count: counts[key] })}
                </Tag>
              ),
          )}
        </Space>
        {data.groups.length > 1 && (
          <Select
            size="small"
            className={styles.departmentSelect}
            value={chosen}
            aria-label={t('towers.department')}
            onChange={(value) => {
              setDepartment(value);
              setPage(1);
            }}
            options={[
              { value: ALL, label: t('towers.allDepartments') },
              ...data.groups.map((g) => ({
                value: g.department,
                label: `${departmentName(g.department)} (${g.towers.length})`,
              })),
            ]}
          />
        )}
      </div>
      {shown.map((group) => (
        <DepartmentGroup key={group.department} group={group} name={departmentName(group.department)} onOpen={onOpen} />
      ))}
      {pages > 1 && (
        <Pagination
          size="small"
          align="center"
          current={current}
          pageSize={GROUPS_PER_PAGE}
          total={groups.length}
          showSizeChanger={false}
          onChange={setPage}
          aria-label={t('towers.departmentPages')}
        />
      )}
    </div>
  );
}

function DepartmentGroup({ group, name, onOpen }: { group: TowerGroup; name: string; onOpen: OpenMonitor }) {
  const { t } = useTranslation('dashboard');
  const alarms = useActiveAlarmsByTower();
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(group.towers.length / TOWERS_PER_GROUP));
  const current = Math.min(page, pages);
  const shown = group.towers.slice((current - 1) * TOWERS_PER_GROUP, current * TOWERS_PER_GROUP);
  return (
    <section className={styles.group} aria-label={name} data-testid="tower-group">
      <div className={styles.groupHeading}>
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary">
          {t('towers.groupCount', { count: group.towers.length })}
          {group.attentionCount > 0 && ` · ${t('towers.groupAttention', { count: group.attentionCount })}`}
        </Typography.Text>
      </div>
      <ul className={styles.towerGrid}>
        {shown.map((gauge) => (
          <li key={gauge.id}>
            <TowerTile gauge={gauge} onOpen={onOpen} alarms={alarms.get(gauge.towerId)} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        // Not `simple`: its "next" leaves the Tab order on the first page (rc-pagination).
        <Pagination
          size="small"
          align="end"
          current={current}
          pageSize={TOWERS_PER_GROUP}
          total={group.towers.length}
          showSizeChanger={false}
          showLessItems
          onChange={setPage}
          aria-label={t('towers.groupPages', { name })}
        />
      )}
    </section>
  );
}

function TowerTile({
  gauge,
  onOpen,
  alarms,
}: {
  gauge: TowerGauge;
  onOpen: OpenMonitor;
  /** The tower's active alarms (messages), named on the tile. */
  alarms?: readonly Message[];
}) {
  const alarmWords = useAlarmWords()(alarms);
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language;
  const tonnes = (kg: number | undefined) => (kg === undefined ? '—' : formatMeasure(kg / 1000, lng, 2));
  const percent = gauge.percent;
  const days =
    gauge.daysRemaining === undefined
      ? undefined
      : gauge.daysRemaining === null
        ? t('towers.noUse')
        : t('towers.days', { days: formatMeasure(gauge.daysRemaining, lng, 1) });
  const status = gauge.attention === 'ok' ? undefined : t(`towers.attention.${gauge.attention}`);
  const weight = t('towers.weight', {
    weight: tonnes(gauge.weightKg),
    capacity: gauge.capacity === undefined ? '—' : formatMeasure(gauge.capacity, lng, 3),
  });
  const shownPercent = percent === undefined ? '—' : `${formatMeasure(percent, lng, 1)}%`;
  // The name says what the tile shows, in the order it shows it (WCAG 2.5.3, label in name).
  const label = [
    gauge.towerId,
    status,
    alarmWords,
    gauge.location,
    percent === undefined ? undefined : shownPercent,
    weight,
    days,
  ]
    .filter(Boolean)
    .join(', ');

  // The spaces between the parts keep their words apart in the tile's text ("t" and "2 d left").
  const content: ReactNode = (
    <>
      <div className={styles.tileHead}>
        <span className={styles.tileName}>{gauge.towerId}</span>{' '}
        {status && <span className={`${styles.tileTag} ${styles[`tag-${gauge.attention}`] ?? ''}`}>{status}</span>}{' '}
        <ActiveAlarmMark alarms={alarms} />
      </div>{' '}
      <div className={styles.tileLocation}>{gauge.location}</div>{' '}
      <div className={styles.tileBar} aria-hidden>
        <span className={styles.tileTrack}>
          <span
            className={styles.tileFill}
            style={{
              width: `${percent === undefined ? 0 : Math.min(100, Math.max(0, percent))}%`,
              // By the tower's own levels, as the tower list and the monitor draw it.
              background: gauge.alarm && ALARM_COLOR[gauge.alarm],
            }}
          />
        </span>
        <span className={styles.tilePercent}>{shownPercent}</span>
      </div>{' '}
      <div className={styles.tileFacts}>
        <span
          data-testid="tower-weight"
          title={t('towers.levels', {
            weight: gauge.weightKg === undefined ? '—' : formatMeasure(gauge.weightKg, lng, 1),
            low: gauge.lowWarning === undefined ? '—' : formatMeasure(gauge.lowWarning, lng, 3),
            high: gauge.highWarning === undefined ? '—' : formatMeasure(gauge.highWarning, lng, 3),
            time: gauge.lastReportTime ? formatRelativeTime(gauge.lastReportTime) : '—',
          })}
        >
          {weight}
        </span>{' '}
        {days && <span data-testid="tower-days">{days}</span>}
      </div>
    </>
  );

  return onOpen ? (
    <button
      type="button"
      onClick={() => onOpen(gauge)}
      className={`${styles.tile} ${styles[`tile-${gauge.attention}`] ?? ''}`}
      aria-label={t('towers.open', { tower: label })}
      data-testid="tower-tile"
    >
      {content}
    </button>
  ) : (
    <div
      className={`${styles.tile} ${styles[`tile-${gauge.attention}`] ?? ''}`}
      role="group"
      aria-label={label}
      data-testid="tower-tile"
    >
      {content}
    </div>
  );
}
