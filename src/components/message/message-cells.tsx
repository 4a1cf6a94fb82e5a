import { CloudServerOutlined, DatabaseOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Message } from '@/api/modules/system/message';

/** Where an alarm comes from: the tower or gateway, by its id (text, never HTML). */
export function MessageSource({ message }: { message: Message }) {
  const { t } = useTranslation('layout');
  if (!message.sourceId) return null;
  const gateway = message.sourceType === 'gateway';
  return (
    <span data-testid="message-source">
      {gateway ? <CloudServerOutlined aria-hidden /> : <DatabaseOutlined aria-hidden />}{' '}
      {t(gateway ? 'messages.gatewaySource' : 'messages.towerSource', { id: message.sourceId })}
    </span>
  );
}

/** An alarm's state: active or cleared, and acknowledged (by whom); nothing for a notice. */
export function MessageState({ message }: { message: Message }) {
  const { t } = useTranslation('layout');
  if (message.type !== 'alarm') return null;
  return (
    <span data-testid="message-state">
      {message.status === 'active' ? (
        <Tag color="error">{t('messages.states.active')}</Tag>
      ) : message.status === 'cleared' ? (
        <Tag>{t('messages.states.cleared')}</Tag>
      ) : null}
      {message.ackBy ? (
        <Tag color="success">{t('messages.acknowledgedBy', { name: message.ackBy })}</Tag>
      ) : (
        <Tag color="warning">{t('messages.unacknowledged')}</Tag>
      )}
    </span>
  );
}
