import { create } from 'zustand';
import { setErrorReporter } from './reporter';

/** One captured error (§2 error-log viewer). Holds no token: only the message, stack and route. */
export interface ErrorLogEntry {
  time: number;
  message: string;
  stack: string;
  /** path + query where it happened. */
  route: string;
}

export const ERROR_LOG_LIMIT = 50;
/** The same message on the same page within this window is one error seen twice (e.g. a chunk failure reported by Vite and by the boundary). */
const REPEAT_WINDOW_MS = 2_000;

interface ErrorLogState {
  entries: ErrorLogEntry[];
  add: (error: unknown) => void;
  clear: () => void;
}

/** Strips anything that looks like a bearer token or a token parameter from a text. */
function scrub(text: string): string {
  return text.replace(/(Bearer\s+)[\w.~+/=-]+/gi, '$1***').replace(/((?:access_?)?token=)[^&\s]+/gi, '$1***');
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  if (typeof error === 'string') return { message: error, stack: '' };
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' };
  } catch {
    return { message: String(error), stack: '' };
  }
}

export const useErrorLog = create<ErrorLogState>((set) => ({
  entries: [],
  add(error) {
    const { message, stack } = describe(error);
    const entry: ErrorLogEntry = {
      time: Date.now(),
      message: scrub(message),
      stack: scrub(stack),
      route: `${window.location.pathname}${window.location.search}`,
    };
    set((s) => {
      const repeated = s.entries.some(
        (e) => e.message === entry.message && e.route === entry.route && entry.time - e.time < REPEAT_WINDOW_MS,
      );
      return repeated ? s : { entries: [entry, ...s.entries].slice(0, ERROR_LOG_LIMIT) };
    });
  },
  clear: () => set({ entries: [] }),
}));

let installed = false;

/**
 * Feeds the log from the error boundary, window 'error' / 'unhandledrejection' and failed lazy
 * chunks (Vite's 'vite:preloadError'). Returns an uninstall function.
 */
export function installErrorLog(): () => void {
  if (installed) return () => undefined;
  installed = true;
  const add = useErrorLog.getState().add;
  const onError = (e: ErrorEvent) => add(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => add(e.reason);
  const onPreload = (e: Event) => add((e as Event & { payload?: unknown }).payload ?? 'chunk load failed');
  setErrorReporter((error) => add(error));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('vite:preloadError', onPreload);
  return () => {
    installed = false;
    setErrorReporter(undefined);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('vite:preloadError', onPreload);
  };
}
