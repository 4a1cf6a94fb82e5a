import { Alert, Form, Input, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userApi, type User } from '@/api/modules/system/user';
import { ApiError } from '@/api/types';
import { feedback } from '@/lib/feedback/feedback';
import { usePageOverlay } from '@/router/page-location';
import { PASSWORD_MAX, PASSWORD_MIN } from './password';

export interface ResetPasswordDialogProps {
  user: User & { userId: number };
  onClose: () => void;
}

/**
 * Sets a user's new password (`PUT users/usermng/resetPwd`). The password is checked as typed
 * (length stated in the message), never kept after the dialog closes, and never shown back.
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const { t } = useTranslation(['user', 'crud']);
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const submitting = useRef(false);
  const name = user.userName ?? '';

  const submit = async () => {
    if (submitting.current) return;
    submitting.current = true;
    setSaving(true);
    setError(undefined);
    try {
      const { password } = await form.validateFields();
      await userApi.resetPwd({ id: user.userId, password });
      void feedback().message.success(t('user:resetPassword.success', { name }));
      onClose();
    } catch (failure) {
      // A refusal stays in the dialog with what was typed; a validation error shows on the field.
      if (failure instanceof ApiError && failure.kind !== 'canceled' && failure.kind !== 'auth')
        setError(failure.message);
    } finally {
      submitting.current = false;
      setSaving(false);
    }
  };

  const overlay = usePageOverlay();
  return (
    <Modal
      {...overlay}
      title={t('user:resetPassword.title')}
      okText={t('crud:actions.confirm')}
      cancelText={t('crud:actions.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      mask={{ closable: false }}
    >
      {error && <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="password"
          label={t('user:resetPassword.label', { name })}
          rules={[
            { required: true, message: t('user:resetPassword.required') },
            {
              min: PASSWORD_MIN,
              max: PASSWORD_MAX,
              message: t('user:validation.passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX }),
            },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder={t('user:resetPassword.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
