import { App, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi } from '@/api/modules/profile';
import { ApiError } from '@/api/types';
import { encryptPassword } from '@/lib/auth/encrypt';

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Strength rule stated to the user: 6–20 characters, none of < > " ' \ |. */
const FORBIDDEN = /[<>"'\\|]/;

/** Change password (`PUT users/profile/updatePwd`); both passwords travel RSA-encrypted. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const onFinish = async ({ oldPassword, newPassword }: PasswordValues) => {
    const oldCipher = encryptPassword(oldPassword);
    const newCipher = encryptPassword(newPassword);
    if (!oldCipher || !newCipher) {
      setServerError(t('encryptFailed'));
      return;
    }
    setSaving(true);
    setServerError(undefined);
    try {
      await profileApi.updatePassword({ oldPassword: oldCipher, newPassword: newCipher });
      message.success(t('passwordChanged'));
      form.resetFields();
    } catch (error) {
      if (error instanceof ApiError) setServerError(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PasswordValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      onFinish={onFinish}
      onValuesChange={() => setServerError(undefined)}
    >
      <Typography.Paragraph type="secondary">{t('strength')}</Typography.Paragraph>
      <Form.Item
        name="oldPassword"
        label={t('oldPassword')}
        rules={[{ required: true, message: t('rules.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('newPassword')}
        dependencies={['oldPassword']}
        rules={[
          { required: true, message: t('rules.newRequired') },
          { min: 6, max: 20, message: t('rules.newLength') },
          {
            validator: (_, value: string) =>
              value && FORBIDDEN.test(value) ? Promise.reject(new Error(t('rules.newChars'))) : Promise.resolve(),
          },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              value && value === getFieldValue('oldPassword')
                ? Promise.reject(new Error(t('rules.newDiffers')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('rules.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('rules.confirmMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {serverError && (
        <div role="alert" className="ant-form-item-explain-error" style={{ marginBottom: 12 }}>
          {serverError}
        </div>
      )}
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('save')}
      </Button>
    </Form>
  );
}
