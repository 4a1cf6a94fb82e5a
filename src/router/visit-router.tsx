import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Router, useLocation, type Location, type Path } from 'react-router-dom';
import { createAppBrowserHistory, type AppHistory } from './history';

/** At most this many visits wait for the recorder (it takes them on every commit, so this is a safety cap). */
const VISIT_LOG_LIMIT = 200;

/**
 * Every location the history moved to, oldest first, until the tag recorder takes them. The router
 * renders a new location in a transition, so a location superseded before it was committed (pages
 * opened faster than they render) is never seen by components; this log still has it.
 */
export interface VisitLog {
  subscribe: (listener: () => void) => () => void;
  /** Changes on every visit (for useSyncExternalStore). */
  version: () => number;
  /** The visits not taken yet, oldest first; empties the log. */
  take: () => Path[];
  /** Records one history update; a REPLACE substitutes a visit that nobody has taken yet. */
  push: (visit: Path, replace: boolean) => void;
  /** The newest location (taken or not): where the user is, or is going to while the router renders it. */
  newest: () => Path;
  /**
   * Whether a location can show at once, with nothing to load (a page the tab cache keeps): the
   * router then renders it in the click's own render instead of a transition after it. Set by the
   * tab cache; without it every visit is a transition.
   */
  shownAtOnce: (visit: Path) => boolean;
  setShownAtOnce: (test: (visit: Path) => boolean) => void;
}

export function createVisitLog(start: Path = { pathname: '/', search: '', hash: '' }): VisitLog {
  let visits: Path[] = [];
  let newest: Path = { pathname: start.pathname, search: start.search, hash: start.hash };
  let version = 0;
  const listeners = new Set<() => void>();
  let shownAtOnce: (visit: Path) => boolean = () => false;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
    take() {
      const taken = visits;
      visits = [];
      return taken;
    },
    push({ pathname, search, hash }, replace) {
      const visit = { pathname, search, hash };
      newest = visit;
      visits = replace && visits.length > 0 ? [...visits.slice(0, -1), visit] : [...visits, visit];
      if (visits.length > VISIT_LOG_LIMIT) visits = visits.slice(-VISIT_LOG_LIMIT);
      version += 1;
      listeners.forEach((listener) => listener());
    },
    newest: () => newest,
    shownAtOnce: (visit) => shownAtOnce(visit),
    setShownAtOnce(test) {
      shownAtOnce = test;
    },
  };
}

const VisitLogContext = createContext<VisitLog | null>(null);

/** The visit log of the VisitRouter above, if any (a plain router has none). */
export function useVisitLog(): VisitLog | null {
  return useContext(VisitLogContext);
}

const noSubscribe = () => () => undefined;
const noVersion = () => 0;

/** Re-renders on every visit the log records (never without a log); returns the log's version. */
export function useVisitLogVersion(log: VisitLog | null): number {
  return useSyncExternalStore(log?.subscribe ?? noSubscribe, log?.version ?? noVersion);
}

/**
 * The location the user is on or is going to: the history's newest. useLocation is the one on
 * screen, which lags behind while the router renders a new page in a transition (and never shows
 * one superseded meanwhile). `location` re-renders on every visit; `read` gives the newest at call
 * time, for event handlers (a render may not have caught up yet). Under a router without a visit
 * log both are the location on screen.
 */
export function useNewestLocation(): { location: Path; read: () => Path } {
  const log = useVisitLog();
  const rendered = useLocation();
  useVisitLogVersion(log);
  // `read` keeps its identity across visits (memoised tags take it), reading the location on screen through a ref.
  const onScreen = useRef(rendered);
  useLayoutEffect(() => {
    onScreen.current = rendered;
  }, [rendered]);
  const read = useCallback((): Path => log?.newest() ?? onScreen.current, [log]);
  return { location: log?.newest() ?? rendered, read };
}

/**
 * Navigates to an absolute path (path and query) through the router's history, like `useNavigate`
 * but without reading the location: a component using `useNavigate` re-renders on every
 * navigation, memoised or not, so the layout's menu, tags and header use this instead.
 */
export function usePathNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('usePathNavigate needs a VisitRouter above it');
  return useCallback(
    (to: string, options?: { replace?: boolean }) => (options?.replace ? history.replace(to) : history.push(to)),
    [history],
  );
}

/** The VisitRouter's history, for usePathNavigate (react-router's own navigator context is private). */
const HistoryContext = createContext<AppHistory | null>(null);

/**
 * The location the VisitRouter renders, the same as useLocation's. Read with `use` by a kept page's
 * usePageLocation only when it has no address of its own (see page-location.ts), which a hook
 * cannot do.
 */
export const RouterLocationContext = createContext<Location | null>(null);

/**
 * A router on react-router's public `<Router>` and the console's own history (`history.ts`):
 * navigations render in a transition, except a location the log says shows at once, and each history
 * update is logged as it happens, before React renders it, so no visited location is lost to a later
 * one (see VisitLog).
 */
export function VisitRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [log] = useState(() => createVisitLog(history.location));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        log.push(location, action === 'REPLACE');
        // A kept page shows in the same render as the tags' and menu's highlight (one render, not
        // two); anything else renders in a transition, which keeps the old page while the new loads.
        if (log.shownAtOnce(location)) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history, log],
  );
  return (
    <VisitLogContext.Provider value={log}>
      <HistoryContext value={history}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          <RouterLocationContext value={state.location}>{children}</RouterLocationContext>
        </Router>
      </HistoryContext>
    </VisitLogContext.Provider>
  );
}

/** The app's router: the browser's history through a VisitRouter. */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createAppBrowserHistory());
  return <VisitRouter history={history}>{children}</VisitRouter>;
}
