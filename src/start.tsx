/**
 * The console's start, imported by main.tsx once index.html's sign-in frame is on screen: React,
 * the router, i18n and antd's core are evaluated after that paint, not before it.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadLoginPage } from '@/features/login/load';
import { installErrorLog } from '@/lib/error-log/error-log';
import '@/lib/i18n';

async function startMock(): Promise<void> {
  // The mock is a dynamic import behind a build-time constant: production bundles leave it out.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
}

// Production builds keep a log of what went wrong, from the first moment (§2 error log).
if (import.meta.env.PROD) installErrorLog();

/**
 * On /login the first render waits for the sign-in page's chunk (preloaded by index.html), so
 * React's first commit is the page that replaces index.html's sign-in frame. A failed load renders
 * anyway: the route's own import fails again and the crash screen offers a reload.
 */
const loginChunk = /^\/login\/?$/.test(window.location.pathname) ? loadLoginPage().catch(() => undefined) : undefined;

void Promise.all([startMock(), loginChunk]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // A transition renders in slices that yield to the browser (no long task while the page is
  // built); the commit that replaces index.html's frame is one step, so nothing shifts.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
