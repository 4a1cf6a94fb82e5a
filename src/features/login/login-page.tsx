import { LockOutlined, UserOutlined } from '@ant-design/icons';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { changeLanguage } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/i18n/detect';
import { safeRedirect } from '@/router/safe-redirect';
import styles from './login-page.module.css';

/**
 * Sign-in is the first thing a user loads, so it stays light (README, 'Size'): two fields checked
 * here rather than antd's Form; the session store with the API client, the RSA library and the
 * toast layer load at the first idle moment, or on submit.
 */
const loadSignIn = () => import('./sign-in');

const REMEMBER_KEY = 'console:rememberedUser';

type Field = 'username' | 'password';

/** Remember-me keeps the user name only (invariant 6). */
function rememberedUser(): string {
  try {
    return localStorage.getItem(REMEMBER_KEY) ?? '';
  } catch {
    return '';
  }
}

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = useId();
  const [username, setUsername] = useState(rememberedUser);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(() => rememberedUser() !== '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => void loadSignIn());
  }, []);

  const check = (field: Field, value: string): string | undefined => {
    if (field === 'username') return value.trim() === '' ? t('login.usernameRequired') : undefined;
    return value === '' ? t('login.passwordRequired') : undefined;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = { username: check('username', username), password: check('password', password) };
    setErrors(found);
    if (found.username || found.password) return;
    setSubmitting(true);
    const { signIn } = await loadSignIn();
    if (await signIn(username, password)) {
      if (rememberMe) localStorage.setItem(REMEMBER_KEY, username.trim());
      else localStorage.removeItem(REMEMBER_KEY);
      navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
    } else {
      setSubmitting(false);
    }
  };

  const errorOf = (field: Field) =>
    errors[field] ? (
      <div id={`${id}-${field}-error`} role="alert" className={styles.error}>
        {errors[field]}
      </div>
    ) : null;

  return (
    <main className={styles.page}>
      <div className={styles.language} role="group" aria-label={t('navbar.language')}>
        {LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="button"
            lang={lng}
            aria-pressed={i18n.language === lng}
            className={styles.languageButton}
            onClick={() => void changeLanguage(lng)}
          >
            {t(`languages.${lng}`)}
          </button>
        ))}
      </div>
      <section className={styles.card}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
        <form name="login" noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className={styles.field}>
            <Input
              size="large"
              prefix={<UserOutlined />}
              placeholder={t('login.username')}
              aria-label={t('login.username')}
              aria-invalid={Boolean(errors.username)}
              aria-describedby={errors.username ? `${id}-username-error` : undefined}
              status={errors.username ? 'error' : undefined}
              autoComplete="username"
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                if (errors.username) setErrors((e) => ({ ...e, username: check('username', event.target.value) }));
              }}
            />
            {errorOf('username')}
          </div>
          <div className={styles.field}>
            <Password
              size="large"
              prefix={<LockOutlined />}
              placeholder={t('login.password')}
              aria-label={t('login.password')}
              aria-invalid={Boolean(errors.password)}
              aria-describedby={errors.password ? `${id}-password-error` : undefined}
              status={errors.password ? 'error' : undefined}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (errors.password) setErrors((e) => ({ ...e, password: check('password', event.target.value) }));
              }}
            />
            {errorOf('password')}
          </div>
          <div className={styles.field}>
            <label className={styles.remember}>
              <input type="checkbox" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
              {t('login.rememberMe')}
            </label>
          </div>
          {/* A plain button: antd's pulls in its colour picker and form internals (README, 'Size'). */}
          <button type="submit" className={styles.submit} disabled={submitting} aria-busy={submitting}>
            {submitting && <span className={styles.spinner} aria-hidden="true" />}
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        {env.demoAccounts && <p className={styles.hint}>{t('login.demoAccounts', { accounts: env.demoAccounts })}</p>}
      </section>
    </main>
  );
}
