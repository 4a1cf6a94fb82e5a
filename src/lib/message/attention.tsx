import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { messageApi, type Message } from '@/api/modules/system/message';
import { feedback } from '@/lib/feedback/feedback';
import { t } from '@/lib/i18n';
import { usePathNavigate } from '@/router/app-router';
import { onSessionCleared } from '@/stores/session';
import { useSettings } from '@/stores/settings';

/** The tower list opens a tower's live monitor from this address (`?monitor=<towerId>`). */
export const monitorPath = (towerId: string) => `/tower/info?monitor=${encodeURIComponent(towerId)}`;

/** Critical alarms already announced in this tab (one notification per alarm). */
const announced = new Set<number>();

/** A short two-tone beep (Web Audio: no file to load); nothing where audio is unavailable. */
function beep(): void {
  try {
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const audio = new AudioContextClass();
    const gain = audio.createGain();
    gain.gain.value = 0.08;
    gain.connect(audio.destination);
    [880, 660].forEach((frequency, index) => {
      const tone = audio.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(audio.currentTime + index * 0.18);
      tone.stop(audio.currentTime + index * 0.18 + 0.15);
    });
    window.setTimeout(() => void audio.close(), 600);
  } catch {
    // No audio: the notification still shows.
  }
}

/** The browser's own notification, only while the tab is hidden and only once permission was given. */
function notifyBrowser(message: Message): void {
  if (typeof document === 'undefined' || document.visibilityState !== 'hidden') return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    new Notification(t('layout:messages.criticalTitle'), { body: message.content ?? '', tag: 'critical-alarm' });
  } catch {
    // Some browsers allow notifications from a service worker only: the in-page one is enough.
  }
}

/**
 * Tells the user of a new critical alarm: when the count of active critical alarms rises, the
 * newest alarm not yet announced gets one antd notification (with a link to its tower's live
 * monitor; on unless turned off in the settings), the optional sound, and the optional browser notification while the tab is hidden.
 * Alarms already active at sign-in are not announced (the bell's red mark shows them).
 */
export function useAlarmAttention(critical: number | undefined): void {
  const previous = useRef<number | undefined>(undefined);
  const navigate = usePathNavigate();
  useEffect(() => {
    const before = previous.current;
    previous.current = critical;
    if (critical === undefined || before === undefined || critical <= before) return;
    const controller = new AbortController();
    messageApi
      .page(
        { page: 1, limit: 5, type: 'alarm', level: 'critical', status: 'active' },
        { signal: controller.signal, silent: true },
      )
      .then(({ list }) => {
        const fresh = list.filter((m) => typeof m.messageId === 'number' && !announced.has(m.messageId));
        for (const m of fresh) if (typeof m.messageId === 'number') announced.add(m.messageId);
        const newest = fresh[0];
        if (!newest) return;
        const { alarmPopup, alarmSound, alarmBrowserNotify } = useSettings.getState();
        const towerId = newest.sourceType === 'tower' ? newest.sourceId : undefined;
        if (alarmPopup) {
          feedback().notification.error({
            key: 'critical-alarm',
            title: t('layout:messages.criticalTitle'),
            description: newest.content,
            actions: towerId ? (
              <Button
                type="primary"
                size="small"
                onClick={() => {
                  feedback().notification.destroy('critical-alarm');
                  navigate(monitorPath(towerId));
                }}
              >
                {t('layout:messages.openMonitor', { id: towerId })}
              </Button>
            ) : undefined,
            duration: 0,
          });
        }
        if (alarmSound) beep();
        if (alarmBrowserNotify) notifyBrowser(newest);
      })
      .catch(() => {
        // Silent: the bell shows the count in any case.
      });
    return () => controller.abort();
  }, [critical, navigate]);
}

/** Forgets the alarms announced (sign-out, tests). */
export function forgetAnnouncedAlarms(): void {
  announced.clear();
}

onSessionCleared(forgetAnnouncedAlarms);
