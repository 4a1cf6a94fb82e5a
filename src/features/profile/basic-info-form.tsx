import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileApi, type ProfileUpdate } from '@/api/modules/profile';
import type { User } from '@/api/modules/system/user';
import { ApiError } from '@/api/types';

/** Nickname, phone, e-mail and sex (`PUT users/profile`); a refusal keeps what was typed. */
export function BasicInfoForm({
  user,
  onSaved,
}: {
  user: User | undefined;
  onSaved: (changes: ProfileUpdate) => void;
}) {
  const { t } = useTranslation('profile');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileUpdate>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string>();

  const onFinish = async (values: ProfileUpdate) => {
    setSaving(true);
    setServerError(undefined);
    try {
      const changes = { ...values, nickName: values.nickName?.trim() };
      await profileApi.update(changes);
      message.success(t('saved'));
      onSaved(changes);
    } catch (error) {
      if (error instanceof ApiError) setServerError(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<ProfileUpdate>
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{
        nickName: user?.nickName,
        phonenumber: user?.phonenumber,
        email: user?.email,
        sex: user?.sex ?? '2',
      }}
      onFinish={onFinish}
      onValuesChange={() => setServerError(undefined)}
    >
      <Form.Item
        name="nickName"
        label={t('nickName')}
        rules={[{ required: true, whitespace: true, message: t('rules.nickNameRequired') }]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="phonenumber"
        label={t('phonenumber')}
        rules={[{ pattern: /^1[3-9]\d{9}$/, message: t('rules.phoneInvalid') }]}
      >
        <Input maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item name="email" label={t('email')} rules={[{ type: 'email', message: t('rules.emailInvalid') }]}>
        <Input maxLength={50} inputMode="email" />
      </Form.Item>
      <Form.Item name="sex" label={t('sex')}>
        <Radio.Group options={(['0', '1', '2'] as const).map((v) => ({ value: v, label: t(`sexOptions.${v}`) }))} />
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
