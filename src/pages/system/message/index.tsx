import { CheckOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@/api/modules/system/message';
import { CrudPage } from '@/components/crud';
import { AckDialog } from '@/features/message/ack-dialog';
import { MessageDetail } from '@/features/message/message-detail';
import { useUnread } from '@/lib/message/queries';
import { messageResource } from '@/resources/message/message.resource';

/**
 * 告警与消息: the declared list (search, dictionary tags, delete for admins), the detail with the
 * alarm's timeline, and the acknowledgement. Against a backend without the message calls (the
 * unread count answers 404) the page says so quietly and asks for nothing else.
 */
export default function MessagePage() {
  const { t } = useTranslation(['message', 'crud']);
  const [detail, setDetail] = useState<Message | undefined>(undefined);
  const [acking, setAcking] = useState<Message | undefined>(undefined);
  const unread = useUnread();
  if (unread.unavailable) return <Empty description={t('message:unavailable')} data-testid="messages-unavailable" />;
  return (
    <CrudPage
      resource={messageResource}
      // The list asks only once the count has answered: a backend without the calls never sees it.
      enabled={unread.data !== undefined || unread.failed}
      actionsWidth={220}
      rowActions={(message, page) => (
        <>
          {page.can('query') && (
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(message)}>
              {t('message:actions.detail')}
            </Button>
          )}
          {page.can('ack') && message.type === 'alarm' && !message.ackBy && (
            <Button type="link" size="small" icon={<CheckOutlined />} onClick={() => setAcking(message)}>
              {t('message:actions.ack')}
            </Button>
          )}
        </>
      )}
    >
      {(page) => (
        <>
          {detail && <MessageDetail entry={detail} onClose={() => setDetail(undefined)} />}
          {acking && (
            <AckDialog
              message={acking}
              onClose={() => setAcking(undefined)}
              onDone={() => {
                setAcking(undefined);
                page.list.refetch();
              }}
            />
          )}
        </>
      )}
    </CrudPage>
  );
}
