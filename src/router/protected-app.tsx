import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useSubject } from '@/lib/access/access';
import { FRAME_NAMESPACES, preloadNamespaces } from '@/lib/i18n';
import { ConsoleApp } from '@/app/console-app';
import { useSession } from '@/stores/session';
import { RequireSession } from './guard';
import { hiddenPageRoutes } from './hidden-routes';
import { menuToRoutes, type PageRoute } from './menu-routes';
import { lazySlot } from '@/lib/lazy-slot';
import { LazyHost, PageHost, PageLoading, useNavigationPlan } from './page-host';
import { hasPage } from './registry';
import { FIXED_PAGES, RoutesContext } from './route-meta';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { useDocumentTitle } from './use-document-title';

/** The layout, with its texts and the list toolkit's (almost every page uses them): fetched together. */
const mainLayout = lazySlot(() =>
  Promise.all([import('@/layout/main-layout'), preloadNamespaces(FRAME_NAMESPACES)]).then(([module]) => module),
);
const NotFoundPage = lazy(() => import('@/features/errors/not-found-page'));
const UnauthorizedPage = lazy(() => import('@/features/errors/unauthorized-page'));

/** /redirect/<path>: re-enters <path> so the page mounts afresh (refresh in place). */
function RedirectPage() {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={safeRedirect(`/${params['*'] ?? ''}${search}${hash}`)} replace />;
}

/** The tab's title, apart: it follows the location, and the console around it need not re-render on every visit. */
function DocumentTitle({ pages }: { pages: readonly PageRoute[] }): null {
  useDocumentTitle(pages);
  return null;
}

/** Routes here sit below the entry's `*` route, so their paths are relative. */
const relative = (path: string) => path.replace(/^\/+/, '');

/**
 * Everything behind the sign-in: the guard, the menu-built routes and the layout, inside ConsoleApp. Its own chunk, so /login loads none of it (§2 route access).
 */
export default function ProtectedApp() {
  const menus = useSession((s) => s.menus);
  const subject = useSubject();
  const meta = useMemo(() => {
    const known = (component: string) => hasPage(component);
    const hidden = hiddenPageRoutes(known);
    // One route per path (React keys them by path): a menu entry never takes a fixed page's path.
    const taken = [...FIXED_PAGES, ...hidden].map((page) => page.path);
    const { pages, menu } = menuToRoutes(menus, subject, known, taken);
    return { pages: [...FIXED_PAGES, ...pages, ...hidden], menu };
  }, [menus, subject]);

  // Each navigation's page code and first data, from its start (the arrival included: beside the
  // layout's code, not once the layout has rendered).
  const signedIn = useSession((s) => Boolean(s.user));
  useNavigationPlan(meta.pages, subject, signedIn);

  return (
    <ConsoleApp>
      <DocumentTitle pages={meta.pages} />
      <RoutesContext.Provider value={meta}>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route element={<RequireSession />}>
              <Route path="404" element={<NotFoundPage />} />
              <Route path="401" element={<UnauthorizedPage />} />
              <Route element={<LazyHost slot={mainLayout} />}>
                <Route index element={<Navigate to="/dashboard" replace />} />
                <Route path="redirect/*" element={<RedirectPage />} />
                {meta.pages.map((page) => (
                  <Route key={page.path} path={relative(page.path)} element={<PageHost page={page} />} />
                ))}
              </Route>
              <Route path="*" element={<Navigate to="/404" replace />} />
            </Route>
          </Routes>
        </Suspense>
      </RoutesContext.Provider>
    </ConsoleApp>
  );
}
