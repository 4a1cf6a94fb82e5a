import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import {
  parsePath,
  RouterProvider,
  useLocation,
  type createBrowserRouter,
  type Path,
  type RouteObject,
} from 'react-router-dom';
import { RouterLocationContext } from './page-location';

/** The console's data router: react-router's browser router in the app, a memory one in tests. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * What the console's chunk tells the router about each navigation, set by ProtectedApp while someone
 * is signed in (`useNavigationPlan`): the sign-in page knows no pages.
 */
export interface NavigationPlan {
  /**
   * Whether a visit has nothing to load: a page the tab cache keeps (shown as it is, asked for
   * nothing), or one whose code, texts and first data are in (it asks anew as it mounts). It runs no
   * loader and renders in the click's own update, not in a transition after it.
   */
  atOnce(visit: Path): boolean;
  /** Asks for the visit's page code and first data; resolves when the page may show. Never rejects. */
  prepare(visit: Path): Promise<void>;
}

let plan: NavigationPlan | undefined;

/** Sets the plan navigations follow; returns what takes it away again. */
export function setNavigationPlan(next: NavigationPlan): () => void {
  plan = next;
  return () => {
    if (plan === next) plan = undefined;
  };
}

const visitOf = ({ pathname, search, hash }: URL): Path => ({ pathname, search, hash });

/** The location on screen for `usePageLocation` (a context a hook may read conditionally). */
function RouterLocation({ children }: { children: ReactNode }) {
  return <RouterLocationContext value={useLocation()}>{children}</RouterLocationContext>;
}

/** The one route's id: its loader has nothing to do on arrival (see `APP_HYDRATION`). */
const APP_ROUTE = 'app';

/**
 * The console's one data route; everything below it is `<Routes>` (the sign-in page, the menu-built
 * routes, each page the tab cache keeps). Its loader is the one place a page's code and first data
 * are asked for at navigation, whatever started it (a sidebar or tag click, Back/Forward, an in-page
 * link, the header search, a redirect): the router keeps the page on screen until they are in, or
 * PAGE_HOLD_MS has passed. A page with nothing to load runs no loader and shows at once.
 */
export function appRoutes(element: ReactNode): RouteObject[] {
  return [
    {
      id: APP_ROUTE,
      path: '*',
      element: <RouterLocation>{element}</RouterLocation>,
      loader: async ({ request }) => {
        await plan?.prepare(visitOf(new URL(request.url)));
        return null;
      },
      shouldRevalidate: ({ nextUrl }) => !(plan?.atOnce(visitOf(nextUrl)) ?? false),
    },
  ];
}

/**
 * The arrival runs no loader: the menus that say which page an address is come after it
 * (ProtectedApp asks for the arrival's page once they are in).
 */
export const APP_HYDRATION = { loaderData: { [APP_ROUTE]: null } };

const RouterContext = createContext<AppRouter | null>(null);

/** Renders the app on its router; the console's hooks below reach the router itself. */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  return (
    <RouterContext value={router}>
      <RouterProvider router={router} />
    </RouterContext>
  );
}

/** The router above (an AppRouterProvider's). */
export function useAppRouter(): AppRouter {
  const router = useContext(RouterContext);
  if (!router) throw new Error('the console needs an AppRouterProvider above it');
  return router;
}

/** Where the router is going, else where it is: the newest visit, ahead of the page on screen. */
export const newestOf = (router: AppRouter): Path => router.state.navigation.location ?? router.state.location;

/**
 * Navigates as the console's own links do: a visit with nothing to load renders in this very update
 * (`flushSync`), any other once its loader is done.
 */
export function navigateTo(router: AppRouter, to: string, options?: { replace?: boolean }): void {
  const { pathname = '/', search = '', hash = '' } = parsePath(to);
  const flushSync = plan?.atOnce({ pathname, search, hash }) ?? false;
  void router.navigate(to, { replace: options?.replace, flushSync });
}

/**
 * The location the user is on or is going to: a navigation's while its page loads, and the router's
 * once it is done, while React may still be rendering that page in a transition (useLocation is the
 * one on screen). `location` re-renders on every visit; `read` gives the newest at call time, for
 * event handlers (a render may not have caught up yet).
 */
export function useNewestLocation(): { location: Path; read: () => Path } {
  const router = useAppRouter();
  // `read` keeps its identity across visits: memoised tags take it.
  const read = useCallback((): Path => newestOf(router), [router]);
  return { location: useSyncExternalStore(router.subscribe, read), read };
}

/**
 * Navigates to an absolute path (path and query) through the router, like `useNavigate` but without
 * reading the location or the route: a component using `useNavigate` re-renders on every
 * navigation, memoised or not, so the layout's menu, tags and header use this instead.
 */
export function usePathNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const router = useAppRouter();
  return useCallback((to: string, options?: { replace?: boolean }) => navigateTo(router, to, options), [router]);
}
