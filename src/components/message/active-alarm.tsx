import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@/api/modules/system/message';
import { useActiveAlarms } from '@/lib/message/queries';
import styles from './active-alarm.module.css';

/** The active alarms of every tower, by `towerId` (one shared request on the live interval). */
export function useActiveAlarmsByTower(enabled = true): Map<string, Message[]> {
  const { data } = useActiveAlarms(enabled);
  return useMemo(() => {
    const byTower = new Map<string, Message[]>();
    for (const alarm of data ?? []) {
      if (alarm.sourceType !== 'tower' || !alarm.sourceId) continue;
      byTower.set(alarm.sourceId, [...(byTower.get(alarm.sourceId) ?? []), alarm]);
    }
    return byTower;
  }, [data]);
}

/** `告警：低位、异常`: the kinds of a tower's active alarms, as words. */
export function useAlarmWords(): (alarms: readonly Message[] | undefined) => string | undefined {
  const { t } = useTranslation('layout');
  return (alarms) => {
    if (!alarms || alarms.length === 0) return undefined;
    const kinds = [...new Set(alarms.map((a) => a.alarmKind ?? 'exception'))];
    return t('messages.activeAlarm', {
      text: kinds.map((k) => t(`messages.kinds.${k}`, { defaultValue: k })).join(t('messages.kindSeparator')),
    });
  };
}

/** A tower's active alarm as a small red line; nothing without one. */
export function ActiveAlarmMark({ alarms }: { alarms: readonly Message[] | undefined }) {
  const words = useAlarmWords()(alarms);
  if (!words) return null;
  return (
    <span className={styles.mark} data-testid="tower-active-alarm" title={alarms?.map((a) => a.content).join('\n')}>
      {words}
    </span>
  );
}

/** A tower's id with its active alarm beside it (the tower list). */
export function TowerIdWithAlarm({ towerId }: { towerId: string }) {
  const alarms = useActiveAlarmsByTower();
  return (
    <>
      {towerId} <ActiveAlarmMark alarms={alarms.get(towerId)} />
    </>
  );
}
