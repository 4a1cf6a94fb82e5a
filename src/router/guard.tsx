import { Button, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, isCanceled } from '@/api/types';
import { feedback } from '@/lib/feedback/feedback';
import { errorText, MenuLoadError, useSession } from '@/stores/session';
import { PageLoading } from './page-host';
import { loginPathFor } from '@/lib/auth/safe-redirect';

/**
 * Everything below needs a signed-in user. Without a token: /login?redirect=<here>. With a token but
 * no user yet: load info and menus first (so a deep link never flashes 404); on failure clear the
 * session, show why, and go to /login?redirect=<here> (§8).
 */
export function RequireSession() {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const [failed, setFailed] = useState(false);
  const [menuFailed, setMenuFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loading = useRef(false);

  useEffect(() => {
    if (!token || user || loading.current || menuFailed) return;
    loading.current = true;
    useSession
      .getState()
      .loadUser()
      .catch((error: unknown) => {
        // A reload or a tab closing mid-call is no failure: the session stays.
        if (isCanceled(error)) return;
        // The menu failed, not the user: keep the token and the URL, and offer a retry (the client
        // has already said what went wrong).
        if (error instanceof MenuLoadError) {
          setMenuFailed(true);
          return;
        }
        useSession.getState().clear();
        // The API client has already shown transport and envelope errors.
        if (!(error instanceof ApiError)) feedback().message.error(errorText(error));
        setFailed(true);
        navigate(loginPathFor(here), { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [token, user, here, navigate, menuFailed, attempt]);

  if (!token) return failed ? null : <Navigate to={loginPathFor(here)} replace />;
  if (menuFailed) {
    return (
      <MenuLoadFailed
        onRetry={() => {
          setMenuFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!user) return <PageLoading />;
  return <Outlet />;
}

/** The whole page when the menu could not be loaded: the session and the address stay; Retry asks again. */
function MenuLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors');
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="error"
        title={t('guard.menuFailedTitle')}
        subTitle={t('guard.menuFailed')}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t('guard.retry')}
          </Button>
        }
      />
    </main>
  );
}
