import { Button, Descriptions, Drawer, Spin, Timeline } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { messageApi, type Message } from '@/api/modules/system/message';
import { DictValue } from '@/components/list/dict-tag';
import { MessageState } from '@/components/message/message-cells';
import { textOf } from '@/components/crud/record';
import { monitorPath } from '@/lib/message/attention';
import { MESSAGE_RESOURCE } from '@/lib/message/queries';
import { queryKeys } from '@/lib/query/keys';
import { usePageOverlay } from '@/router/page-location';
import { usePathNavigate } from '@/router/app-router';

/** An alarm's timeline: raised, acknowledged (by whom, when, with what comment), cleared. */
export function AlarmTimeline({ message }: { message: Message }) {
  const { t } = useTranslation('message');
  const items = [
    { key: 'raised', color: 'red', content: t('timeline.raised', { time: textOf(message.createTime) }) },
    message.ackBy
      ? {
          key: 'ack',
          color: 'green',
          content: (
            <>
              <div>{t('timeline.acknowledged', { name: message.ackBy, time: textOf(message.ackTime) })}</div>
              {/* The comment is the user's text: a text node, never HTML. */}
              {message.ackComment && <div>{t('timeline.comment', { comment: message.ackComment })}</div>}
            </>
          ),
        }
      : { key: 'ack', color: 'gray', content: t('timeline.notAcknowledged') },
    message.status === 'cleared'
      ? { key: 'cleared', color: 'green', content: t('timeline.cleared', { time: textOf(message.clearTime) }) }
      : { key: 'cleared', color: 'red', content: t('timeline.stillActive') },
  ];
  return <Timeline items={items} data-testid="alarm-timeline" />;
}

/** One message in full (asked again, so what others did since shows), with its timeline when an alarm. */
export function MessageDetail({ entry, onClose }: { entry: Message; onClose: () => void }) {
  const { t } = useTranslation(['message', 'crud']);
  const overlay = usePageOverlay();
  const navigate = usePathNavigate();
  const id = entry.messageId;
  const full = useQuery({
    queryKey: queryKeys.detail(MESSAGE_RESOURCE, id ?? ''),
    queryFn: ({ signal }) => messageApi.get(id ?? '', { signal }),
    enabled: id !== undefined,
  });
  const message: Message = full.data && typeof full.data === 'object' ? full.data : entry;
  const label = (name: keyof Message) => t(`message:fields.${name}`);
  return (
    <Drawer
      {...overlay}
      size={460}
      title={t('crud:titles.detail', { name: t('message:name') })}
      onClose={onClose}
      data-testid="message-detail"
    >
      {full.isPending && id !== undefined ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={label('type')}>
              <DictValue type="sys_message_type" value={message.type} />
            </Descriptions.Item>
            <Descriptions.Item label={label('level')}>
              <DictValue type="sys_message_level" value={message.level} />
            </Descriptions.Item>
            <Descriptions.Item label={label('content')}>{textOf(message.content)}</Descriptions.Item>
            {message.sourceId ? (
              <Descriptions.Item label={label('sourceId')}>
                {t(message.sourceType === 'gateway' ? 'message:source.gateway' : 'message:source.tower', {
                  id: message.sourceId,
                })}
                {message.sourceType === 'tower' && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => message.sourceId && navigate(monitorPath(message.sourceId))}
                  >
                    {t('message:openMonitor')}
                  </Button>
                )}
              </Descriptions.Item>
            ) : null}
            {message.alarmKind ? (
              <Descriptions.Item label={label('alarmKind')}>
                {t(`message:kinds.${message.alarmKind}`, { defaultValue: message.alarmKind })}
              </Descriptions.Item>
            ) : null}
            {message.type === 'alarm' && (
              <Descriptions.Item label={label('status')}>
                <MessageState message={message} />
              </Descriptions.Item>
            )}
            <Descriptions.Item label={label('createTime')}>{textOf(message.createTime)}</Descriptions.Item>
            {message.remark ? (
              <Descriptions.Item label={label('remark')}>{textOf(message.remark)}</Descriptions.Item>
            ) : null}
          </Descriptions>
          {message.type === 'alarm' && (
            <section aria-label={t('message:timeline.title')}>
              <h3>{t('message:timeline.title')}</h3>
              <AlarmTimeline message={message} />
            </section>
          )}
        </>
      )}
    </Drawer>
  );
}
