import { DeleteOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileApi } from '@/api/modules/system/file';
import { submitOnEnter, useConfirm } from '@/components/crud';
import { usePageOverlay } from '@/router/page-location';

interface Props {
  clsKey: string;
  onRemoved: () => void;
}

/** Deletes a file of the class by its storage key (`files/keyPar/{class}/{key}`), after the usual question. */
export function RemoveByKeyButton({ clsKey, onRemoved }: Props) {
  const { t } = useTranslation(['files', 'crud']);
  const [confirm, confirmHolder] = useConfirm();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ key: string }>();
  const asking = useRef(false);

  const submit = async () => {
    if (asking.current) return;
    const { key } = await form.validateFields();
    const storageKey = key.trim();
    asking.current = true;
    const removed = await confirm(
      t('crud:confirm.delete', { name: t('files:fields.key'), value: storageKey }),
      () => fileApi.removeByKeyPar(clsKey, storageKey),
      t('crud:messages.deleteSuccess'),
    );
    asking.current = false;
    if (removed) {
      setOpen(false);
      form.resetFields();
      onRemoved();
    }
  };

  const overlay = usePageOverlay();
  return (
    <>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {t('files:removeByKey')}
      </Button>
      {open && (
        <Modal
          {...overlay}
          title={t('files:removeByKey')}
          okText={t('crud:actions.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('crud:actions.cancel')}
          onOk={() => void submit().catch(() => undefined)}
          onCancel={() => setOpen(false)}
        >
          <Form
            form={form}
            layout="vertical"
            onKeyDown={(event) => submitOnEnter(event, () => void submit().catch(() => undefined))}
          >
            <Form.Item
              name="key"
              label={t('files:fields.key')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('crud:validation.required', { label: t('files:fields.key') }),
                },
              ]}
            >
              <Input placeholder={t('crud:placeholder.input', { label: t('files:fields.key') })} />
            </Form.Item>
          </Form>
        </Modal>
      )}
      {confirmHolder}
    </>
  );
}
