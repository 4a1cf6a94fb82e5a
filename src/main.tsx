import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installErrorLog } from '@/lib/error-log/error-log';
import '@/lib/i18n';
import './styles.css';

async function startMock(): Promise<void> {
  // The mock is a dynamic import behind a build-time constant: production bundles leave it out.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
}

// Production builds keep a log of what went wrong, from the first moment (§2 error log).
if (import.meta.env.PROD) installErrorLog();

void startMock().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
