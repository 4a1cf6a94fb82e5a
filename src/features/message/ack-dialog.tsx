import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@/api/modules/system/message';
import { feedback } from '@/lib/feedback/feedback';
import { useAcknowledge } from '@/lib/message/queries';
import { usePageOverlay } from '@/router/page-location';

const COMMENT_MAX = 500;

/** Acknowledges an alarm with an optional comment; the server records who and when. */
export function AckDialog({ message, onClose, onDone }: { message: Message; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('message');
  const overlay = usePageOverlay();
  const [comment, setComment] = useState('');
  const acknowledge = useAcknowledge();
  const submit = () => {
    if (message.messageId === undefined) return;
    acknowledge.mutate(
      { id: message.messageId, comment: comment.trim() || undefined },
      {
        onSuccess: () => {
          feedback().message.success(t('ackDialog.done'));
          onDone();
        },
      },
    );
  };
  return (
    <Modal
      {...overlay}
      title={t('ackDialog.title')}
      okText={t('ackDialog.ok')}
      onOk={submit}
      confirmLoading={acknowledge.isPending}
      onCancel={onClose}
      data-testid="ack-dialog"
    >
      {/* Server text as a text node. */}
      <p>{message.content}</p>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label={t('ackDialog.comment')} htmlFor="ack-comment">
          <Input.TextArea
            id="ack-comment"
            value={comment}
            maxLength={COMMENT_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder={t('ackDialog.placeholder')}
            onChange={(event) => setComment(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
