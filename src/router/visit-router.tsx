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

/** The VisitRouter's history: where the user is going, told of every update as it happens. */
const HistoryContext = createContext<AppHistory | null>(null);

/** The history of the VisitRouter above, if any (a plain router has none). */
export function useAppHistory(): AppHistory | null {
  return useContext(HistoryContext);
}

/**
 * Whether a location can show at once, with nothing to load (a page the tab cache keeps, or one whose
 * code and rows are in): the router then renders it in the click's own render instead of a
 * transition after it. Set by the tab cache; without it every visit is a transition.
 */
let shownAtOnce: (visit: Path) => boolean = () => false;

/** Sets the test of locations shown at once; returns what puts the default back. */
export function setShownAtOnce(test: (visit: Path) => boolean): () => void {
  shownAtOnce = test;
  return () => {
    if (shownAtOnce === test) shownAtOnce = () => false;
  };
}

const noSubscribe = () => () => undefined;

/**
 * The location the user is on or is going to: the history's newest. useLocation is the one on
 * screen, which lags behind while the router renders a new page in a transition (and never shows
 * one superseded meanwhile). `location` re-renders on every visit; `read` gives the newest at call
 * time, for event handlers (a render may not have caught up yet). Under a router without a
 * VisitRouter's history both are the location on screen.
 */
export function useNewestLocation(): { location: Path; read: () => Path } {
  const history = useAppHistory();
  const rendered = useLocation();
  const newest = useSyncExternalStore(history?.listen ?? noSubscribe, () => history?.location);
  // `read` keeps its identity across visits (memoised tags take it), reading the location on screen through a ref.
  const onScreen = useRef(rendered);
  useLayoutEffect(() => {
    onScreen.current = rendered;
  }, [rendered]);
  const read = useCallback((): Path => history?.location ?? onScreen.current, [history]);
  return { location: newest ?? rendered, read };
}

/**
 * Navigates to an absolute path (path and query) through the router's history, like `useNavigate`
 * but without reading the location: a component using `useNavigate` re-renders on every
 * navigation, memoised or not, so the layout's menu, tags and header use this instead.
 */
export function usePathNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const history = useAppHistory();
  if (!history) throw new Error('usePathNavigate needs a VisitRouter above it');
  return useCallback(
    (to: string, options?: { replace?: boolean }) => (options?.replace ? history.replace(to) : history.push(to)),
    [history],
  );
}

/**
 * The location the VisitRouter renders, the same as useLocation's. Read with `use` by a kept page's
 * usePageLocation only when it has no address of its own (see page-location.ts), which a hook
 * cannot do.
 */
export const RouterLocationContext = createContext<Location | null>(null);

/**
 * A router on react-router's public `<Router>` and the console's own history (`history.ts`), whose
 * listeners hear each update as it happens, before React renders it (the tag recorder, each page's
 * code and data): navigations render in a transition, except a location that shows at once.
 */
export function VisitRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // A kept page shows in the same render as the tags' and menu's highlight (one render, not
        // two); anything else renders in a transition, which keeps the old page while the new loads.
        if (shownAtOnce(location)) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <HistoryContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        <RouterLocationContext value={state.location}>{children}</RouterLocationContext>
      </Router>
    </HistoryContext>
  );
}

/** The app's router: the browser's history through a VisitRouter. */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createAppBrowserHistory());
  return <VisitRouter history={history}>{children}</VisitRouter>;
}
