import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { AppRoutes } from '@/router/app-routes';
import { APP_HYDRATION, AppRouterProvider, appRoutes } from '@/router/app-router';
import { CoreProviders } from './core-providers';
import styles from './app.module.css';

/** Last line of defence (e.g. the sign-in chunk failed to load): plain markup, a reload gets going again. */
function RootCrash() {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.crash}>
      <h1>{t('errorPage.crashedTitle')}</h1>
      <p>{t('errorPage.reload')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </button>
    </div>
  );
}

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes(<AppRoutes />), { hydrationData: APP_HYDRATION }));
  return (
    <CoreProviders>
      <ErrorBoundary fallback={() => <RootCrash />}>
        <AppRouterProvider router={router} />
      </ErrorBoundary>
    </CoreProviders>
  );
}
