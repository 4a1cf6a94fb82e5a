import { Result, Spin } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { canSeeRoute } from '@/lib/access/permission';
import { useSubject } from '@/lib/access/access';
import { paramsAreDigits } from './hidden-routes';
import type { PageRoute } from './menu-routes';
import { pageRegistry } from './registry';
import { useRouteTitle } from './use-route-title';

/** One lazy component per registry entry, made once; nothing loads until a page renders it. */
const lazyPages: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(pageRegistry).map(([component, load]) => [component, lazy(load)]),
);

export function PageLoading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

/** A menu component the registry lacks: a clear panel instead of a crash. */
export function PageMissing({ page }: { page: PageRoute }) {
  const { t } = useTranslation();
  const title = useRouteTitle(page.title);
  return (
    <Result
      status="warning"
      title={t('errorPage.pageMissingTitle')}
      subTitle={t('errorPage.pageMissing', { title, component: page.component || '—' })}
    />
  );
}

/** Renders one page route: access check, digit-only params, lazy chunk, error boundary. */
export function PageHost({ page }: { page: PageRoute }) {
  const subject = useSubject();
  const params = useParams();
  const { pathname } = useLocation();
  if (!paramsAreDigits(params)) return <Navigate to="/404" replace />;
  if (!canSeeRoute(subject, page)) return <Navigate to="/401" replace />;
  const Page = Object.prototype.hasOwnProperty.call(lazyPages, page.component) ? lazyPages[page.component] : undefined;
  if (!Page) return <PageMissing page={page} />;
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
