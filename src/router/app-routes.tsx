import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadedLoginPage, loadLoginPage } from '@/features/login/load';
import { getToken } from '@/lib/auth/token';
import { safeRedirect } from '@/lib/auth/safe-redirect';
import { useDocumentTitle } from './use-document-title';

const LazyLoginPage = lazy(loadLoginPage);
const ProtectedApp = lazy(() => import('./protected-app'));

const NO_PAGES: [] = [];

/**
 * §2: only /login and /auth-redirect go without a token; a user who arrives signed in goes to /.
 * Decided once, on arrival: after signing in here the sign-in page navigates to its redirect target,
 * and a re-render of this page while the console's chunk loads must not send a second, late
 * navigation to / after it (seen under load: /dashboard, then back to a bare /).
 */
function PublicOnly({ children }: { children: React.ReactNode }) {
  useDocumentTitle(NO_PAGES);
  const [arrivedSignedIn] = useState(() => Boolean(getToken()));
  return arrivedSignedIn ? <Navigate to="/" replace /> : <>{children}</>;
}

/** /auth-redirect: goes on to the `redirect` target, checked like any other. */
function AuthRedirectPage() {
  const { search } = useLocation();
  return <Navigate to={safeRedirect(new URLSearchParams(search).get('redirect'))} replace />;
}

/**
 * The sign-in page, at once when start.tsx already loaded it (no Suspense fallback in between);
 * chosen once per mount, so a later render never swaps the component under what is typed.
 */
function LoginPage() {
  const [Page] = useState<ComponentType>(() => loadedLoginPage() ?? LazyLoginPage);
  return <Page />;
}

function Blank() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<Blank />}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          }
        />
        <Route path="/auth-redirect" element={<AuthRedirectPage />} />
        <Route path="*" element={<ProtectedApp />} />
      </Routes>
    </Suspense>
  );
}
