import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { env } from '@/config/env';
import { markSignedInArrival } from '@/lib/a11y/arrival-focus';
import { whenIdle } from '@/lib/hooks/when-idle';
import { changeLanguage } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/i18n/detect';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import styles from './login-page.module.css';
import { prefetchAfterSignIn } from './load';
import { SignInForm } from './sign-in-form';

/**
 * Sign-in is the first thing a user loads, so it stays light (README, 'Size'): two fields checked
 * by SignInForm rather than antd's Form; the session store with the API client, the RSA library and the
 * toast layer load at the first idle moment, or on submit.
 */
const loadSignIn = () => import('./sign-in');

const REMEMBER_KEY = 'console:rememberedUser';

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
  const [initialUsername] = useState(rememberedUser);
  const [rememberMe, setRememberMe] = useState(initialUsername !== '');

  useEffect(() => {
    whenIdle(() => prefetchAfterSignIn(loadSignIn), { fallbackMs: 200 });
  }, []);

  const onSubmit = async (username: string, password: string): Promise<boolean> => {
    const { signIn } = await loadSignIn();
    if (!(await signIn(username, password))) return false;
    if (rememberMe) localStorage.setItem(REMEMBER_KEY, username.trim());
    else localStorage.removeItem(REMEMBER_KEY);
    markSignedInArrival();
    navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
    return true;
  };

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
        <SignInForm name="login" initialUsername={initialUsername} onSubmit={onSubmit}>
          <div className={styles.field}>
            <label className={styles.remember}>
              <input type="checkbox" checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />
              {t('login.rememberMe')}
            </label>
          </div>
        </SignInForm>
        {env.demoAccounts && <p className={styles.hint}>{t('login.demoAccounts', { accounts: env.demoAccounts })}</p>}
      </section>
    </main>
  );
}
