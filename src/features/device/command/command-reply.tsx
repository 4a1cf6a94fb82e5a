import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { failedOffline, type Command } from '@/api/modules/device/command';
import { formatTime } from '@/utils/time';
import { DEFAULT_FORMULA, type WeightFormula } from '../arith-formula';
import { explainAnswer, explainRequest } from './explain';
import { isSettled } from './use-command-run';
import styles from './command.module.css';

const STATUS_COLORS: Record<string, string> = {
  PENDING: 'default',
  SENT: 'processing',
  SUCCESS: 'success',
  FAILED: 'error',
  TIMEOUT: 'warning',
};

export function CommandStatusTag({ status }: { status: unknown }) {
  const { t } = useTranslation('command');
  const key = typeof status === 'string' && status in STATUS_COLORS ? status : undefined;
  return (
    <Tag color={key ? STATUS_COLORS[key] : undefined} icon={key === 'SENT' ? <LoadingOutlined /> : undefined}>
      {key ? t(`status.${key}`) : typeof status === 'string' ? status : ''}
    </Tag>
  );
}

export interface CommandReplyProps {
  command: Command | undefined;
  gatewayName?: string;
  /** The instrument's formula; null when it could not be read (the defaults are used). */
  formula: WeightFormula | null | undefined;
}

/** The command as sent and as answered: both frames in hex beside what they mean, the weight read, or why it failed. */
export function CommandReply({ command, gatewayName, formula }: CommandReplyProps) {
  const { t, i18n } = useTranslation('command');
  if (!command) {
    return (
      <Card size="small" title={t('reply.title')}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reply.empty')} />
      </Card>
    );
  }
  const request = explainRequest(command.payload, t);
  const answer = explainAnswer(command.response, formula ?? DEFAULT_FORMULA, i18n.language, t);
  // Offline only when the server says so; any other failure shows its own reason.
  const offline = failedOffline(command);
  const failed = command.status === 'FAILED' && !offline;
  const gateway = gatewayName ?? command.gatewaySn ?? '';
  return (
    <Card size="small" title={t('reply.title')} aria-live="polite" data-testid="command-reply">
      <div className={styles.replyHead}>
        <CommandStatusTag status={command.status} />
        <strong>{command.code ? t(`codes.${command.code}`, { defaultValue: command.code }) : command.name}</strong>
        <span className={styles.muted}>
          {t('reply.device')} {command.deviceId || '—'} · {t('fields.deviceAddr')} {command.deviceAddr}
        </span>
        <span className={styles.muted}>
          {t('reply.sentAt')} {formatTime(command.sentAt)}
        </span>
        {command.finishedAt && (
          <span className={styles.muted}>
            {t('reply.finishedAt')} {formatTime(command.finishedAt)}
          </span>
        )}
      </div>
      {offline && (
        <Alert
          className={styles.formAlert}
          type="error"
          showIcon
          role="alert"
          title={t('reply.offline', { gateway })}
        />
      )}
      {failed && (
        <Alert
          className={styles.formAlert}
          type="error"
          showIcon
          role="alert"
          title={command.result ? t('reply.failedBecause', { reason: command.result }) : t('reply.failed')}
        />
      )}
      {command.status === 'TIMEOUT' && (
        <Alert
          className={styles.formAlert}
          type="warning"
          showIcon
          role="alert"
          title={t('reply.timeout', { ms: command.timeoutMs ?? 2000 })}
        />
      )}
      <div className={styles.frames}>
        <section className={styles.frame} aria-label={t('reply.request')}>
          <span className={styles.frameTitle}>{t('reply.request')}</span>
          <code className={styles.hex} data-testid="request-frame">
            {command.payload}
          </code>
          {request && <span>{request}</span>}
        </section>
        <section className={styles.frame} aria-label={t('reply.answer')}>
          <span className={styles.frameTitle}>{t('reply.answer')}</span>
          {command.response ? (
            <code className={styles.hex} data-testid="answer-frame">
              {command.response}
            </code>
          ) : (
            <span className={styles.muted}>{isSettled(command) ? t('reply.noAnswer') : t('reply.waiting')}</span>
          )}
          {answer?.weight && (
            <span>
              {t('reply.weight')}: <span className={styles.weight}>{answer.weight}</span>
            </span>
          )}
          {answer?.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
          {answer?.crcOk !== undefined && (
            <span className={answer.crcOk ? undefined : styles.bad}>
              {answer.crcOk ? <CheckCircleOutlined /> : <CloseCircleOutlined />}{' '}
              {t(answer.crcOk ? 'reply.crcOk' : 'reply.crcBad')}
            </span>
          )}
          {answer?.weight && formula === null && <span className={styles.muted}>{t('reply.noFormula')}</span>}
        </section>
      </div>
    </Card>
  );
}
