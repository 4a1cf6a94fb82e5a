import { setupWorker } from 'msw/browser';
import { mockControl, type MockControl } from './control';
import { handlers } from './handlers';
import { browserStore, setStore } from './lib/storage';
import { catchUpInTheBackground, type CatchUpTurns } from './seed/tower-detect';

declare global {
  interface Window {
    __mock?: MockControl;
  }
}

/** Starts the in-browser backend; start.tsx awaits this before rendering when VITE_USE_MOCK=true. */
export async function startMockBackend(): Promise<void> {
  setStore(browserStore());
  window.__mock = mockControl;
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  catchUpInTheBackground(pageTurns());
}

/**
 * The turns the towers' detection catch-up takes with the page (it runs in the page's thread): the
 * next task (a message, without setTimeout's clamping) while a request waits for it, an idle
 * period (or a short pause where the browser has no idle callbacks) while nobody does.
 */
function pageTurns(): CatchUpTurns {
  const channel = new MessageChannel();
  return {
    next: () =>
      new Promise((resolve) => {
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
    idle: () =>
      new Promise((resolve) => {
        if (typeof window.requestIdleCallback === 'function')
          window.requestIdleCallback(() => resolve(), { timeout: 500 });
        else setTimeout(resolve, 50);
      }),
  };
}
