import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { getToken } from '@/lib/auth/token';
import { safeRedirect } from './safe-redirect';
import { useDocumentTitle } from './use-document-title';

const LoginPage = lazy(() => import('@/features/login/login-page'));
const ProtectedApp = lazy(() => import('./protected-app'));

const NO_PAGES: [] = [];

/** §2: only /login and /auth-redirect go without a token; a signed-in user on /login goes to /. */
function PublicOnly({ children }: { children: React.ReactNode }) {
  useDocumentTitle(NO_PAGES);
  return getToken() ? <Navigate to="/" replace /> : <>{children}</>;
}

/** /auth-redirect: goes on to the `redirect` target, checked like any other. */
function AuthRedirectPage() {
  const { search } = useLocation();
  return <Navigate to={safeRedirect(new URLSearchParams(search).get('redirect'))} replace />;
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
