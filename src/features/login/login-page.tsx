import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/types';
import { env } from '@/config/env';
import { LanguageSwitch } from '@/layout/language-switch';
import { feedback } from '@/lib/feedback/feedback';
import { safeRedirect } from '@/router/safe-redirect';
import { errorText, useSession } from '@/stores/session';
import styles from './login-page.module.css';

const REMEMBER_KEY = 'console:rememberedUser';

interface LoginForm {
  username: string;
  password: string;
  rememberMe: boolean;
}

/** Remember-me keeps the user name only (invariant 6). */
function rememberedUser(): string {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<LoginForm>();
  const initialUser = rememberedUser();

  const onFinish = async ({ username, password, rememberMe }: LoginForm) => {
    setSubmitting(true);
    try {
      await useSession.getState().login(username, password);
      if (rememberMe) localStorage.setItem(REMEMBER_KEY, username.trim());
      else localStorage.removeItem(REMEMBER_KEY);
      navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
    } catch (error) {
      // API errors were shown by the client; local ones (encryption) are shown here.
      if (!(error instanceof ApiError)) feedback().message.error(errorText(error));
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <Card className={styles.card}>
        <Typography.Title level={3} className={styles.title}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          {t('login.subtitle')}
        </Typography.Paragraph>
        <Form<LoginForm>
          form={form}
          name="login"
          size="large"
          initialValues={{ username: initialUser, password: '', rememberMe: initialUser !== '' }}
          onFinish={onFinish}
        >
          <Form.Item
            name="username"
            rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('login.username')}
              aria-label={t('login.username')}
              autoComplete="username"
            />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.password')}
              aria-label={t('login.password')}
              autoComplete="current-password"
            />
          </Form.Item>
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>{t('login.rememberMe')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
        {env.demoAccounts && (
          <Typography.Paragraph type="secondary" className={styles.hint}>
            {t('login.demoAccounts', { accounts: env.demoAccounts })}
          </Typography.Paragraph>
        )}
      </Card>
    </main>
  );
}
