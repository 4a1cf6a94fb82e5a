import { Result, Spin } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { CrashPanel } from '@/components/feedback/crash-panel';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { canSeeRoute } from '@/lib/access/permission';
import { namespacesOfPage, preloadNamespaces } from '@/lib/i18n';
import { useSubject } from '@/lib/access/access';
import { paramsAreDigits } from './hidden-routes';
import { lazySlot, type LazySlot } from './lazy-slot';
import type { PageRoute } from './menu-routes';
import { pageRegistry } from './registry';
import { useRouteTitle } from './use-route-title';

/** One slot per registry entry; nothing loads until a page renders it. A page's texts load with its chunk. */
const pageSlots: Record<string, LazySlot> = Object.fromEntries(
  Object.entries(pageRegistry).map(([component, load]) => [
    component,
    lazySlot(() => Promise.all([load(), preloadNamespaces(namespacesOfPage(component))]).then(([module]) => module)),
  ]),
);

export function PageLoading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

/**
 * A lazy component behind a loading spinner and an error boundary: a crash or a chunk that fails
 * to load shows the crash panel, whose retry imports the chunk again (or reloads the document when
 * the browser keeps the failed import; see `lazySlot`).
 */
export function LazyHost({ slot, resetKey }: { slot: LazySlot; resetKey?: string }) {
  const [, setAttempt] = useState(0);
  const Component = slot.current;
  return (
    <ErrorBoundary
      resetKey={resetKey}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <CrashPanel
          onRetry={async () => {
            const outcome = await slot.retry();
            if (outcome === 'ready') retry();
            return outcome !== 'offline';
          }}
        />
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </ErrorBoundary>
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
  const slot = Object.prototype.hasOwnProperty.call(pageSlots, page.component) ? pageSlots[page.component] : undefined;
  if (!slot) return <PageMissing page={page} />;
  return <LazyHost slot={slot} resetKey={pathname} />;
}
