import { Result, Spin } from 'antd';
import { memo, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, type Path } from 'react-router-dom';
import { setNavigationPlan, useAppRouter } from './app-router';
import { CrashPanel } from '@/components/feedback/crash-panel';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { canSeeRoute, type Subject } from '@/lib/access/permission';
import { namespacesOfPage, preloadNamespaces } from '@/lib/i18n';
import { allIn, type Pending } from '@/lib/query/read';
import { useSubject } from '@/lib/access/access';
import { paramsAreDigits } from './hidden-routes';
import { usePageLocation } from './page-location';
import { lazySlot, type LazySlot } from '@/lib/lazy-slot';
import type { PageRoute } from './menu-routes';
import { loadPagePlan, prefetchPageData } from './page-data';
import { pageRegistry } from './registry';
import { findPage } from './route-meta';
import { useRouteTitle } from './use-route-title';

/** One slot per registry entry; nothing loads until a page renders it. A page's texts load with its chunk. */
const pageSlots: Record<string, LazySlot> = Object.fromEntries(
  Object.entries(pageRegistry).map(([component, load]) => [
    component,
    lazySlot(() => Promise.all([load(), preloadNamespaces(namespacesOfPage(component))]).then(([module]) => module)),
  ]),
);

const slotOf = (component: string): LazySlot | undefined =>
  Object.prototype.hasOwnProperty.call(pageSlots, component) ? pageSlots[component] : undefined;

/** A sidebar entry hovered or in view: its click then asks for the data at once. */
export function preloadPage(component: string): void {
  const slot = slotOf(component);
  if (!slot) return;
  void slot.preload();
  void loadPagePlan(component);
}

/** The most a navigation holds the old page while the new one's code and first data load. */
export const PAGE_HOLD_MS = 800;

/** Tag keys (path + query) of the pages the tab cache keeps mounted: a visit shows one as it is. */
let keptPages: ReadonlySet<string> = new Set();

export function setKeptPages(keys: ReadonlySet<string>): void {
  keptPages = keys;
}

const isKept = ({ pathname, search }: Pick<Path, 'pathname' | 'search'>) => keptPages.has(`${pathname}${search}`);

/** Asks for a page's code and first data together: nothing to wait for when both are in, else until they are or PAGE_HOLD_MS. */
function preparePage({ search }: Pick<Path, 'search'>, page: PageRoute, subject: Subject): Pending {
  const slot = slotOf(page.component);
  if (!slot || !canSeeRoute(subject, page)) return undefined;
  const coming = allIn([slot.loaded ? undefined : slot.preload(), prefetchPageData(page.component, search)]);
  return coming && Promise.race([coming, new Promise<void>((resolve) => setTimeout(resolve, PAGE_HOLD_MS))]);
}

/**
 * Tells the router how to prepare each navigation while someone is signed in. The arrival runs no
 * loader, since the menus that say which page it is come after it: its page is asked for here, once.
 */
export function useNavigationPlan(pages: readonly PageRoute[], subject: Subject, signedIn: boolean): void {
  const router = useAppRouter();
  const arrived = useRef(false);
  useEffect(() => {
    if (!signedIn) return;
    const prepare = (visit: Path): Pending => {
      if (isKept(visit)) return undefined;
      const page = findPage(pages, visit.pathname);
      // Not a console page (the sign-in page on signing out): rendered after the click, not inside it.
      return page ? preparePage(visit, page, subject) : Promise.resolve();
    };
    if (!arrived.current) {
      arrived.current = true;
      void prepare(router.state.location);
    }
    return setNavigationPlan(prepare);
  }, [router, signedIn, pages, subject]);
}

export function PageLoading() {
  return (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
    </div>
  );
}

/** A lazy component behind a spinner and an error boundary, whose retry imports a failed chunk again. */
export const LazyHost = memo(function LazyHost({ slot, resetKey }: { slot: LazySlot; resetKey?: string }) {
  const [, setAttempt] = useState(0);
  // Loaded before this mount: rendered directly (chosen once, so a re-render never swaps the type).
  const [loaded] = useState<ComponentType | undefined>(() => slot.loaded);
  const Component = loaded ?? slot.current;
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
});

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
  const { pathname } = usePageLocation();
  if (!paramsAreDigits(params)) return <Navigate to="/404" replace />;
  if (!canSeeRoute(subject, page)) return <Navigate to="/401" replace />;
  const slot = slotOf(page.component);
  if (!slot) return <PageMissing page={page} />;
  return <LazyHost slot={slot} resetKey={pathname} />;
}
