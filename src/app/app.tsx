import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { AppRoutes } from '@/router/app-routes';
import { AppBrowserRouter } from '@/router/visit-router';
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
  return (
    <CoreProviders>
      <ErrorBoundary fallback={() => <RootCrash />}>
        <AppBrowserRouter>
          <AppRoutes />
        </AppBrowserRouter>
      </ErrorBoundary>
    </CoreProviders>
  );
}
