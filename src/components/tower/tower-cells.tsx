import { Badge, Progress, Tag } from 'antd';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_COLOR, fillPercent, isAlarm } from '@/lib/tower/fill';
import { formatMeasure } from '@/utils/number';
import styles from './tower-cells.module.css';

/** Current weight (kg, grouped) over a bar of the fill level. */
export function FillLevel({ weight, capacity, alarm }: { weight: unknown; capacity: unknown; alarm?: unknown }) {
  const { i18n } = useTranslation();
  const percent = fillPercent(weight, capacity);
  if (percent === undefined) return <span className={styles.muted}>—</span>;
  return (
    <div className={styles.fillCell}>
      <span className={styles.fillWeight}>{formatMeasure(weight, i18n.language, 0)} kg</span>
      <Progress
        percent={Math.min(100, Math.max(0, percent))}
        format={() => `${formatMeasure(percent, i18n.language, 1)}%`}
        size="small"
        strokeColor={isAlarm(alarm) ? ALARM_COLOR[alarm] : undefined}
        aria-label={`${formatMeasure(percent, i18n.language, 1)}%`}
      />
    </div>
  );
}

/** High / low / none, as a tag (none is plain text). */
export function AlarmTag({ alarm }: { alarm: unknown }) {
  const { t } = useTranslation('towerInfo');
  if (!isAlarm(alarm)) return <span className={styles.muted}>—</span>;
  if (alarm === 'normal') return <span className={styles.muted}>{t('alarm.normal')}</span>;
  return <Tag color={alarm === 'high' ? 'error' : 'warning'}>{t(`alarm.${alarm}`)}</Tag>;
}

/** Serials of the gateways online now (`emqx/onnet/snList`); undefined until known. */
export const OnlineSerials = createContext<ReadonlySet<string> | undefined>(undefined);

/** The gateway serial with an online/offline badge from the page's `OnlineSerials`. */
export function OnlineBadge({ sn }: { sn: unknown }) {
  const { t } = useTranslation('towerInfo');
  const online = useContext(OnlineSerials);
  const serial = typeof sn === 'string' ? sn : '';
  if (!serial) return <span className={styles.muted}>—</span>;
  if (!online) return <span className={styles.code}>{serial}</span>;
  const up = online.has(serial);
  return (
    <span className={styles.code}>
      <Badge status={up ? 'success' : 'default'} text={t(up ? 'online.online' : 'online.offline')} />{' '}
      <span className={styles.serial}>{serial}</span>
    </span>
  );
}
