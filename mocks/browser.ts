// First: the handler modules below evaluate without stack traces (see no-call-frames).
import { restoreStackTraces } from './lib/no-call-frames';
import { setupWorker } from 'msw/browser';
import { mockControl, type MockControl } from './control';
import { handlers } from './handlers';
import { byPath } from './lib/by-path';
import { quietRegistrationUpdates } from './lib/quiet-updates';
import { browserStore, setStore } from './lib/storage';
import { provideTowerHistory } from './seed/tower';
import { warmUpMock } from './warm-up';

restoreStackTraces();

declare global {
  interface Window {
    __mock?: MockControl;
  }
}

/** Starts the in-browser backend; start.tsx awaits this before rendering when VITE_USE_MOCK=true. */
export async function startMockBackend(): Promise<void> {
  setStore(browserStore());
  window.__mock = mockControl;
  const worker = setupWorker(byPath(handlers));
  const restore = quietRegistrationUpdates();
  // Its own chunk, fetched while the worker registers: a megabyte no page but the mock's needs.
  const history = import('virtual:tower-history').then(({ default: text }) => provideTowerHistory(text));
  try {
    // No request reaches the handlers before both are in: the console renders after this resolves.
    const [historyProvided] = await Promise.all([
      history,
      worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      }),
    ]);
    // The first dashboard's work, done while the browser is idle (the sign-in page, code loading).
    warmUpMock(historyProvided);
  } finally {
    restore();
  }
}
