import type { FormRule } from 'antd';
import { Input, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { nextRuns, parseCron, type CronError } from '@/lib/cron';
import { t } from '@/lib/i18n';
import { formatTime } from '@/utils/time';
import styles from './job-fields.module.css';

export function cronErrorText(error: CronError): string {
  if (error.reason === 'empty') return t('job:cron.empty');
  if (error.reason === 'fieldCount') return t('job:cron.fieldCount', { count: error.count });
  if (error.reason === 'dayQuestion') return t('job:cron.dayQuestion');
  return t('job:cron.field', { field: t(`job:cron.fields.${error.field}`), part: error.part });
}

/** Checked on every keystroke; an empty value is left to the required rule. */
export const cronRule: FormRule = {
  validator: (_rule, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') return Promise.resolve();
    const parsed = parseCron(value);
    return parsed.ok ? Promise.resolve() : Promise.reject(new Error(cronErrorText(parsed.error)));
  },
};

interface CronInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The cron expression with its next five fire times (from now) while it is valid. */
export function CronInput({ id, value, onChange }: CronInputProps) {
  const { t: tr } = useTranslation('job');
  const runs = useMemo(() => {
    const parsed = parseCron(value ?? '');
    return parsed.ok ? nextRuns(parsed.cron, new Date(), 5) : [];
  }, [value]);
  return (
    <div>
      <Input
        id={id}
        value={value}
        aria-label={tr('fields.cronExpression')}
        placeholder={tr('cron.placeholder')}
        onChange={(e) => onChange?.(e.target.value)}
        className={styles.input}
      />
      {runs.length > 0 && (
        <div className={styles.runs} aria-label={tr('cron.nextRuns')}>
          <Typography.Text type="secondary">{tr('cron.nextRuns')}</Typography.Text>
          <ol>
            {runs.map((run) => (
              <li key={run.getTime()}>{formatTime(run)}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

/** What an invoke target looks like. */
export function InvokeTargetHelp() {
  const { t: tr } = useTranslation('job');
  return <Typography.Text type="secondary">{tr('invokeTargetHelp')}</Typography.Text>;
}
